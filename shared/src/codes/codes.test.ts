import {
  cashierChannelText,
  deliveryStatus,
  deliveryStatusText,
  doctorStatusView,
  isDeliveryStatus,
  noticeLabel,
  payChannelText,
  prescribingStatus,
  prescriptionTypeOfKind,
  prescriptionTypeText,
  serviceTitle,
  sexText,
  visitKindText,
  visitState,
} from '.';

describe('sex', () => {
  it("reads the API’s text (spec 3 §3: '1' male, '0' female), and the number older clients send", () => {
    expect([sexText('1'), sexText('0'), sexText(1), sexText(0)]).toEqual(['男', '女', '男', '女']);
  });

  it('says 未知 of anything else instead of guessing 男 (issue 32)', () => {
    expect([undefined, null, '', '2', 'F', {}].map(sexText)).toEqual(Array(6).fill('未知'));
  });
});

describe('statuses: a text and a tone by meaning', () => {
  it('visits: unpaid pending, paid and prescribed success, cancelled neutral', () => {
    expect(['created', 'paid', 'prescribed', 'cancelled'].map(visitState)).toEqual([
      { text: '待支付', tone: 'pending' },
      { text: '已支付', tone: 'success' },
      { text: '已出方', tone: 'success' },
      { text: '已取消', tone: 'neutral' },
    ]);
    expect(visitState('lost')).toEqual({ text: '未知状态（lost）', tone: 'neutral' });
  });

  it('prescribing orders (spec 3 §4: 0 pending, 1 completed, 2 cancelled)', () => {
    expect([0, 1, 2].map(prescribingStatus)).toEqual([
      { text: '待支付', tone: 'pending' },
      { text: '已完成', tone: 'success' },
      { text: '已取消', tone: 'neutral' },
    ]);
  });

  it('delivery orders: every status named, the cancelled ones with their reason; paid is a success, never an error', () => {
    expect([0, 1, 2, 3, 4, 5].map(deliveryStatusText)).toEqual(['待支付', '已支付', '调配中', '煎制中', '已发货', '已完成']);
    expect([0, 99, 1, 2, 5].map((s) => deliveryStatus(s).tone)).toEqual(['pending', 'pending', 'success', 'progress', 'success']);
    expect(deliveryStatusText(-1)).toBe('已取消（超时未支付）');
    expect(deliveryStatusText(-3)).toBe('已取消（已退款）');
    expect(new Set([-1, -2, -3, -4, -5, -6].map(deliveryStatusText)).size).toBe(6);
    expect([-1, -2, -3].map((s) => deliveryStatus(s).tone)).toEqual(['neutral', 'neutral', 'neutral']);
    expect([-4, -5, -6].map((s) => deliveryStatus(s).tone)).toEqual(['failure', 'failure', 'failure']);
    expect(deliveryStatusText(99)).toContain('待支付');
    expect(deliveryStatusText(100)).toBe('草稿');
    expect(deliveryStatusText(7)).toBe('未知状态（7）');
  });

  it('knows which numbers are delivery statuses (100 is the drafts’ tab, no order)', () => {
    expect([0, 5, -6, 99].every(isDeliveryStatus)).toBe(true);
    expect([100, 6, -7, 98].some(isDeliveryStatus)).toBe(false);
  });

  it('doctors (spec 1 §4.3, text on the wire; a number read alike; none is 未申请)', () => {
    expect(doctorStatusView('0')).toEqual({ text: '认证医生', tone: 'success' });
    expect(doctorStatusView('4')).toEqual({ text: '认证审核中', tone: 'pending' });
    expect(doctorStatusView('5')).toEqual({ text: '认证审核未通过', tone: 'failure' });
    expect(doctorStatusView(4).text).toBe('认证审核中');
    expect(doctorStatusView(null)).toEqual({ text: '未申请', tone: 'neutral' });
    expect(doctorStatusView('9').text).toBe('未知状态（9）');
  });
});

describe('kinds, channels and services', () => {
  it('prescription types (spec 3 §3: R, S, G, otherwise the portal’s own) and visit kinds', () => {
    expect(['R', 'S', 'G', '', 'X', undefined].map(prescriptionTypeText)).toEqual(['定制养生茶', '自拟组方', '通用方', '中药组方', '中药组方', '中药组方']);
    expect(['herbal', 'general', 'selfComposed', 'customTea'].map(visitKindText)).toEqual(['中药组方', '通用方', '自拟组方', '定制养生茶']);
    expect(['herbal', 'general', 'selfComposed', 'customTea', 'other'].map(prescriptionTypeOfKind)).toEqual(['', 'G', 'S', 'R', '']);
  });

  it('payment channels of a visit (1, 3) and of the cashier (fast_pay, alipay_qr)', () => {
    expect([1, 3, 2].map(payChannelText)).toEqual(['患者扫码支付', '公共账户', '未知支付方式']);
    expect(['fast_pay', 'alipay_qr', 'wechat'].map(cashierChannelText)).toEqual(['快捷支付', '支付宝扫码', '未知支付方式']);
  });

  it('services by index', () => {
    expect([1, 4, 9, 11, 6].map(serviceTitle)).toEqual(['健康预测', '针灸', '定制养生茶', '六气饮', '未知服务']);
  });

  it.each([
    [2, '【公告】'],
    ['2', '【公告】'],
    [1, '【通知】'],
    ['1', '【通知】'],
    [0, '【通知】'],
    [3, '【通知】'],
    ['', '【通知】'],
    [null, '【通知】'],
    [undefined, '【通知】'],
  ])('home notices (spec 1 §2.3): noticeType %p shows %s', (type, label) => {
    expect(noticeLabel(type)).toBe(label);
  });
});
