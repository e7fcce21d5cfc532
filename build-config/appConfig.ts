/**
 * The one build factory every app's rspack.config.ts calls: Module Federation with the shared
 * singleton map, content-hashed names, the apps' plugins and a dev server per app. Apps say only
 * what differs: their name and folder (a remote exposes its src/routes.ts).
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { productionAliases, remoteBundlerRuntime } from './aliases';
import type { AppName } from './apps';
import { appVersion } from './appVersion';
import { BootAssetsPlugin } from './bootAssetsPlugin';
import { BuildInfoPlugin } from './buildInfoPlugin';
import { devServer } from './devServer';
import { EXTENSIONS, moduleRules } from './moduleRules';
import { remoteRouterImports } from './remoteRouterImports';
import { RouteTablePlugin, ShellRouteListPlugin } from './routeTablePlugin';
import { sharedMap } from './sharedModules';

interface AppOptions {
  /** The app's folder (pass __dirname). */
  dir: string;
  name: AppName;
}

export function createAppConfig({ dir, name }: AppOptions): Configuration {
  const isShell = name === 'shell';
  const routerImports = isShell ? [] : remoteRouterImports(dir);
  if (routerImports.length) {
    throw new Error(
      `${routerImports.join(', ')}: import Link, useNavigate, useLocation… from '@tcm/shared', not from react-router-dom (build-config/remoteRouterImports.ts)`,
    );
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
      extensions: EXTENSIONS,
      alias: {
        ...(isDev ? {} : productionAliases()),
        ...(isShell ? {} : remoteBundlerRuntime()),
      },
    },
    module: {
      // A remote's dev server may run inside a production shell (developer override), whose
      // React has no development internals; only the shell's own dev build uses jsxDEV.
      rules: moduleRules({ target: 'es2020', development: isDev && isShell }),
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: { './routes': './src/routes.ts' } }),
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
        // shell that provides it: `mfRuntime` in build.json, checked by promote (release/src/store/checks.ts).
        experiments: isShell
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
        // The full-library fallback build of a tree-shaken shared package needs no route table or build.json.
        treeShakingSharedExcludePlugins: ['BuildInfoPlugin', 'RouteTablePlugin', 'ShellRouteListPlugin', 'BootAssetsPlugin'],
      }),
      new rspack.DefinePlugin({
        'process.env.APP_NAME': JSON.stringify(name),
        'process.env.APP_VERSION': JSON.stringify(version),
      }),
      ...(isShell
        ? [
            new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), favicon: path.join(dir, 'public/favicon.png') }),
            new BootAssetsPlugin(),
            new ShellRouteListPlugin(dir),
          ]
        : [new RouteTablePlugin(dir)]),
      new BuildInfoPlugin(dir, isShell, !isDev),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    // rspack serve compiles dynamic imports on first request through the page's own dev server;
    // a remote's pages are requested through the shell's, so lazy compilation never finishes there.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: devServer(name),
  };
}
