/**
 * build.json: what promote checks before it lets a release join the others.
 */
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { arcoUsage } from './arco';
import { SHARED_AMONG_REMOTES } from './sharedModules';

/**
 * Emits build.json: what this build needs from, or gives to, the other apps at run time beyond the
 * MF manifest's shared versions. Promote reads it (release/src/store/checks.ts, BuildInfo there):
 * - `mfRuntime`: the shell `provides-bundler` (its MF runtime-core and bundler runtime on the global), remotes are built `external-bundler` to it;
 * - `arco.provides`: the components the shared Arco of this build holds (`all`: not tree-shaken);
 *   `arco.needs`: the components this app's own code (and the shared package) imports;
 * - `sharedAmongRemotes` (shell only): the shared entries it deliberately does not provide.
 */
export class BuildInfoPlugin {
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
          const json: unknown = JSON.parse(asset.source.source().toString());
          compilation.updateAsset(file, new rspack.sources.RawSource(JSON.stringify(json, null, 2)));
        }
      });
    });
  }
}
