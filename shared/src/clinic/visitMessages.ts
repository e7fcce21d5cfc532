/** Spec 2 §8: the consultation pages' fallbacks and messages, verbatim; the API words the rules it re-checks the same (api/test/parity.test.ts). */
export const CLINIC_FALLBACK = {
  price: '获取支付金额异常，请联系管理员',
  pay: '支付异常，请联系管理员',
  prescription: '出方异常，请联系管理员',
  replace: '更换药材失败',
} as const;

export const CLINIC_MSG = {
  paid: '支付成功',
  modified: '修改成功',
  noReplacement: '无可更换药品',
  chooseHerb: '请选择需要更换的药材',
} as const;
