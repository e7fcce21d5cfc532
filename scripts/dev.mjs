#!/usr/bin/env node
/**
 * `npm run dev`: the API (restarts on change) and every app's dev server (rebuild + live reload),
 * with the shell composing the remotes' dev servers. Ports come from DEV_PORT_BASE (default 3000):
 * shell +0, account +1, clinic +2, commerce +3, certification +4, API +100.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const base = Number(process.env.DEV_PORT_BASE || 3000);
const env = { ...process.env, DEV_PORT_BASE: String(base), NODE_ENV: 'development' };

const jobs = [
  // The dev servers' proxy (build-config/devServer.ts, xfwd) forwards each browser's address from loopback.
  ['api', 'npx', ['tsx', 'watch', 'api/src/main.ts'], root, { PORT: String(base + 100), TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1,::1' }],
  ...['shell', 'mf-account', 'mf-clinic', 'mf-commerce', 'mf-certification'].map((app) => [
    app,
    'npx',
    ['rspack', 'serve', '-c', 'rspack.config.ts'],
    path.join(root, app),
    {},
  ]),
];

const children = jobs.map(([name, cmd, args, cwd, extra]) => {
  const child = spawn(cmd, args, { cwd, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(20);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) console.log(prefix, line);
    });
  }
  child.on('exit', (code) => console.log(prefix, `exited with ${code}`));
  return child;
});

console.log(`Portal (dev): http://localhost:${base}  ·  API: http://localhost:${base + 100}`);
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
