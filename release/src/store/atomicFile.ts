/**
 * Writes that readers never see half-done (temp file in the same folder + rename, which is atomic
 * on one file system), and a lock so two operators changing one environment cannot interleave.
 */
import { closeSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { DeployError } from '../apps';

export function writeFileAtomic(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(tmp, content);
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}

/** A lock older than this is left over from a killed process; changes take milliseconds. */
const STALE_LOCK_MS = 60_000;

export async function withLock<T>(lockFile: string, fn: () => T | Promise<T>, waitMs = 10_000, staleMs = STALE_LOCK_MS): Promise<T> {
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + waitMs;
  let fd: number | undefined;
  while (fd === undefined) {
    try {
      fd = openSync(lockFile, 'wx');
      writeSync(fd, `${process.pid}\n`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      try {
        if (Date.now() - statSync(lockFile).mtimeMs > staleMs) rmSync(lockFile, { force: true });
      } catch {
        /* removed meanwhile: retry */
      }
      if (Date.now() > deadline) {
        throw new DeployError(`另一个操作正在进行 another change is in progress (lock ${lockFile}); retry in a moment`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await fn();
  } finally {
    closeSync(fd);
    rmSync(lockFile, { force: true });
  }
}
