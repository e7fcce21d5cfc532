/**
 * Test helper (API tests and e2e journeys, never bundled): the recipient and the decoction delivery
 * order they place, one copy instead of one per test file.
 */
export const TEST_RECIPIENT = {
  recipientName: '王五',
  recipientPhone: '13812345678',
  province: '浙江省',
  city: '杭州市',
  county: '西湖区',
  street: '文三路1号',
};

/** POST /delivery/order/place's body for a paid herbal visit: 7 doses of decoction, 2 bags a dose. */
export const decoctionOrderForm = (visitRecordId: number, over: Record<string, unknown> = {}) => ({
  deliveryType: 'E',
  visitRecordId,
  prescriptionNo: 0,
  form: 'DECOCTION',
  deliveryId: 'HZ-DJ',
  formCount: 7,
  quantityDispensed: 2,
  ...TEST_RECIPIENT,
  ...over,
});
