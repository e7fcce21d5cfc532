export * from './SmsButton';
export * from './Pager';
export * from './FeatureUnavailable';
export * from './StatusResult';
export * from './StatusTag';
