/**
 * Renders deploy/nginx/portal.conf.template for a store, an environment and an API upstream. The
 * headers are taken from the Node server's own definitions, so nginx and `npm start` agree.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, type EnvName } from '../apps';
import { CACHE_IMMUTABLE, CACHE_NO_CACHE, CACHE_NO_STORE, securityHeaders } from '../server/headers';

export const TEMPLATE = path.join(REPO_ROOT, 'deploy/nginx/portal.conf.template');
/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxOptions {
  storeDir: string;
  env: EnvName;
  /** host:port of the API. */
  apiUpstream: string;
  /** What `listen` gets: a port or address:port. */
  listen: string | number;
  /** Worker user; omitted = nginx's default. */
  user?: string;
  pidFile?: string;
  errorLog?: string;
  accessLog?: string;
  /** Folder for nginx's temp files (tests point it into a temp dir); omitted = compiled-in paths. */
  tempDir?: string;
  /** brotli_static: true/false, or 'auto' = when Debian's module is installed. */
  brotli?: boolean | 'auto';
  /** CSP allows http://localhost:* (a remote's dev server); never for production. */
  allowDevOrigins?: boolean;
}

const indent = (lines: string[], n: number) => lines.map((l) => ' '.repeat(n) + l).join('\n');
const quote = (v: string) => `"${v.replace(/"/g, '\\"')}"`;

/** Security headers on every answer, errors included ("always"); the cache policy from a $status map. */
function headerLines(cacheVariable: string, allowDevOrigins: boolean): string[] {
  const security = Object.entries(securityHeaders({ allowDevOrigins })).map(([k, v]) => `add_header ${k} ${quote(v)} always;`);
  return [...security, `add_header Cache-Control ${cacheVariable} always;`];
}

export function brotliAvailable(): boolean {
  return existsSync(BROTLI_MODULE);
}

export function renderNginx(opts: NginxOptions): string {
  const brotli = opts.brotli === 'auto' || opts.brotli === undefined ? brotliAvailable() : opts.brotli;
  const temp = opts.tempDir
    ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${path.join(opts.tempDir!, k)};`)
    : [];
  const values: Record<string, string> = {
    USER: opts.user ? `user ${opts.user};` : '',
    PID: opts.pidFile ?? '/run/nginx.pid',
    ERROR_LOG: opts.errorLog ?? '/var/log/nginx/error.log',
    ACCESS_LOG: opts.accessLog ?? '/var/log/nginx/access.log',
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '',
    TEMP_PATHS: indent(temp, 4),
    API_UPSTREAM: opts.apiUpstream,
    LISTEN: String(opts.listen),
    STORE: path.resolve(opts.storeDir),
    ENV: opts.env,
    BROTLI: brotli ? indent(['brotli_static on;'], 8) : '',
    PROXY: indent(
      [
        'proxy_http_version 1.1;',
        'proxy_set_header Connection "";',
        // $http_host keeps the port: the API builds absolute links (invite QR codes) from it.
        'proxy_set_header Host $http_host;',
        'proxy_set_header X-Forwarded-Host $http_host;',
        'proxy_set_header X-Real-IP $remote_addr;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
      ],
      12,
    ),
    CACHE_IMMUTABLE,
    CACHE_NO_CACHE,
    CACHE_NO_STORE,
    HEADERS_NO_CACHE: indent(headerLines('$portal_cache_no_cache', !!opts.allowDevOrigins), 12),
    HEADERS_IMMUTABLE: indent(headerLines('$portal_cache_immutable', !!opts.allowDevOrigins), 12),
    HEADERS_ERROR: indent(headerLines(quote(CACHE_NO_STORE), !!opts.allowDevOrigins), 12),
  };
  const out = readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`nginx template: unknown placeholder {{${key}}}`);
    return values[key];
  });
  // Empty placeholders leave blank lines; keep the file tidy.
  return out.replace(/\n[ \t]*\n(?=[ \t]*\n)/g, '\n');
}

/** The rendering committed as deploy/nginx.conf and used by deploy/docker/shell.Dockerfile. */
export const PRODUCTION_NGINX: NginxOptions = {
  storeDir: '/srv/release-store',
  env: 'production',
  apiUpstream: 'api:8080',
  listen: 80,
  user: 'www-data',
  brotli: true,
  allowDevOrigins: false,
};
