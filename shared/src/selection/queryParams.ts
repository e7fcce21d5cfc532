/** A record id from the address bar (?visitRecordId=…): a positive whole number, else null (absent, 0, "1.5", "abc"). */
export function positiveIntParam(text: string | null): number | null {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
}
