import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { randomHex } from '../lib/random';
import { assertStoredName, assertTempId, isStoredName, TEMP_ID, type OpenedFile, type Storage, type StoredFile, type TempFile } from './types';

export interface S3Config {
  /** The service's base URL, e.g. https://s3.cn-north-1.amazonaws.com.cn or http://minio:9000. Path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Optional key prefix (e.g. `tcm/`), for a bucket shared with other data. */
  prefix?: string;
  /** Per request (default 30 s). */
  timeoutMs?: number;
  /** Keys per list request (default and S3's maximum 1000). */
  listPageSize?: number;
}

/** An S3 answer that was not what the call expects, with the service's own error code when it sent one. */
export class S3Error extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly s3Code?: string,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

const xmlValue = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];
const unescapeXml = (s: string) => s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e] as string);

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, OSS/COS in S3 mode…), for several API instances
 * on several machines: every instance sees every upload. Requests are signed with AWS Signature V4
 * (aws4fetch: a few hundred lines over fetch and WebCrypto, no SDK).
 *
 * Keys: `<prefix>uploads/<name>` for served files, `<prefix>tmp/<id>` for temporary ones. A commit
 * is a server-side copy then a delete of the temporary key; a crash in between leaves only a
 * temporary key, which sweepTemp() (run at each start) removes after an hour.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly prefix: string;
  private readonly timeoutMs: number;

  constructor(private readonly config: S3Config) {
    for (const key of ['endpoint', 'bucket', 'region', 'accessKeyId', 'secretAccessKey'] as const) {
      if (!config[key]) throw new Error(`S3 storage: ${key} is required`);
    }
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(config.bucket)) throw new Error(`S3 storage: invalid bucket name ${JSON.stringify(config.bucket)}`);
    const prefix = config.prefix ?? '';
    if (prefix && !/^([A-Za-z0-9_-]+\/)+$/.test(prefix)) throw new Error('S3 storage: the prefix is folder names ending with "/" (e.g. tcm/)');
    this.prefix = prefix;
    this.base = `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}`;
    this.timeoutMs = config.timeoutMs ?? 30_000;
    // Two quick retries of a 5xx or throttling answer; the caller sees the failure after that.
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
      retries: 2,
      initRetryMs: 100,
    });
  }

  get location(): string {
    return `${this.base}/${this.prefix}`;
  }

  private key(name: string): string {
    assertStoredName(name);
    return `${this.prefix}uploads/${name}`;
  }

  private tempKey(temp: TempFile): string {
    assertTempId(temp);
    return `${this.prefix}tmp/${temp.id}`;
  }

  private async request(method: string, key: string, init: { headers?: Record<string, string>; body?: Buffer; query?: Record<string, string> } = {}) {
    const url = new URL(`${this.base}/${key}`);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    return this.client.fetch(url.toString(), {
      method,
      headers: init.headers,
      // A copy on its own ArrayBuffer: what fetch's body type takes (at most 5 MB, once per upload).
      body: init.body ? new Uint8Array(init.body) : undefined,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  private async failure(what: string, res: Response): Promise<S3Error> {
    const text = await res.text().catch(() => '');
    const code = xmlValue(text, 'Code');
    return new S3Error(
      `S3 ${what}: HTTP ${res.status}${code ? ` ${code}` : ''}${xmlValue(text, 'Message') ? ` (${xmlValue(text, 'Message')})` : ''}`,
      res.status,
      code,
    );
  }

  async putTemp(bytes: Buffer, contentType: string): Promise<TempFile> {
    const temp = { id: randomHex(16) };
    const res = await this.request('PUT', this.tempKey(temp), { body: bytes, headers: { 'content-type': contentType } });
    if (!res.ok) throw await this.failure('put', res);
    await res.arrayBuffer();
    return temp;
  }

  async commit(temp: TempFile, name: string): Promise<void> {
    const res = await this.request('PUT', this.key(name), {
      headers: { 'x-amz-copy-source': `/${this.config.bucket}/${this.tempKey(temp)}` },
    });
    // A copy can fail after S3 has answered 200: the error is then in the body.
    const text = await res.text();
    if (!res.ok || /<Error>/.test(text)) {
      throw new S3Error(`S3 copy: HTTP ${res.status} ${xmlValue(text, 'Code') ?? ''}`.trim(), res.status, xmlValue(text, 'Code'));
    }
    await this.discard(temp);
  }

  private async delete(key: string, what: string): Promise<void> {
    const res = await this.request('DELETE', key);
    if (!res.ok && res.status !== 404) throw await this.failure(what, res);
    await res.arrayBuffer();
  }

  async discard(temp: TempFile): Promise<void> {
    await this.delete(this.tempKey(temp), 'delete temporary');
  }

  async remove(name: string): Promise<void> {
    await this.delete(this.key(name), 'delete');
  }

  private described(res: Response): StoredFile {
    const lastModified = res.headers.get('last-modified');
    return {
      size: Number(res.headers.get('content-length') ?? 0),
      mtime: lastModified ? new Date(lastModified) : new Date(0),
      etag: res.headers.get('etag') ?? `"${res.headers.get('content-length')}"`,
    };
  }

  async stat(name: string): Promise<StoredFile | undefined> {
    if (!isStoredName(name)) return undefined;
    const res = await this.request('HEAD', this.key(name));
    if (res.status === 404) return undefined;
    if (!res.ok) throw new S3Error(`S3 head: HTTP ${res.status}`, res.status);
    return this.described(res);
  }

  async open(name: string): Promise<OpenedFile | undefined> {
    if (!isStoredName(name)) return undefined;
    const res = await this.request('GET', this.key(name));
    if (res.status === 404) {
      await res.arrayBuffer();
      return undefined;
    }
    if (!res.ok || !res.body) throw await this.failure('get', res);
    return { ...this.described(res), body: Readable.fromWeb(res.body as unknown as WebReadableStream) };
  }

  /**
   * Every key under a prefix, with its modification time, a page (1000 keys) at a time. ListObjects (V1) paged by
   * marker = the last key seen: every S3-compatible service has it, and unlike V2's continuation
   * token it needs no server-side state (the fake S3 of the tests cannot make V2 tokens on Node 20).
   */
  private async listKeys(prefix: string): Promise<{ key: string; mtime: Date }[]> {
    const out: { key: string; mtime: Date }[] = [];
    let marker: string | undefined;
    for (;;) {
      const query: Record<string, string> = { prefix, 'max-keys': String(this.config.listPageSize ?? 1000) };
      if (marker !== undefined) query.marker = marker;
      const res = await this.request('GET', '', { query });
      if (!res.ok) throw await this.failure('list', res);
      const xml = await res.text();
      const page: { key: string; mtime: Date }[] = [];
      for (const [, body] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        page.push({ key: unescapeXml(xmlValue(body, 'Key') ?? ''), mtime: new Date(xmlValue(body, 'LastModified') ?? 0) });
      }
      out.push(...page);
      if (xmlValue(xml, 'IsTruncated') !== 'true' || page.length === 0) return out;
      marker = page[page.length - 1].key;
    }
  }

  async list(): Promise<string[]> {
    const prefix = `${this.prefix}uploads/`;
    return (await this.listKeys(prefix)).map((k) => k.key.slice(prefix.length)).filter(isStoredName);
  }

  async listTemp(): Promise<{ id: string; mtime: Date }[]> {
    const prefix = `${this.prefix}tmp/`;
    return (await this.listKeys(prefix)).map((k) => ({ id: k.key.slice(prefix.length), mtime: k.mtime })).filter((t) => TEMP_ID.test(t.id));
  }
}
