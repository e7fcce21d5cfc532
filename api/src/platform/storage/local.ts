import fs from 'node:fs';
import path from 'node:path';
import { randomHex } from '../lib/random';
import { assertStoredName, assertTempId, isStoredName, TEMP_ID, type OpenedFile, type Storage, type StoredFile, type TempFile } from './types';

/** Temporary files live in a dot folder of the upload folder: same file system (rename is atomic), never served. */
export const LOCAL_TEMP_DIR = '.tmp';

async function syncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const fileStat = (stat: fs.Stats): StoredFile => ({
  size: stat.size,
  mtime: stat.mtime,
  // As the folder server always sent it: size and modification time, so an unchanged file keeps its tag.
  etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
});

/**
 * One folder on this machine (the default). Several API processes on ONE machine may share it;
 * instances on several machines need the S3 storage (or a shared network folder).
 * Files are fsynced before they get their public name, and the folder after, so an acknowledged
 * upload survives a power loss as the database row does.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly root: string;
  private readonly tmp: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
    this.tmp = path.join(this.root, LOCAL_TEMP_DIR);
    fs.mkdirSync(this.tmp, { recursive: true });
  }

  get location(): string {
    return this.root;
  }

  private file(name: string): string {
    assertStoredName(name);
    return path.join(this.root, name);
  }

  private tempFile(temp: TempFile): string {
    assertTempId(temp);
    return path.join(this.tmp, temp.id);
  }

  async putTemp(bytes: Buffer): Promise<TempFile> {
    const temp = { id: randomHex(16) };
    const file = this.tempFile(temp);
    const handle = await fs.promises.open(file, 'wx', 0o644);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await fs.promises.rm(file, { force: true });
      throw error;
    }
    await handle.close();
    return temp;
  }

  async commit(temp: TempFile, name: string): Promise<void> {
    await fs.promises.rename(this.tempFile(temp), this.file(name));
    await syncDir(this.root);
  }

  async discard(temp: TempFile): Promise<void> {
    await fs.promises.rm(this.tempFile(temp), { force: true });
  }

  async remove(name: string): Promise<void> {
    await fs.promises.rm(this.file(name), { force: true });
  }

  async stat(name: string): Promise<StoredFile | undefined> {
    if (!isStoredName(name)) return undefined;
    try {
      const stat = await fs.promises.stat(this.file(name));
      return stat.isFile() ? fileStat(stat) : undefined;
    } catch {
      return undefined;
    }
  }

  async open(name: string): Promise<OpenedFile | undefined> {
    if (!isStoredName(name)) return undefined;
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.file(name), 'r');
    } catch {
      return undefined;
    }
    // Stat the opened file, not the name: what is sent is exactly what the headers describe.
    const stat = await handle.stat().catch(() => undefined);
    if (!stat?.isFile()) {
      await handle.close();
      return undefined;
    }
    return { ...fileStat(stat), body: handle.createReadStream() };
  }

  async list(): Promise<string[]> {
    const entries = await fs.promises.readdir(this.root, { withFileTypes: true });
    return entries.filter((e) => e.isFile() && isStoredName(e.name)).map((e) => e.name);
  }

  async listTemp(): Promise<{ id: string; mtime: Date }[]> {
    const out: { id: string; mtime: Date }[] = [];
    for (const id of await fs.promises.readdir(this.tmp)) {
      if (!TEMP_ID.test(id)) continue;
      const stat = await fs.promises.stat(path.join(this.tmp, id)).catch(() => undefined);
      if (stat) out.push({ id, mtime: stat.mtime });
    }
    return out;
  }
}
