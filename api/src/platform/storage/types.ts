import type { Readable } from 'node:stream';

/** What serving needs to know about a stored file (ETag and Last-Modified come from here). */
export interface StoredFile {
  size: number;
  mtime: Date;
  /** A quoted entity tag, as it goes into the ETag header. */
  etag: string;
}

export interface OpenedFile extends StoredFile {
  /** The bytes; destroy it when they are not sent (a 304). */
  body: Readable;
}

/** A file written under a temporary name: not served, not listed, until commit() moves it into place. */
export interface TempFile {
  readonly id: string;
}

/**
 * Where uploaded files live. Every upload goes through two steps so that a failed request never
 * leaves a file behind: putTemp() writes the bytes under a temporary name, then, once the database
 * row is committed, commit() gives it its public name; on any failure discard() drops it.
 *
 * Public names are single path segments (`0f3a….png`), checked by every method: a name that is not
 * one is never read or written.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** For logs and messages: the folder or the bucket URL (never a secret). */
  readonly location: string;
  putTemp(bytes: Buffer, contentType: string): Promise<TempFile>;
  /** Moves a temporary file to its public name. */
  commit(temp: TempFile, name: string): Promise<void>;
  /** Drops a temporary file; a missing one is not an error. */
  discard(temp: TempFile): Promise<void>;
  /** Deletes a public file; a missing one is not an error. */
  remove(name: string): Promise<void>;
  stat(name: string): Promise<StoredFile | undefined>;
  open(name: string): Promise<OpenedFile | undefined>;
  /** Every public name (for operators and tests; not used on a request path). */
  list(): Promise<string[]>;
  /** Temporary files with their age: what a crash between putTemp and commit/discard leaves. */
  listTemp(): Promise<{ id: string; mtime: Date }[]>;
}

/** A public name: one segment, no dot file, no `..`, nothing that needs escaping in a URL or a key. */
export const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)*$/;

export function isStoredName(name: string): boolean {
  return name.length <= 200 && STORED_NAME.test(name);
}

export function assertStoredName(name: string): void {
  if (!isStoredName(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`);
}

/** Temporary ids are ours (random hex); anything else is refused. */
export const TEMP_ID = /^[0-9a-f]{32}$/;

export function assertTempId(temp: TempFile): void {
  if (!TEMP_ID.test(temp.id)) throw new Error(`not a temporary file id: ${JSON.stringify(temp.id)}`);
}

/** Removes a storage's temporary files older than `before` (another instance may be writing the newer ones). */
export async function sweepTemp(storage: Storage, before: Date): Promise<number> {
  let removed = 0;
  for (const t of await storage.listTemp()) {
    if (t.mtime < before) {
      await storage.discard(t);
      removed += 1;
    }
  }
  return removed;
}

/** Writes a whole file in the two steps (seed images: nothing to wait for in between). */
export async function putFile(storage: Storage, name: string, bytes: Buffer, contentType: string): Promise<void> {
  assertStoredName(name);
  const temp = await storage.putTemp(bytes, contentType);
  try {
    await storage.commit(temp, name);
  } catch (error) {
    await storage.discard(temp).catch(() => undefined);
    throw error;
  }
}
