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

/**
 * The shell's own pages: public, inside the main layout, bundled with the shell so the first page
 * never waits for a remote. Every other route comes from the pointer file.
 */
export const SHELL_ROUTES: readonly { path: string; title: string; Component: ComponentType }[] = [
  { path: '/', title: COMPANY.homeTitle, Component: HomePage },
  { path: '/Product', title: '企业文化', Component: ProductPage },
  { path: '/Class', title: '学习馆', Component: ClassPage },
  { path: '/News', title: '新闻资讯', Component: NewsPage },
  { path: '/About', title: '关于我们', Component: AboutPage },
  { path: '/Partner', title: '合作伙伴', Component: PartnerPage },
  { path: '/protocol', title: '隐私协议', Component: ProtocolPage },
  { path: '/AboutUsers', title: '用户须知', Component: AboutUsersPage },
];
