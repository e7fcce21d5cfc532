export * from './SmsButton';
export * from './RegionCascader';
export * from './Pager';
export * from './FeatureUnavailable';
