/**
 * The seeded demo accounts (also listed in the README). The API seeds exactly these; e2e tests and
 * the README refer to them by key. Every one has the password DEMO_PASSWORD unless noted.
 */
export const DEMO_PASSWORD = 'tcm123456';

export const DEMO_ACCOUNTS = {
  superadmin: { phone: '13800000001', userName: '超级管理员演示', roles: ['superadmin'] },
  admin: { phone: '13800000002', userName: '管理员演示', roles: ['admin'] },
  level1: { phone: '13800000003', userName: '一级代理演示', roles: ['level1'] },
  level2: { phone: '13800000004', userName: '二级代理演示', roles: ['level2'] },
  hospitalAdmin: { phone: '13800000005', userName: '医院管理员演示', roles: ['hospital_admin'] },
  /** Certified doctor (status 0) and inheritor (star). */
  doctor: { phone: '13800000006', userName: '李时珍', roles: ['doctor'] },
  /** Doctor application under review (status 4). */
  doctorReviewing: { phone: '13800000007', userName: '审核中医生', roles: ['doctor'] },
  /** Ordinary user without a doctor record. */
  user: { phone: '13800000008', userName: '普通用户演示', roles: ['common'] },
  /** Doctor application rejected (status 5, with a remark): may re-apply. */
  doctorRejected: { phone: '13800000009', userName: '未通过医生', roles: ['doctor'] },
  /** Registered by SMS with no password yet (pwdNotSet 0): SMS login goes to /SetPassword. */
  noPassword: { phone: '13800000010', userName: '未设密码用户', roles: ['common'] },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
