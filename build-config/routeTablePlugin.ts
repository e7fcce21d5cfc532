/**
 * A remote's route table as data: routes.json beside mf-manifest.json, with each route's files to preload.
 */
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { createJiti } from 'jiti';
import type { RemoteRoute, RouteMeta } from '@tcm/shared/routes';
import { routeImports, withPreloads } from './routePreloads';

/** Reads a remote's route table from its src/routes.ts without bundling it (page imports stay unevaluated). */
export async function readRouteTable(dir: string): Promise<RouteMeta[]> {
  const jiti = createJiti(path.join(dir, 'src/routes.ts'), { moduleCache: false });
  const mod = await jiti.import<{ routes: RemoteRoute[] }>(path.join(dir, 'src/routes.ts'));
  return mod.routes.map(({ load: _load, ...meta }) => meta);
}

/** Emits routes.json beside mf-manifest.json: the route table minus the lazy imports. */
export class RouteTablePlugin {
  constructor(private dir: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'RouteTablePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.fileDependencies.add(path.join(this.dir, 'src/routes.ts'));
        const routes = await readRouteTable(this.dir);
        compilation.emitAsset('routes.json', new rspack.sources.RawSource(JSON.stringify(routes, null, 2)));
      });
      // Once the file names are final: each route's files, for the shell to fetch at once (routePreloads.ts).
      compilation.hooks.processAssets.tapPromise({ name: 'RouteTablePlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const routes = withPreloads(compilation, this.dir, await readRouteTable(this.dir), await routeImports(this.dir));
        compilation.updateAsset('routes.json', new rspack.sources.RawSource(JSON.stringify(routes, null, 2)));
      });
    });
  }
}

/**
 * The shell's routes.json: the paths of its own pages and `*`, its 404 (shell/src/router/shellPaths.ts).
 * Telemetry names a shell page by one of them, and the API stores only what a release lists (issue 31).
 */
export class ShellRouteListPlugin {
  constructor(private dir: string) {}
  apply(compiler: Compiler) {
    const file = path.join(this.dir, 'src/router/shellPaths.ts');
    compiler.hooks.thisCompilation.tap('ShellRouteListPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'ShellRouteListPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.fileDependencies.add(file);
        const jiti = createJiti(file, { moduleCache: false });
        const { SHELL_PATHS, NOT_FOUND_PATTERN } = await jiti.import<{ SHELL_PATHS: readonly string[]; NOT_FOUND_PATTERN: string }>(file);
        const routes = [...SHELL_PATHS, NOT_FOUND_PATTERN].map((p) => ({ path: p }));
        compilation.emitAsset('routes.json', new rspack.sources.RawSource(JSON.stringify(routes, null, 2)));
      });
    });
  }
}
