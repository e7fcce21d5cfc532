/**
 * Uploads under failure and concurrency, on both storages (local folder, S3 through a local fake
 * S3 with real signatures): the daily cap holds when one user uploads in parallel, and nothing —
 * a refusal, a database error, a storage error, a bad file name — leaves a file without its row.
 * On a PostgreSQL server too (TEST_DATABASE_URL), where the requests really run in parallel.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { MSG } from '../src/messages';
import { UPLOADS_PER_DAY } from '../src/certification/uploads';
import { createStorage, type Storage, type StorageConfig, type TempFile } from '../src/platform/storage';
import { startFakeS3, type FakeS3 } from './fakeS3';
import { loginPwd, PNG_1PX, startApi, STARTUP_MS, uploadFile, type TestApi } from './helpers';
import { match } from '@tcm/shared/testing/matchers';

/** A storage that fails its next putTemp or commit when told to; otherwise the real one. */
class FlakyStorage implements Storage {
  failNext: 'putTemp' | 'commit' | undefined;
  constructor(readonly real: Storage) {}
  get kind() {
    return this.real.kind;
  }
  get location() {
    return this.real.location;
  }
  private trip(op: 'putTemp' | 'commit') {
    if (this.failNext !== op) return;
    this.failNext = undefined;
    throw new Error(`storage ${op} failed (test)`);
  }
  async putTemp(bytes: Buffer, type: string) {
    this.trip('putTemp');
    return this.real.putTemp(bytes, type);
  }
  async commit(temp: TempFile, name: string) {
    this.trip('commit');
    return this.real.commit(temp, name);
  }
  discard = (temp: TempFile) => this.real.discard(temp);
  remove = (name: string) => this.real.remove(name);
  stat = (name: string) => this.real.stat(name);
  open = (name: string) => this.real.open(name);
  list = () => this.real.list();
  listTemp = () => this.real.listTemp();
}

// 60 uploads through a fake S3 on a loaded two-core machine take more than jest's default 5 s.
jest.setTimeout(30_000);

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3?.close());

