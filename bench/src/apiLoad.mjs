#!/usr/bin/env node
/**
 * Runs in a child process of the bench, so the load generator never shares an event loop with
 * anything measured: requests at a fixed rate against one URL, a short warm-up first, then the
 * latency percentiles (ms) as one JSON line.
 *
 *   node bench/src/apiLoad.mjs <url> <token> <rate per s> <seconds> [method] [JSON body]
 *   WARMUP_SECONDS (default 2): the warm-up's length; 0 when the same call was just measured.
 *
 * Open loop: request i is due at start + i / rate, whether or not the earlier ones have been
 * answered, and its latency counts from when it was due, so a slow answer delays nothing and
 * hides nothing (no coordinated omission). autocannon's `overallRate`, used before, sends each
 * connection's share of a second back to back at the top of the second: 100 requests/s arrived
 * as bursts of ten at a time, and its correction for that then added synthetic 1 ms samples.
 */
import http from 'node:http';

const [url, token, rate = '200', seconds = '10', method = 'GET', body = ''] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const target = new URL(url);
const headers = { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) };

/** One request: resolves with its status and bytes once the whole answer has arrived. */
function send() {
  return new Promise((resolve) => {
    const req = http.request(target, { method, agent, headers, timeout: 10_000 }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', () => resolve({ status: 0, bytes }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, bytes: 0 }));
    if (body) req.write(body);
    req.end();
  });
}

/** Sends `rate` requests a second for `duration` seconds, each when it is due; answers their latencies. */
async function run(duration) {
  const total = Math.round(Number(rate) * duration);
  const gap = 1000 / Number(rate);
  const start = performance.now();
  const results = [];
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * gap;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(send().then((r) => results.push({ ...r, ms: performance.now() - due })));
  }
  await Promise.all(pending);
  return results;
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const round = (ms) => Math.round(ms * 10) / 10;

const warmup = Number(process.env.WARMUP_SECONDS ?? 2);
if (warmup > 0) await run(warmup); // JIT, connection pools, the database's caches
const results = await run(Number(seconds));
const ok = results.filter((r) => r.status >= 200 && r.status < 300);
const latencies = ok.map((r) => r.ms).sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({
    url,
    rate: Number(rate),
    seconds: Number(seconds),
    requests: results.length,
    non2xx: results.filter((r) => r.status && (r.status < 200 || r.status >= 300)).length,
    errors: results.filter((r) => !r.status).length,
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
  })}\n`,
);
agent.destroy();
