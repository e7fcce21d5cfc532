export * from './SmsButton';
export * from './Pager';
export * from './FeatureUnavailable';
