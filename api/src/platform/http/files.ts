import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../storage';
import { field, type Input } from './input';
import { endpoint } from './route';

/** The raster images uploads may be (spec 3 §9), by stored extension. */
export const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/** Only what this service stores or ships; anything else is not served at all. */
export const CONTENT_TYPES: Record<string, string> = { ...IMAGE_TYPES, '.svg': 'image/svg+xml' };

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** The file path after the prefix, read through the input layer like every other route's input. */
const fileParams = { params: { '*': field.text('文件路径', 500, 'cert-sample.png') } };
type FileInput = Input<typeof fileParams>;

export interface ServeDirOptions {
  root: string;
  /** Cache-Control value. */
  cacheControl: string;
  headers?: Record<string, string>;
  /** Extensions served, with their content types (default CONTENT_TYPES). */
  types?: Record<string, string>;
}

/**
 * Serves files of one folder at `<prefix>/*` with correct content types, ETag and nosniff.
 * Deliberately small: names are checked segment by segment (no dot files, no `..`), and the
 * resolved path must stay inside root, so a crafted URL cannot read anything else.
 */
export function serveDir(scope: FastifyInstance, opts: ServeDirOptions): void {
  const root = path.resolve(opts.root);
  const handler = async ({ params }: FileInput, req: FastifyRequest, reply: FastifyReply) => {
    const rel = params['*'];
    const segments = rel.split('/');
    const type = (opts.types ?? CONTENT_TYPES)[path.extname(rel).toLowerCase()];
    const file = path.resolve(root, ...segments);
    if (!type || !segments.every((s) => SEGMENT.test(s)) || !file.startsWith(root + path.sep)) return reply.callNotFound();
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return reply.callNotFound();
    }
    if (!stat.isFile()) return reply.callNotFound();
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    reply
      .header('Content-Type', type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', opts.cacheControl)
      .header('ETag', etag)
      .header('Last-Modified', stat.mtime.toUTCString());
    for (const [k, v] of Object.entries(opts.headers ?? {})) reply.header(k, v);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.header('Content-Length', stat.size);
    if (req.method === 'HEAD') return reply.send();
    return reply.send(fs.createReadStream(file));
  };
  endpoint(scope, 'GET', '/*', fileParams, handler);
}

export interface ServeStorageOptions {
  storage: Storage;
  /** Extensions served, with their content types. */
  types: Record<string, string>;
  cacheControl: string;
  headers?: Record<string, string>;
}

/**
 * Serves the files of a storage (local folder or S3 bucket) at `<prefix>/*` with the same headers
 * as serveDir: content type from the extension, nosniff, ETag/Last-Modified, 304 on a match. Only
 * single-segment names the storage could have written are looked up; anything else is a 404.
 */
export function serveStorage(scope: FastifyInstance, opts: ServeStorageOptions): void {
  const handler = async ({ params }: FileInput, req: FastifyRequest, reply: FastifyReply) => {
    const name = params['*'];
    const type = opts.types[path.extname(name).toLowerCase()];
    if (!type || !SEGMENT.test(name)) return reply.callNotFound();
    const opened = req.method === 'HEAD' ? undefined : await opts.storage.open(name);
    const file = req.method === 'HEAD' ? await opts.storage.stat(name) : opened;
    if (!file) return reply.callNotFound();
    reply
      .header('Content-Type', type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', opts.cacheControl)
      .header('ETag', file.etag)
      .header('Last-Modified', file.mtime.toUTCString());
    for (const [k, v] of Object.entries(opts.headers ?? {})) reply.header(k, v);
    const body = opened?.body;
    if (req.headers['if-none-match'] === file.etag) {
      body?.destroy();
      return reply.code(304).send();
    }
    reply.header('Content-Length', file.size);
    // HEAD: Fastify answers an empty payload with Content-Length 0, but keeps ours for a stream it
    // drains; an empty stream tells the real size without reading the file.
    return reply.send(body ?? Readable.from([]));
  };
  endpoint(scope, 'GET', '/*', fileParams, handler);
}
