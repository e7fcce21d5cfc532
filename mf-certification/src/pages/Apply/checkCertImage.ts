import { CERT_IMAGE_MAX_BYTES, CERT_IMAGE_TYPES } from '@tcm/shared';
import { APPLY_MESSAGES } from './messages';

/** What the browser's file picker accepts; the real check is checkCertImage. */
export const CERT_IMAGE_ACCEPT = CERT_IMAGE_TYPES.map((t) => `.${t}`).join(',');

/**
 * Checked before anything is sent (spec 3 §5, §9): a jpg/jpeg/png/gif image of at most 5 MB.
 * Returns the message to show, or null when the file may be uploaded. The extension decides the
 * type; a declared MIME type that is not an image is refused too (a renamed document).
 */
export function checkCertImage(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const typeOk =
    (CERT_IMAGE_TYPES as readonly string[]).includes(extension) && (!file.type || file.type.startsWith('image/'));
  if (!typeOk) return APPLY_MESSAGES.imageType;
  if (file.size > CERT_IMAGE_MAX_BYTES) return APPLY_MESSAGES.imageSize;
  return null;
}
