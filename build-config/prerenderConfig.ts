/**
 * The shell built for Node, to prerender its public pages (shell/prerender.ts).
 */
import { rspack, type Configuration } from '@rspack/core';
import { productionAliases } from './aliases';
import { appVersion } from './appVersion';
import { EXTENSIONS, moduleRules } from './moduleRules';

/**
 * The same sources, aliases, asset names and public path as the browser build, so the markup
 * hydrates as it is; no Module Federation (the prerenderer renders only the shell's own pages), no
 * CSS output.
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
    resolve: { extensions: EXTENSIONS, alias: productionAliases() },
    module: {
      generator: { 'css/auto': { exportsOnly: true }, 'asset/resource': { emit: false } },
      rules: moduleRules({ target: 'es2022' }),
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
