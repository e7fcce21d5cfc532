#!/usr/bin/env node
/**
 * `npm run lock:platforms`: after any dependency change, records every platform's optional native
 * binding (rspack, swc, resolver) in package-lock.json. npm 11 writes only the bindings of the
 * machine it runs on and `npm ci` then refuses the lock as out of sync (npm/cli#4828, #8805).
 * Entries come from the registry's metadata. Where the registry this machine reaches does not carry
 * a platform's build, the entry records only version and platform (read from the package name):
 * npm ci needs the entry to exist and skips another platform's optional package without fetching it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const wanted = new Map();
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (!packages[nested] && !packages[hoisted]) wanted.set(hoisted, { name, version });
  }
}

/** e.g. @swc/core-linux-arm-gnueabihf → { os: linux, cpu: arm, libc: glibc } */
function platformFromName(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony'].includes(p));
  const cpu = parts.find((p) => ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'].includes(p));
  const abi = parts.at(-1);
  const libc = /^gnu/.test(abi) ? 'glibc' : /^musl/.test(abi) ? 'musl' : undefined;
  return { os, cpu, libc };
}

function registryMeta(name, version) {
  try {
    return JSON.parse(
      execFileSync('npm', ['view', `${name}@${version}`, '--json', 'version', 'dist', 'os', 'cpu', 'libc', 'license', 'engines'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
  } catch {
    const { os, cpu, libc } = platformFromName(name);
    return { version, os, cpu, libc, dist: {} };
  }
}

for (const [location, { name, version }] of wanted) {
  const meta = registryMeta(name, version);
  const entry = { version: meta.version };
  if (meta.dist.integrity) entry.integrity = meta.dist.integrity;
  if (meta.cpu) entry.cpu = [].concat(meta.cpu);
  if (meta.license) entry.license = meta.license;
  if (meta.libc) entry.libc = [].concat(meta.libc);
  entry.optional = true;
  if (meta.os) entry.os = [].concat(meta.os);
  if (meta.engines) entry.engines = meta.engines;
  packages[location] = entry;
  console.log(`added ${location}@${meta.version}`);
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(wanted.size ? `${wanted.size} platform entries recorded` : 'lock already complete');
