import { RemoteContractError, RemoteTimeoutError, withRetry } from './retry';

describe('withRetry', () => {
  it('returns the first success and passes the attempt number', async () => {
    const attempt = jest.fn().mockRejectedValueOnce(new Error('a')).mockResolvedValue('ok');
    await expect(withRetry(attempt, { retryDelays: [1, 1], timeoutMs: 1000 }, 'x')).resolves.toBe('ok');
    expect(attempt.mock.calls).toEqual([[0], [1]]);
  });

  it('gives up after the last retry with the last error', async () => {
    const attempt = jest.fn().mockRejectedValue(new Error('down'));
    await expect(withRetry(attempt, { retryDelays: [1, 1, 1], timeoutMs: 1000 }, 'x')).rejects.toThrow('down');
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('does not retry a contract error', async () => {
    const attempt = jest.fn().mockRejectedValue(new RemoteContractError('no route table'));
    await expect(withRetry(attempt, { retryDelays: [1, 1], timeoutMs: 1000 }, 'x')).rejects.toBeInstanceOf(RemoteContractError);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('cuts a hanging attempt off when the budget runs out', async () => {
    const attempt = jest.fn(() => new Promise<never>(() => {}));
    await expect(withRetry(attempt, { retryDelays: [1, 1], timeoutMs: 30 }, 'x')).rejects.toBeInstanceOf(RemoteTimeoutError);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('does not start a retry whose delay would overrun the budget', async () => {
    const attempt = jest.fn().mockRejectedValue(new Error('down'));
    await expect(withRetry(attempt, { retryDelays: [500], timeoutMs: 100 }, 'x')).rejects.toThrow('down');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
