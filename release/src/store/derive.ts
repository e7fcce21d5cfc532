/**
 * A new release made from a stored one with some text replaced, for tests of promote and rollback
 * that need a visibly different version of a remote without editing its sources or rebuilding
 * anything. Only the copy changes; the source release stays as it was.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeployError, releaseUrl, type AppName } from '../apps';
import { RELEASE_META, StoreLayout } from './layout';
import { publish, type PublishResult } from './publish';
import { PRECOMPRESSED, listFiles } from './release';

const TEXT = /\.(js|mjs|css|html|json)$/;

export async function deriveRelease(
  store: StoreLayout,
  app: AppName,
  fromVersion: string,
  newVersion: string,
  replacements: [search: string, replacement: string][],
): Promise<PublishResult> {
  const source = store.versionDir(app, fromVersion);
  const tmp = mkdtempSync(path.join(os.tmpdir(), `tcm-derive-${app}-`));
  try {
    // The shell's assets are addressed from its versioned folder: move every reference along.
    const all: [string, string][] = app === 'shell' ? [[releaseUrl('shell', fromVersion), releaseUrl('shell', newVersion)], ...replacements] : replacements;
    const hits = new Map<string, number>(replacements.map(([s]) => [s, 0]));
    for (const f of listFiles(source)) {
      if (f === RELEASE_META || PRECOMPRESSED.some((s) => f.endsWith(s))) continue;
      mkdirSync(path.dirname(path.join(tmp, f)), { recursive: true });
      if (!TEXT.test(f)) {
        copyFileSync(path.join(source, f), path.join(tmp, f));
        continue;
      }
      let text = readFileSync(path.join(source, f), 'utf8');
      for (const [search, replacement] of all) {
        const parts = text.split(search);
        if (hits.has(search)) hits.set(search, hits.get(search)! + parts.length - 1);
        text = parts.join(replacement);
      }
      if (f === 'mf-manifest.json') {
        const manifest = JSON.parse(text) as { metaData: { buildInfo: { buildVersion: string }; publicPath?: string } };
        manifest.metaData.buildInfo.buildVersion = newVersion;
        if (app === 'shell') manifest.metaData.publicPath = releaseUrl('shell', newVersion);
        text = JSON.stringify(manifest, null, 2);
      }
      writeFileSync(path.join(tmp, f), text);
    }
    const missing = [...hits].filter(([, n]) => n === 0).map(([s]) => s);
    if (missing.length) throw new DeployError(`${app} ${fromVersion} 中找不到 text not found: ${missing.join(', ')}`);
    return await publish(store, app, { distDir: tmp });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
