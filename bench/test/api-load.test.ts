import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

jest.setTimeout(30_000);

/**
 * The scale bench's figures mean "at N requests a second" only if the requests arrive spread over
 * the second, and a stall of the server shows in the latencies of every request that was due
 * during it (the load generator autocannon sent a connection's share of each second back to back,
 * and its coordinated-omission correction then filled the histogram with 1 ms samples).
 */
it('sends each request when it is due, whether or not the earlier ones were answered, and counts latency from then', async () => {
  const arrivals: number[] = [];
  let stallAt = -1;
  const server = http.createServer((req, res) => {
    arrivals.push(performance.now());
    expect(req.headers.authorization).toBe('Bearer tok');
    // The 40th request blocks the server for 300 ms: the requests due meanwhile must wait for it.
    if (arrivals.length === 40) {
      stallAt = performance.now();
      while (performance.now() - stallAt < 300);
    }
    res.end('{"code":200}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, '../src/apiLoad.mjs'), url, 'tok', '50', '2'], {
      env: { ...process.env, WARMUP_SECONDS: '0' },
    });
    const r = JSON.parse(stdout.trim()) as { requests: number; non2xx: number; errors: number; p50: number; p99: number; max: number };
    expect({ requests: r.requests, non2xx: r.non2xx, errors: r.errors }).toEqual({ requests: 100, non2xx: 0, errors: 0 });
    expect(r.p50).toBeLessThan(20);
    // Due every 20 ms, so about 15 requests were due during the stall, the first of them ~300 ms late.
    expect(r.max).toBeGreaterThanOrEqual(250);
    expect(r.p99).toBeGreaterThanOrEqual(200);
    // Before the stall they arrived one at a time, about 20 ms apart, not in bursts (a late timer
    // on a busy machine may send two together, so the typical gap is what is checked).
    const gaps = arrivals
      .slice(1, 39)
      .map((t, i) => t - arrivals[i])
      .sort((a, b) => a - b);
    expect(gaps[Math.floor(gaps.length / 2)]).toBeGreaterThan(15);
    expect(gaps[Math.floor(gaps.length / 2)]).toBeLessThan(25);
    expect(arrivals.length).toBe(100);
  } finally {
    server.close();
  }
});
