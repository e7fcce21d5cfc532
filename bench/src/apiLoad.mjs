#!/usr/bin/env node
/**
 * Runs in a child process of the bench, so the load generator never shares an event loop with
 * anything measured: autocannon at a fixed overall rate against one URL, a short warm-up first,
 * then prints the latency percentiles (ms) as one JSON line.
 *
 *   node bench/src/apiLoad.mjs <url> <token> <rate per s> <seconds> [method] [JSON body]
 */
import autocannon from 'autocannon';

const [url, token, rate = '200', seconds = '10', method = 'GET', body = ''] = process.argv.slice(2);
const options = (duration) => ({
  url,
  method,
  connections: 10,
  overallRate: Number(rate),
  duration,
  headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
  ...(body ? { body } : {}),
});

await autocannon(options(2)); // warm-up: JIT, connection pools, the database's caches
const r = await autocannon(options(Number(seconds)));
process.stdout.write(
  `${JSON.stringify({
    url,
    rate: Number(rate),
    seconds: Number(seconds),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
  })}\n`,
);
