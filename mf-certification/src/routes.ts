import type { RemoteRoute } from '@tcm/shared/routes';

export const routes: RemoteRoute[] = [
  { path: '/apply', title: '医生认证', access: 'login', layout: 'main', load: () => import('./pages/Probe') },
];

export default routes;
