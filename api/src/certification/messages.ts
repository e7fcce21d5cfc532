/**
 * The doctor certification's words (spec 3 §5, §8) that only the server says. The application's and
 * the certificate image's rules, which the page checks first, are worded once in @tcm/shared/doctor.
 */
export const CERTIFICATION_MSG = {
  certImageInvalid: '执业证书图片无效，请重新上传',
  applyReviewing: '认证审核中，请勿重复提交',
  applyCertified: '您已是认证医生，无需重复申请',
  applyDisabled: '医生账号已停用，请联系管理员',
  applyInvitePending: '请先确认邀请后再提交认证资料',
  applied: '申请成功',

  uploadMissing: '请选择要上传的图片',
  uploadDailyCap: '今日上传图片次数已达上限，请明天再试',
  uploaded: '上传图片成功',
} as const;
