/**
 * Removing old releases. A version that is live or previous in ANY environment is never removed:
 * it is either serving traffic or the target of the next rollback. Open tabs still running a pruned
 * version hit a 404 on their next chunk and reload onto the live one.
 */
import { rmSync } from 'node:fs';
import { DeployError, ENVS, type AppName } from '../apps';
import { withLock } from './atomicFile';
import { StoreLayout } from './layout';
import { readPointer } from './pointer';
import { listReleases } from './release';

export interface PruneResult {
  deleted: string[];
  kept: string[];
  /** Kept only because an environment uses them. */
  protectedVersions: Record<string, string[]>;
}

export function protectedVersions(store: StoreLayout, app: AppName): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const env of ENVS) {
    const e = readPointer(store, env).apps[app];
    if (!e) continue;
    for (const [v, role] of [
      [e.version, 'live'],
      [e.previous, 'previous'],
    ] as const) {
      if (v) (out[v] ??= []).push(`${role} in ${env}`);
    }
  }
  return out;
}

/** Holds every environment's lock, so no promote can make a version live while it is being deleted. */
export async function prune(store: StoreLayout, app: AppName, keep: number, dryRun = false): Promise<PruneResult> {
  if (!Number.isInteger(keep) || keep < 0) throw new DeployError(`--keep 需要非负整数 --keep needs a whole number ≥ 0`);
  const locked = (i: number): Promise<PruneResult> =>
    i < ENVS.length ? withLock(store.lockFile(ENVS[i]), () => locked(i + 1)) : Promise.resolve(pruneUnlocked(store, app, keep, dryRun));
  return locked(0);
}

function pruneUnlocked(store: StoreLayout, app: AppName, keep: number, dryRun: boolean): PruneResult {
  const prot = protectedVersions(store, app);
  const newestFirst = listReleases(store, app).reverse();
  const deleted: string[] = [];
  const kept: string[] = [];
  newestFirst.forEach((r, i) => {
    if (i < keep || prot[r.version]) kept.push(r.version);
    else deleted.push(r.version);
  });
  if (!dryRun) for (const v of deleted) rmSync(store.versionDir(app, v), { recursive: true, force: true });
  return { deleted, kept, protectedVersions: prot };
}
