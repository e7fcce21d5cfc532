// The clinic's model shared by mf-clinic, mf-commerce and the API: the questionnaire, herb safety
// (十八反, 十九畏, pregnancy), each herb's daily dose range (药典 2020) and the payment-channel rules.
// Kept apart from the root entry so pages that never prescribe do not download it; the rest of the
// herb table (categories, prices) lives in the API.
export * from './questionnaire';
export * from './pregnancy';
export * from './validateInquiry';
export * from './vitals';
export * from './herbSafety';
export * from './herbDoses';
export * from './payment';
export * from './services';
export * from './prescriptionStart';
export * from './selfComposed';
export * from './visitMessages';
