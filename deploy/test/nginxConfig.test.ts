import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../src/apps';
import { contentSecurityPolicy } from '../src/server/headers';
import { NGINX_RATE_LIMITS, NGINX_TOO_MANY, PRODUCTION_NGINX, renderNginx } from '../src/nginx/render';
import { promoteSet } from '@tcm/release';
import { removeTemps, storeWithApps, tempDir } from '@tcm/release/testing';
import { get } from './support/http';
import { NGINX, requireNginx, startNginx, type RunningNginx } from './support/nginx';

afterAll(removeTemps);

describe('deploy/nginx.conf', () => {
  test('is the production rendering of the template (regenerate: npm run deploy -- nginx-conf --out deploy/nginx.conf)', () => {
    expect(readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8')).toBe(renderNginx(PRODUCTION_NGINX));
  });

  test('production allows no dev origins and serves the production pointer', () => {
    const conf = renderNginx(PRODUCTION_NGINX);
    expect(conf).not.toContain('localhost');
    expect(conf).toContain(`"${contentSecurityPolicy()}"`);
    expect(conf).toContain('alias /srv/release-store/live/production/remotes.json;');
    expect(conf).toContain('try_files /live/production/index.html =503;');
  });

  test("the CSP allows a developer's localhost dev server only when asked", () => {
    const dev = renderNginx({ ...PRODUCTION_NGINX, allowDevOrigins: true });
    expect(dev).toMatch(/script-src 'self' http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*;/);
    expect(dev).toMatch(/connect-src 'self' http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\* ws:\/\/localhost:\*/);
  });

  test('passes nginx -t (production settings, brotli as installed here)', () => {
    requireNginx();
    const dir = tempDir('tcm-nginx-t-');
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      // nginx -t resolves upstream names; `api` exists only inside compose.
      renderNginx({
        ...PRODUCTION_NGINX,
        apiUpstream: '127.0.0.1:8080',
        brotli: 'auto',
        pidFile: path.join(dir, 'pid'),
        errorLog: path.join(dir, 'e.log'),
        accessLog: path.join(dir, 'a.log'),
        tempDir: dir,
      }),
    );
    const r = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf, '-e', path.join(dir, 'e.log')], { encoding: 'utf8' });
    expect(r.stderr).toMatch(/syntax is ok/);
    expect(r.status).toBe(0);
  });

  test("with tls (the bench's production path): HTTPS and HTTP/2 on the given certificate; without, plain HTTP", () => {
    const conf = renderNginx({ ...PRODUCTION_NGINX, listen: '127.0.0.1:8443', tls: { certificate: '/tmp/c.crt', key: '/tmp/c.key' } });
    expect(conf).toMatch(/listen 127\.0\.0\.1:8443 ssl http2;\n\s+ssl_certificate \/tmp\/c\.crt;\n\s+ssl_certificate_key \/tmp\/c\.key;/);
    expect(renderNginx(PRODUCTION_NGINX)).not.toMatch(/ssl|http2/);
  });
});

describe('rate limits (limit_req) in front of the API', () => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  test('SMS codes, logins (password, SMS, WeChat) and uploads each have a zone per client address', () => {
    const conf = renderNginx(PRODUCTION_NGINX);
    expect(NGINX_RATE_LIMITS.flatMap((l) => l.locations)).toEqual(['= /api/smsCode', '^~ /api/login', '= /api/wechat/v1/login', '= /api/common/upload']);
    for (const l of NGINX_RATE_LIMITS) {
      expect(conf).toContain(`limit_req_zone $binary_remote_addr zone=${l.zone}:10m rate=${l.perMinute}r/m;`);
      for (const m of l.locations) {
        expect(conf).toMatch(
          new RegExp(
            `location ${escape(m)} \\{\\n\\s+limit_req zone=${l.zone} burst=${l.burst} nodelay;\\n\\s+error_page 429 = @${l.zone}_429;\\n\\s+proxy_pass http://portal_api;`,
          ),
        );
      }
    }
    expect(conf).toContain('limit_req_status 429;');
  });

  describe('served by nginx', () => {
    let api: http.Server;
    let nginx: RunningNginx;
    const hits: string[] = [];
    beforeAll(async () => {
      const store = await storeWithApps();
      await promoteSet(store, 'staging', { shell: '1.0.0+aaa', account: '1.0.0+aaa', clinic: '1.0.0+aaa', commerce: '1.0.0+aaa', certification: '1.0.0+aaa' });
      api = http.createServer((req, res) => {
        hits.push(`${req.method} ${req.url}`);
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ code: 200, msg: '' }));
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      nginx = await startNginx({ storeDir: store.root, env: 'staging', apiUpstream: `127.0.0.1:${(api.address() as AddressInfo).port}` });
    }, 60_000);
    afterAll(async () => {
      await nginx?.stop();
      await new Promise((r) => api?.close(r));
    });

    test.each(NGINX_RATE_LIMITS.map((l) => [l.locations[0].split(' ')[1], l] as const))(
      'a burst on %s: the first ones reach the API, then 429 with the JSON envelope in Chinese',
      async (url, limit) => {
        const before = hits.length;
        const replies = [];
        for (let i = 0; i < limit.burst + 4; i++) replies.push(await get(nginx.url + url, {}, url === '/api/smsCode' ? 'GET' : 'POST'));
        expect(replies.slice(0, limit.burst + 1).map((r) => r.status)).toEqual(Array(limit.burst + 1).fill(200));
        const last = replies[replies.length - 1];
        expect(last.status).toBe(429);
        expect(last.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(last.text)).toEqual(NGINX_TOO_MANY);
        expect(NGINX_TOO_MANY.msg).toBe('请求过于频繁，请稍后再试');
        expect(last.headers['retry-after']).toBe(String(Math.ceil(60 / limit.perMinute)));
        expect(last.headers['cache-control']).toBe('no-store');
        // What nginx refused never reached the API.
        expect(hits.length - before).toBe(replies.filter((r) => r.status === 200).length);
      },
    );

    test('one zone covers every login (password/SMS and WeChat); other calls are not limited', async () => {
      expect((await get(`${nginx.url}/api/wechat/v1/login`, {}, 'POST')).status).toBe(429);
      for (let i = 0; i < 30; i++) expect((await get(`${nginx.url}/api/portal/config`)).status).toBe(200);
      expect((await get(`${nginx.url}/api/logout`, {}, 'POST')).status).toBe(200);
    });
  });
});
