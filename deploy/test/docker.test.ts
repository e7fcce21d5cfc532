/**
 * The Docker files are not built here (no Docker engine), so this checks what can be checked: every
 * file they copy exists, every command they run exists and works, the compose wiring agrees with
 * the nginx config, and the release copy script does what the images rely on.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS, listReleases, StoreLayout } from '@tcm/release';
import { REPO_ROOT } from '../src/apps';
import { PRODUCTION_NGINX } from '../src/nginx/render';
import { parseTrustProxy } from '@tcm/api';
import { newStore, publishFakes, removeTemps, tempDir } from '@tcm/release/testing';
import { freePort, get, waitFor } from './support/http';

const DOCKER = path.join(REPO_ROOT, 'deploy/docker');
const dockerfiles = readdirSync(DOCKER).filter((f) => f.endsWith('.Dockerfile'));
const read = (f: string) => readFileSync(path.join(DOCKER, f), 'utf8');
/** What these tests read of a package.json. */
interface PackageJson {
  name: string;
  scripts?: Record<string, string>;
  workspaces?: string[];
}
const pkg = (dir: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as PackageJson;

afterAll(removeTemps);

test('there is a Dockerfile for the shell, the remotes and the API, each with its .dockerignore', () => {
  expect(dockerfiles.sort()).toEqual(['api.Dockerfile', 'remote.Dockerfile', 'shell.Dockerfile']);
  for (const f of dockerfiles) expect(existsSync(path.join(DOCKER, `${f}.dockerignore`))).toBe(true);
});

test.each(dockerfiles)('%s copies only files that exist and runs only scripts that exist', (file) => {
  const text = read(file);
  for (const m of text.matchAll(/^COPY (?!--from)(.+) \S+$/gm)) {
    for (const src of m[1].split(/\s+/)) expect([src, existsSync(path.join(REPO_ROOT, src))]).toEqual([src, true]);
  }
  const root = pkg('.');
  for (const m of text.matchAll(/npm run (\w[\w:-]*)/g)) expect(root.scripts).toHaveProperty(m[1]);
  for (const m of text.matchAll(/"npm", "start", "-w", "([^"]+)"/g)) {
    const ws = root.workspaces?.find((w) => pkg(w).name === m[1]);
    expect(ws).toBeDefined();
    expect(pkg(ws!).scripts?.start).toBeDefined();
  }
  expect(text).toMatch(/^FROM node:20\.20-bookworm-slim/m);
});

test('compose wires the store, the API port and the remotes the way nginx.conf expects', () => {
  const compose = readFileSync(path.join(DOCKER, 'compose.yaml'), 'utf8');
  for (const m of compose.matchAll(/dockerfile: ([\w/.-]+)/g)) expect(existsSync(path.join(REPO_ROOT, m[1]))).toBe(true);
  expect([...compose.matchAll(/APP: (\w+)/g)].map((m) => m[1])).toEqual(REMOTE_APPS);
  expect(compose).toContain(`store:${PRODUCTION_NGINX.storeDir}`);
  expect(compose).toContain(`RELEASE_STORE: ${PRODUCTION_NGINX.storeDir}`);
  const [host, port] = PRODUCTION_NGINX.apiUpstream.split(':');
  expect(compose).toMatch(new RegExp(`^  ${host}:`, 'm'));
  expect(compose).toContain(`PORT: "${port}"`);
  expect(compose).toContain('DATABASE_URL: postgres://');
  // The API acts on the store nginx serves (the /ops buttons): mounted, and named by RELEASE_STORE_DIR and RELEASE_ENV.
  const api = /^ {2}api:\n([\s\S]*?)^ {2}\w/m.exec(compose)![1];
  expect(api).toContain(`RELEASE_STORE_DIR: ${PRODUCTION_NGINX.storeDir}`);
  expect(api).toContain('RELEASE_ENV: production');
  expect(api).toContain(`- store:${PRODUCTION_NGINX.storeDir}`);
});

test("compose lets the API trust exactly nginx: TRUST_PROXY is the web service's fixed address, inside the network", () => {
  const compose = readFileSync(path.join(DOCKER, 'compose.yaml'), 'utf8');
  const trusted = /^ {6}TRUST_PROXY: \$\{WEB_ADDRESS:-([\d.]+)\}$/m.exec(compose)?.[1];
  const fixed = /^ {8}ipv4_address: \$\{WEB_ADDRESS:-([\d.]+)\}$/m.exec(compose)?.[1];
  const subnet = /^ {8}- subnet: \$\{PORTAL_SUBNET:-([\d.]+)\/24\}$/m.exec(compose)?.[1];
  expect(trusted).toBeDefined();
  expect(fixed).toBe(trusted);
  expect(parseTrustProxy(trusted)).toEqual([trusted]);
  expect(trusted!.split('.').slice(0, 3)).toEqual(subnet!.split('.').slice(0, 3));
  // The API image itself trusts nobody: only the compose wiring names the proxy.
  expect(read('api.Dockerfile')).not.toMatch(/^ENV .*TRUST_PROXY=/m);
});

test('copy-release.sh copies new releases into the store and leaves existing ones alone', async () => {
  const image = newStore();
  await publishFakes(image, { app: 'clinic', version: '1' }, { app: 'clinic', version: '2', text: 'image copy' });
  const store = newStore();
  await publishFakes(store, { app: 'clinic', version: '2', text: 'already live' });
  const run = () => spawnSync('sh', [path.join(DOCKER, 'copy-release.sh'), image.root, store.root], { encoding: 'utf8' });
  const r = run();
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('clinic 1: copied into the store');
  expect(r.stdout).toContain('clinic 2: already in the store');
  expect(
    listReleases(store, 'clinic')
      .map((x) => x.version)
      .sort(),
  ).toEqual(['1', '2']);
  expect(readFileSync(path.join(store.versionDir('clinic', '2'), 'remoteEntry.js'), 'utf8')).toContain('already live');
  expect(readdirSync(store.appDir('clinic')).sort()).toEqual(['1', '2']);
  expect(run().stdout).toContain('clinic 1: already in the store');
});

test('the API image command (npm start -w @tcm/api) serves the API', async () => {
  const port = await freePort();
  const data = tempDir('tcm-api-');
  const child = spawn('npm', ['start', '-w', '@tcm/api'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(data, 'pg'), UPLOAD_DIR: path.join(data, 'up'), SANDBOX: 'false' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/portal/config`, 45_000);
    const r: unknown = JSON.parse((await get(`http://127.0.0.1:${port}/api/portal/config`)).text);
    expect(r).toMatchObject({ code: 200, data: { sandbox: false, allowRemoteOverride: false } });
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
}, 60_000);

test('the ops service command (npm run --silent deploy -- status) works on a store from RELEASE_STORE', async () => {
  const store = new StoreLayout(tempDir('tcm-ops-'));
  const r = spawnSync('npm', ['run', '--silent', 'deploy', '--', 'status', '--env', 'production'], {
    cwd: REPO_ROOT,
    env: { ...process.env, RELEASE_STORE: store.root },
    encoding: 'utf8',
  });
  expect(r.status).toBe(0);
  expect(r.stdout).toContain(`environment: production    store: ${store.root}`);
  const bad = spawnSync('npm', ['run', '--silent', 'deploy', '--', 'rollback', 'clinic', '--env', 'production'], {
    cwd: REPO_ROOT,
    env: { ...process.env, RELEASE_STORE: store.root },
    encoding: 'utf8',
  });
  expect(bad.status).toBe(1);
  expect(bad.stderr).toMatch(/clinic is not live in production/);
}, 30_000);
