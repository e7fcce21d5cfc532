/** The commerce API's own messages (the delivery form's rules are DELIVERY_MSG of @tcm/shared/commerce). */
export const COMMERCE_MSG = {
  orderNotFound: '订单不存在',
  orderIdRequired: '缺少订单编号',
  visitNotSettled: '请先完成处方支付',
  prescriptionNotFound: '处方不存在',
  formNotOffered: '该处方不支持所选剂型',
  centreNotOffered: '所选配送中心不支持该剂型',
  unknownFormType: '不支持的处方类型',
  formCodeRequired: '请选择剂型',
  payTimedOut: '订单已超时，请重新下单',
  statusFilterInvalid: '订单状态不正确',
  monthInvalid: '请选择正确的月份',
  addressModified: '地址修改成功',
  draftSaved: '草稿保存成功',
  refunded: '退款成功',
  orderExists: '该处方已有配送订单，请在我的订单中查看',
  customTeaElsewhere: '定制养生茶请从养生茶配送页面下单',
} as const;
