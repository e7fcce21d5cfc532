export * from './roles';
export * from './guard';
export * from './pager';
