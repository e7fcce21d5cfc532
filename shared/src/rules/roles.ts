import type { Doctor, UserInfo } from '../contract';

/** Labels of spec 1 §6, in priority order when a user holds several roles. */
export const ROLE_LABELS: ReadonlyArray<[string, string]> = [
  ['superadmin', '超级管理员'],
  ['admin', '管理员'],
  ['level1', '一级代理'],
  ['level2', '二级代理'],
  ['hospital_admin', '医院管理员'],
];

export const CERTIFIED_DOCTOR_LABEL = '认证医生';
export const COMMON_USER_LABEL = '普通用户';

type Who = Pick<UserInfo, 'roles' | 'doctor'> | null | undefined;

const has = (who: Who, role: string) => !!who?.roles?.includes(role);

export function isCertifiedDoctor(who: Who): boolean {
  return has(who, 'doctor') && String(who?.doctor?.status) === '0';
}

/** The role label shown in the avatar dropdown. */
export function roleLabel(who: Who): string {
  for (const [role, label] of ROLE_LABELS) if (has(who, role)) return label;
  if (isCertifiedDoctor(who)) return CERTIFIED_DOCTOR_LABEL;
  return COMMON_USER_LABEL;
}

export type AvatarGroup = 'admin' | 'agent' | 'hospital' | 'doctor' | 'common';

/** Which avatar picture a user gets: one per role group. */
export function avatarGroup(who: Who): AvatarGroup {
  if (has(who, 'superadmin') || has(who, 'admin')) return 'admin';
  if (has(who, 'level1') || has(who, 'level2')) return 'agent';
  if (has(who, 'hospital_admin')) return 'hospital';
  if (isCertifiedDoctor(who)) return 'doctor';
  return 'common';
}

/** Everyone but an ordinary user: they see the back-office menu item. */
export function isNonCommonUser(who: Who): boolean {
  return roleLabel(who) !== COMMON_USER_LABEL;
}

/**
 * Prescribing right, reading A (spec 1 §6): certified doctor, admin, superadmin, level1, level2.
 * hospital_admin is deliberately absent. Applies to the home service grid's prescription,
 * custom tea and six-qi entries, and is what the API grants the prescription flag from.
 */
export function hasServiceEntryRight(who: Who): boolean {
  return isCertifiedDoctor(who) || has(who, 'admin') || has(who, 'superadmin') || has(who, 'level1') || has(who, 'level2');
}

/**
 * Prescribing right, reading B (spec 2 §6): admin, superadmin, or doctor with status '0'.
 * Agents are not named. Applies where the clinic starts a prescription (patient list 去开方,
 * the prescription start screen).
 */
export function hasPrescriptionStartRight(who: Who): boolean {
  return has(who, 'admin') || has(who, 'superadmin') || isCertifiedDoctor(who);
}

export const NO_PRESCRIBING_RIGHT = '没有开方权限';

/** The apply menu entry (spec 1 §2.2): /apply with no doctor record or status 3, else /applying. */
export function applyMenuTarget(doctor: Doctor | null | undefined): '/apply' | '/applying' {
  if (!doctor || String(doctor.status) === '3') return '/apply';
  return '/applying';
}

/**
 * The operator role of release operations (/ops, issue 23): admin and superadmin. The API checks
 * the same rule on every /api/ops call; the page only hides what the API would refuse.
 */
export function hasOpsRight(who: Who): boolean {
  return has(who, 'admin') || has(who, 'superadmin');
}

/** Personal info appears only for users with a doctor record. */
export function hasDoctorRecord(who: Who): boolean {
  return !!who?.doctor;
}

export function isInheritor(info: Pick<UserInfo, 'inheritor'> | null | undefined): boolean {
  return info?.inheritor === 'Y';
}
