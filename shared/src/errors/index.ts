export * from './messages';
export * from './fieldOfMessage';
