import { md5 } from 'js-md5';

/** The hashed phone sent beside the plain phone (the API recomputes and compares it). */
export function phoneMd5(phone: string): string {
  return md5(String(phone).trim());
}
