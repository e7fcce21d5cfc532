import type { RouteAccess } from '@tcm/shared/core';
import type { ComponentType } from 'react';
import { withArco } from '../arco/withArco';
import { COMPANY } from '../config/company';
import type { ShellPath } from './shellPaths';

export interface ShellRoute {
  path: ShellPath;
  title: string;
  access: RouteAccess;
  /**
   * The page, in a chunk of its own (named for boot-assets.json): its code and stylesheet come
   * with it, so a remote page carries neither. A prerendered page's chunk is linked from its HTML.
   * Every page but the home page shows Arco, so comes inside its configuration (withArco); the home
   * page holds no Arco at all (issue 9).
   */
  page: () => Promise<ComponentType>;
}

/**
 * The shell's own pages, inside the main layout and built with the shell so the first page never
 * waits for a remote. Every other route comes from the pointer file.
 *
 * Access follows spec 1 §6 (the public list names home, product, about, class, news, partner and
 * protocol) and spec 3 §2.1 (main-layout routes need a token unless marked public): /AboutUsers is
 * on neither list, so it needs a login like the other unlisted pages.
 */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  {
    path: '/',
    title: COMPANY.homeTitle,
    access: 'public',
    page: () => import(/* webpackChunkName: "page-index" */ '../pages/home/HomePage').then((m) => m.HomePage),
  },
  {
    path: '/Product',
    title: '企业文化',
    access: 'public',
    page: () => withArco(import(/* webpackChunkName: "page-Product" */ '../pages/ProductPage').then((m) => m.ProductPage)),
  },
  {
    path: '/Class',
    title: '学习馆',
    access: 'public',
    page: () => withArco(import(/* webpackChunkName: "page-Class" */ '../pages/ClassPage').then((m) => m.ClassPage)),
  },
  {
    path: '/News',
    title: '新闻资讯',
    access: 'public',
    page: () => withArco(import(/* webpackChunkName: "page-News" */ '../pages/NewsPage').then((m) => m.NewsPage)),
  },
  {
    path: '/About',
    title: '关于我们',
    access: 'public',
    page: () => withArco(import(/* webpackChunkName: "page-About" */ '../pages/AboutPage').then((m) => m.AboutPage)),
  },
  {
    path: '/Partner',
    title: '合作伙伴',
    access: 'public',
    page: () => withArco(import(/* webpackChunkName: "page-Partner" */ '../pages/PartnerPage').then((m) => m.PartnerPage)),
  },
  {
    path: '/protocol',
    title: '隐私协议',
    access: 'public',
    page: () => withArco(import(/* webpackChunkName: "page-protocol" */ '../pages/ProtocolPage').then((m) => m.ProtocolPage)),
  },
  // Release operations (issue 23): admin and superadmin; the page says so to others and the API refuses them.
  {
    path: '/ops',
    title: '发布运维',
    access: 'login',
    page: () => withArco(import(/* webpackChunkName: "page-ops" */ '../pages/ops/OpsPage').then((m) => m.OpsPage)),
  },
  {
    path: '/AboutUsers',
    title: '用户须知',
    access: 'login',
    page: () => withArco(import(/* webpackChunkName: "page-AboutUsers" */ '../pages/AboutUsersPage').then((m) => m.AboutUsersPage)),
  },
];
