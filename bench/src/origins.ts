/**
 * Where the bytes of a page load come from. The rules (also in README.md, "Performance"):
 *
 * Each response is one of: the HTML page (`html`), `/remotes.json` or an `mf-manifest.json`
 * (`mf-manifest`), API JSON under `/api/` (`data`), an image (`images`), a font (`fonts`), JS or
 * CSS, or anything else (`other`). JS and CSS files are split byte by byte with their production
 * source map (`bytesBySource`), each original source going to:
 *
 *   react        react, react-dom and what they depend on (scheduler)
 *   router       react-router, react-router-dom and their dependencies (cookie, set-cookie-parser)
 *   arco         @arco-design/* and every package Arco depends on, transitively (lodash, dayjs,
 *                react-transition-group, focus-lock, b-validate, …), JS and CSS
 *   mf-runtime   @module-federation/* and the bundler's runtime (webpack/runtime, bootstrap and the
 *                federation glue rspack inlines), i.e. what every entry (main.js, remoteEntry.js) carries
 *   app:<name>   the app's own sources (`./src/…` of the file's app: shell, account, …) and
 *                `app:shared` for @tcm/shared (`../shared/src`)
 *   other-libs   any other package from node_modules (ky, jotai, js-cookie, …)
 *
 * The groups are taken in that order, so a package depended on by React and by Arco is React's.
 * Bytes a map does not cover (chunk wrappers, comments) go to the file's largest group. The app of
 * a file is read from its URL: /shell/<version>/… is the shell, /remotes/<name>/<version>/… a remote.
 * Without a source map a file goes to the shared package whose chunks the app's mf-manifest.json
 * lists it under (`shared[].assets`); failing that, by name: remoteEntry.js and main.*.js are the
 * MF runtime, anything else the app's own code.
 */

export type ResourceKind = 'html' | 'js' | 'css' | 'mf-manifest' | 'data' | 'images' | 'fonts' | 'other';

/**
 * What is counted per page load (see `copies`): the shared singletons of build-config/sharedModules.ts, Arco's
 * icons (`@arco-design/web-react/icon`, imported by deep path, so not part of the shared Arco:
 * each app bundles the icons it uses and its own icon context) and the MF runtime that every
 * entry (the shell's main.js, each remote's remoteEntry.js) carries.
 */
export const SINGLETONS = ['react', 'react-dom', 'react-router', 'arco', 'arco-icons', 'mf-runtime'] as const;
export type Singleton = (typeof SINGLETONS)[number];

/** The modules (package name, path inside node_modules) that identify a copy of each singleton. */
export const SINGLETON_MODULES: Record<Singleton, (pkg: string, modulePath: string) => boolean> = {
  react: (p) => p === 'react',
  'react-dom': (p) => p === 'react-dom',
  'react-router': (p) => p === 'react-router' || p === 'react-router-dom',
  arco: (p, m) => p === '@arco-design/web-react' && !m.includes('/web-react/icon/'),
  'arco-icons': (p, m) => p === '@arco-design/web-react-icons' || (p === '@arco-design/web-react' && m.includes('/web-react/icon/')),
  'mf-runtime': (p) => p === '@module-federation/runtime-core' || p === '@module-federation/webpack-bundler-runtime',
};

/** The kind of a response from its URL, CDP resource type and MIME type. */
export function resourceKind(url: string, type: string, mime: string): ResourceKind {
  const path = safePath(url);
  if (type === 'Document') return 'html';
  if (path === '/remotes.json' || path.endsWith('/mf-manifest.json')) return 'mf-manifest';
  if (type === 'Image' || mime.startsWith('image/')) return 'images';
  if (type === 'Font' || mime.startsWith('font/')) return 'fonts';
  if (type === 'Script' || /javascript|ecmascript/.test(mime)) return 'js';
  if (type === 'Stylesheet' || mime.startsWith('text/css')) return 'css';
  if (path.startsWith('/api/')) return 'data';
  if (/\.m?js$/.test(path)) return 'js';
  if (path.endsWith('.css')) return 'css';
  return 'other';
}

function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** shell, a remote's name, or 'unknown', from the release URL layout of the portal. */
export function appOfUrl(url: string): string {
  const path = safePath(url);
  const shell = /^\/shell\/[^/]+\//.exec(path);
  if (shell) return 'shell';
  const remote = /^\/remotes\/([^/]+)\/[^/]+\//.exec(path);
  return remote ? remote[1] : 'unknown';
}

