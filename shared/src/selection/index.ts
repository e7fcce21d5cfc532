export * from './safePath';
export * from './addressSelection';
