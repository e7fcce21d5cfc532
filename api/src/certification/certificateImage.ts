import path from 'node:path';
import { CERT_IMAGE_MAX_BYTES, CERT_IMAGE_TYPES } from '@tcm/shared/contract';
import { DOCTOR_RULE_MSG, fileExtension } from '@tcm/shared/doctor';
import type { PlatformCtx } from '../platform/context';
import { fail } from '../platform/http/errors';
import { randomHex } from '../platform/lib/random';
import { CERTIFICATION_MSG } from './messages';
import { forgetUpload, recordUpload, uploadsToday, UPLOADS_PER_DAY } from './uploads';

type ImageKind = 'jpeg' | 'png' | 'gif';

/** What the bytes really are, from their signature; the extension alone proves nothing. */
export function sniffImage(buf: Buffer): ImageKind | undefined {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 6 && ['GIF87a', 'GIF89a'].includes(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  return undefined;
}

const KIND_OF_EXT: Record<(typeof CERT_IMAGE_TYPES)[number], ImageKind> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif' };
const STORED_EXT: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', gif: 'gif' };
const MIME: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

/** The client's name of the file, as shown back to the user: no path, at most 200 characters. */
function displayName(raw: string): string {
  return [...path.basename(raw).normalize('NFC')].slice(0, 200).join('');
}

/** The uploaded file as the route read it from the request (its name passed the input layer's text rule). */
export interface UploadedFile {
  filename: string;
  /** The bytes, at most a little above the cap (the reader refuses more: FST_REQ_FILE_TOO_LARGE). */
  toBuffer(): Promise<Buffer>;
  /** The reader stopped at its size limit. */
  readonly truncated: boolean;
  /** Drops the rest of a refused file. */
  discard(): void;
}

/**
 * A certificate image (spec 3 §5): jpg/jpeg/png/gif, at most 5 MB, 30 a day per user.
 *
 * Nothing is left behind by a refused or failed upload: the bytes go to a temporary name first,
 * the row is inserted in a transaction that also enforces the daily cap, and only after that
 * transaction commits does the file get its public name. Any failure before drops the temporary
 * file; a failure of the final move takes the row back. `read` reads the file from the request
 * (after the quick cap check: a refused user sends no 5 MB); `log` hears what the cleanup could not do.
 */
export async function storeCertificateImage(
  ctx: PlatformCtx,
  userId: number,
  read: () => Promise<UploadedFile>,
  log: (error: unknown, what: string) => void,
): Promise<{ url: string; fileName: string }> {
  // A quick refusal before reading 5 MB; the count that decides is the one in recordUpload's transaction.
  if ((await uploadsToday(ctx.db, userId, ctx.now())) >= UPLOADS_PER_DAY) return fail(CERTIFICATION_MSG.uploadDailyCap);
  const part = await read();
  const claimed = KIND_OF_EXT[fileExtension(part.filename || '') as keyof typeof KIND_OF_EXT];
  if (!claimed) {
    part.discard();
    return fail(DOCTOR_RULE_MSG.imageType);
  }
  let buf: Buffer;
  try {
    buf = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return fail(DOCTOR_RULE_MSG.imageSize);
    throw error;
  }
  if (buf.length > CERT_IMAGE_MAX_BYTES || part.truncated) return fail(DOCTOR_RULE_MSG.imageSize);
  // An empty file has no signature: the page let it through as a .png, so it reads as the page's type rule.
  const kind = sniffImage(buf);
  if (kind !== claimed) return fail(DOCTOR_RULE_MSG.imageType);

  // Random names: nobody can guess another user's certificate, and the client's name never reaches the disk.
  const name = `${randomHex(16)}.${STORED_EXT[kind]}`;
  const url = `/uploads/${name}`;
  const fileName = displayName(part.filename);
  const temp = await ctx.storage.putTemp(buf, MIME[kind]);
  try {
    await recordUpload(ctx.db, userId, { url, fileName, mime: MIME[kind], size: buf.length }, ctx.now());
  } catch (error) {
    await ctx.storage.discard(temp).catch((e) => log(e, 'upload: temporary file not removed'));
    throw error;
  }
  try {
    await ctx.storage.commit(temp, name);
  } catch (error) {
    // A row must not point at a file that is not there: take it back with the temporary file.
    await forgetUpload(ctx.db, url).catch((e) => log(e, 'upload: row not removed'));
    await ctx.storage.discard(temp).catch((e) => log(e, 'upload: temporary file not removed'));
    throw error;
  }
  return { url, fileName };
}
