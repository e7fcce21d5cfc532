import {
  ORDER_TOTAL_MAX_FEN,
  ORDER_TOTAL_MSG,
  orderTotalProblem,
  recipientProblem,
  DELIVERY_MSG,
  DELIVERY_TABS,
  PRESCRIBING_TABS,
  canModifyAddress,
  deliveryFormProblem,
  deliveryPriceFen,
  deliveryTabOf,
  deliveryTabQuery,
  displayedTotal,
  formatCountdown,
  isDraftTab,
  msLeft,
  parseDeliveryStatusQuery,
  refundFlagOf,
  showPager,
} from '.';

const good = {
  form: 'DECOCTION',
  deliveryId: 'HZ01',
  formCount: 7,
  quantityDispensed: 2,
  recipientName: '张三',
  recipientPhone: '13800000000',
  province: '浙江省',
  city: '杭州市',
  county: '西湖区',
  street: '文三路1号',
  zipCode: '',
  remark: '',
};

describe('delivery statuses', () => {
  it('offers a refund exactly while paid and not shipped, and the address change per spec 3 §4', () => {
    expect([0, 1, 2, 3, 4, 5, -1, -3, 99].map(refundFlagOf)).toEqual(['N', 'Y', 'Y', 'Y', 'N', 'N', 'N', 'N', 'N']);
    expect([0, 99, 1, 2, 3].every((s) => canModifyAddress(s))).toBe(true);
    expect([4, 5, -1, -3].some((s) => canModifyAddress(s))).toBe(false);
    expect(canModifyAddress(1, 'N')).toBe(false);
  });
});

describe('tabs', () => {
  it('maps the prescribing tabs to their statuses', () => {
    expect(PRESCRIBING_TABS.map((t) => [t.title, t.status])).toEqual([
      ['全部', undefined],
      ['待支付', 0],
      ['已完成', 1],
      ['已取消', 2],
    ]);
  });

  it('maps the delivery tabs to their statuses and queries', () => {
    expect(DELIVERY_TABS.map((t) => t.title)).toEqual(['全部', '待支付', '待收货', '已完成', '已取消', '草稿']);
    expect(DELIVERY_TABS.map(deliveryTabQuery)).toEqual([undefined, '0', '1,2,3,4', '5', '-1,-2,-3,-4,-5,-6', '100']);
    expect(DELIVERY_TABS.filter(isDraftTab).map((t) => t.title)).toEqual(['草稿']);
    expect([0, 1, 4, 5, -6, 99].map(deliveryTabOf)).toEqual(['0', 'receiving', 'receiving', '5', 'cancelled', undefined]);
  });

  it('reads the status query back, refusing what is no order status', () => {
    expect(parseDeliveryStatusQuery(undefined)).toEqual([]);
    expect(parseDeliveryStatusQuery('1,2,3,4')).toEqual([1, 2, 3, 4]);
    expect(parseDeliveryStatusQuery('-1,-6,99')).toEqual([-1, -6, 99]);
    expect(parseDeliveryStatusQuery('100')).toBeNull();
    expect(parseDeliveryStatusQuery('7')).toBeNull();
    expect(parseDeliveryStatusQuery('1;DROP')).toBeNull();
  });
});

describe('paging', () => {
  it('shows 10 × ceil(total / 12) and the pager only beyond one page', () => {
    expect([0, 1, 12, 13, 24, 25].map(displayedTotal)).toEqual([0, 10, 10, 20, 20, 30]);
    expect([0, 12, 13].map(showPager)).toEqual([false, false, true]);
  });
});

describe('countdown', () => {
  it('formats HH:mm:ss and stops at zero', () => {
    expect(formatCountdown(30 * 60 * 1000)).toBe('00:30:00');
    expect(formatCountdown(3_723_999)).toBe('01:02:03');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(msLeft(1000, 400)).toBe(600);
    expect(msLeft(1000, 2000)).toBe(0);
  });
});

describe('price', () => {
  it('is formCount × (herbs + form fee + packs) + shipping, in fen', () => {
    expect(deliveryPriceFen({ herbFenPerDose: 1234, formFeePerDose: 300, formCount: 7, quantityDispensed: 2, shippingFee: 1200 })).toBe(
      7 * (1234 + 300 + 100) + 1200,
    );
  });
});

