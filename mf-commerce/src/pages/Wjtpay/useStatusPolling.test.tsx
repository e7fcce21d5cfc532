import { act, render } from '@testing-library/react';
import type { PayStatus } from '@tcm/shared';
import { apiError, requestsOf, respond } from '@tcm/shared/testing/calls';
import { useStatusPolling, type StatusPollingOptions } from './useStatusPolling';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

function Probe(props: StatusPollingOptions) {
  useStatusPolling(props);
  return null;
}

/** Answers the status call from a list, one answer per poll (the last one repeats). */
function answers(...list: (PayStatus | Error)[]) {
  let i = 0;
  respond({
    'GET /adapay/v1/pay/status/:paymentId': () => {
      const next = list[Math.min(i++, list.length - 1)];
      if (next instanceof Error) throw next;
      return { code: 200, msg: '', data: next };
    },
  });
}

const pending: PayStatus = { statusCode: 'pending', statusDesc: '' };
/**
 * One poll interval and the answer it asked for; then the zero-delay timer an async act leaves
 * behind is run, so jest's timer count is the hook's alone.
 */
async function poll() {
  await act(async () => {
    jest.advanceTimersByTime(3000);
  });
  act(() => jest.advanceTimersByTime(0));
}

describe('useStatusPolling', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.clearAllMocks();
  });
  afterEach(() => jest.useRealTimers());

  const setup = (over: Partial<StatusPollingOptions> = {}) => {
    const props: StatusPollingOptions = { paymentId: 'P1', active: true, onSucceeded: jest.fn(), onFailed: jest.fn(), ...over };
    return { props, ...render(<Probe {...props} />) };
  };

  it('asks every 3 s while pending, then stops for good on succeeded', async () => {
    answers(pending, pending, { statusCode: 'succeeded', statusDesc: '支付成功' });
    const { props } = setup();
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(0);
    await poll();
    await poll();
    expect(props.onSucceeded).not.toHaveBeenCalled();
    await poll();
    expect(props.onSucceeded).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
    await poll();
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(3);
    expect(props.onFailed).not.toHaveBeenCalled();
  });

  it('stops on failed with the provider statusDesc and what failed, or 交易失败，请重试 when it gives none', async () => {
    answers(pending, { statusCode: 'failed', statusDesc: '交易失败，请重试（余额不足）', failure: 'refused' });
    const first = setup();
    await poll();
    await poll();
    expect(first.props.onFailed).toHaveBeenCalledWith('交易失败，请重试（余额不足）', 'refused');
    expect(jest.getTimerCount()).toBe(0);
    first.unmount();

    answers({ statusCode: 'failed', statusDesc: ' ' });
    const second = setup();
    await poll();
    // A server that does not say what failed (spec 3 §7 has statusDesc only).
    expect(second.props.onFailed).toHaveBeenCalledWith('交易失败，请重试', undefined);
    expect(jest.getTimerCount()).toBe(0);
    expect(second.props.onSucceeded).not.toHaveBeenCalled();
  });

  it('stops on a refusal of the server, but keeps asking through an unreachable one', async () => {
    const offline = new Error('transport failure');
    answers(offline, apiError('支付单不存在'));
    const { props } = setup();
    await poll();
    expect(props.onFailed).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(1);
    await poll();
    expect(props.onFailed).toHaveBeenCalledWith('支付单不存在', 'query');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops when deactivated (its dialog closed) and never reports after that', async () => {
    answers(pending);
    const { props, rerender } = setup();
    await poll();
    expect(jest.getTimerCount()).toBe(1);
    rerender(<Probe {...props} active={false} />);
    expect(jest.getTimerCount()).toBe(0);
    await poll();
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(1);
  });

  it('leaves no timer after unmount, and drops an answer still in flight', async () => {
    let release: (s: PayStatus) => void = () => undefined;
    respond({
      'GET /adapay/v1/pay/status/:paymentId': () =>
        new Promise((resolve) => {
          release = (data) => resolve({ code: 200, msg: '', data });
        }),
    });
    const { props, unmount } = setup();
    await poll();
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(1);
    // A slow answer: the next tick does not ask a second question meanwhile.
    await poll();
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    await act(async () => release({ statusCode: 'succeeded', statusDesc: '' }));
    expect(props.onSucceeded).not.toHaveBeenCalled();
    expect(props.onFailed).not.toHaveBeenCalled();
  });

  it('watches nothing without a payment', async () => {
    answers(pending);
    setup({ paymentId: null });
    expect(jest.getTimerCount()).toBe(0);
    await poll();
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(0);
  });
});
