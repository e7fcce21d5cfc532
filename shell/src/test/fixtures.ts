import { sessionStore, userInfoAtom, type Doctor, type DoctorStatus, type UserInfo } from '@tcm/shared/core';
import { doctorRecord } from '@tcm/shared/testing/fixtures';

/** Test data and session helpers for the shell's tests. */
export const doctor = (status: DoctorStatus): Doctor => doctorRecord(status, { doctorName: '张医生' });

export function userInfo(roles: string[], extra: Partial<UserInfo> = {}): UserInfo {
  return {
    user: { userId: 1, userName: '测试用户', phonenumber: '13800000000' },
    roles,
    doctor: null,
    inheritor: 'N',
    prescription: 'N',
    ...extra,
  };
}

/** Logs a user in as far as the shell can tell: token cookie plus loaded account. */
export function logIn(info: UserInfo): void {
  document.cookie = 'Admin-Token=test-token; path=/';
  sessionStore.set(userInfoAtom, info);
}

export function logOut(): void {
  document.cookie = 'Admin-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  sessionStore.set(userInfoAtom, null);
}