/** `shell/244.js`: the file without its version folder and content hash, stable across builds. */
export function stableFileKey(url: string): string {
  const path = safePath(url);
  const name = path.split('/').pop() || path;
  const app = appOfUrl(url);
  const bare = name.replace(/\.[0-9a-f]{8,}(?=\.(m?js|css)$)/, '');
  if (app === 'unknown') return path.startsWith('/api/') ? path : bare;
  return `${app}/${bare}`;
}

/** The package a source path belongs to (the last node_modules segment), or null for own code. */
export function packageOf(source: string): string | null {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const rest = source.slice(at + 'node_modules/'.length).split('/');
  if (rest[0].startsWith('@')) return rest.length > 1 ? `${rest[0]}/${rest[1]}` : rest[0];
  return rest[0];
}

export interface OriginRules {
  react: Set<string>;
  router: Set<string>;
  arco: Set<string>;
}

/**
 * The package sets of the rules above: each root package and its dependencies, transitively,
 * `deps(pkg)` answering a package's `dependencies` + `peerDependencies` names (none when unknown).
 */
export function originRules(deps: (pkg: string) => string[]): OriginRules {
  const taken = new Set<string>();
  const closure = (roots: string[]) => {
    const out = new Set<string>();
    const todo = [...roots];
    for (let p = todo.shift(); p !== undefined; p = todo.shift()) {
      if (out.has(p) || taken.has(p)) continue;
      out.add(p);
      todo.push(...deps(p));
    }
    out.forEach((p) => taken.add(p));
    return out;
  };
  const react = closure(['react', 'react-dom']);
  const router = closure(['react-router', 'react-router-dom']);
  const arco = closure(['@arco-design/web-react', '@arco-design/color', '@arco-design/web-react-icons']);
  return { react, router, arco };
}

/** The group of one original source inside a file of app `app`. */
export function groupOfSource(source: string, app: string, rules: OriginRules): string {
  const bare = source.replace(/^webpack:\/\/[^/]*\//, '');
  const pkg = packageOf(bare);
  if (pkg) {
    if (rules.react.has(pkg)) return 'react';
    if (rules.router.has(pkg)) return 'router';
    if (rules.arco.has(pkg) || pkg.startsWith('@arco-design/')) return 'arco';
    if (pkg.startsWith('@module-federation/')) return 'mf-runtime';
    return 'other-libs';
  }
  if (/^(\.\.\/)+shared\/src\//.test(bare) || bare.startsWith('shared/src/')) return 'app:shared';
  if (bare.startsWith('./') || bare.startsWith('src/')) return `app:${app}`;
  // webpack/runtime/…, webpack/bootstrap, the federation glue rspack inlines as a code string.
  return 'mf-runtime';
}

/**
 * A file without a source map: by the app's mf-manifest.json, whose `shared` entries list the
 * chunks of each shared package (`sharedPackage`: the package whose chunk list names the file);
 * else by name: the entries (remoteEntry.js, main.*.js) are the MF runtime, anything else the app's.
 */
export function groupOfUnmappedFile(url: string, rules: OriginRules, sharedPackage?: string | null): string {
  if (sharedPackage) return groupOfSource(`node_modules/${sharedPackage}/index.js`, appOfUrl(url), rules);
  const name = safePath(url).split('/').pop() ?? '';
  if (/^(remoteEntry|main)(\.[0-9a-f]+)?\.js$/.test(name)) return 'mf-runtime';
  return `app:${appOfUrl(url)}`;
}

/** The shared package whose chunks (per an mf-manifest.json's `shared` list) include `file`. */
export function sharedPackageOf(
  manifest: { shared?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[] } | null,
  file: string,
): string | null {
  for (const s of manifest?.shared ?? []) {
    const js = [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])];
    if (js.includes(file)) return s.name === '@tcm/shared' ? null : s.name;
  }
  return null;
}

