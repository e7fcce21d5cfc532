import fs from 'node:fs';
import path from 'node:path';
import { ASSETS_DIR } from '../platform/assets';
import type { Queryable } from '../platform/db';
import { putFile, type Storage } from '../platform/storage';

/**
 * The certificate image of every seeded doctor: a PNG (rendered from cert-sample.svg) because a
 * certificate is an upload, and uploads are jpg/jpeg/png/gif only.
 */
export const SAMPLE_CERT_FILE = path.join(ASSETS_DIR, 'cert-sample.png');

const SEEDED_NAME = /^demo-cert-\d{11}\.png$/;
const seededUrl = (phone: string) => `/uploads/demo-cert-${phone}.png`;

/**
 * Records the sample as the doctor's own upload, as if they had uploaded it when applying. The
 * application call accepts only an image the applicant uploaded; a seeded doctor whose image were
 * not theirs could never re-apply keeping it (the rejected demo doctor, status 5, is exactly the
 * one who re-applies). One row per doctor: an upload belongs to one user.
 */
export async function seedCertUpload(q: Queryable, userId: number, phone: string, now: Date): Promise<string> {
  const url = seededUrl(phone);
  await q.query('INSERT INTO uploads (user_id, url, file_name, mime, size, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    userId,
    url,
    '执业证书.png',
    'image/png',
    fs.statSync(SAMPLE_CERT_FILE).size,
    now,
  ]);
  return url;
}

/**
 * The seeded rows live in the database and their bytes in the upload storage, which can be a
 * different one from the storage used when seeding (tests copy a seeded database, an operator moves
 * UPLOAD_DIR or switches to S3). Run at every start: each seeded upload whose file is missing gets it back.
 */
export async function restoreSeededUploads(q: Queryable, storage: Storage): Promise<void> {
  const rows = await q.query<{ url: string }>(`SELECT url FROM uploads WHERE url LIKE '/uploads/demo-cert-%'`);
  for (const { url } of rows) {
    const name = url.slice('/uploads/'.length);
    if (!SEEDED_NAME.test(name)) continue;
    if (!(await storage.stat(name))) await putFile(storage, name, fs.readFileSync(SAMPLE_CERT_FILE), 'image/png');
  }
}
