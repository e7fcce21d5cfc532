/**
 * The doctor certification's words (spec 3 §5, §8): the application and the certificate upload, the
 * page's own where it checks the same rule first (mf-certification `pages/Apply/messages.ts`).
 */
export const CERTIFICATION_MSG = {
  doctorNameRequired: '请输入姓名',
  doctorSexInvalid: '请选择性别',
  idNoInvalid: '请输入正确的身份证号码',
  certNoRequired: '请输入执业证书编号',
  certImageRequired: '请上传执业证书图片',
  certImageInvalid: '执业证书图片无效，请重新上传',
  applyReviewing: '认证审核中，请勿重复提交',
  applyCertified: '您已是认证医生，无需重复申请',
  applyDisabled: '医生账号已停用，请联系管理员',
  applyInvitePending: '请先确认邀请后再提交认证资料',
  applied: '申请成功',

  uploadMissing: '请选择要上传的图片',
  uploadTooLarge: '图片大小不能超过5MB',
  uploadWrongType: '仅支持jpg、jpeg、png、gif格式的图片',
  uploadDailyCap: '今日上传图片次数已达上限，请明天再试',
  uploaded: '上传图片成功',
} as const;
