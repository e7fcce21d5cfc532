#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint (ESLint), formatting (Prettier), the dependency rules (dependency-cruiser), unit/component/API/deploy tests, the API tests again on a PostgreSQL
 * server (a throwaway one: e2e/support/pgServer.ts), the e2e suite in Chromium, then the bundle
 * byte budgets of `npm run bench -- --bytes --check`.
 * Every step runs even when an earlier one fails, so one run shows everything that is broken;
 * the exit code is non-zero if anything failed. The last line is the plain "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const jestBin = path.join(root, 'node_modules/jest/bin/jest.js');
const tscBin = path.join(root, 'node_modules/typescript/bin/tsc');
const unitProjects = ['shared', 'shell', 'mf-account', 'mf-clinic', 'mf-commerce', 'mf-certification', 'release', 'api', 'deploy', 'bench'];

// `npm run deps` and this step check the same folders.
const DEPS_ARGS = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.deps.split(' ')
  .slice(1);

const only = process.argv.slice(2); // e.g. `npm test -- unit`, `pg`, `e2e`, `lint`, `format` or `deps`
const want = (step) => only.length === 0 || only.includes(step);

const totals = { passed: 0, failed: 0 };
const failedSteps = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n━━━ ${name} ━━━`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [cmd, ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`━━━ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function countJest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  return true;
}

if (want('typecheck')) {
  const ok = run('typecheck', tscBin, ['--noEmit', '-p', 'tsconfig.json']);
  totals[ok ? 'passed' : 'failed'] += 1;
}

// Fast checks of the source as written: each fails the run and names the file and the rule.
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
for (const [step, name, cmd, args] of [
  ['lint', 'lint (npm run lint)', bin('eslint', 'bin/eslint.js'), ['.']],
  ['format', 'formatting (npm run format:check)', bin('prettier', 'bin/prettier.cjs'), ['--check', '--cache', '.', '--log-level', 'warn']],
  ['deps', 'dependency rules (npm run deps)', bin('dependency-cruiser', 'bin/dependency-cruise.mjs'), DEPS_ARGS],
]) {
  if (!want(step)) continue;
  const ok = run(name, cmd, args);
  totals[ok ? 'passed' : 'failed'] += 1;
}

if (want('unit')) {
  const file = path.join(out, 'unit.json');
  // Two workers: Jest's default on two cores is one, which left the second core idle for ten minutes.
  run('unit, component, API and deploy tests', jestBin, ['--selectProjects', ...unitProjects, '--maxWorkers=2', '--ci', '--json', `--outputFile=${file}`]);
  if (!countJest(file)) totals.failed += 1;
}

if (want('pg')) {
  // The API suite once more on a real PostgreSQL server: each test file gets its own database there.
  const file = path.join(out, 'api-postgres.json');
  const { startPgServer } = await tsImport('../e2e/support/pgServer.ts', import.meta.url);
  let pg;
  try {
    pg = await startPgServer({ log: (line) => console.log(line) });
  } catch (error) {
    console.log(`\n━━━ API tests on a PostgreSQL server: FAILED to start the server ━━━\n${error.message}`);
    failedSteps.push('API tests on a PostgreSQL server');
  }
  if (pg) {
    const stop = () => pg.stop();
    process.once('SIGINT', () => {
      stop();
      process.exit(130);
    });
    try {
      // Two workers: the server is a third process on the two cores. The fuzz suite sends a third of
      // the unit step's requests here (FUZZ_RUNS 5, about 1,600 in all): what it checks is the input
      // layer and the handlers, which the unit step fuzzes in full on the same SQL (PGlite is
      // PostgreSQL); this pass keeps every route reached on the server for 50 s less.
      run('API tests on a PostgreSQL server', jestBin, ['--selectProjects', 'api', '--maxWorkers=2', '--ci', '--json', `--outputFile=${file}`], {
        TEST_DATABASE_URL: pg.url,
        FUZZ_RUNS: process.env.FUZZ_RUNS ?? '5',
      });
    } finally {
      stop();
    }
  }
  if (!countJest(file)) totals.failed += 1;
}

if (want('e2e')) {
  const file = path.join(out, 'e2e.json');
  run('e2e in Chromium', jestBin, ['--selectProjects', 'e2e', '--runInBand', '--ci', '--json', `--outputFile=${file}`]);
  if (!countJest(file)) totals.failed += 1;
}

// Bytes are deterministic: a page or file over its budget fails here, naming it (times are never asserted).
// Runs after e2e, whose set-up has built every app, so it only publishes and measures.
if (want('e2e') || want('bench')) {
  const ok = run('bundle budgets (npm run bench -- --bytes --check)', path.join(root, 'scripts/bench.mjs'), ['--bytes', '--check']);
  totals[ok ? 'passed' : 'failed'] += 1;
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
