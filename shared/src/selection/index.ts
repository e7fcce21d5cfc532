export * from './addressSelection';
export { positiveIntParam } from './queryParams';
