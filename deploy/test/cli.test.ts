import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../src/cli';
import { existsSync } from 'node:fs';
import { fakeDist, newStore, publishFakes, react, removeTemps, route, storeWithApps } from '@tcm/release/testing';
import { promoteSet, readPointer, type StoreLayout } from '@tcm/release';

afterAll(removeTemps);

async function cli(store: StoreLayout, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli([...args, '--store', store.root], { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const V1 = '1.0.0+aaa';
const V2 = '1.1.0+bbb';

describe('npm run deploy --', () => {
  test('status shows every app, its live version, since when, and the previous one', async () => {
    const store = await storeWithApps(V1);
    let r = await cli(store, 'status', '--env', 'staging');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/clinic\s+\(not live\)/);
    await cli(store, 'promote', 'shell', V1, '--env', 'staging');
    await cli(store, 'promote', 'clinic', V1, '--env', 'staging');
    await publishFakes(store, { app: 'clinic', version: '2.0.0+b' });
    await cli(store, 'promote', 'clinic', '2.0.0+b', '--env', 'staging');
    r = await cli(store, 'status', '--env', 'staging');
    expect(r.out.split('\n')[1]).toMatch(/^app\s+live version\s+live since\s+previous\s+canary$/);
    expect(r.out).toMatch(/clinic\s+2\.0\.0\+b\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ \(\d+s ago\)\s+1\.0\.0\+aaa/);
    expect(r.out).toMatch(/shell\s+1\.0\.0\+aaa\s+.*\s+-\s+-$/m);
    expect(r.out).toMatch(/account\s+\(not live\)/);
  });

  test('publish --from stores a version without making it live and says how to promote it', async () => {
    const store = newStore();
    const dist = fakeDist({ app: 'certification', version: '1.0.0+c' });
    const r = await cli(store, 'publish', 'certification', '--from', dist);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/published certification 1\.0\.0\+c .*not live yet/);
    expect(existsSync(store.pointerFile('local'))).toBe(false);
    const again = await cli(store, 'publish', 'certification', '--from', dist);
    expect(again.out).toMatch(/unchanged/);
  });

  test('publish reports at once when the release could not go live in the environment', async () => {
    const store = newStore();
    await publishFakes(store, { app: 'shell', version: 's18', shared: react('18.3.1') });
    await cli(store, 'promote', 'shell', 's18', '--env', 'production');
    const r = await cli(store, 'publish', 'clinic', '--env', 'production', '--from', fakeDist({ app: 'clinic', version: 'c19' }));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/stored, but it cannot go live in production/);
    expect(r.err).toMatch(/requires react \^19\.2\.9 but .* provides 18\.3\.1/);
  });

  test('promote prints what changed; a failed check exits 1 and names the conflict', async () => {
    const store = await storeWithApps(V1);
    expect((await cli(store, 'promote', 'shell', V1, '--env', 'production')).code).toBe(0);
    const ok = await cli(store, 'promote', 'clinic', 'latest', '--env', 'production');
    expect(ok.code).toBe(0);
    expect(ok.out).toContain(`promoted production: clinic (none) → ${V1}`);
    expect(ok.out).toContain('routes added:   /Contact /medicalRecords');

    await publishFakes(store, { app: 'commerce', version: '2', routes: [{ path: '/Contact', title: 'x', access: 'login', layout: 'main' }] });
    const before = readFileSync(store.pointerFile('production'), 'utf8');
    const bad = await cli(store, 'promote', 'commerce', '2', '--env', 'production');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/检查未通过.*nothing changed/);
    expect(bad.err).toMatch(/route \/Contact of commerce 2 is already claimed by clinic/);
    expect(readFileSync(store.pointerFile('production'), 'utf8')).toBe(before);
  });

  test('promote needs --env; unknown apps and envs are named', async () => {
    const store = await storeWithApps(V1);
    expect((await cli(store, 'promote', 'clinic', V1)).err).toMatch(/--env is required/);
    expect((await cli(store, 'promote', 'pharmacy', V1, '--env', 'local')).err).toMatch(/unknown app "pharmacy"/);
    expect((await cli(store, 'status', '--env', 'prod')).err).toMatch(/unknown environment "prod"/);
    const usage = await cli(store, 'frobnicate');
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(/unknown verb/);
    expect((await cli(store, 'status', '--env')).code).toBe(2);
  });

  test('rollback returns one app to its previous version and prints it', async () => {
    const store = await storeWithApps(V1);
    await publishFakes(store, { app: 'clinic', version: '2' });
    for (const [app, v] of [
      ['shell', V1],
      ['account', V1],
      ['clinic', V1],
      ['clinic', '2'],
    ]) {
      expect((await cli(store, 'promote', app, v, '--env', 'staging')).code).toBe(0);
    }
    const r = await cli(store, 'rollback', 'clinic', '--env', 'staging');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`rolled back staging: clinic 2 → ${V1}`);
    const bad = await cli(store, 'rollback', 'account', '--env', 'staging');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/no previous version/);
    const h = await cli(store, 'history', '--env', 'staging', '--app', 'clinic');
    expect(h.out.split('\n')).toHaveLength(2 + 3);
    expect(h.out).toMatch(/staging\s+rollback\s+clinic\s+2\s+1\.0\.0\+aaa/);
  });

  test('versions lists newest first with where each is in use', async () => {
    const store = newStore();
    await publishFakes(store, { app: 'shell', version: 's1' });
    for (const v of ['1', '2', '3']) {
      await publishFakes(store, { app: 'clinic', version: v });
      await new Promise((r) => setTimeout(r, 5));
    }
    await cli(store, 'promote', 'shell', 's1', '--env', 'local');
    await cli(store, 'promote', 'clinic', '1', '--env', 'local');
    await cli(store, 'promote', 'clinic', '2', '--env', 'local');
    const r = await cli(store, 'versions', 'clinic');
    const lines = r.out.split('\n').slice(2);
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual(['3', '2', '1']);
    expect(lines[1]).toMatch(/live in local$/);
    expect(lines[2]).toMatch(/previous in local$/);
  });

  test('prune keeps the newest N and never a live or previous version', async () => {
    const store = newStore();
    await publishFakes(store, { app: 'shell', version: 's1' });
    for (const v of ['1', '2', '3', '4', '5']) {
      await publishFakes(store, { app: 'clinic', version: v });
      await new Promise((r) => setTimeout(r, 5));
    }
    await cli(store, 'promote', 'shell', 's1', '--env', 'production');
    await cli(store, 'promote', 'clinic', '1', '--env', 'production');
    await cli(store, 'promote', 'clinic', '2', '--env', 'production');
    const dry = await cli(store, 'prune', 'clinic', '--keep', '1', '--dry-run');
    expect(dry.out).toContain('would delete 2: 4, 3');
    expect(existsSync(store.versionDir('clinic', '3'))).toBe(true);
    const r = await cli(store, 'prune', 'clinic', '--keep', '1');
    expect(r.code).toBe(0);
    expect(r.out).toContain('deleted 2: 4, 3');
    expect(r.out).toContain('kept 3: 5, 2 (live in production), 1 (previous in production)');
    expect(['1', '2', '5'].every((v) => existsSync(store.versionDir('clinic', v)))).toBe(true);
    expect(existsSync(store.versionDir('clinic', '3'))).toBe(false);
    expect((await cli(store, 'prune', 'clinic')).code).toBe(1);
  });

  test('nginx-conf renders for the given store, env and API', async () => {
    const store = newStore();
    const r = await cli(store, 'nginx-conf', '--env', 'staging', '--api', '10.0.0.5:9000', '--listen', '8081');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`alias ${store.root}/live/staging/remotes.json;`);
    expect(r.out).toContain('server 10.0.0.5:9000;');
    expect(r.out).toContain('listen 8081;');
  });

  test('help is printed with exit 0; no verb is a usage error', async () => {
    const store = newStore();
    expect((await cli(store, '--help')).out).toMatch(/promote\s+<app> <version\|latest> --env E/);
    expect(await runCli([], { out: () => {}, err: () => {} })).toBe(2);
  });
});

