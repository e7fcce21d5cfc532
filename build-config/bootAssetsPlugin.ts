/**
 * The shell's boot files, for its index.html and its prerendered pages.
 */
import path from 'node:path';
import { rspack, type Compilation, type Compiler } from '@rspack/core';
import { loadFiles, withBootSet } from './chunkLoads';

/**
 * Emits boot-assets.json: the stylesheets and scripts of the shell's `bootstrap` chunk group (the
 * async boundary every page passes) and of each shell page's chunk group (`pages`). Prerendered
 * pages link the stylesheets in their <head>, so the HTML is styled before any script runs, and
 * preload the scripts beside the entry.
 */
export class BootAssetsPlugin {
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
      g.origins.some(
        (o) =>
          (o.module as { resource?: string } | undefined)?.resource === entry && ['./bootstrap', './arco/ArcoConfig', '@tcm/shared'].includes(o.request ?? ''),
      ),
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
