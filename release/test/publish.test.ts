import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { publish } from '../src/store/publish';
import { listReleases, readReleaseMeta } from '../src/store/release';
import { fakeDist, newStore, removeTemps } from './support/fixtures';

afterAll(removeTemps);

describe('publish', () => {
  test('copies the dist into <app>/<version>/ with metadata, without build-machine files', async () => {
    const store = newStore();
    const dist = fakeDist({ app: 'clinic', version: '1.2.0+abc' });
    const r = await publish(store, 'clinic', { distDir: dist });
    expect(r).toMatchObject({ app: 'clinic', version: '1.2.0+abc', status: 'published' });
    const dir = store.versionDir('clinic', '1.2.0+abc');
    expect(readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')).toBe(readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8'));
    expect(existsSync(path.join(dir, 'routes.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'mf-stats.json'))).toBe(false);
    expect(readReleaseMeta(store, 'clinic', '1.2.0+abc')).toMatchObject({ app: 'clinic', version: '1.2.0+abc', files: r.files });
    // No temp folder is left behind.
    expect(readdirSync(store.appDir('clinic'))).toEqual(['1.2.0+abc']);
  });

  test('writes .br and .gz siblings that decompress to the original', async () => {
    const store = newStore();
    await publish(store, 'clinic', { distDir: fakeDist({ app: 'clinic', version: '1.0.0+z' }) });
    const file = path.join(store.versionDir('clinic', '1.0.0+z'), 'remoteEntry.js');
    const original = readFileSync(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(original);
    expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(original);
    // Binary assets are not compressed.
    expect(existsSync(path.join(store.versionDir('clinic', '1.0.0+z'), 'assets/logo.png.gz'))).toBe(false);
  });

  test('publishing the same content again is a no-op', async () => {
    const store = newStore();
    const first = await publish(store, 'commerce', { distDir: fakeDist({ app: 'commerce', version: '1.0.0+same' }) });
    const meta = readReleaseMeta(store, 'commerce', '1.0.0+same');
    const again = await publish(store, 'commerce', { distDir: fakeDist({ app: 'commerce', version: '1.0.0+same' }) });
    expect(again.status).toBe('unchanged');
    expect(readReleaseMeta(store, 'commerce', '1.0.0+same')).toEqual(meta);
    expect(first.status).toBe('published');
  });

  test('refuses an existing version with different content and leaves it untouched', async () => {
    const store = newStore();
    await publish(store, 'clinic', { distDir: fakeDist({ app: 'clinic', version: '1.0.0+v', text: 'first' }) });
    const entry = path.join(store.versionDir('clinic', '1.0.0+v'), 'remoteEntry.js');
    const before = readFileSync(entry, 'utf8');
    await expect(publish(store, 'clinic', { distDir: fakeDist({ app: 'clinic', version: '1.0.0+v', text: 'second' }) })).rejects.toThrow(
      /已存在且内容不同.*already exists with different content/s,
    );
    expect(readFileSync(entry, 'utf8')).toBe(before);
  });

  test('refuses a dist without a manifest, with a broken routes.json, or of another app', async () => {
    const store = newStore();
    const noManifest = fakeDist({ app: 'clinic', version: '1.0.0+a' });
    writeFileSync(path.join(noManifest, 'mf-manifest.json'), '{ not json');
    await expect(publish(store, 'clinic', { distDir: noManifest })).rejects.toThrow(/mf-manifest.json .*does not parse/);

    const badRoutes = fakeDist({ app: 'clinic', version: '1.0.0+b' });
    writeFileSync(path.join(badRoutes, 'routes.json'), JSON.stringify([{ path: 'Contact', title: 'x', access: 'login', layout: 'main' }]));
    await expect(publish(store, 'clinic', { distDir: badRoutes })).rejects.toThrow(/route #1 has an invalid "path"/);

    const other = fakeDist({ app: 'commerce', version: '1.0.0+c' });
    await expect(publish(store, 'clinic', { distDir: other })).rejects.toThrow(/not "clinic"/);
    expect(listReleases(store, 'clinic')).toEqual([]);
  });

  test('refuses a shell built for another public path', async () => {
    const store = newStore();
    const dist = fakeDist({ app: 'shell', version: '2.0.0+s', publicPath: '/' });
    await expect(publish(store, 'shell', { distDir: dist })).rejects.toThrow(/SHELL_PUBLIC_PATH=\/shell\/2\.0\.0\+s\//);
  });

  test('lists releases oldest first', async () => {
    const store = newStore();
    for (const v of ['1.0.0+a', '1.0.1+b', '1.1.0+c']) {
      await publish(store, 'account', { distDir: fakeDist({ app: 'account', version: v }) });
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(listReleases(store, 'account').map((r) => r.version)).toEqual(['1.0.0+a', '1.0.1+b', '1.1.0+c']);
  });
});
