import type { Doctor, DoctorStatus, UserInfo } from '@tcm/shared';

export function makeDoctor(status: DoctorStatus, overrides: Partial<Doctor> = {}): Doctor {
  return {
    doctorName: '张仲景',
    doctorSex: '1',
    doctorPhonNo: '13912345678',
    idNo: '110101199003071233',
    doctorCertNo: 'ZY-2024-0001',
    doctorCertImageUrl: '/uploads/cert-old.png',
    status,
    remark: null,
    ...overrides,
  };
}

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
