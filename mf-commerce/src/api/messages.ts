/**
 * Spec 3 §8's fallbacks and success texts for the commerce pages, in one place (the server's msg
 * wins when it sends one). The spec gives their meaning; these are the product's words.
 */
export const COMMERCE_FALLBACK = {
  orders: '订单服务异常',
  drafts: '获取草稿失败',
  saveDraft: '保存草稿异常',
  forms: '获取剂型失败',
  centres: '获取配送中心失败',
  place: '生成统一配送订单失败',
  detail: '获取订单详情失败',
  address: '地址修改异常',
  price: '获取支付金额异常，请联系管理员',
  refund: '退款失败',
  express: '获取物流信息失败',
  tea: '获取养生茶信息失败',
  cancel: '取消订单失败',
} as const;

export const COMMERCE_MSG = {
  addressChanged: '地址修改成功',
  paid: '支付成功',
  draftSaved: '草稿保存成功',
  done: '操作成功',
  timeout: '订单已超时，请重新下单',
  cancelled: '订单已取消',
} as const;
