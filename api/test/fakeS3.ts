/**
 * A local S3 for the tests: s3rver (a fake S3 server, objects in a temp folder) behind a small proxy
 * that checks every request's AWS Signature V4 with its own implementation, because s3rver accepts
 * any V4 signature. A request signed with the wrong secret, for another region, over a body other
 * than the one sent, or too old is answered 403 SignatureDoesNotMatch as S3 does; the proxy counts
 * them. Real HTTP on 127.0.0.1, nothing else.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '../src/platform/storage';

/** s3rver ships no types; this is the part used here. */
type S3rverClass = new (opts: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void> };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver ships no types: require() with the type written here
const S3rver = require('s3rver') as S3rverClass;

export interface FakeS3 {
  /** A storage config for buildApp({ storage }) or createStorage. */
  config: Extract<StorageConfig, { kind: 's3' }>;
  /** The objects s3rver holds, as folders and files (for looking, not for the assertions about keys). */
  dir: string;
  /** Requests that reached the proxy: method, path and the status answered. */
  requests: { method: string; path: string; status: number }[];
  /** Requests refused because their signature did not verify. */
  rejected: () => number;
  close(): Promise<void>;
}

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();
const sha256hex = (data: crypto.BinaryLike) => crypto.createHash('sha256').update(data).digest('hex');
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Why an AWS4-HMAC-SHA256 Authorization header does not verify (undefined: it does). */
export function sigV4Problem(
  req: { method: string; url: string; headers: http.IncomingHttpHeaders },
  body: Buffer,
  secrets: Record<string, string>,
  region: string,
  now = Date.now(),
): string | undefined {
  const auth = String(req.headers.authorization ?? '');
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return 'no AWS4-HMAC-SHA256 authorization';
  const [, keyId, day, credRegion, signedHeaders, signature] = m;
  const secret = secrets[keyId];
  if (!secret) return 'unknown access key';
  if (credRegion !== region) return `region ${credRegion}`;
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || !amzDate.startsWith(day)) return 'bad x-amz-date';
  const when = Date.parse(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  if (Math.abs(now - when) > 15 * 60_000) return 'request too old';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256hex(body)) return 'payload hash differs from the body';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'host and x-amz-date must be signed';

  const [rawPath, rawQuery = ''] = req.url.split('?');
  const canonicalUri = rawPath
    .split('/')
    .map((seg) => rfc3986(decodeURIComponent(seg)))
    .join('/');
  const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  const canonicalQuery = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const i = pair.indexOf('=');
      return [decode(i < 0 ? pair : pair.slice(0, i)), decode(i < 0 ? '' : pair.slice(i + 1))];
    })
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [req.method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
  const expected = hmac(key, stringToSign).toString('hex');
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature)) ? undefined : 'signature does not match';
}

export async function startFakeS3(opts: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = opts.bucket ?? 'tcm-uploads';
  const region = opts.region ?? 'cn-north-1';
  const accessKeyId = 'S3RVER';
  const secretAccessKey = crypto.randomBytes(20).toString('hex');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-fake-s3-'));
  // s3rver knows only its built-in key pair; the proxy in front is what checks ours.
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const { port: backendPort } = await s3rver.run();

  const requests: FakeS3['requests'] = [];
  let rejected = 0;
  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const record = (status: number) => requests.push({ method: req.method ?? '', path: req.url ?? '', status });
      const problem = sigV4Problem({ method: req.method ?? '', url: req.url ?? '', headers: req.headers }, body, { [accessKeyId]: secretAccessKey }, region);
      if (problem) {
        rejected += 1;
        record(403);
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
        return;
      }
      const upstream = http.request(
        { host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers: { ...req.headers, 'content-length': String(body.length) } },
        (answer) => {
          record(answer.statusCode ?? 0);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        record(502);
        res.writeHead(502).end(String(error));
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as AddressInfo).port;
  return {
    config: { kind: 's3', endpoint: `http://127.0.0.1:${port}`, bucket, region, accessKeyId, secretAccessKey },
    dir,
    requests,
    rejected: () => rejected,
    close: async () => {
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      });
      await s3rver.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
