/**
 * The pointer of an environment: which version of each app is live, since when, and what was live
 * before (for rollback). Remotes also carry their manifest URL and route table, copied from the
 * release, because the shell builds its router from them before fetching any remote code.
 *
 * The pointer is the source of truth; `live/<env>/remotes.json` and `live/<env>/index.html` are
 * projections of it in the exact form the browser gets, so nginx can serve them as plain files.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PRERENDERED_PAGES_FILE, remoteFrameFile, type PointerFile, type PrerenderedPages, type RouteMeta } from '@tcm/shared/routes';
import { APPS, REMOTE_APPS, type AppName, type EnvName } from '../apps';
import { writeFileAtomic } from './atomicFile';
import { StoreLayout } from './layout';
import { PRECOMPRESSED } from './release';
import { remoteRoutePages, type RoutePageSources } from './routePages';

const readIfThere = (file: string): string | null => (existsSync(file) ? readFileSync(file, 'utf8') : null);

export interface LiveEntry {
  version: string;
  /** ISO time this version went live. */
  since: string;
  /** The version live before this one (rollback target), null for the first. */
  previous: string | null;
  /** Remotes only: URL of the release's mf-manifest.json. */
  entry?: string;
  /** Remotes only: the release's routes.json. */
  routes?: RouteMeta[];
  /** Remotes only: a candidate served to a share of browsers beside this version (release/src/store/canary.ts). */
  canary?: CanaryEntry;
}

export interface CanaryEntry {
  version: string;
  /** Share of browsers, 1-99 %: a browser whose sticky bucket (0-99) is below it gets the canary. */
  percent: number;
  /** ISO time the canary started (the watcher's healthy period counts from it). */
  since: string;
  entry: string;
  routes: RouteMeta[];
}

export interface PointerState {
  env: EnvName;
  updatedAt: string | null;
  apps: Partial<Record<AppName, LiveEntry>>;
}

export function readPointer(store: StoreLayout, env: EnvName): PointerState {
  const file = store.pointerFile(env);
  if (!existsSync(file)) return { env, updatedAt: null, apps: {} };
  const state = JSON.parse(readFileSync(file, 'utf8')) as PointerState;
  return { env, updatedAt: state.updatedAt ?? null, apps: state.apps ?? {} };
}

/** What the browser gets as /remotes.json. */
export function servedPointer(state: PointerState): PointerFile {
  const out: PointerFile = {};
  for (const app of REMOTE_APPS) {
    const e = state.apps[app];
    if (!e?.entry) continue;
    out[app] = { version: e.version, entry: e.entry, routes: e.routes ?? [] };
    // The canary rides in the same static file: which browsers get it is decided in the shell.
    if (e.canary) out[app].canary = { version: e.canary.version, entry: e.canary.entry, routes: e.canary.routes, percent: e.canary.percent };
  }
  return out;
}

export function writePointer(store: StoreLayout, state: PointerState): void {
  const ordered: PointerState = { env: state.env, updatedAt: new Date().toISOString(), apps: {} };
  for (const app of APPS) if (state.apps[app]) ordered.apps[app] = state.apps[app];
  writeFileAtomic(store.pointerFile(state.env), `${JSON.stringify(ordered, null, 2)}\n`);
  renderLive(store, ordered);
}

/** Rewrites the served projections of a pointer (also run at server start, to heal a crash between the two writes). */
export function renderLive(store: StoreLayout, state: PointerState): void {
  const dir = store.liveDir(state.env);
  mkdirSync(dir, { recursive: true });
  writeFileAtomic(path.join(dir, 'remotes.json'), `${JSON.stringify(servedPointer(state), null, 2)}\n`);
  const shell = state.apps.shell;
  const target = path.join(dir, 'index.html');
  if (!shell) {
    for (const suffix of ['', ...PRECOMPRESSED]) rmSync(target + suffix, { force: true });
    return;
  }
  const source = path.join(store.versionDir('shell', shell.version), 'index.html');
  for (const suffix of ['', ...PRECOMPRESSED]) {
    if (existsSync(source + suffix)) {
      writeFileAtomic(target + suffix, readFileSync(source + suffix));
    } else {
      rmSync(target + suffix, { force: true });
    }
  }
  renderLivePages(store, state, dir);
}

/**
 * The live shell's prerendered public pages (pages/<page>.html, shell/prerender.ts), copied beside
 * its index.html: they name the shell's versioned files, so they change with it, and a shell built
 * without them leaves none behind. Beside them, each remote page's index.html naming its files
 * (routePages.ts), which change with the shell and with the remote: written with every pointer.
 */
function renderLivePages(store: StoreLayout, state: PointerState, liveDir: string): void {
  const shellDir = store.versionDir('shell', state.apps.shell!.version);
  const pointer = servedPointer(state);
  const from = path.join(shellDir, 'pages');
  const to = path.join(liveDir, 'pages');
  const files = new Map<string, Buffer>();
  if (existsSync(from)) for (const name of readdirSync(from)) files.set(name, readFileSync(path.join(from, name)));
  const index = path.join(shellDir, 'index.html');
  if (existsSync(index)) {
    const shellPaths = path.join(shellDir, 'routes.json');
    const taken = new Set<string>(
      existsSync(shellPaths) ? (JSON.parse(readFileSync(shellPaths, 'utf8')) as { path: string }[]).map((r) => r.path.slice(1)) : [],
    );
    for (const name of files.keys()) taken.add(name.split('.')[0]);
    const sources: RoutePageSources = {
      indexHtml: readFileSync(index, 'utf8'),
      frame: (layout, sandbox) => readIfThere(path.join(shellDir, remoteFrameFile(layout, sandbox))),
      prerendered: (remote) => {
        const version = state.apps[remote]?.version;
        const text = version ? readIfThere(path.join(store.versionDir(remote, version), PRERENDERED_PAGES_FILE)) : null;
        return text ? (JSON.parse(text) as PrerenderedPages) : null;
      },
      stylesheet: (href) => {
        // Only a live release's own file: /remotes/<remote>/<version>/<file>.css.
        const match = /^\/remotes\/([a-z]+)\/([0-9A-Za-z][0-9A-Za-z.+_-]*)\/([\w.-]+\.css)$/.exec(href);
        const remote = REMOTE_APPS.find((name) => name === match?.[1]);
        if (!match || !remote || state.apps[remote]?.version !== match[2]) return null;
        return readIfThere(path.join(store.versionDir(remote, match[2]), match[3]));
      },
    };
    for (const [name, html] of remoteRoutePages(sources, pointer, taken)) {
      const body = Buffer.from(html);
      files.set(name, body);
      // As every page of a release: served precompressed (precompress.ts).
      files.set(`${name}.br`, brotliCompressSync(body));
      files.set(`${name}.gz`, gzipSync(body, { level: 9 }));
    }
  }
  if (existsSync(to)) for (const name of readdirSync(to)) if (!files.has(name)) rmSync(path.join(to, name), { force: true });
  if (!files.size) return;
  mkdirSync(to, { recursive: true });
  for (const [name, body] of files) {
    const target = path.join(to, name);
    if (!existsSync(target) || !readFileSync(target).equals(body)) writeFileAtomic(target, body);
  }
}
