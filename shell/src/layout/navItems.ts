import { applyMenuTarget, type UserInfo } from '@tcm/shared/core';

export interface NavItem {
  key: string;
  label: string;
  to: string;
}

/** The horizontal menu (spec 1 §2.2), plus the doctor-certification entry for a logged-in user. */
export function navItems(userInfo: UserInfo | null): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', label: '首页', to: '/' },
    { key: 'product', label: '企业文化', to: '/Product' },
    { key: 'class', label: '学习馆', to: '/Class' },
    { key: 'news', label: '新闻资讯', to: '/News' },
    { key: 'about', label: '关于我们', to: '/About' },
    { key: 'partner', label: '合作伙伴', to: '/Partner' },
  ];
  if (userInfo) items.push({ key: 'apply', label: '医生认证', to: applyMenuTarget(userInfo.doctor) });
  return items;
}

/** Which menu entry a path belongs to (both /apply and /applying light up 医生认证). */
export function selectedNavKey(pathname: string, items: NavItem[]): string | undefined {
  if (pathname === '/apply' || pathname === '/applying') return 'apply';
  return items.find((i) => i.to === pathname)?.key;
}
