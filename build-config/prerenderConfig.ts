/**
 * An app built for Node, to prerender its public pages: the shell's (shell/prerender.ts) and a
 * remote's (prerenderRemote.ts).
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { productionAliases } from './aliases';
import { appVersion } from './appVersion';
import { EXTENSIONS, moduleRules } from './moduleRules';

export interface PrerenderEntry {
  /** APP_NAME, as in the browser build. */
  name: string;
  /** The module whose exports render the pages. */
  entry: string;
  /** The browser build's public path (the shell's may be overridden by SHELL_PUBLIC_PATH). */
  publicPath: string;
}

const SHELL_ENTRY: PrerenderEntry = { name: 'shell', entry: './src/prerender/server.tsx', publicPath: process.env.SHELL_PUBLIC_PATH || '/' };

/**
 * The same sources, aliases, asset names and public path as the browser build, so the markup
 * hydrates as it is; no Module Federation (each prerenderer renders only its own app's pages), no
 * CSS output.
 */
export function createPrerenderConfig(dir: string, outDir: string, app: PrerenderEntry = SHELL_ENTRY): Configuration {
  const version = appVersion(dir);
  return {
    context: dir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { server: app.entry },
    output: {
      path: outDir,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: app.publicPath,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: EXTENSIONS, alias: productionAliases() },
    module: {
      generator: { 'css/auto': { exportsOnly: true }, 'asset/resource': { emit: false } },
      rules: moduleRules({ target: 'es2022' }),
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.APP_NAME': JSON.stringify(app.name),
        'process.env.APP_VERSION': JSON.stringify(version),
      }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** Builds `entry` of the app in `dir` for Node into `outDir` and loads it. */
export async function compilePrerenderer<T>(dir: string, outDir: string, app?: PrerenderEntry): Promise<T> {
  const compiler = rspack(createPrerenderConfig(dir, outDir, app));
  await new Promise<void>((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => {});
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    }),
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle was written just above; its path is known only now
  return require(path.join(outDir, 'server.cjs')) as T;
}
