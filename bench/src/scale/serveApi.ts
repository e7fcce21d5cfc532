/**
 * The API under the scale bench's load, in a process of its own as it runs in production: served
 * from the bench's own process, it shared an event loop and a heap with the bench (the generation,
 * the results) and its p99 carried their garbage collections.
 *
 *   node --import tsx bench/src/scale/serveApi.ts <database url> <upload dir>
 *
 * Prints `{"base":"http://127.0.0.1:PORT"}` once listening; stops on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '@tcm/api';

async function main() {
  const [databaseUrl, uploadDir] = process.argv.slice(2);
  if (!databaseUrl || !uploadDir) throw new Error('usage: serveApi.ts <database url> <upload dir>');
  const app = await buildApp({ databaseUrl, uploadDir, sandbox: true, logger: false, warmUp: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` })}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
