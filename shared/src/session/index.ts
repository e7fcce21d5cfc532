export * from './token';
export * from './store';
export * from './account';
export * from './navigation';
export { handleUnauthorized } from './unauthorized';
export { announceLogout } from './logoutNotice';
