import type { UserInfo } from '../contract';
import type { RouteAccess } from '../routes/types';
import { loginPath } from '../session/loginPath';

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

/**
 * Route guard of spec 1 §6, decided before any remote code is fetched.
 * `userInfo` is needed only for `prescriber` routes; pass what the session has loaded.
 */
export function guardDecision(
  access: RouteAccess,
  hasToken: boolean,
  userInfo: Pick<UserInfo, 'prescription' | 'doctor'> | null,
  intended?: string,
  /** The token went away during this page's life (it expired): /Login says so. */
  expired = false,
): GuardDecision {
  if (access === 'public') return { allow: true };
  if (!hasToken) return { allow: false, redirect: loginPath({ redirect: intended, expired }) };
  if (access === 'login') return { allow: true };
  return prescriptionEntryDecision(userInfo);
}

/**
 * Opening /addPrescriptionContact: the prescription flag Y, else /apply when there is no doctor
 * record or the status is below 4, else /applying.
 */
export function prescriptionEntryDecision(userInfo: Pick<UserInfo, 'prescription' | 'doctor'> | null): GuardDecision {
  if (userInfo?.prescription === 'Y') return { allow: true };
  const doctor = userInfo?.doctor;
  if (!doctor || Number(doctor.status) < 4) return { allow: false, redirect: '/apply' };
  return { allow: false, redirect: '/applying' };
}
