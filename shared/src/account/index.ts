// The account rules (spec 1 §5.1–5.3) written once, for mf-account's forms and the API's account
// calls; the address book's are `@tcm/shared/account/address` (it needs the region table).
export * from './fieldProblem';
export * from './credentials';
