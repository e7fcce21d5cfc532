/**
 * Fake builds and temporary stores for the deploy tests: a dist folder that looks exactly like what
 * the build (build-config/) emits (mf-manifest.json with buildVersion, publicPath and shared; routes.json; entry and
 * chunks; the shell's index.html), small enough to write in milliseconds.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteMeta } from '../../../shared/src/routes/types';
import { releaseUrl, type AppName } from '../../src/apps';
import { StoreLayout } from '../../src/store/layout';
import { publish } from '../../src/store/publish';
import type { BuildInfo, SharedDep } from '../../src/store/release';

const temps: string[] = [];

export function tempDir(prefix = 'tcm-deploy-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

export function removeTemps(): void {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
}

export const react = (version: string, required = `^${version}`): SharedDep[] => [
  { name: 'react', version, requiredVersion: required, singleton: true },
  { name: 'react-dom', version, requiredVersion: required, singleton: true },
];

export const route = (p: string, title = p.slice(1)): RouteMeta => ({ path: p, title, access: 'login', layout: 'main' });

export const DEFAULT_ROUTES: Record<string, RouteMeta[]> = {
  account: [route('/Login'), route('/address')],
  clinic: [route('/Contact'), route('/medicalRecords')],
  commerce: [route('/order')],
  certification: [route('/apply'), route('/applying')],
};

export interface FakeBuild {
  app: AppName;
  version: string;
  shared?: SharedDep[];
  routes?: RouteMeta[];
  /** Shown by the page / written into the chunk, to tell versions apart. */
  text?: string;
  /** Shell only: override the publicPath baked into the manifest. */
  publicPath?: string;
  /** Written as build.json (build-config/buildInfoPlugin.ts); none when absent, as in older releases. */
  info?: BuildInfo;
}

/** Writes a dist folder for the build and returns it. */
export function fakeDist(build: FakeBuild, root = tempDir('tcm-dist-')): string {
  const { app, version } = build;
  const dir = path.join(root, `${app}-${version}`);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const text = build.text ?? `${app} ${version}`;
  // Padding past the 1 KiB precompression threshold, so .br/.gz siblings are produced.
  const padding = `/* ${'x'.repeat(4000)} */`;
  const manifest = {
    id: app,
    name: app,
    metaData: {
      name: app,
      globalName: app,
      buildInfo: { buildVersion: version, buildName: app === 'shell' ? 'shell' : `mf-${app}` },
      publicPath: app === 'shell' ? (build.publicPath ?? releaseUrl('shell', version)) : 'auto',
      remoteEntry: { name: app === 'shell' ? '' : 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: build.shared ?? react('19.2.9'),
    remotes: [],
    exposes: app === 'shell' ? [] : [{ id: `${app}:routes`, name: 'routes', path: './routes' }],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
  if (build.info) writeFileSync(path.join(dir, 'build.json'), JSON.stringify(build.info, null, 2));
  writeFileSync(path.join(dir, 'mf-stats.json'), JSON.stringify({ builtOn: '/home/someone/checkout' }));
  writeFileSync(path.join(dir, 'assets/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  if (app === 'shell') {
    const base = build.publicPath ?? releaseUrl('shell', version);
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>中医健康</title>` +
        `<link href="${base}main.css" rel="stylesheet"><script defer src="${base}main.js"></script></head>` +
        `<body><div id="root"></div></body></html>`,
    );
    writeFileSync(path.join(dir, 'main.js'), `${padding}\ndocument.getElementById('root').textContent = ${JSON.stringify(text)};\n`);
    writeFileSync(path.join(dir, 'main.css'), `${padding}\nbody { margin: 0 }\n`);
    // As the shell's build writes it (build-config ShellRouteListPlugin): what telemetry may name.
    writeFileSync(path.join(dir, 'routes.json'), JSON.stringify([{ path: '/' }, { path: '/News' }, { path: '*' }]));
  } else {
    writeFileSync(path.join(dir, 'remoteEntry.js'), `${padding}\nvar ${app} = ${JSON.stringify(text)};\n`);
    writeFileSync(path.join(dir, `page.${version.replace(/\W/g, '')}.js`), `${padding}\nexport default ${JSON.stringify(text)};\n`);
    writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(build.routes ?? DEFAULT_ROUTES[app] ?? [], null, 2));
  }
  return dir;
}

export function newStore(): StoreLayout {
  return new StoreLayout(path.join(tempDir('tcm-store-'), 'store'));
}

/** Publishes fake builds into the store; returns their versions in order. */
export async function publishFakes(store: StoreLayout, ...builds: FakeBuild[]): Promise<string[]> {
  const out: string[] = [];
  for (const b of builds) out.push((await publish(store, b.app, { distDir: fakeDist(b) })).version);
  return out;
}

/** A store where v1 of the shell and of every remote is published (not live). */
export async function storeWithApps(version = '1.0.0+aaa'): Promise<StoreLayout> {
  const store = newStore();
  await publishFakes(store, ...(['shell', 'account', 'clinic', 'commerce', 'certification'] as AppName[]).map((app) => ({ app, version })));
  return store;
}
