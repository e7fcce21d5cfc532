import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CheckFailed } from '../src/store/checks';
import { readHistory } from '../src/store/history';
import { readPointer } from '../src/store/pointer';
import { promote, promoteSet, rollback } from '../src/store/promote';
import { DEFAULT_ROUTES, newStore, publishFakes, react, removeTemps, route, storeWithApps } from './support/fixtures';
import type { StoreLayout } from '../src/store/layout';
import type { PointerFile } from '@tcm/shared/routes';

afterAll(removeTemps);

const V1 = '1.0.0+aaa';

async function liveStore(): Promise<StoreLayout> {
  const store = await storeWithApps(V1);
  await promoteSet(store, 'staging', { shell: V1, account: V1, clinic: V1, commerce: V1, certification: V1 });
  return store;
}

const pointerBytes = (store: StoreLayout) => readFileSync(store.pointerFile('staging'), 'utf8');
const liveJson = (store: StoreLayout) => JSON.parse(readFileSync(path.join(store.liveDir('staging'), 'remotes.json'), 'utf8')) as PointerFile;

describe('promote', () => {
  test('makes a version live: pointer entry, served remotes.json, index.html, history', async () => {
    const store = await storeWithApps(V1);
    await promote(store, 'local', 'shell', V1);
    const r = await promote(store, 'local', 'clinic', V1);
    expect(r).toMatchObject({ changed: true, from: null, to: V1, routes: { added: ['/Contact', '/medicalRecords'], removed: [] } });

    const pointer = readPointer(store, 'local');
    expect(pointer.apps.clinic).toMatchObject({ version: V1, previous: null, entry: `/remotes/clinic/${V1}/mf-manifest.json`, routes: DEFAULT_ROUTES.clinic });
    expect(pointer.apps.shell).toMatchObject({ version: V1 });
    expect(pointer.apps.shell).not.toHaveProperty('entry');

    const served = JSON.parse(readFileSync(path.join(store.liveDir('local'), 'remotes.json'), 'utf8')) as PointerFile;
    expect(served).toEqual({ clinic: { version: V1, entry: `/remotes/clinic/${V1}/mf-manifest.json`, routes: DEFAULT_ROUTES.clinic } });
    expect(readFileSync(path.join(store.liveDir('local'), 'index.html'), 'utf8')).toContain(`/shell/${V1}/main.js`);

    const history = readHistory(store, 'local');
    expect(history.map((h) => [h.verb, h.app, h.from, h.to])).toEqual([
      ['promote', 'shell', null, V1],
      ['promote', 'clinic', null, V1],
    ]);
    expect(history[0].who).toBeTruthy();
    expect(Date.parse(history[0].when)).not.toBeNaN();
    // Environments are independent.
    expect(readPointer(store, 'production').apps).toEqual({});
  });

  test('promoting the live version again changes nothing', async () => {
    const store = await liveStore();
    const before = pointerBytes(store);
    const r = await promote(store, 'staging', 'clinic', V1);
    expect(r.changed).toBe(false);
    expect(pointerBytes(store)).toBe(before);
    expect(readHistory(store, 'staging')).toHaveLength(5);
  });

  test('a remote cannot go live before a shell', async () => {
    const store = await storeWithApps(V1);
    await expect(promote(store, 'local', 'clinic', V1)).rejects.toThrow(/no shell is live in local: promote the shell first/);
  });

  test('an unknown version is refused with the published ones listed', async () => {
    const store = await liveStore();
    await expect(promote(store, 'staging', 'clinic', '9.9.9+nope')).rejects.toThrow(/not in the release store \(published: 1\.0\.0\+aaa\)/);
  });

  test('a remote requiring react 19 is refused under a shell providing react 18, and nothing changes', async () => {
    const store = newStore();
    await publishFakes(store, { app: 'shell', version: 's18', shared: react('18.3.1') }, { app: 'clinic', version: 'c19', shared: react('19.2.9') });
    await promote(store, 'staging', 'shell', 's18');
    const before = pointerBytes(store);
    const served = liveJson(store);
    const err = await promote(store, 'staging', 'clinic', 'c19').then(
      () => new Error('went through'),
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(CheckFailed);
    expect(err.message).toContain('clinic c19 requires react ^19.2.9 but staging 环境上线的 shell s18 provides 18.3.1');
    expect(err.message).toMatch(/需要 react \^19\.2\.9，但 .*提供的是 react 18\.3\.1/);
    expect(err.message).toContain('nothing changed');
    expect(pointerBytes(store)).toBe(before);
    expect(liveJson(store)).toEqual(served);
    expect(readHistory(store, 'staging')).toHaveLength(1);
  });

  test('a remote built for react 18 is refused under a shell providing react 19 (the reverse)', async () => {
    const store = newStore();
    await publishFakes(store, { app: 'shell', version: 's19', shared: react('19.2.9') }, { app: 'clinic', version: 'c18', shared: react('18.3.1') });
    await promote(store, 'staging', 'shell', 's19');
    await expect(promote(store, 'staging', 'clinic', 'c18')).rejects.toThrow(/clinic c18 requires react \^18\.3\.1 but .* provides 19\.2\.9/);
  });

  test('a new shell is refused when it breaks a live remote', async () => {
    const store = newStore();
    await publishFakes(
      store,
      { app: 'shell', version: 's19', shared: react('19.2.9') },
      { app: 'shell', version: 's20', shared: react('20.0.0') },
      { app: 'account', version: 'a19', shared: react('19.1.0') },
    );
    await promote(store, 'staging', 'shell', 's19');
    await promote(store, 'staging', 'account', 'a19');
    await expect(promote(store, 'staging', 'shell', 's20')).rejects.toThrow(
      /staging 环境上线的 account a19 requires react \^19\.1\.0 but shell s20 provides 20\.0\.0/,
    );
    expect(readPointer(store, 'staging').apps.shell?.version).toBe('s19');
  });

  test('a compatible minor upgrade passes, non-singletons and ranges met by newer shells are fine', async () => {
    const store = newStore();
    await publishFakes(
      store,
      { app: 'shell', version: 's', shared: [...react('19.2.9'), { name: 'dayjs', version: '1.11.0', requiredVersion: '^2.0.0' }] },
      { app: 'clinic', version: 'c', shared: [...react('19.0.0'), { name: 'dayjs', version: '2.0.0', requiredVersion: '^2.0.0' }] },
    );
    await promote(store, 'staging', 'shell', 's');
    await expect(promote(store, 'staging', 'clinic', 'c')).resolves.toMatchObject({ changed: true });
  });

  describe('build.json: the MF runtime and the components of the shared Arco', () => {
    const shellInfo = { mfRuntime: 'provides-bundler' as const, arco: { provides: ['Button', 'Form', 'Input', 'Modal'], needs: ['Button', 'Modal'] } };
    const remoteInfo = (needs: string[]) => ({ mfRuntime: 'external-bundler' as const, arco: { provides: ['Button', 'Form', 'Input', 'Modal'], needs } });

    test('a remote using only components the live shell provides goes live', async () => {
      const store = newStore();
      await publishFakes(store, { app: 'shell', version: 's', info: shellInfo }, { app: 'account', version: 'a', info: remoteInfo(['Form', 'Input']) });
      await promote(store, 'staging', 'shell', 's');
      await expect(promote(store, 'staging', 'account', 'a')).resolves.toMatchObject({ changed: true, warnings: [] });
    });

    test('a remote using an Arco component the live shell lacks is refused, naming the component, and nothing changes', async () => {
      const store = newStore();
      await publishFakes(
        store,
        { app: 'shell', version: 's', info: shellInfo },
        { app: 'account', version: 'a', info: remoteInfo(['Form', 'Table', 'Cascader']) },
      );
      await promote(store, 'staging', 'shell', 's');
      const before = pointerBytes(store);
      const err = await promote(store, 'staging', 'account', 'a').then(
        () => new Error('went through'),
        (e: Error) => e,
      );
      expect(err).toBeInstanceOf(CheckFailed);
      expect(err.message).toContain('account a uses the Arco components Table, Cascader, which the shared Arco of staging 环境上线的 shell s does not hold');
      expect(err.message).toContain('使用的 Arco 组件 Table, Cascader 不在');
      expect(pointerBytes(store)).toBe(before);
    });

    test('a new shell whose shared Arco lacks a component a live remote uses is refused (the reverse), and so is a rollback to it', async () => {
      const store = newStore();
      const small = { ...shellInfo, arco: { provides: ['Button', 'Modal'], needs: ['Button', 'Modal'] } };
      await publishFakes(
        store,
        { app: 'shell', version: 'small', info: small },
        { app: 'shell', version: 'big', info: shellInfo },
        { app: 'account', version: 'a', info: remoteInfo(['Form']) },
      );
      await promote(store, 'staging', 'shell', 'big');
      await promote(store, 'staging', 'account', 'a');
      await expect(promote(store, 'staging', 'shell', 'small')).rejects.toThrow(
        /staging 环境上线的 account a uses the Arco components Form, which the shared Arco of shell small does not hold/,
      );
      expect(readPointer(store, 'staging').apps.shell?.version).toBe('big');
    });

    test('a remote without its own MF runtime is refused under a shell that does not provide one; a release without build.json must be rebuilt for a tree-shaken Arco', async () => {
      const store = newStore();
      await publishFakes(
        store,
        { app: 'shell', version: 'old' },
        { app: 'shell', version: 'new', info: shellInfo },
        { app: 'account', version: 'a', info: remoteInfo(['Form']) },
        { app: 'clinic', version: 'c-old' },
      );
      await promote(store, 'staging', 'shell', 'old');
      await expect(promote(store, 'staging', 'account', 'a')).rejects.toThrow(
        /account a is built to use the shell's MF runtime, which staging 环境上线的 shell old does not provide/,
      );
      // An old shell (whole Arco, own runtime per remote) takes an old remote; a new shell refuses it.
      await expect(promote(store, 'staging', 'clinic', 'c-old')).resolves.toMatchObject({ changed: true });
      await expect(promote(store, 'staging', 'shell', 'new')).rejects.toThrow(/clinic c-old does not say which Arco components it uses \(no build.json\)/);
    });

    test('a remote without its own bundler runtime needs a shell that provides one; a remote that brings its own runs under either', async () => {
      const store = newStore();
      const arco = shellInfo.arco;
      await publishFakes(
        store,
        { app: 'shell', version: 'core-only', info: { mfRuntime: 'provides' as const, arco } },
        { app: 'account', version: 'a', info: remoteInfo(['Form']) },
        { app: 'clinic', version: 'c', info: { mfRuntime: 'external' as const, arco: { provides: arco.provides, needs: ['Form'] } } },
      );
      await promote(store, 'staging', 'shell', 'core-only');
      await expect(promote(store, 'staging', 'account', 'a')).rejects.toThrow(
        /account a is built to use the shell's MF runtime, which staging 环境上线的 shell core-only does not provide/,
      );
      await expect(promote(store, 'staging', 'clinic', 'c')).resolves.toMatchObject({ changed: true });
    });
  });

  test('a singleton the shell does not share is a warning, not a refusal', async () => {
    const store = newStore();
    await publishFakes(
      store,
      { app: 'shell', version: 's', shared: react('19.2.9') },
      { app: 'clinic', version: 'c', shared: [...react('19.2.9'), { name: 'jotai', version: '2.9.3', requiredVersion: '^2.9.3', singleton: true }] },
    );
    await promote(store, 'staging', 'shell', 's');
    const r = await promote(store, 'staging', 'clinic', 'c');
    expect(r.warnings.join('\n')).toMatch(/does not share jotai/);
  });

  test('the shared entries the shell declares as among remotes only are no warning; any other missing singleton still is', async () => {
    const store = newStore();
    const entry = (name: string) => ({ name, version: '0.1.0', requiredVersion: '^0.1.0', singleton: true });
    await publishFakes(
      store,
      { app: 'shell', version: 's', shared: react('19.2.9'), info: { mfRuntime: 'provides-bundler' as const, sharedAmongRemotes: ['@tcm/shared/region'] } },
      {
        app: 'clinic',
        version: 'c',
        shared: [...react('19.2.9'), entry('@tcm/shared/region'), entry('@tcm/shared/clinic')],
        info: { mfRuntime: 'external-bundler' as const },
      },
    );
    await promote(store, 'staging', 'shell', 's');
    const r = await promote(store, 'staging', 'clinic', 'c');
    expect(r.warnings).toEqual([expect.stringMatching(/does not share @tcm\/shared\/clinic/)]);
  });

  test('a remote still sharing the router is refused under a shell that keeps it to itself (one router per page)', async () => {
    const store = newStore();
    const router = { name: 'react-router-dom', version: '7.18.5', requiredVersion: '^7.18.5', singleton: true };
    await publishFakes(
      store,
      { app: 'shell', version: 's', shared: react('19.2.9') },
      { app: 'clinic', version: 'old', shared: [...react('19.2.9'), router] },
      { app: 'clinic', version: 'new', shared: react('19.2.9') },
    );
    await promote(store, 'staging', 'shell', 's');
    await expect(promote(store, 'staging', 'clinic', 'old')).rejects.toThrow(/clinic old shares react-router-dom but .*shell s does not/);
    await expect(promote(store, 'staging', 'clinic', 'new')).resolves.toMatchObject({ changed: true });
  });

  test('a route already claimed by another live remote is refused, case-insensitively', async () => {
    const store = await liveStore();
    await publishFakes(store, { app: 'commerce', version: '2.0.0+x', routes: [route('/order'), route('/contact/')] });
    const before = pointerBytes(store);
    await expect(promote(store, 'staging', 'commerce', '2.0.0+x')).rejects.toThrow(
      /route \/contact\/ of commerce 2\.0\.0\+x is already claimed by clinic 1\.0\.0\+aaa, live in staging/,
    );
    expect(pointerBytes(store)).toBe(before);
  });

  test('a release declaring one path twice is refused', async () => {
    const store = await liveStore();
    await publishFakes(store, { app: 'clinic', version: '2', routes: [route('/Contact'), route('/Contact/')] });
    await expect(promote(store, 'staging', 'clinic', '2')).rejects.toThrow(/declares route \/Contact\/ twice/);
  });

  test('one release may name a page twice in different case (/Prescription and /prescription)', async () => {
    const store = await liveStore();
    await publishFakes(store, { app: 'clinic', version: '2', routes: [route('/Contact'), route('/Prescription'), route('/prescription')] });
    await promote(store, 'staging', 'clinic', '2');
    expect(readPointer(store, 'staging').apps.clinic!.routes!.map((r) => r.path)).toEqual(['/Contact', '/Prescription', '/prescription']);
  });

  test('a release whose routes.json was damaged in the store fails the parse check', async () => {
    const store = await liveStore();
    await publishFakes(store, { app: 'clinic', version: '2' });
    writeFileSync(path.join(store.versionDir('clinic', '2'), 'routes.json'), '[');
    await expect(promote(store, 'staging', 'clinic', '2')).rejects.toThrow(/routes.json .*does not parse/);
  });
});

describe('rollback', () => {
  async function twoVersions() {
    const store = await liveStore();
    await publishFakes(store, { app: 'clinic', version: '2.0.0+bbb', routes: [...DEFAULT_ROUTES.clinic, route('/prescriptionImage')] });
    await promote(store, 'staging', 'clinic', '2.0.0+bbb');
    return store;
  }

  test('goes back to the previous version and touches no other app', async () => {
    const store = await twoVersions();
    const before = readPointer(store, 'staging');
    const r = await rollback(store, 'staging', 'clinic');
    expect(r).toMatchObject({ from: '2.0.0+bbb', to: V1, changed: true, routes: { removed: ['/prescriptionImage'] } });
    const after = readPointer(store, 'staging');
    expect(after.apps.clinic).toMatchObject({ version: V1, previous: '2.0.0+bbb', entry: `/remotes/clinic/${V1}/mf-manifest.json` });
    for (const app of ['shell', 'account', 'commerce', 'certification'] as const) expect(after.apps[app]).toEqual(before.apps[app]);
    expect(liveJson(store).clinic!.version).toBe(V1);
    // Both versions stay in the store: open tabs on 2.0.0 keep working.
    expect(existsSync(store.versionDir('clinic', '2.0.0+bbb'))).toBe(true);
    expect(readHistory(store, 'staging').at(-1)).toMatchObject({ verb: 'rollback', app: 'clinic', from: '2.0.0+bbb', to: V1 });
  });

  test('goes to a named version with --to', async () => {
    const store = await twoVersions();
    await publishFakes(store, { app: 'clinic', version: '3' });
    await promote(store, 'staging', 'clinic', '3');
    const r = await rollback(store, 'staging', 'clinic', V1);
    expect(r).toMatchObject({ from: '3', to: V1 });
  });

  test('refuses when there is nothing to go back to', async () => {
    const store = await liveStore();
    await expect(rollback(store, 'staging', 'clinic')).rejects.toThrow(/no previous version in staging/);
    await expect(rollback(store, 'production', 'clinic')).rejects.toThrow(/not live in production/);
    await expect(rollback(store, 'staging', 'clinic', V1)).rejects.toThrow(/already live/);
  });

  test('still checks compatibility; --force goes past it with the problem printed as a warning', async () => {
    const store = newStore();
    await publishFakes(
      store,
      { app: 'shell', version: 's19', shared: react('19.2.9') },
      { app: 'shell', version: 's20', shared: react('20.0.0') },
      { app: 'clinic', version: 'c19', shared: react('19.2.9') },
      { app: 'clinic', version: 'c20', shared: react('20.0.0') },
    );
    await promoteSet(store, 'staging', { shell: 's19', clinic: 'c19' });
    await promoteSet(store, 'staging', { shell: 's20', clinic: 'c20' });
    await expect(rollback(store, 'staging', 'clinic')).rejects.toThrow(/clinic c19 requires react \^19\.2\.9/);
    const forced = await rollback(store, 'staging', 'clinic', undefined, { force: true });
    expect(forced.warnings[0]).toMatch(/^forced past: /);
  });
});

describe('promoteSet (npm start)', () => {
  test('moves shell and remotes together when only the new set is compatible', async () => {
    const store = newStore();
    await publishFakes(
      store,
      { app: 'shell', version: 's19', shared: react('19.2.9') },
      { app: 'clinic', version: 'c19', shared: react('19.2.9') },
      { app: 'shell', version: 's20', shared: react('20.0.0') },
      { app: 'clinic', version: 'c20', shared: react('20.0.0') },
    );
    await promoteSet(store, 'local', { shell: 's19', clinic: 'c19' });
    const changes = await promoteSet(store, 'local', { shell: 's20', clinic: 'c20' });
    expect(changes.map((c) => `${c.app} ${c.from}→${c.to}`)).toEqual(['shell s19→s20', 'clinic c19→c20']);
    expect(await promoteSet(store, 'local', { shell: 's20', clinic: 'c20' })).toEqual([]);
  });
});
