import { LocalStorage } from './local';
import { S3Storage, type S3Config } from './s3';
import type { Storage } from './types';

export * from './types';
export { LocalStorage, LOCAL_TEMP_DIR } from './local';
export { S3Storage, S3Error, type S3Config } from './s3';

/** Where uploads go: a folder on this machine (default), or an S3-compatible bucket for instances on several machines. */
export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Config);

export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? new S3Storage(config) : new LocalStorage(config.dir);
}

/** The environment variables of the storage (api/README.md). */
export const STORAGE_ENV = ['STORAGE', 'UPLOAD_DIR', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const;

/**
 * The storage the environment asks for: `STORAGE=local` (default; `UPLOAD_DIR`, else `localDir`) or
 * `STORAGE=s3` with `S3_ENDPOINT`, `S3_BUCKET`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, and
 * optionally `S3_REGION` (default us-east-1) and `S3_PREFIX`. A missing setting is an error at start,
 * never a silent fallback to the local folder.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv, localDir: string): StorageConfig {
  const kind = (env.STORAGE || 'local').toLowerCase();
  if (kind === 'local') return { kind: 'local', dir: env.UPLOAD_DIR || localDir };
  if (kind !== 's3') throw new Error(`STORAGE must be "local" or "s3" (got ${JSON.stringify(env.STORAGE)})`);
  const missing = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => !env[k]);
  if (missing.length) throw new Error(`STORAGE=s3 needs ${missing.join(', ')}`);
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT as string,
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    prefix: env.S3_PREFIX || undefined,
  };
}
