import crypto from 'node:crypto';

export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
export const randomHex = (bytes = 16) => crypto.randomBytes(bytes).toString('hex');
export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
/** A numeric code of `digits` digits, uniformly drawn (leading zeros kept). */
export const randomDigits = (digits: number) => String(crypto.randomInt(0, 10 ** digits)).padStart(digits, '0');
