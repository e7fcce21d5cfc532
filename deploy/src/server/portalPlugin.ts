/**
 * Serves the composed portal from a release store on the API's Fastify instance:
 *
 *   /remotes.json                 the environment's pointer                     no-cache
 *   /shell/<version>/…            the shell's assets                            immutable, 404 when missing
 *   /remotes/<app>/<version>/…    a remote's manifest, entry and chunks         immutable, 404 when missing
 *   a public page of the shell (/, /Product, /News…): its prerendered HTML        no-cache
 *   any other GET without a file extension: the live shell's index.html         no-cache
 *
 * A missing versioned file is a plain 404 (never index.html), so a chunk that vanished after a
 * prune fails loudly and the shell's reload logic takes over.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRemote, type AppName, type EnvName, StoreLayout, VERSION_PATTERN } from '@tcm/release';
import { CACHE_IMMUTABLE, CACHE_NO_CACHE, CACHE_NO_STORE, securityHeaders } from './headers';
import type { FaultController, FaultSpec } from './faults';
import { resolveInside, sendFile } from './staticFile';

export interface PortalServeOptions {
  store: StoreLayout;
  env: EnvName;
  /** CSP also allows http://localhost:* (a remote's dev server) — only with allowRemoteOverride. */
  allowDevOrigins: boolean;
  /** Present only when fault injection was explicitly enabled. */
  faults?: FaultController | null;
  /** The API runs in sandbox mode: prerendered pages come in the variant with the 演示环境 ribbon. */
  sandbox?: boolean;
}

/** Paths owned by the API or the store: never answered with the SPA page. */
const RESERVED = /^\/(api|uploads|sandbox|remotes|shell|__faults)(\/|$)/;
const LOOKS_LIKE_FILE = /\/[^/]*\.[A-Za-z0-9]+$/;
/** A path that may have a prerendered page: `/` or one plain segment (shell/prerender.ts names them). */
const PAGE_PATH = /^\/([A-Za-z]*)$/;

export async function portalPlugin(app: FastifyInstance, opts: PortalServeOptions): Promise<void> {
  const { store, env, faults } = opts;
  const security = securityHeaders({ allowDevOrigins: opts.allowDevOrigins });
  const live = store.liveDir(env);

  const notFound = (reply: FastifyReply, what: string) =>
    reply.code(404).headers(security).header('Cache-Control', CACHE_NO_STORE).type('text/plain; charset=utf-8').send(`404 ${what}`);

  const serveVersioned = async (req: FastifyRequest, reply: FastifyReply, app: AppName, version: string, rest: string) => {
    if (!VERSION_PATTERN.test(version)) return notFound(reply, 'no such version');
    if (faults) {
      const action = faults.take(app, rest);
      if (action?.kind === 'error') {
        return reply.code(action.status).header('Cache-Control', CACHE_NO_STORE).type('text/plain').send(`fault injected: ${action.status}`);
      }
      if (action?.kind === 'wait' && !(await action.until)) {
        return reply.code(503).header('Cache-Control', CACHE_NO_STORE).type('text/plain').send('fault released');
      }
    }
    const file = resolveInside(store.versionDir(app, version), rest);
    if (!file || !sendFile(req, reply, file, { ...security, 'Cache-Control': CACHE_IMMUTABLE })) {
      return notFound(reply, `${app} ${version}: ${rest}`);
    }
    return reply;
  };

  app.get<{ Params: { version: string; '*': string } }>('/shell/:version/*', (req, reply) =>
    serveVersioned(req, reply, 'shell', req.params.version, req.params['*']),
  );

  app.get<{ Params: { app: string; version: string; '*': string } }>('/remotes/:app/:version/*', (req, reply) => {
    const name = req.params.app;
    if (!isRemote(name)) return notFound(reply, 'no such remote');
    return serveVersioned(req, reply, name, req.params.version, req.params['*']);
  });

  app.get('/remotes.json', (req, reply) => {
    const file = path.join(live, 'remotes.json');
    const body = existsSync(file) ? readFileSync(file) : Buffer.from('{}\n');
    reply.headers(security).header('Cache-Control', CACHE_NO_CACHE).header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
    // Small and changing: compressing per request is cheap, unlike the (precompressed) bundles.
    if (body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      return reply.header('Content-Encoding', 'gzip').send(gzipSync(body));
    }
    return reply.send(body);
  });

  if (faults) {
    app.get('/__faults', async () => faults.list());
    app.post<{ Body: FaultSpec }>('/__faults', async (req, reply) => {
      try {
        return faults.add(req.body);
      } catch (err) {
        return reply.code(400).send({ error: (err as Error).message });
      }
    });
    app.delete('/__faults', async () => {
      faults.clear();
      return { cleared: true };
    });
    app.addHook('preClose', async () => faults.releaseAll());
  }

  // Everything else that looks like a page is a route of the single-page app.
  app.setNotFoundHandler((req, reply) => {
    const urlPath = req.url.split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || RESERVED.test(urlPath) || LOOKS_LIKE_FILE.test(urlPath)) {
      return notFound(reply, urlPath);
    }
    const page = PAGE_PATH.exec(urlPath);
    if (page) {
      const name = `${page[1] || 'index'}${opts.sandbox ? '.sandbox' : ''}.html`;
      if (sendFile(req, reply, path.join(live, 'pages', name), { ...security, 'Cache-Control': CACHE_NO_CACHE })) return reply;
    }
    const sent = sendFile(req, reply, path.join(live, 'index.html'), { ...security, 'Cache-Control': CACHE_NO_CACHE });
    if (!sent) {
      return reply
        .code(503)
        .headers(security)
        .header('Cache-Control', CACHE_NO_STORE)
        .type('text/plain; charset=utf-8')
        .send(`${env} 环境没有上线的 shell; no shell is live in ${env}: npm run deploy -- promote shell <version> --env ${env}`);
    }
    return reply;
  });
}
