/** The id users see: DO and eight digits. */
export const publicOrderId = (pk: number) => `DO${String(pk).padStart(8, '0')}`;

/** The row's key of a DO… id, or null when it is none. */
export function orderPk(id: string): number | null {
  const m = /^DO(\d{1,9})$/i.exec(id.trim());
  const n = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
