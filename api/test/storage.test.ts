/**
 * The upload storage contract, run against both implementations: the local folder and the S3
 * storage talking real HTTP with real signatures to a local fake S3 (test/fakeS3.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStorage, LOCAL_TEMP_DIR, S3Error, S3Storage, storageFromEnv, sweepTemp, type Storage } from '../src/platform/storage';
import { startFakeS3, type FakeS3 } from './fakeS3';
import { PNG_1PX } from './helpers';
import { match } from '@tcm/shared/testing/matchers';

const readAll = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

jest.setTimeout(30_000);

let s3: FakeS3;
const tmpDirs: string[] = [];
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});

const kinds: [string, () => Storage][] = [
  [
    'local folder',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-storage-'));
      tmpDirs.push(dir);
      return createStorage({ kind: 'local', dir });
    },
  ],
  // A new key prefix per storage: each test starts from an empty "folder" of the one bucket.
  ['S3 (fake S3, signed requests)', () => createStorage({ ...s3.config, prefix: `t${Math.random().toString(36).slice(2)}/` })],
];

describe.each(kinds)('%s', (_name, make) => {
  it('a temporary file is neither listed nor served until committed; then it is, byte for byte', async () => {
    const storage = make();
    const temp = await storage.putTemp(PNG_1PX, 'image/png');
    expect(await storage.list()).toEqual([]);
    expect((await storage.listTemp()).map((t) => t.id)).toEqual([temp.id]);
    expect(await storage.open(`${temp.id}`)).toBeUndefined();

    await storage.commit(temp, 'abc123.png');
    expect(await storage.list()).toEqual(['abc123.png']);
    expect(await storage.listTemp()).toEqual([]);
    const stat = await storage.stat('abc123.png');
    expect(stat).toMatchObject({ size: PNG_1PX.length, etag: match.stringMatching(/^".+"$/) });
    expect(Math.abs(stat!.mtime.getTime() - Date.now())).toBeLessThan(60_000);
    const opened = await storage.open('abc123.png');
    expect(opened?.etag).toBe(stat!.etag);
    expect(await readAll(opened!.body)).toEqual(PNG_1PX);

    await storage.remove('abc123.png');
    expect(await storage.list()).toEqual([]);
    expect(await storage.open('abc123.png')).toBeUndefined();
    expect(await storage.stat('abc123.png')).toBeUndefined();
    // Removing what is not there is not an error (a retried clean-up).
    await storage.remove('abc123.png');
  });

  it('discard drops a temporary file, and does not mind one that is already gone', async () => {
    const storage = make();
    const temp = await storage.putTemp(Buffer.from('GIF89a…'), 'image/gif');
    await storage.discard(temp);
    await storage.discard(temp);
    expect(await storage.listTemp()).toEqual([]);
    expect(await storage.list()).toEqual([]);
  });

  it('never reads or writes a name that is not one plain segment', async () => {
    const storage = make();
    for (const bad of ['../x.png', 'a/b.png', '.hidden.png', '', 'x.png/', 'a b.png', '%2e%2e.png', `${LOCAL_TEMP_DIR}`]) {
      expect(await storage.open(bad)).toBeUndefined();
      expect(await storage.stat(bad)).toBeUndefined();
      await expect(storage.remove(bad)).rejects.toThrow(/not a stored file name/);
    }
    const temp = await storage.putTemp(PNG_1PX, 'image/png');
    await expect(storage.commit(temp, '../escape.png')).rejects.toThrow(/not a stored file name/);
    await expect(storage.commit({ id: '../../etc/passwd' }, 'x.png')).rejects.toThrow(/not a temporary file id/);
    await storage.discard(temp);
  });

  it('sweepTemp removes only temporary files older than the given instant', async () => {
    const storage = make();
    await storage.putTemp(PNG_1PX, 'image/png');
    await storage.putTemp(PNG_1PX, 'image/png');
    expect(await sweepTemp(storage, new Date(Date.now() - 60 * 60_000))).toBe(0);
    expect(await storage.listTemp()).toHaveLength(2);
    expect(await sweepTemp(storage, new Date(Date.now() + 60_000))).toBe(2);
    expect(await storage.listTemp()).toEqual([]);
  });
});

describe('S3 storage', () => {
  it('signs every request: the fake S3 verified all of them', async () => {
    const before = s3.requests.length;
    const storage = createStorage({ ...s3.config, prefix: 'signed/' });
    const temp = await storage.putTemp(PNG_1PX, 'image/png');
    await storage.commit(temp, 'signed.png');
    await storage.list();
    await storage.remove('signed.png');
    const seen = s3.requests.slice(before);
    expect(seen.map((r) => r.method)).toEqual(['PUT', 'PUT', 'DELETE', 'GET', 'DELETE']);
    expect(seen.every((r) => r.status < 300)).toBe(true);
    expect(s3.rejected()).toBe(0);
  });

  it('a wrong secret or region is refused by the server and surfaces as an S3Error, never as a missing file', async () => {
    const before = s3.rejected();
    const wrongSecret = new S3Storage({ ...s3.config, secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.putTemp(PNG_1PX, 'image/png')).rejects.toMatchObject({ name: 'S3Error', status: 403, s3Code: 'SignatureDoesNotMatch' });
    await expect(wrongSecret.stat('anything.png')).rejects.toBeInstanceOf(S3Error);
    await expect(wrongSecret.open('anything.png')).rejects.toBeInstanceOf(S3Error);
    const wrongRegion = new S3Storage({ ...s3.config, region: 'us-west-2' });
    await expect(wrongRegion.list()).rejects.toMatchObject({ status: 403 });
    expect(s3.rejected()).toBeGreaterThanOrEqual(before + 4);
  });

  it('lists every key, page after page', async () => {
    const storage = createStorage({ ...s3.config, prefix: 'many/', listPageSize: 4 });
    const names = Array.from({ length: 11 }, (_, i) => `f${String(i).padStart(2, '0')}.png`);
    for (const n of names) {
      const temp = await storage.putTemp(PNG_1PX, 'image/png');
      await storage.commit(temp, n);
    }
    const before = s3.requests.length;
    expect((await storage.list()).sort()).toEqual(names);
    // 4 + 4 + 3 keys: three list requests.
    expect(s3.requests.slice(before).filter((r) => r.method === 'GET')).toHaveLength(3);
  });
});

describe('storageFromEnv', () => {
  it('defaults to the local folder (UPLOAD_DIR, else the given one)', () => {
    expect(storageFromEnv({}, '/srv/up')).toEqual({ kind: 'local', dir: '/srv/up' });
    expect(storageFromEnv({ UPLOAD_DIR: '/data/u' }, '/srv/up')).toEqual({ kind: 'local', dir: '/data/u' });
    expect(storageFromEnv({ STORAGE: 'local' }, '/srv/up')).toEqual({ kind: 'local', dir: '/srv/up' });
  });

  it('reads S3_* for STORAGE=s3 and refuses to start without them, never falling back to a folder', () => {
    const env = { STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'tcm', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(storageFromEnv(env, '/x')).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'tcm',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      prefix: undefined,
    });
    expect(storageFromEnv({ ...env, S3_REGION: 'cn-north-1', S3_PREFIX: 'portal/' }, '/x')).toMatchObject({ region: 'cn-north-1', prefix: 'portal/' });
    expect(() => storageFromEnv({ STORAGE: 's3', S3_BUCKET: 'tcm' }, '/x')).toThrow('STORAGE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
    expect(() => storageFromEnv({ STORAGE: 'ftp' }, '/x')).toThrow(/STORAGE must be "local" or "s3"/);
    expect(() => createStorage({ ...storageFromEnv(env, '/x'), kind: 's3', bucket: 'Bad_Bucket' } as never)).toThrow(/invalid bucket name/);
  });
});
