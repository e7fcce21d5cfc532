/**
 * The one build factory every app's rspack.config.ts calls: TypeScript through the built-in SWC
 * loader, CSS, assets, Module Federation with the shared singleton map, content-hashed names,
 * a dev server per app. Apps say only what differs: their name, port and what they expose.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compilation, type Configuration, type Compiler } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createJiti } from 'jiti';
import type { PointerFile, RemoteName, RemoteRoute, RouteMeta } from './shared/src/routes/types';
import { routeImports, withPreloads } from './scripts/routePreloads';
import { loadFiles, withBootSet } from './scripts/chunkLoads';

export const ROOT = __dirname;

/**
 * Dev server ports, from DEV_PORT_BASE (default 3000): shell +0, account +1, clinic +2, commerce +3,
 * certification +4, API +100. `npm start` serves everything from one port instead.
 */
const BASE = Number(process.env.DEV_PORT_BASE || 3000);
export const DEV_PORTS = {
  shell: BASE,
  account: BASE + 1,
  clinic: BASE + 2,
  commerce: BASE + 3,
  certification: BASE + 4,
  api: BASE + 100,
};

export const REMOTES: RemoteName[] = ['account', 'clinic', 'commerce', 'certification'];

export type AppName = 'shell' | RemoteName;

interface AppOptions {
  /** The app's folder (pass __dirname). */
  dir: string;
  name: AppName;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const rootPkg = readJson(path.join(ROOT, 'shared/package.json'));

/**
 * Singletons shared by the shell and every remote. requiredVersion comes from the installed
 * manifests, so a release built against another major cannot silently join a live shell.
 *
 * Arco Design is shared as well (shell/README.md, "Arco Design: shared or per app"): one instance, so
 * the shell's ConfigProvider (zh-CN) and its React 19 adapter (static Message/Modal) cover every
 * remote; in production it is tree-shaken to the components the apps import (see below).
 */
function sharedMap(treeShakeArco: boolean): Record<string, SharedConfig> {
  const dep = (name: string) => `^${readJson(require.resolve(`${name}/package.json`, { paths: [ROOT] })).version}`;
  const map: Record<string, SharedConfig> = {};
  const add = (key: string, pkg: string) => (map[key] = { singleton: true, requiredVersion: dep(pkg) });
  add('react', 'react');
  add('react/jsx-runtime', 'react');
  add('react-dom', 'react-dom');
  add('react-dom/client', 'react-dom');
  // Not react-router: the shell bundles it and hands its hooks out through @tcm/shared/core
  // (remoteRouterImports below): one router, and only the part the apps use.
  add('jotai', 'jotai');
  add('@arco-design/web-react', '@arco-design/web-react');
  // One Arco, only what is used: every app's shared Arco is tree-shaken to the same list, the union
  // of the components all apps import (arcoUsage), so whichever app's copy the page gets first, it
  // holds every component any live app uses. A remote importing a component outside the live shell's
  // list is refused by promote (build.json `arco`, deploy/src/store/checks.ts).
  // (Production builds only: a dev server shares the whole library, and a remote's dev server inside
  // a production shell still gets the shell's list.)
  if (treeShakeArco) {
    map[ARCO] = { ...map[ARCO], treeShaking: { mode: 'runtime-infer', usedExports: arcoUsage().provides } };
  }
  // The shared package by entry point: the root stays small (and its core, which the shell's boot
  // path imports, holds no Arco: shared/src/core.ts); the region table (@vant/area-data) and
  // its picker are shared modules of their own, downloaded only by pages that import them; so are the
  // clinic's model (questionnaire, herb safety, payment rules), the birth date dialog (lunar-javascript)
  // and the WeChat QR payment dialog (qrcode.react; the clinic's confirmations and /order), the cashier's card rules.
  for (const key of ['@tcm/shared', '@tcm/shared/core', ...SHARED_AMONG_REMOTES]) {
    map[key] = { singleton: true, requiredVersion: `^${rootPkg.version}` };
  }
  return map;
}

/**
 * The shared package's entries that only remotes import: the shell never loads them, so its manifest
 * does not provide them, and each is shared among the remotes on a page (the first to need it loads
 * it). Declared once here; build.json of the shell lists them (`sharedAmongRemotes`) so that promote
 * does not warn that the shell lacks them (deploy/src/store/checks.ts), while any other shared
 * package missing from the shell is still a warning.
 */
export const SHARED_AMONG_REMOTES = [
  '@tcm/shared/region',
  '@tcm/shared/region/cascader',
  '@tcm/shared/clinic',
  '@tcm/shared/commerce',
  '@tcm/shared/bankCard',
  '@tcm/shared/birthdate',
  '@tcm/shared/wechatPay',
];

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

const ARCO = '@arco-design/web-react';
/**
 * Components whose markup the apps render without Arco's code (so they are not among the imports
 * arcoUsage finds) but whose stylesheet they need: Result, drawn by @tcm/shared's StatusResult.
 */
const ARCO_STYLE_ONLY = ['Result'];
const ARCO_APPS = ['shell', 'mf-account', 'mf-clinic', 'mf-commerce', 'mf-certification'];

const arcoEsDir = () => path.join(path.dirname(require.resolve(`${ARCO}/package.json`, { paths: [ROOT] })), 'es');

/** Arco's runtime exports (es/index.js: `export { default as Button } from './Button'`): name → folder. */
export function arcoComponents(): Map<string, string> {
  const index = readFileSync(path.join(arcoEsDir(), 'index.js'), 'utf8');
  return new Map([...index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)].map((m) => [m[1], m[2]]));
}

