export * from './phone';
export * from './idNumber';
export * from './safePath';
