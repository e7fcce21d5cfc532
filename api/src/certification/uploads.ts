import type { Db, Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { chinaDayStart } from '../platform/lib/time';
import { CERTIFICATION_MSG } from './messages';

/**
 * Uploads a user may store per day (Beijing time). A certificate needs one or two; the cap only
 * stops one account from filling the disk 5 MB at a time.
 */
export const UPLOADS_PER_DAY = 30;

/** A stored file as the uploads table keeps it: its public URL and what the client sent. */
export interface UploadRecord {
  url: string;
  fileName: string;
  mime: string;
  size: number;
}

/** How many files the user stored today (Beijing time). */
export async function uploadsToday(q: Queryable, userId: number, now: Date): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads WHERE user_id = $1 AND created_at >= $2', [userId, chinaDayStart(now)]);
  return row?.n ?? 0;
}

/**
 * Records an upload within the daily cap (今日上传图片次数已达上限 beyond it). One upload of a user at
 * a time, on every instance: the count sees all their earlier uploads, so parallel requests cannot
 * all pass a cap they each read as not reached. (NO KEY UPDATE: other tables' rows pointing at the
 * user can still be written meanwhile.)
 */
export async function recordUpload(db: Db, userId: number, file: UploadRecord, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE user_id = $1 FOR NO KEY UPDATE', [userId]);
    if ((await uploadsToday(tx, userId, now)) >= UPLOADS_PER_DAY) fail(CERTIFICATION_MSG.uploadDailyCap);
    await tx.query('INSERT INTO uploads (user_id, url, file_name, mime, size, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      userId,
      file.url,
      file.fileName,
      file.mime,
      file.size,
      now,
    ]);
  });
}

/** Takes back the row of a file that could not be stored. */
export async function forgetUpload(q: Queryable, url: string): Promise<void> {
  await q.query('DELETE FROM uploads WHERE url = $1', [url]);
}

/** Whether the user uploaded the file at `url` (a doctor application must name one of theirs). */
export async function isOwnUpload(q: Queryable, userId: number, url: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM uploads WHERE url = $1 AND user_id = $2', [url, userId])).length > 0;
}