describe('delivery form rules', () => {
  it('accepts a complete form', () => {
    expect(deliveryFormProblem(good, 'submit')).toBeNull();
    expect(deliveryFormProblem({ ...good, deliveryId: '', quantityDispensed: '' }, 'draft')).toBeNull();
  });

  it.each([
    [{ form: '' }, DELIVERY_MSG.formRequired],
    [{ deliveryId: '' }, DELIVERY_MSG.centreRequired],
    [{ formCount: '' }, DELIVERY_MSG.formCountRequired],
    [{ formCount: '0' }, DELIVERY_MSG.formCountInvalid],
    [{ formCount: '1.5' }, DELIVERY_MSG.formCountInvalid],
    [{ formCount: -3 }, DELIVERY_MSG.formCountInvalid],
    [{ quantityDispensed: '' }, DELIVERY_MSG.quantityRequired],
    [{ quantityDispensed: 7 }, DELIVERY_MSG.quantityRange],
    [{ recipientName: ' ' }, DELIVERY_MSG.recipientRequired],
    [{ recipientPhone: '1380000000' }, DELIVERY_MSG.phoneInvalid],
    [{ county: '' }, DELIVERY_MSG.regionRequired],
    [{ street: '' }, DELIVERY_MSG.streetRequired],
    [{ zipCode: '31000' }, DELIVERY_MSG.zipInvalid],
    [{ remark: '字'.repeat(101) }, DELIVERY_MSG.remarkTooLong],
  ])('submit %o → %s', (change, msg) => {
    expect(deliveryFormProblem({ ...good, ...change }, 'submit')).toBe(msg);
  });

  it('places an overseas recipient without a county (the country is the last level), in names or codes', () => {
    const overseas = { ...good, province: '海外', city: '新加坡', county: '' };
    expect(deliveryFormProblem(overseas, 'submit')).toBeNull();
    expect(deliveryFormProblem(overseas, 'draft')).toBeNull();
    expect(deliveryFormProblem({ ...overseas, province: '900000', city: '901200' }, 'submit')).toBeNull();
    expect(deliveryFormProblem({ ...overseas, city: '' }, 'submit')).toBe(DELIVERY_MSG.regionRequired);
    // 香港, 澳门 and 台湾 have districts in the region table: the county stays required there.
    expect(deliveryFormProblem({ ...good, province: '香港特别行政区', city: '九龙', county: '' }, 'submit')).toBe(DELIVERY_MSG.regionRequired);
  });

  it('keeps the shorter rule set for a draft', () => {
    expect(deliveryFormProblem({ ...good, form: '' }, 'draft')).toBe(DELIVERY_MSG.formRequired);
    expect(deliveryFormProblem({ ...good, formCount: '' }, 'draft')).toBe(DELIVERY_MSG.formCountRequired);
    expect(deliveryFormProblem({ ...good, recipientPhone: '' }, 'draft')).toBe(DELIVERY_MSG.phoneInvalid);
    expect(deliveryFormProblem({ ...good, street: '' }, 'draft')).toBe(DELIVERY_MSG.streetRequired);
    expect(deliveryFormProblem({ ...good, deliveryId: '' }, 'draft')).toBeNull();
  });
});

describe('issue 19/20: the recipient rules the API applies too', () => {
  const ok = { recipientName: '王五', recipientPhone: '13812345678', province: '浙江省', city: '杭州市', county: '西湖区', street: '文三路1号' };

  it('a phone is a mainland mobile number (isValidPhone), with the page’s words', () => {
    for (const phone of ['00000000000', '12345678901', '10000000000', '2381234567a']) {
      expect(recipientProblem({ ...ok, recipientPhone: phone })).toBe(DELIVERY_MSG.phoneInvalid);
    }
    expect(recipientProblem(ok)).toBeNull();
  });

  it('an address given as one line only (spec 3 §7) stands for region and street', () => {
    const line = { recipientName: '王五', recipientPhone: '13812345678', recipientAddress: '浙江省杭州市西湖区文三路1号' };
    expect(recipientProblem(line)).toBeNull();
    expect(recipientProblem({ ...line, zipCode: '31' })).toBe(DELIVERY_MSG.zipInvalid);
    expect(recipientProblem({ ...line, recipientAddress: '  ' })).toBe(DELIVERY_MSG.regionRequired);
    // Parts given: they decide (the pages), the line is not read.
    expect(recipientProblem({ ...line, street: '文三路1号' })).toBe(DELIVERY_MSG.regionRequired);
  });

  it('bounds an order total', () => {
    expect(orderTotalProblem(ORDER_TOTAL_MAX_FEN)).toBeNull();
    expect(orderTotalProblem(ORDER_TOTAL_MAX_FEN + 1)).toBe(ORDER_TOTAL_MSG);
    expect(orderTotalProblem(Number.MAX_SAFE_INTEGER + 2)).toBe(ORDER_TOTAL_MSG);
    expect(orderTotalProblem(Number.NaN)).toBe(ORDER_TOTAL_MSG);
    expect(ORDER_TOTAL_MSG).toBe('订单金额超过上限（¥100000.00），请减少剂数或调整处方后再下单');
  });
});
