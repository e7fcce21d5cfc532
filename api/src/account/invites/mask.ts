/**
 * What the invitation page may show before the invitee has proved anything: anyone holding the
 * link reads it, so only enough for the invitee to recognise the invitation.
 */

/** 13900000001 → 139****0001 (first 3 and last 4 digits; anything shorter than 8 is all stars). */
export function maskPhone(phone: string): string {
  const chars = [...phone];
  if (chars.length < 8) return '*'.repeat(chars.length);
  return `${chars.slice(0, 3).join('')}${'*'.repeat(chars.length - 7)}${chars.slice(-4).join('')}`;
}

/** 王叔和 → 王*和, 王医 → 王*, 欧阳修明 → 欧**明, 王 → *: the first and (from 3 characters) the last. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '*'.repeat(chars.length);
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