/** Sums source bytes into groups; unmapped bytes go to the file's largest group. */
export function groupBytes(bySource: Map<string, number>, app: string, rules: OriginRules, unmappedKey = '(unmapped)'): Map<string, number> {
  const groups = new Map<string, number>();
  let unmapped = 0;
  for (const [source, bytes] of bySource) {
    if (source === unmappedKey) {
      unmapped += bytes;
      continue;
    }
    const g = groupOfSource(source, app, rules);
    groups.set(g, (groups.get(g) ?? 0) + bytes);
  }
  if (unmapped) {
    let top = `app:${app}`;
    let best = -1;
    for (const [g, b] of groups) if (b > best) [top, best] = [g, b];
    groups.set(top, (groups.get(top) ?? 0) + unmapped);
  }
  return groups;
}

/** Splits `total` (e.g. a file's transferred bytes) over groups in proportion to their decoded bytes. */
export function splitProportionally(groups: Map<string, number>, total: number): Map<string, number> {
  const sum = [...groups.values()].reduce((a, b) => a + b, 0);
  const out = new Map<string, number>();
  if (!sum) return out;
  let given = 0;
  const entries = [...groups.entries()];
  entries.forEach(([g, b], i) => {
    const share = i === entries.length - 1 ? total - given : Math.round((total * b) / sum);
    given += share;
    out.set(g, share);
  });
  return out;
}

/**
 * Copies of each singleton in one page load: for every module of the singleton's packages, the
 * number of distinct loaded files that contain it; the copies are the largest such number (0 when
 * absent), and `files` the files holding that module. Two chunks each bundling react-dom's index
 * count 2 even if the rest of react-dom is there once.
 */
export function copies(loaded: { url: string; sources: Iterable<string> }[]): {
  counts: Record<Singleton, number>;
  files: Record<Singleton, string[]>;
  modules: Record<Singleton, string>;
} {
  const perModule = new Map<string, Set<string>>();
  for (const f of loaded) {
    for (const source of f.sources) {
      const bare = source.replace(/^webpack:\/\/[^/]*\//, '');
      if (!packageOf(bare)) continue;
      const key = bare.slice(bare.lastIndexOf('node_modules/') + 'node_modules/'.length);
      if (!perModule.has(key)) perModule.set(key, new Set());
      perModule.get(key)!.add(f.url);
    }
  }
  const counts = Object.fromEntries(SINGLETONS.map((s) => [s, 0])) as Record<Singleton, number>;
  const files = Object.fromEntries(SINGLETONS.map((s) => [s, [] as string[]])) as Record<Singleton, string[]>;
  const modules = Object.fromEntries(SINGLETONS.map((s) => [s, ''])) as Record<Singleton, string>;
  // Bundler helper modules (rolldown's _virtual/) make a poor example: named last among equals.
  const rank = (k: string) => `${k.includes('/_virtual/') ? 1 : 0}${k}`;
  for (const [key, urls] of [...perModule].sort(([a], [b]) => rank(a).localeCompare(rank(b)))) {
    const pkg = packageOf(`node_modules/${key}`)!;
    for (const s of SINGLETONS) {
      if (SINGLETON_MODULES[s](pkg, `node_modules/${key}`) && urls.size > counts[s]) {
        counts[s] = urls.size;
        files[s] = [...urls].sort();
        modules[s] = key;
      }
    }
  }
  return { counts, files, modules };
}

/**
 * Content signatures for files without a source map (minified production code): a file counts as
 * a copy of the singleton when it matches. Checked against the builds of today (bench/README in
 * README.md): each matches exactly the chunk that the source map names.
 */
export const SIGNATURES: Record<Singleton, RegExp> = {
  react: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/,
  'react-dom': /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/,
  'react-router': /<Router> inside another <Router>/,
  arco: /getPrefixCls/,
  'arco-icons': /-icon-loading/,
  'mf-runtime': /getGlobalFederationInstance/,
};

export function copiesBySignature(files: { url: string; code: string }[]): Record<Singleton, number> {
  const out = Object.fromEntries(SINGLETONS.map((s) => [s, 0])) as Record<Singleton, number>;
  for (const f of files) for (const s of SINGLETONS) if (SIGNATURES[s].test(f.code)) out[s] += 1;
  return out;
}

/** Sources that are a development build: react-router's dist/development, React's *.development.js, … */
export function isDevelopmentSource(source: string): boolean {
  const bare = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (!packageOf(bare)) return false;
  const inPkg = bare.slice(bare.lastIndexOf('node_modules/'));
  return /\/(dist|build|cjs|esm|umd|lib)\/(development|dev)\//.test(inPkg) || /[./-]development\.[cm]?js$/.test(inPkg);
}
