export * from './phone';
export * from './idNumber';
