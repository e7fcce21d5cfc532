/**
 * The error catalogue's fallback texts (spec 1 §8, spec 2 §8, spec 3 §8), used when a failed call
 * carries no msg. One place, so every page shows the same words for the same failure.
 */
export const FALLBACK = {
  default: '服务异常，请联系管理员',
  homeInfo: '信息获取异常，请联系管理员',
  account: '账户获取异常，请联系管理员',
  service: '服务异常，请联系管理员',
  course: '课程获取异常',
  news: '新闻公告获取异常',
  addressList: '获取地址列表异常',
  addressDelete: '删除地址异常',
  addressEdit: '编辑地址异常',
  addressAdd: '添加/获取地址列表异常',
  apply: '申请失败',
  applyAccount: '获取账户失败',
  upload: '上传图片失败',
} as const;

export const SUCCESS = {
  logout: '退出成功',
  smsSent: '发送成功',
  login: '登录成功',
  deleted: '删除成功',
  registered: '注册成功',
  modified: '修改成功',
  passwordSet: '密码设置成功',
  firstLoginBind: '首次登录请绑定手机号码',
  upload: '上传图片成功',
  apply: '申请成功',
} as const;

export const NOT_OPEN = '功能暂未开放';
/** /Login after a 401 or a token that is gone (issue 32). */
export const SESSION_EXPIRED = '登录已过期，请重新登录';
export const REMOTE_UNAVAILABLE = '该功能暂时不可用';
