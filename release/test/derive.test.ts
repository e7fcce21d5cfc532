import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deriveRelease } from '../src/store/derive';
import { readManifest } from '../src/store/release';
import { publishFakes, removeTemps, storeWithApps } from './support/fixtures';

afterAll(removeTemps);

test('derives a visibly different remote release without touching the source release', async () => {
  const store = await storeWithApps('1');
  const entryV1 = readFileSync(path.join(store.versionDir('clinic', '1'), 'remoteEntry.js'), 'utf8');
  const r = await deriveRelease(store, 'clinic', '1', '2+e2e', [['clinic 1', '诊所 第二版']]);
  expect(r).toMatchObject({ version: '2+e2e', status: 'published' });
  expect(readFileSync(path.join(store.versionDir('clinic', '2+e2e'), 'remoteEntry.js'), 'utf8')).toContain('诊所 第二版');
  expect(readManifest(store.versionDir('clinic', '2+e2e')).metaData.buildInfo.buildVersion).toBe('2+e2e');
  expect(readFileSync(path.join(store.versionDir('clinic', '1'), 'remoteEntry.js'), 'utf8')).toBe(entryV1);
});

test('a shell copy points its page at its own folder', async () => {
  const store = await storeWithApps('1');
  await deriveRelease(store, 'shell', '1', '1b', [['shell 1', 'shell 1b']]);
  expect(readFileSync(path.join(store.versionDir('shell', '1b'), 'index.html'), 'utf8')).toContain('src="/shell/1b/main.js"');
});

test('text that is not there is an error, so a test cannot silently compare identical pages', async () => {
  const store = await storeWithApps('1');
  await publishFakes(store);
  await expect(deriveRelease(store, 'clinic', '1', '3', [['no such words', 'x']])).rejects.toThrow(/text not found: no such words/);
});
