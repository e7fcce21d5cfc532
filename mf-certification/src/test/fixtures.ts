import type { UserInfo } from '@tcm/shared';

/** The doctor record as the API answers it (the builder every app's tests share). */
export { doctorRecord as makeDoctor } from '@tcm/shared/testing/fixtures';

export function makeUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    user: { userId: 8, userName: '普通用户演示', phonenumber: '13800000008' },
    roles: ['common'],
    doctor: null,
    inheritor: 'N',
    prescription: 'N',
    ...overrides,
  };
}