const storages: [string, () => StorageConfig][] = [
  ['local folder', () => ({ kind: 'local', dir: fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-upload-test-')) })],
  // Its own key prefix per file: the bucket starts empty for this app.
  ['S3 storage', () => ({ ...s3.config, prefix: `u${crypto.randomBytes(4).toString('hex')}/` })],
];

describe.each(storages)('uploads on the %s', (_name, configFor) => {
  let t: TestApi;
  let config: StorageConfig;
  let storage: FlakyStorage;
  beforeAll(async () => {
    config = configFor();
    storage = new FlakyStorage(createStorage(config));
    t = await startApi({ storage });
  }, STARTUP_MS);
  afterAll(async () => {
    await t?.close();
    if (config?.kind === 'local') fs.rmSync(config.dir, { recursive: true, force: true });
  }, STARTUP_MS);

  const upload = (token: string, name: string, bytes = PNG_1PX) => uploadFile(t.app, token, name, bytes);
  /** Files served, temporary files and rows: the first and the last must always agree. */
  const state = async () => ({
    files: (await storage.real.list()).length,
    temps: (await storage.real.listTemp()).length,
    rows: (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads'))[0].n,
  });
  const expectConsistent = async (expected: { files: number; rows: number }) => {
    const now = await state();
    expect(now).toEqual({ files: expected.files, temps: 0, rows: expected.rows });
    expect(now.files).toBe(now.rows);
  };

  it('the seeded certificates are in the storage: as many files as rows from the start', async () => {
    const now = await state();
    expect(now.rows).toBeGreaterThan(0);
    await expectConsistent(now);
  });

  it(`${UPLOADS_PER_DAY * 2} parallel uploads of one user: exactly ${UPLOADS_PER_DAY} are kept, the rest refused, no file without its row`, async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.level1.phone);
    const before = await state();
    const replies = await Promise.all(Array.from({ length: UPLOADS_PER_DAY * 2 }, (_, i) => upload(token, `证书${i}.png`)));
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
    const bodies = replies.map((r) => r.json());
    const kept = bodies.filter((b) => b.code === 200);
    expect(kept).toHaveLength(UPLOADS_PER_DAY);
    expect(bodies.filter((b) => b.code !== 200)).toEqual(Array(UPLOADS_PER_DAY).fill({ code: 500, msg: '今日上传图片次数已达上限，请明天再试' }));
    await expectConsistent({ files: before.files + UPLOADS_PER_DAY, rows: before.rows + UPLOADS_PER_DAY });
    // Every accepted upload is served, byte for byte.
    for (const b of kept) {
      const res = await t.app.inject({ method: 'GET', url: b.data.url });
      expect([b.data.url, res.statusCode]).toEqual([b.data.url, 200]);
      expect(res.rawPayload).toEqual(PNG_1PX);
    }
    // The cap is per Beijing day.
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await upload(await loginPwd(t.app, DEMO_ACCOUNTS.level1.phone), 'next-day.png')).json().code).toBe(200);
  });

  it('a database error after the bytes were written leaves no file', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.admin.phone);
    const before = await state();
    await t.app.db.exec(`
      CREATE FUNCTION test_refuse_upload() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'no space left on device (test)'; END $$;
      CREATE TRIGGER test_refuse_upload BEFORE INSERT ON uploads FOR EACH ROW EXECUTE FUNCTION test_refuse_upload();`);
    try {
      const res = await upload(token, 'db-error.png');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 500, msg: MSG.serverError });
    } finally {
      await t.app.db.exec('DROP TRIGGER test_refuse_upload ON uploads; DROP FUNCTION test_refuse_upload();');
    }
    await expectConsistent(before);
    expect((await upload(token, 'after.png')).json().code).toBe(200);
    await expectConsistent({ files: before.files + 1, rows: before.rows + 1 });
  });

  it('a storage error, writing or moving the file into place, leaves neither file nor row', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.superadmin.phone);
    const before = await state();
    for (const op of ['putTemp', 'commit'] as const) {
      storage.failNext = op;
      const res = await upload(token, `${op}.png`);
      expect([op, res.statusCode, res.json()]).toEqual([op, 500, { code: 500, msg: MSG.serverError }]);
      expect(storage.failNext).toBeUndefined();
      await expectConsistent(before);
    }
  });

  it('a file name with NUL or another control character is refused in Chinese (HTTP 400), never a 500, and nothing is kept', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.level2.phone);
    const before = await state();
    const nul = await upload(token, 'cert\u0000.png');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ code: 400, msg: '文件名含有不允许的控制字符' });
    for (const name of ['\u0000', 'a.png\u0000.exe', 'x\u0007y.png', 'tab\there.png', 'del\u007f.png', 'c1\u0085.png']) {
      const res = await upload(token, name);
      expect([JSON.stringify(name), res.statusCode, res.json()]).toEqual([JSON.stringify(name), 400, { code: 400, msg: '文件名含有不允许的控制字符' }]);
    }
    // A name that reads differently than it is stored ("cert‮gnp.exe" shows as "certexe.png").
    const bidi = await upload(token, 'cert\u202egnp.exe.png');
    expect(bidi.statusCode).toBe(400);
    expect(bidi.json().msg).toBe('文件名含有不允许的文字方向控制字符');
    await expectConsistent(before);
    // Ordinary names, Chinese and spaces included, are kept as the user chose them.
    const ok = (await upload(token, '执业 证书（正面）.PNG')).json();
    expect(ok).toMatchObject({ code: 200, data: { fileName: '执业 证书（正面）.PNG' } });
    await expectConsistent({ files: before.files + 1, rows: before.rows + 1 });
  });

  it('serves an upload through the storage with the same headers as ever: type, nosniff, private cache, CSP, CORP, ETag', async () => {
    const token = await loginPwd(t.app, DEMO_ACCOUNTS.hospitalAdmin.phone);
    const { url } = (await upload(token, 'served.png')).json().data;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=2592000, immutable',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      'cross-origin-resource-policy': 'same-site',
      'content-length': String(PNG_1PX.length),
      etag: match.stringMatching(/^".+"$/),
      'last-modified': match.stringMatching(/GMT$/),
    });
    expect(res.rawPayload).toEqual(PNG_1PX);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG_1PX.length));
    for (const missing of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/../package.json',
      '/uploads/%2e%2e%2fx.png',
      '/uploads/a/b.png',
      '/uploads/x.svg',
    ]) {
      expect([missing, (await t.app.inject({ method: 'GET', url: missing })).statusCode]).toEqual([missing, 404]);
    }
  });
});
