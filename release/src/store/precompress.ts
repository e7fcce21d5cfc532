/**
 * Writes .br and .gz beside every compressible file of a release once, at publish time: releases
 * are immutable, so compressing per request (or adding a compression plugin) would redo the same
 * work forever. nginx serves them with gzip_static/brotli_static, the Node server by negotiation.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Source maps are large and fetched only by developer tools: not worth the publish time. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt']);
const MIN_BYTES = 1024;

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.has(path.extname(file));
}

export async function precompressFile(file: string): Promise<void> {
  const buf = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(buf, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: buf.length > 512 * 1024 ? 9 : 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }),
    gzip(buf, { level: 9 }),
  ]);
  // A variant that saves nothing would only cost a disk read.
  if (br.length < buf.length) writeFileSync(`${file}.br`, br);
  if (gz.length < buf.length) writeFileSync(`${file}.gz`, gz);
}

export async function precompressDir(dir: string, files: string[]): Promise<void> {
  const todo = files.filter((f) => isCompressible(f) && statSync(path.join(dir, f)).size >= MIN_BYTES);
  // Four at a time keeps the libuv pool busy on two cores without holding every file in memory.
  for (let i = 0; i < todo.length; i += 4) {
    await Promise.all(todo.slice(i, i + 4).map((f) => precompressFile(path.join(dir, f))));
  }
}
