import { DELIVERY_MSG, deliveryFieldOf, deliveryFieldWords, TEA_MSG } from './index';

describe('deliveryFieldOf', () => {
  it('places every rule message of the delivery and tea forms on exactly one field', () => {
    const rules = [...Object.values(DELIVERY_MSG), TEA_MSG.boxesRequired, TEA_MSG.boxesInvalid];
    for (const message of rules) expect(deliveryFieldOf(message)).not.toBeNull();
    const words = deliveryFieldWords();
    const owned = Object.values(words).flatMap((w) => w.messages ?? []);
    expect(new Set(owned).size).toBe(owned.length);
  });

  it('places the API’s own refusals by the field they name', () => {
    expect(deliveryFieldOf('收货人电话格式不正确')).toBe('recipientPhone');
    expect(deliveryFieldOf('收货人不能超过50个字符')).toBe('recipientName');
    expect(deliveryFieldOf('所选配送中心不支持该剂型')).toBe('deliveryId');
    expect(deliveryFieldOf('该处方不支持所选剂型')).toBe('form');
    expect(deliveryFieldOf('每剂包数须为1～6')).toBe('quantityDispensed');
    expect(deliveryFieldOf('盒数须为大于0的整数')).toBe('formCount');
    expect(deliveryFieldOf('备注内容过长')).toBe('remark');
  });

  it('leaves refusals about no one field to the toast', () => {
    expect(deliveryFieldOf('该处方已有配送订单，请在我的订单中查看')).toBeNull();
    expect(deliveryFieldOf('请先完成处方支付')).toBeNull();
  });
});
