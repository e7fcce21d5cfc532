import Fastify from 'fastify';
import { useEnvelope } from '../src/platform/http/plugin';
import { BizError } from '../src/platform/http/errors';
import { match } from '@tcm/shared/testing/matchers';

/**
 * Issue 20 item 2: a 5xx once left no trace (the portal runs with `logger: false`). Every 5xx is
 * written down with its request id, the access log on or off; refusals (BizError, 4xx) are not errors.
 */
async function server(logger: boolean | { level: string }) {
  const app = Fastify({ logger: logger as boolean, genReqId: () => 'req-test-1' });
  await app.register(async (scope) => {
    useEnvelope(scope);
    scope.get('/boom', async () => {
      throw new Error('integer out of range');
    });
    scope.get('/refused', async () => {
      throw new BizError('订单不存在');
    });
  });
  return app;
}

describe('5xx are logged with the request id', () => {
  let written: string[] = [];
  let spy: jest.SpyInstance;
  beforeEach(() => {
    written = [];
    spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  });
  afterEach(() => spy.mockRestore());

  it('with the access log off (logger: false): one JSON line on stderr', async () => {
    const app = await server(false);
    const res = await app.inject({ method: 'GET', url: '/boom?phone=13800000000' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: match.any(String) });
    expect(written).toHaveLength(1);
    const line: unknown = JSON.parse(written[0]);
    expect(line).toMatchObject({ level: 'error', reqId: 'req-test-1', method: 'GET', url: '/boom', status: 500, err: { message: 'integer out of range' } });
    // The query string (personal data) is not written.
    expect(written[0]).not.toContain('13800000000');
    await app.close();
  });

  it('a refusal is no error: nothing is written', async () => {
    const app = await server(false);
    const res = await app.inject({ method: 'GET', url: '/refused' });
    expect(res.json()).toEqual({ code: 500, msg: '订单不存在' });
    expect(written).toHaveLength(0);
    await app.close();
  });
});
