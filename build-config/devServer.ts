/**
 * `npm run dev`: one dev server per app; the shell's composes the remotes' dev servers.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import type { PointerFile } from '@tcm/shared/routes';
import { DEV_PORTS, REMOTES, ROOT, type AppName } from './apps';
import { readRouteTable } from './routeTablePlugin';

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

export function devServer(name: AppName): Configuration['devServer'] {
  const isShell = name === 'shell';
  return {
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
              void devPointer().then((p) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(JSON.stringify(p));
              });
            },
          });
          return middlewares;
        }
      : undefined,
  };
}
