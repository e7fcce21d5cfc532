export * from './safePath';
export * from './addressSelection';
export { positiveIntParam } from './queryParams';
