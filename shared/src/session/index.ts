export * from './token';
export * from './store';
export * from './account';
export * from './navigation';
export { endExpiredSession, handleUnauthorized } from './unauthorized';
export * from './loginPath';
export { announceLogout } from './logoutNotice';
