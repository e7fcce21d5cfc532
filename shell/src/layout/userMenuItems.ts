import { hasDoctorRecord, hasOpsRight, isNonCommonUser, type UserInfo } from '@tcm/shared/core';

export type UserMenuItem =
  | { key: string; label: string; kind: 'route'; to: string }
  | { key: 'backOffice'; label: string; kind: 'external' }
  | { key: 'logout'; label: string; kind: 'logout' };

/**
 * The avatar dropdown (spec 1 §2.2), in its order, for one user. Beyond the spec, an administrator
 * (admin or superadmin, the role the API checks) finds the release operations page /ops here, after
 * the back office: nothing else in the portal links to it (issue 31).
 */
export function userMenuItems(userInfo: UserInfo): UserMenuItem[] {
  const items: UserMenuItem[] = [];
  if (hasDoctorRecord(userInfo)) items.push({ key: 'userInfo', label: '个人信息', kind: 'route', to: '/userInfo' });
  items.push(
    { key: 'order', label: '我的订单', kind: 'route', to: '/order' },
    { key: 'contact', label: '我的患者', kind: 'route', to: '/Contact' },
    { key: 'address', label: '我的地址', kind: 'route', to: '/address' },
  );
  if (isNonCommonUser(userInfo)) items.push({ key: 'backOffice', label: '后台管理', kind: 'external' });
  if (hasOpsRight(userInfo)) items.push({ key: 'ops', label: '发布运维', kind: 'route', to: '/ops' });
  items.push({ key: 'logout', label: '退出登录', kind: 'logout' });
  return items;
}
