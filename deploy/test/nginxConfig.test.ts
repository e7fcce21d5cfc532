import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/apps';
import { contentSecurityPolicy } from '../src/server/headers';
import { PRODUCTION_NGINX, renderNginx } from '../src/nginx/render';
import { removeTemps, tempDir } from './support/fixtures';
import { NGINX, requireNginx } from './support/nginx';

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

  test('the CSP allows a developer\'s localhost dev server only when asked', () => {
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
      renderNginx({ ...PRODUCTION_NGINX, apiUpstream: '127.0.0.1:8080', brotli: 'auto', pidFile: path.join(dir, 'pid'), errorLog: path.join(dir, 'e.log'), accessLog: path.join(dir, 'a.log'), tempDir: dir }),
    );
    const r = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf, '-e', path.join(dir, 'e.log')], { encoding: 'utf8' });
    expect(r.stderr).toMatch(/syntax is ok/);
    expect(r.status).toBe(0);
  });
});
