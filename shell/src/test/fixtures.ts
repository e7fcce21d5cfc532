import { sessionStore, userInfoAtom, type Doctor, type DoctorStatus, type UserInfo } from '@tcm/shared/core';

/** Test data and session helpers for the shell's tests. */
export function doctor(status: DoctorStatus): Doctor {
  return {
    doctorName: '张医生',
    doctorSex: '1',
    doctorPhonNo: '13800000000',
    doctorCertNo: 'C-1',
    doctorCertImageUrl: '/uploads/c.png',
    status,
  };
}

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
