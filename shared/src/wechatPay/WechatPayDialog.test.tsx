import '@arco-design/web-react/es/_util/react-19-adapter';
import { act, render, screen } from '@testing-library/react';
import { PAY_RESULT_FAILED, PAY_RESULT_WAITING, type UnifiedOrderResult } from '@tcm/shared';
import { PAID_CODE } from '@tcm/shared/clinic';
import { apiError, callMock, requestsOf, respond } from '@tcm/shared/testing/calls';
import { WechatPayDialog } from './WechatPayDialog';

// The HTTP call and the toasts mocked, the rest of the package real (as the remotes' mockShared does).
jest.mock('@tcm/shared', () => ({
  ...jest.requireActual<typeof import('@tcm/shared')>('@tcm/shared'),
  call: jest.fn(),
  notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const order = (n: number): UnifiedOrderResult => ({
  payChannel: 1,
  qrcode: `http://192.168.1.5:8080/sandbox/wechat-pay/T${n}`,
  outTradeNo: `T${n}`,
});

/** Lets the answers already resolved reach React (the mocked call resolves on the next microtask). */
const settle = () => act(async () => {});
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

let orders: number;
let paidAfter: number;
let onPaid: jest.Mock;
let onClose: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  orders = 0;
  paidAfter = Infinity;
  onPaid = jest.fn();
  onClose = jest.fn();
  respond({
    'POST /api/pay/0.1/query/place/result': () => ({
      code: 200,
      data: requestsOf('POST /api/pay/0.1/query/place/result').length >= paidAfter ? PAID_CODE : PAY_RESULT_WAITING,
    }),
  });
});

afterEach(() => {
  jest.useRealTimers();
});

function Dialog({ visible }: { visible: boolean }) {
  return <WechatPayDialog visible={visible} amountFen={15345} placeOrder={async () => order(++orders)} onPaid={onPaid} onClose={onClose} />;
}

const polls = () => requestsOf('POST /api/pay/0.1/query/place/result').map((r) => r.outTradeNo);

describe('WeChat QR dialog', () => {
  it('shows the amount, a 256 px QR of the provider URL and the URL itself as a link', async () => {
    render(<Dialog visible />);
    await settle();
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('¥153.45');
    const qr = screen.getByRole('img', { name: '微信支付二维码' });
    expect(qr).toHaveAttribute('width', '256');
    expect(qr).toHaveAttribute('height', '256');
    expect(screen.getByTestId('pay-url')).toHaveAttribute('href', 'http://192.168.1.5:8080/sandbox/wechat-pay/T1');
    expect(screen.getByText('手机打不开？')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制链接' })).toBeInTheDocument();
  });

  it('asks for the result every 3 s, not sooner', async () => {
    render(<Dialog visible />);
    await settle();
    await advance(2999);
    expect(polls()).toEqual([]);
    await advance(1);
    expect(polls()).toEqual(['T1']);
    await advance(3000);
    await advance(3000);
    expect(polls()).toEqual(['T1', 'T1', 'T1']);
  });

  it('stops asking when the dialog closes', async () => {
    const { rerender } = render(<Dialog visible />);
    await settle();
    await advance(3000);
    expect(polls()).toHaveLength(1);
    rerender(<Dialog visible={false} />);
    await advance(15000);
    expect(polls()).toHaveLength(1);
  });

  it('stops asking when the page unmounts', async () => {
    const { unmount } = render(<Dialog visible />);
    await settle();
    await advance(3000);
    unmount();
    await advance(15000);
    expect(polls()).toHaveLength(1);
  });

  it('1103 reports the payment once and stops asking', async () => {
    paidAfter = 2;
    render(<Dialog visible />);
    await settle();
    await advance(3000);
    expect(onPaid).not.toHaveBeenCalled();
    await advance(3000);
    expect(onPaid).toHaveBeenCalledTimes(1);
    await advance(9000);
    expect(polls()).toHaveLength(2);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('刷新二维码 places a new order and polls that one', async () => {
    render(<Dialog visible />);
    await settle();
    await advance(3000);
    await act(async () => screen.getByRole('button', { name: '刷新二维码' }).click());
    await settle();
    expect(screen.getByTestId('pay-url')).toHaveAttribute('href', 'http://192.168.1.5:8080/sandbox/wechat-pay/T2');
    await advance(3000);
    expect(polls()).toEqual(['T1', 'T2']);
  });

  it('a refused payment (1102) says so and stops asking', async () => {
    respond({ 'POST /api/pay/0.1/query/place/result': { code: 200, data: PAY_RESULT_FAILED } });
    render(<Dialog visible />);
    await settle();
    await advance(3000);
    expect(screen.getByRole('alert')).toHaveTextContent('支付未成功，请刷新二维码后重新支付');
    await advance(9000);
    expect(polls()).toHaveLength(1);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('a refusal from the server shows its message and stops asking', async () => {
    respond({ 'POST /api/pay/0.1/query/place/result': apiError('订单不存在') });
    render(<Dialog visible />);
    await settle();
    await advance(3000);
    expect(screen.getByRole('alert')).toHaveTextContent('订单不存在');
    await advance(9000);
    expect(polls()).toHaveLength(1);
  });

  it('an unreachable server does not stop the polling', async () => {
    let n = 0;
    callMock.mockImplementation(async () => {
      n += 1;
      if (n === 1) throw new (jest.requireActual<typeof import('@tcm/shared')>('@tcm/shared').TransportError)(new Error('offline'));
      return { code: 200, data: PAY_RESULT_WAITING };
    });
    render(<Dialog visible />);
    await settle();
    await advance(6000);
    expect(n).toBe(2);
  });
});
