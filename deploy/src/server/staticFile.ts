/**
 * Sends one file of the release store: safe path resolution (no escaping the folder, no dotfiles),
 * the precompressed .br/.gz sibling when the browser accepts it, ETag revalidation. Written here
 * rather than with @fastify/static because every header must be exactly what nginx sends.
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Joins URL path segments under root; null for anything that would leave it or name a dotfile. */
export function resolveInside(root: string, urlPath: string): string | null {
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    if (raw === '') continue;
    let seg: string;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (seg.startsWith('.') || seg.includes('/') || seg.includes('\\') || seg.includes('\0')) return null;
    segments.push(seg);
  }
  if (!segments.length) return null;
  const full = path.join(root, ...segments);
  return full.startsWith(path.resolve(root) + path.sep) ? full : null;
}

function statFile(file: string): Stats | null {
  try {
    const s = statSync(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/** br over gzip when both are accepted (q > 0) and the sibling exists. */
export function pickEncoding(acceptEncoding: string | undefined, file: string): { file: string; encoding?: 'br' | 'gzip'; stat: Stats } | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((t) => t.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name.toLowerCase()),
  );
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(encoding)) continue;
    const stat = statFile(file + suffix);
    if (stat) return { file: file + suffix, encoding, stat };
  }
  const stat = statFile(file);
  return stat ? { file, stat } : null;
}

/**
 * Sends the file with the given headers; returns false (nothing sent) when it does not exist, so
 * the caller decides what a miss means.
 */
export function sendFile(req: FastifyRequest, reply: FastifyReply, file: string, headers: Record<string, string>): boolean {
  const picked = pickEncoding(req.headers['accept-encoding'], file);
  if (!picked) return false;
  const { stat, encoding } = picked;
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  reply.headers(headers);
  reply.header('Content-Type', contentType(file));
  reply.header('Vary', 'Accept-Encoding');
  reply.header('ETag', etag);
  reply.header('Last-Modified', stat.mtime.toUTCString());
  if (encoding) reply.header('Content-Encoding', encoding);
  const inm = req.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim() === etag)) {
    reply.code(304).send();
    return true;
  }
  reply.header('Content-Length', String(stat.size));
  reply.send(createReadStream(picked.file));
  return true;
}