test('the store path can come from RELEASE_STORE', async () => {
  const store = newStore();
  await publishFakes(store, { app: 'clinic', version: '7' });
  const saved = process.env.RELEASE_STORE;
  process.env.RELEASE_STORE = store.root;
  try {
    const out: string[] = [];
    expect(await runCli(['versions', 'clinic'], { out: (l) => out.push(l), err: () => {} })).toBe(0);
    expect(out.join('\n')).toMatch(/^7\s/m);
  } finally {
    if (saved === undefined) delete process.env.RELEASE_STORE;
    else process.env.RELEASE_STORE = saved;
  }
  expect(path.isAbsolute(store.root)).toBe(true);
});

describe('canary verbs', () => {
  test('the CLI verbs: canary --percent, a new share, status and history show it, promote-canary', async () => {
    const store = await storeWithApps(V1);
    await promoteSet(store, 'staging', { shell: V1, account: V1, clinic: V1, commerce: V1, certification: V1 });
    await publishFakes(store, { app: 'clinic', version: V2, routes: [route('/Contact'), route('/medicalRecords'), route('/followUp')] });
    expect((await cli(store, 'canary', 'clinic', V2, '--env', 'staging')).code).toBe(1);
    let r = await cli(store, 'canary', 'clinic', V2, '--percent', '10', '--env', 'staging');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`canary ${V2} for 10% of browsers`);
    r = await cli(store, 'canary', 'clinic', '--percent', '30', '--env', 'staging');
    expect(r.out).toContain('for 30% of browsers');
    expect((await cli(store, 'status', '--env', 'staging')).out).toContain(`${V2} (30%)`);
    r = await cli(store, 'promote-canary', 'clinic', '--env', 'staging');
    expect(r.code).toBe(0);
    expect(readPointer(store, 'staging').apps.clinic!.version).toBe(V2);
    r = await cli(store, 'abort-canary', 'clinic', '--env', 'staging');
    expect(r.code).toBe(1);
    expect(r.err).toContain('没有进行中的灰度');
    expect((await cli(store, 'history', '--env', 'staging', '--app', 'clinic')).out).toMatch(/promote-canary/);
  });
});
