import type { RemoteRoute } from '@tcm/shared/routes';

/**
 * The certification remote's route table (spec 3 §2.1, §2.7). Every page needs a login; the shell's
 * guard checks the token before this code is fetched, and the pages themselves decide what a user
 * in each doctor status may do.
 */
export const routes: RemoteRoute[] = [
  { path: '/apply', title: '医生认证申请', access: 'login', layout: 'main', load: () => import('./pages/Apply') },
  { path: '/applying', title: '认证状态', access: 'login', layout: 'main', load: () => import('./pages/Applying') },
  { path: '/userInfo', title: '个人信息', access: 'login', layout: 'main', load: () => import('./pages/UserInfo') },
];

export default routes;
