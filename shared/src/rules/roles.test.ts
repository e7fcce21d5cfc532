import type { Doctor, DoctorStatus, UserInfo } from '../contract';
import { applyMenuTarget, avatarGroup, hasPrescriptionStartRight, hasServiceEntryRight, isNonCommonUser, roleLabel } from './roles';

const doctor = (status: DoctorStatus): Doctor => ({
  doctorName: '张医生',
  doctorSex: '1',
  doctorPhonNo: '13800000000',
  doctorCertNo: 'C1',
  doctorCertImageUrl: '/uploads/c.png',
  status,
});
const who = (roles: string[], d: Doctor | null = null): Pick<UserInfo, 'roles' | 'doctor'> => ({ roles, doctor: d });

describe('role label, avatar group and back-office visibility', () => {
  it.each([
    [['superadmin'], '超级管理员', 'admin'],
    [['admin'], '管理员', 'admin'],
    [['level1'], '一级代理', 'agent'],
    [['level2'], '二级代理', 'agent'],
    [['hospital_admin'], '医院管理员', 'hospital'],
    [['common'], '普通用户', 'common'],
    [[], '普通用户', 'common'],
  ])('%j is %s', (roles, label, group) => {
    expect(roleLabel(who(roles))).toBe(label);
    expect(avatarGroup(who(roles))).toBe(group);
    expect(isNonCommonUser(who(roles))).toBe(label !== '普通用户');
  });

  it.each(['0', '1', '2', '3', '4', '5'] as DoctorStatus[])('a doctor with status %s', (status) => {
    const w = who(['doctor'], doctor(status));
    expect(roleLabel(w)).toBe(status === '0' ? '认证医生' : '普通用户');
    expect(avatarGroup(w)).toBe(status === '0' ? 'doctor' : 'common');
    expect(isNonCommonUser(w)).toBe(status === '0');
  });

  it('the highest role wins when a user has several', () => {
    expect(roleLabel(who(['doctor', 'admin'], doctor('0')))).toBe('管理员');
  });
});

describe('prescribing rights, both readings', () => {
  const cases: Array<[string, Pick<UserInfo, 'roles' | 'doctor'>, boolean, boolean]> = [
    ['superadmin', who(['superadmin']), true, true],
    ['admin', who(['admin']), true, true],
    ['level1 agent', who(['level1']), true, false],
    ['level2 agent', who(['level2']), true, false],
    ['hospital admin', who(['hospital_admin']), false, false],
    ['certified doctor', who(['doctor'], doctor('0')), true, true],
    ['disabled doctor', who(['doctor'], doctor('1')), false, false],
    ['invited doctor', who(['doctor'], doctor('2')), false, false],
    ['doctor to upload', who(['doctor'], doctor('3')), false, false],
    ['doctor under review', who(['doctor'], doctor('4')), false, false],
    ['doctor rejected', who(['doctor'], doctor('5')), false, false],
    ['ordinary user', who(['common']), false, false],
  ];
  it.each(cases)('%s: service entry (reading A) %s, prescription start (reading B) %s', (_n, w, a, b) => {
    expect(hasServiceEntryRight(w)).toBe(a);
    expect(hasPrescriptionStartRight(w)).toBe(b);
  });
});

describe('apply menu target', () => {
  it('goes to /apply without a doctor record or with status 3', () => {
    expect(applyMenuTarget(null)).toBe('/apply');
    expect(applyMenuTarget(doctor('3'))).toBe('/apply');
  });
  it.each(['0', '1', '2', '4', '5'] as DoctorStatus[])('goes to /applying with status %s', (s) => {
    expect(applyMenuTarget(doctor(s))).toBe('/applying');
  });
});
