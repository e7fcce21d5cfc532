import type { RouteAccess } from '@tcm/shared';
import type { ComponentType } from 'react';
import { COMPANY } from '../config/company';
import { AboutPage } from '../pages/AboutPage';
import { AboutUsersPage } from '../pages/AboutUsersPage';
import { ClassPage } from '../pages/ClassPage';
import { HomePage } from '../pages/home/HomePage';
import { NewsPage } from '../pages/NewsPage';
import { PartnerPage } from '../pages/PartnerPage';
import { ProductPage } from '../pages/ProductPage';
import { ProtocolPage } from '../pages/ProtocolPage';

export interface ShellRoute {
  path: string;
  title: string;
  access: RouteAccess;
  Component: ComponentType;
}

/**
 * The shell's own pages, inside the main layout and bundled with the shell so the first page never
 * waits for a remote. Every other route comes from the pointer file.
 *
 * Access follows spec 1 §6 (the public list names home, product, about, class, news, partner and
 * protocol) and spec 3 §2.1 (main-layout routes need a token unless marked public): /AboutUsers is
 * on neither list, so it needs a login like the other unlisted pages.
 */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: '/', title: COMPANY.homeTitle, access: 'public', Component: HomePage },
  { path: '/Product', title: '企业文化', access: 'public', Component: ProductPage },
  { path: '/Class', title: '学习馆', access: 'public', Component: ClassPage },
  { path: '/News', title: '新闻资讯', access: 'public', Component: NewsPage },
  { path: '/About', title: '关于我们', access: 'public', Component: AboutPage },
  { path: '/Partner', title: '合作伙伴', access: 'public', Component: PartnerPage },
  { path: '/protocol', title: '隐私协议', access: 'public', Component: ProtocolPage },
  { path: '/AboutUsers', title: '用户须知', access: 'login', Component: AboutUsersPage },
];
