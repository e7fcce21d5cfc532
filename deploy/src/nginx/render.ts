/**
 * Renders deploy/nginx/portal.conf.template for a store, an environment and an API upstream. The
 * headers are taken from the Node server's own definitions, so nginx and `npm start` agree.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type EnvName } from '@tcm/release';
import { REPO_ROOT } from '../apps';
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
  /** Per-address request rates of the abuse-prone calls; omitted = NGINX_RATE_LIMITS. */
  rateLimits?: readonly NginxRateLimit[];
  /** The API behind runs in sandbox mode: serve the prerendered pages' 演示环境 variant (never in production). */
  sandbox?: boolean;
  /**
   * HTTPS with HTTP/2 on `listen` (the bench's production path, with a throwaway certificate); omitted = plain
   * HTTP/1.1, as the Docker image listens behind the platform's TLS terminator.
   */
  tls?: { certificate: string; key: string };
}

/** One limit_req zone: requests per minute per client address, a burst served at once, the locations it guards. */
export interface NginxRateLimit {
  zone: string;
  perMinute: number;
  burst: number;
  /** location matchers, e.g. `= /api/smsCode` */
  locations: readonly string[];
}

/**
 * Generous for a person (a code a minute, a few logins), tight for a script. Beyond them nginx
 * answers 429 with the API's envelope; the API's hourly and per-account limits apply behind them.
 */
export const NGINX_RATE_LIMITS: readonly NginxRateLimit[] = [
  { zone: 'portal_sms', perMinute: 10, burst: 5, locations: ['= /api/smsCode'] },
  { zone: 'portal_login', perMinute: 30, burst: 10, locations: ['^~ /api/login', '= /api/wechat/v1/login'] },
  { zone: 'portal_upload', perMinute: 10, burst: 5, locations: ['= /api/common/upload'] },
];

/** The envelope of nginx's 429 (the browser shows msg, like the API's own). */
export const NGINX_TOO_MANY = { code: 429, msg: '请求过于频繁，请稍后再试' } as const;

/** The zones (http level) and, per zone, its locations proxied to the API and the 429 answer. */
function rateLimitBlocks(limits: readonly NginxRateLimit[], proxyLines: string[]): { zones: string; locations: string } {
  const zones = limits.map((l) => `limit_req_zone $binary_remote_addr zone=${l.zone}:10m rate=${l.perMinute}r/m;`);
  const locations: string[] = [];
  for (const l of limits) {
    for (const match of l.locations) {
      locations.push(
        `location ${match} {`,
        `    limit_req zone=${l.zone} burst=${l.burst} nodelay;`,
        `    error_page 429 = @${l.zone}_429;`,
        '    proxy_pass http://portal_api;',
        ...proxyLines.map((p) => `    ${p}`),
        '}',
      );
    }
    locations.push(
      `location @${l.zone}_429 {`,
      '    default_type application/json;',
      // One request's worth of the rate, rounded up.
      `    add_header Retry-After ${Math.ceil(60 / l.perMinute)} always;`,
      '    add_header Cache-Control "no-store" always;',
      '    add_header X-Content-Type-Options "nosniff" always;',
      `    return 429 '${JSON.stringify(NGINX_TOO_MANY)}';`,
      '}',
    );
  }
  return {
    zones: indent([...zones, 'limit_req_status 429;', 'limit_req_log_level warn;'], 4),
    locations: indent(locations, 8),
  };
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

/** How every proxied location talks to the API. The API believes these headers only from us (its TRUST_PROXY). */
const PROXY_LINES = [
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  // $http_host keeps the port: the API builds absolute links (invite QR codes) from it.
  'proxy_set_header Host $http_host;',
  'proxy_set_header X-Forwarded-Host $http_host;',
  'proxy_set_header X-Real-IP $remote_addr;',
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
];

export function renderNginx(opts: NginxOptions): string {
  const rateLimits = rateLimitBlocks(opts.rateLimits ?? NGINX_RATE_LIMITS, PROXY_LINES);
  const brotli = opts.brotli === 'auto' || opts.brotli === undefined ? brotliAvailable() : opts.brotli;
  const temp = opts.tempDir ? ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${path.join(opts.tempDir!, k)};`) : [];
  const values: Record<string, string> = {
    USER: opts.user ? `user ${opts.user};` : '',
    PID: opts.pidFile ?? '/run/nginx.pid',
    ERROR_LOG: opts.errorLog ?? '/var/log/nginx/error.log',
    ACCESS_LOG: opts.accessLog ?? '/var/log/nginx/access.log',
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '',
    TEMP_PATHS: indent(temp, 4),
    API_UPSTREAM: opts.apiUpstream,
    LISTEN: opts.tls ? `${opts.listen} ssl http2` : String(opts.listen),
    TLS: opts.tls ? '\n' + indent([`ssl_certificate ${path.resolve(opts.tls.certificate)};`, `ssl_certificate_key ${path.resolve(opts.tls.key)};`], 8) : '',
    STORE: path.resolve(opts.storeDir),
    ENV: opts.env,
    PAGE_SUFFIX: opts.sandbox ? '.sandbox' : '',
    BROTLI: brotli ? indent(['brotli_static on;'], 8) : '',
    PROXY: indent(PROXY_LINES, 12),
    RATE_LIMIT_ZONES: rateLimits.zones,
    RATE_LIMITED_API: rateLimits.locations,
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
