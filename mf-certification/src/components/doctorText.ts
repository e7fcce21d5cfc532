import type { Doctor, DoctorStatus } from '@tcm/shared';

/** The status as a string: the API sends strings, but a number must not break the lookups. */
export function doctorStatus(doctor: Pick<Doctor, 'status'> | null | undefined): DoctorStatus | null {
  if (!doctor || doctor.status === undefined || doctor.status === null) return null;
  return String(doctor.status) as DoctorStatus;
}

/**
 * Hides the middle of an ID number: the region (first 6) and the last 4 stay visible, e.g.
 * 110101********1234, so the doctor can recognise it without the page exposing it in full.
 */
export function maskIdNumber(idNo: string | null | undefined): string {
  const id = (idNo ?? '').trim();
  if (!id) return '';
  if (id.length > 10) return `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}`;
  // Not a real ID length; still never show it whole.
  if (id.length <= 2) return '*'.repeat(id.length);
  return `${id[0]}${'*'.repeat(id.length - 2)}${id[id.length - 1]}`;
}
