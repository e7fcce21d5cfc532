#!/usr/bin/env node
/**
 * `npm run bench`: bytes, copies, development builds, LCP/TBT (unthrottled and Slow 4G + CPU×4) of
 * the portal's pages in Chromium, the API's latency and optionally build times; compared with
 * bench/baseline.json and checked against bench/budgets.json. See README.md, "Performance", and
 * bench/src/main.ts for the options (`npm run bench -- --help`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const { main } = await tsImport('../bench/src/main.ts', import.meta.url);
let code = 1;
try {
  code = await main(process.argv.slice(2), root);
} catch (err) {
  console.error(`\n✗ ${err?.stack ?? err}`);
}
process.exit(code);
