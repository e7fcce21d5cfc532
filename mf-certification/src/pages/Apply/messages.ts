/** Every text the application form shows for a rule (spec 3 §5, §9). One place, so tests and page agree. */
export const APPLY_MESSAGES = {
  nameRequired: '请输入姓名',
  idInvalid: '请输入正确的身份证号码',
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号码',
  certNoRequired: '请输入执业证书编号',
  certImageRequired: '请上传执业证书图片',
  imageType: '仅支持jpg、jpeg、png、gif格式的图片',
  imageSize: '图片大小不能超过5MB',
} as const;