/** The Arco components the sources under `dirs` import from the package root (type-only imports left out). */
export function arcoImports(dirs: string[]): string[] {
  const known = arcoComponents();
  const used = new Set<string>();
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      if (!/\.[jt]sx?$/.test(file)) continue;
      const text = readFileSync(file, 'utf8');
      const named = [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@arco-design\/web-react['"]/g)];
      // Any other form (namespace or default import, re-export, require, dynamic import) would use
      // components the scan cannot see, which the tree-shaken shared Arco would then lack.
      const all = text.match(/['"]@arco-design\/web-react['"]/g)?.length ?? 0;
      if (all !== named.length) {
        throw new Error(
          `${path.relative(ROOT, file)}: import Arco components by name (import { Button } from '${ARCO}'); ` +
            'the shared Arco is tree-shaken to the names the apps import (rspack.base.ts, arcoImports)',
        );
      }
      for (const m of named) {
        if (m[1]) continue;
        for (const spec of m[2].split(',')) {
          const name = spec.trim().replace(/\s+as\s+\w+$/, '');
          if (name && !name.startsWith('type ') && known.has(name)) used.add(name);
        }
      }
    }
  }
  return [...used].sort();
}

/**
 * What each app needs from the shared Arco (its own sources and the shared package's) and what every
 * app's tree-shaken shared Arco provides: the union over all apps of one tree.
 */
export function arcoUsage(): { provides: string[]; needs: Record<string, string[]> } {
  const shared = path.join(ROOT, 'shared/src');
  const needs: Record<string, string[]> = {};
  for (const app of ARCO_APPS) needs[app] = arcoImports([path.join(ROOT, app, 'src'), shared]);
  const provides = [...new Set(Object.values(needs).flat())].sort();
  return { provides, needs };
}

/**
 * The stylesheets of the given Arco components, in the order Arco's own `es/<Comp>/style/css.js`
 * imports them (dependencies first), after Arco's base stylesheet (tokens, reset, icons).
 */
export function arcoCssFiles(components: string[]): string[] {
  const es = arcoEsDir();
  const folders = arcoComponents();
  const out: string[] = [path.join(es, 'style/index.css')];
  const seen = new Set<string>();
  const visit = (folder: string) => {
    if (seen.has(folder)) return;
    seen.add(folder);
    const cssJs = path.join(es, folder, 'style/css.js');
    if (!existsSync(cssJs)) return;
    for (const m of readFileSync(cssJs, 'utf8').matchAll(/import '([^']+)'/g)) {
      const dep = m[1].match(/^\.\.\/\.\.\/([\w-]+)\/style\/css\.js$/);
      if (dep) visit(dep[1]);
      else if (m[1] === './index.css') out.push(path.join(es, folder, 'style/index.css'));
    }
  };
  for (const c of components) visit(folders.get(c) ?? c);
  return out;
}

/**
 * Arco's CSS, only what is used: the shell's bootstrap imports `dist/css/arco.css` (the whole library,
 * 676 KB) before its theme; production builds resolve that import to a module importing the base
 * stylesheet and those of the components the shared Arco holds (the same union), in the same place,
 * so the theme still comes after every Arco rule it overrides. Remotes import no Arco CSS.
 */
export function arcoCssModule(): string {
  const dir = path.join(ROOT, 'node_modules/.cache/tcm-arco-css');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'arco-used.js');
  const body = arcoCssFiles([...arcoUsage().provides, ...ARCO_STYLE_ONLY]).map((f) => `import ${JSON.stringify(f)};`).join('\n');
  const text = `// Generated by rspack.base.ts (arcoCssModule): Arco's stylesheets for the components the apps use.\n${body}\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  return file;
}

/**
 * Packages whose `exports` lead only to a development build. react-router 7 ships dist/production
 * beside dist/development but its exports map has no condition selecting it; react-router-dom
 * re-exports `react-router` and `react-router/dom`, so aliasing those two covers both.
 */
export function productionAliases(): Record<string, string> {
  const dir = path.dirname(require.resolve('react-router/package.json', { paths: [ROOT] }));
  return {
    'react-router$': path.join(dir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(dir, 'dist/production/dom-export.mjs'),
  };
}

/** Every file under `dir` except tests, dependencies and build output. */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (!/\.test\.tsx?$/.test(name)) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * What a build is made of: the app's sources, the shared package, and the build configuration
 * itself (this file, the app's config and manifest, the shell's page template and public files).
 * A change to how apps are built (what is shared, say) is a new build, so it must be a new version:
 * otherwise `npm start` would keep serving dist/ built the old way and publishing would call it unchanged.
 */
function buildInputs(dir: string): string[] {
  const files = [path.join(ROOT, 'rspack.base.ts'), path.join(ROOT, 'scripts/routePreloads.ts'), path.join(ROOT, 'scripts/chunkLoads.ts'), path.join(ROOT, 'scripts/mf/remoteBundlerRuntime.js'), path.join(dir, 'rspack.config.ts'), path.join(dir, 'package.json')];
  if (existsSync(path.join(dir, 'index.html'))) files.push(path.join(dir, 'index.html'));
  if (existsSync(path.join(dir, 'public'))) files.push(...sourceFiles(path.join(dir, 'public')));
  // The shell's prerendered pages carry the API's seeded home content (scripts/prerender.ts).
  if (path.basename(dir) === 'shell') files.push(path.join(ROOT, 'scripts/prerender.ts'), path.join(ROOT, 'api/src/seed/home.ts'));
  return [...files, ...sourceFiles(path.join(dir, 'src')), ...sourceFiles(path.join(ROOT, 'shared/src'))];
}

/**
 * `<package version>+<build id>`. BUILD_ID wins when CI sets one; otherwise the id is a hash of
 * the build inputs and the lockfile, so rebuilding unchanged code yields the same version and
 * publishing it again is a no-op.
 */
export function appVersion(dir: string): string {
  const pkg = readJson(path.join(dir, 'package.json'));
  if (process.env.BUILD_ID) return `${pkg.version}+${process.env.BUILD_ID}`;
  const hash = createHash('sha256');
  for (const file of buildInputs(dir)) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  hash.update(readFileSync(path.join(ROOT, 'package-lock.json')));
  // Every app's shared Arco is tree-shaken to what ALL apps import: another app's new import is a new build.
  hash.update(JSON.stringify(arcoUsage().provides));
  return `${pkg.version}+${hash.digest('hex').slice(0, 10)}`;
}

/** Reads a remote's route table from its src/routes.ts without bundling it (page imports stay unevaluated). */
export async function readRouteTable(dir: string): Promise<RouteMeta[]> {
  const jiti = createJiti(path.join(dir, 'src/routes.ts'), { moduleCache: false });
  const mod = (await jiti.import(path.join(dir, 'src/routes.ts'))) as { routes: RemoteRoute[] };
  return mod.routes.map(({ load: _load, ...meta }) => meta);
}

/** Emits routes.json beside mf-manifest.json: the route table minus the lazy imports. */
class RouteTablePlugin {
  constructor(private dir: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'RouteTablePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.fileDependencies.add(path.join(this.dir, 'src/routes.ts'));
          const routes = await readRouteTable(this.dir);
          compilation.emitAsset('routes.json', new rspack.sources.RawSource(JSON.stringify(routes, null, 2)));
        },
      );
      // Once the file names are final: each route's files, for the shell to fetch at once (scripts/routePreloads.ts).
      compilation.hooks.processAssets.tapPromise(
        { name: 'RouteTablePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const routes = withPreloads(compilation, this.dir, await readRouteTable(this.dir), await routeImports(this.dir));
          compilation.updateAsset('routes.json', new rspack.sources.RawSource(JSON.stringify(routes, null, 2)));
        },
      );
    });
  }
}

/**
 * Emits build.json: what this build needs from, or gives to, the other apps at run time beyond the
 * MF manifest's shared versions. Promote reads it (deploy/src/store/checks.ts, BuildInfo there):
 * - `mfRuntime`: the shell `provides-bundler` (its MF runtime-core and bundler runtime on the global), remotes are built `external-bundler` to it;
 * - `arco.provides`: the components the shared Arco of this build holds (`all`: not tree-shaken);
 *   `arco.needs`: the components this app's own code (and the shared package) imports;
 * - `sharedAmongRemotes` (shell only): the shared entries it deliberately does not provide.
 */
class BuildInfoPlugin {
  constructor(
    private dir: string,
    private isShell: boolean,
    private treeShakeArco: boolean,
  ) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const usage = arcoUsage();
        const info = {
          mfRuntime: this.isShell ? 'provides-bundler' : 'external-bundler',
          arco: {
            provides: this.treeShakeArco ? usage.provides : 'all',
            needs: usage.needs[path.basename(this.dir)] ?? [],
          },
          ...(this.isShell ? { sharedAmongRemotes: SHARED_AMONG_REMOTES } : {}),
        };
        compilation.emitAsset('build.json', new rspack.sources.RawSource(JSON.stringify(info, null, 2)));
      });
      // Shared tree-shaking rewrites mf-manifest.json on one line (it adds the `fallback` fields);
      // keep it indented as before, for people and for tools that read it as text (deploy derive).
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const file of ['mf-manifest.json', 'mf-stats.json']) {
          const asset = compilation.getAsset(file);
          if (!asset) continue;
          const json = JSON.parse(asset.source.source().toString());
          compilation.updateAsset(file, new rspack.sources.RawSource(JSON.stringify(json, null, 2)));
        }
      });
    });
  }
}

/**
 * Emits boot-assets.json: the stylesheets and scripts of the shell's `bootstrap` chunk group (the
 * async boundary every page passes) and of each shell page's chunk group (`pages`). Prerendered
 * pages link the stylesheets in their <head>, so the HTML is styled before any script runs, and
 * preload the scripts beside the entry.
 */
class BootAssetsPlugin {
  /**
   * index.html serves every page but the prerendered ones: remote pages and the shell's other pages.
   * Each of them runs the boot, shows Arco and loads the shared root, so the HTML lists their files
   * (the `bootstrap`, `arco-config` and `@tcm/shared` imports of src/index.ts, with the shell's copies
   * of the shared modules those consume: React, the router, Arco, …) as preloads, after main.js,
   * which is asked for first and at high priority. Without them the browser learns of these files
   * only once main.js has arrived and run. The prerendered pages leave them out (withoutBootSet).
   */
  private preloadBootSet(compilation: Compilation, publicPath: string) {
    const html = compilation.getAsset('index.html');
    if (!html) return;
    const entry = path.join(String(compilation.options.context), 'src/index.ts');
    const groups = compilation.chunkGroups.filter((g) =>
      g.origins.some((o) => (o.module as { resource?: string } | undefined)?.resource === entry && ['./bootstrap', './arco/ArcoConfig', '@tcm/shared'].includes(o.request ?? '')),
    );
    if (groups.length !== 3) throw new Error('BootAssetsPlugin: src/index.ts must import ./bootstrap, ./arco/ArcoConfig and @tcm/shared');
    const links = loadFiles(compilation, groups).map((f) => `<link rel="preload" href="${publicPath}${f}" as="${f.endsWith('.css') ? 'style' : 'script'}">`);
    compilation.updateAsset('index.html', new rspack.sources.RawSource(withBootSet(html.source.source().toString(), links)));
  }

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const group = compilation.namedChunkGroups.get('bootstrap');
        if (!group) throw new Error('BootAssetsPlugin: no chunk group named "bootstrap" (shell/src/index.ts names it)');
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const assetsOf = (g: { chunks: { files: Iterable<string> }[] }) => {
          const files = g.chunks.flatMap((chunk) => [...chunk.files]);
          const list = (ext: string) => files.filter((f) => f.endsWith(ext)).map((f) => publicPath + f);
          return { css: list('.css'), js: list('.js') };
        };
        // Each shell page is a chunk group named page-<page> (src/router/shellRoutes.tsx).
        const pages: Record<string, { css: string[]; js: string[] }> = {};
        for (const [name, g] of compilation.namedChunkGroups.entries()) {
          if (name.startsWith('page-')) pages[name.slice('page-'.length)] = assetsOf(g);
        }
        const info = { ...assetsOf(group), pages };
        compilation.emitAsset('boot-assets.json', new rspack.sources.RawSource(JSON.stringify(info, null, 2)));
        this.preloadBootSet(compilation, publicPath);
      });
    });
  }
}

/**
 * The shell built for Node, to prerender its public pages (scripts/prerender.ts): the same sources,
 * aliases, asset names and public path as the browser build, so the markup hydrates as it is; no
 * Module Federation (the prerenderer renders only the shell's own pages), no CSS output.
 */
export function createPrerenderConfig(dir: string, outDir: string): Configuration {
  const version = appVersion(dir);
  return {
    context: dir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { server: './src/prerender/server.tsx' },
    output: {
      path: outDir,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: process.env.SHELL_PUBLIC_PATH || '/',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: { ...productionAliases(), [`${ARCO}/dist/css/arco.css$`]: arcoCssModule() },
    },
    module: {
      generator: { 'css/auto': { exportsOnly: true }, 'asset/resource': { emit: false } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.APP_NAME': JSON.stringify('shell'),
        'process.env.APP_VERSION': JSON.stringify(version),
      }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** In development the shell asks for /remotes.json; it is made from the remotes' dev servers. */
async function devPointer(): Promise<PointerFile> {
  const pointer: PointerFile = {};
  for (const name of REMOTES) {
    pointer[name] = {
      version: 'dev',
      entry: `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`,
      routes: await readRouteTable(path.join(ROOT, `mf-${name}`)),
    };
  }
  return pointer;
}

/**
 * One MF runtime per page: a remote's federation entry imports the bundler runtime (with the MF
 * runtime, SDK and error codes behind it: 45 of the 60 KB of a remoteEntry.js) by this absolute path;
 * remotes get `scripts/mf/remoteBundlerRuntime.js` instead, which hands out the shell's
 * (`shell/src/remotes/provideBundlerRuntime.ts`) with the container's own state. `mfRuntime` in
 * build.json says so and promote checks it.
 */
function remoteBundlerRuntime(): Record<string, string> {
  const file = path.join(ROOT, 'node_modules/@module-federation/webpack-bundler-runtime/dist/index.cjs');
  return { [`${file}$`]: path.join(ROOT, 'scripts/mf/remoteBundlerRuntime.js') };
}

/**
 * A remote's code must take the router from @tcm/shared (Link, useNavigate, …): react-router is not a
 * shared module, so a remote importing it would bundle a second router whose hooks find no context
 * inside the shell's. Test helpers (src/test/) render pages in their own router and may import it.
 */
export function remoteRouterImports(dir: string): string[] {
  return sourceFiles(path.join(dir, 'src'))
    .filter((file) => /\.[jt]sx?$/.test(file) && !file.split(path.sep).includes('test'))
    .filter((file) => /['"]react-router(-dom)?(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
}

export function createAppConfig({ dir, name }: AppOptions): Configuration {
  const isShell = name === 'shell';
  const routerImports = isShell ? [] : remoteRouterImports(dir);
  if (routerImports.length) {
    throw new Error(`${routerImports.join(', ')}: import Link, useNavigate, useLocation… from '@tcm/shared', not from react-router-dom (rspack.base.ts, remoteRouterImports)`);
  }
  const isDev = process.env.NODE_ENV === 'development' || process.argv.includes('serve');
  const version = appVersion(dir);
  // The MF manifest takes its buildVersion from here (see @module-federation/managers getBuildVersion).
  process.env.MF_BUILD_VERSION = version;

  return {
    context: dir,
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // Remotes are served from versioned folders whose URL only the manifest knows.
      publicPath: isShell ? process.env.SHELL_PUBLIC_PATH || '/' : 'auto',
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `tcm_${name}`,
      // independent-packages/ holds the full build of each tree-shaken shared package (the manifest's
      // `fallback`), written by a child compiler before this build emits: cleaning must keep it.
      clean: { keep: /independent-packages/ },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // Production builds of every dependency: react-router's package exports name only
      // dist/development (no `production` condition), so production builds point at dist/production.
      alias: {
        ...(isDev ? {} : { ...productionAliases(), [`${ARCO}/dist/css/arco.css$`]: arcoCssModule() }),
        ...(isShell ? {} : remoteBundlerRuntime()),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // A remote's dev server may run inside a production shell (developer override), whose
              // React has no development internals; only the shell's own dev build uses jsxDEV.
              transform: { react: { runtime: 'automatic', development: isDev && isShell } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isShell
          ? { remotes: {} }
          : { filename: 'remoteEntry.js', exposes: { './routes': './src/routes.ts' } }),
        shared: sharedMap(!isDev),
        // The home page loads no Arco (issue 9), so the first Arco of a page may be asked for after
        // the remotes are registered. 'version-first' would then fetch and initialise every remote's
        // entry to compare versions, and could hand out another app's copy; 'loaded-first' keeps the
        // one registered (the shell's) and reuses whatever is already loaded: one instance.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One MF runtime per page: the shell puts its runtime-core on the global
        // (_FEDERATION_RUNTIME_CORE, @module-federation/inject-external-runtime-core-plugin) and every
        // remoteEntry uses it instead of bundling its own copy. A remote therefore runs only inside a
        // shell that provides it: `mfRuntime` in build.json, checked by promote (deploy/src/store/checks.ts).
        experiments: isShell
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
        // The full-library fallback build of a tree-shaken shared package needs no route table or build.json.
        treeShakingSharedExcludePlugins: ['BuildInfoPlugin', 'RouteTablePlugin', 'BootAssetsPlugin'],
      }),
      new rspack.DefinePlugin({
        'process.env.APP_NAME': JSON.stringify(name),
        'process.env.APP_VERSION': JSON.stringify(version),
      }),
      ...(isShell
        ? [
            new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), favicon: path.join(dir, 'public/favicon.png') }),
            new BootAssetsPlugin(),
          ]
        : [new RouteTablePlugin(dir)]),
      new BuildInfoPlugin(dir, isShell, !isDev),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    // rspack serve compiles dynamic imports on first request through the page's own dev server;
    // a remote's pages are requested through the shell's, so lazy compilation never finishes there.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port: DEV_PORTS[name],
      hot: false,
      liveReload: true,
      historyApiFallback: isShell,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // xfwd: the API sees the browser's address, not this proxy's loopback one (scripts/dev.mjs trusts
      // the proxy), so a phone on the LAN is not "local" to the sandbox's code lookup.
      proxy: [{ context: ['/api', '/uploads', '/sandbox'], target: `http://localhost:${DEV_PORTS.api}`, xfwd: true }],
      setupMiddlewares: isShell
        ? (middlewares) => {
            middlewares.unshift({
              name: 'dev-pointer',
              path: '/remotes.json',
              middleware: (_req: unknown, res: { setHeader: (k: string, v: string) => void; end: (b: string) => void }) => {
                devPointer().then((p) => {
                  res.setHeader('Content-Type', 'application/json');
                  res.setHeader('Cache-Control', 'no-cache');
                  res.end(JSON.stringify(p));
                });
              },
            });
            return middlewares;
          }
        : undefined,
    },
  };
}
