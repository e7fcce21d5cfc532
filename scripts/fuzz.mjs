#!/usr/bin/env node
/**
 * `npm run fuzz`: the API fuzz suite for a long run. FUZZ_RUNS requests per route and caller
 * (default 400; `npm test` runs 15), FUZZ_SEED to replay a failure it printed.
 * Example: FUZZ_RUNS=2000 npm run fuzz
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS || '400' };
console.log(`fuzz: ${env.FUZZ_RUNS} requests per route and caller${env.FUZZ_SEED ? `, seed ${env.FUZZ_SEED}` : ''}`);
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/jest/bin/jest.js'), '--selectProjects', 'api', '--testPathPatterns', 'api/test/fuzz', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
