import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { call, loginPwd, md5, smsCode, STARTUP_MS } from './helpers';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-api-restart-'));
const opts = { dataDir: path.join(dir, 'db'), uploadDir: path.join(dir, 'uploads'), sandbox: true };
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const counts = async (app: Awaited<ReturnType<typeof buildApp>>) =>
  (
    await app.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM articles) AS articles,
              (SELECT count(*)::int FROM invitations) AS invitations, (SELECT count(*)::int FROM delivery_addresses) AS addresses,
              (SELECT count(*)::int FROM schema_migrations) AS migrations`,
    )
  )[0];

describe('persistence', () => {
  it(
    'data written before a restart is there after it, and the seed is not repeated',
    async () => {
      const first = await buildApp(opts);
      const before = await counts(first);
      expect(before.users).toBeGreaterThanOrEqual(10);
      expect(before.migrations).toBeGreaterThanOrEqual(1);
      const phone = '13400000001';
      const code = await smsCode(first, phone, 'register');
      expect((await call(first, 'POST', '/api/register', { body: { username: phone, code, password: 'persist1', phoneMd5: md5(phone) } })).body.code).toBe(200);
      const token = await loginPwd(first, phone, 'persist1');
      // A second server on the same PGlite folder would lose writes: refused while the first runs.
      await expect(buildApp(opts)).rejects.toThrow(/in use/);
      await first.close();

      const second = await buildApp(opts);
      try {
        expect(await counts(second)).toEqual({ ...before, users: before.users + 1 });
        // Sessions survive too.
        expect((await call(second, 'GET', '/api/getInfo', { token })).body.user.phonenumber).toBe(phone);
      } finally {
        await second.close();
      }
    },
    STARTUP_MS * 2,
  );
});
