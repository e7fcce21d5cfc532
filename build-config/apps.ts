/**
 * The apps, where they live and their dev server ports; helpers every build file uses.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@tcm/shared/routes';

/** The repository root. */
export const ROOT = path.join(__dirname, '..');

export const REMOTES: RemoteName[] = ['account', 'clinic', 'commerce', 'certification'];

export type AppName = 'shell' | RemoteName;

/**
 * Dev server ports, from DEV_PORT_BASE (default 3000): shell +0, account +1, clinic +2, commerce +3,
 * certification +4, API +100. `npm start` serves everything from one port instead.
 */
const BASE = Number(process.env.DEV_PORT_BASE || 3000);
export const DEV_PORTS = {
  shell: BASE,
  account: BASE + 1,
  clinic: BASE + 2,
  commerce: BASE + 3,
  certification: BASE + 4,
  api: BASE + 100,
};

export const readJson = <T = { version: string }>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Every file under `dir` except tests, dependencies and build output. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (!/\.test\.tsx?$/.test(name)) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}
