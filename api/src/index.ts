/**
 * @tcm/api — the reference API as the other packages use it: the portal server (deploy/) builds it
 * from the environment, the bench and the build run it in process. Entries (package.json
 * "exports"): this one, "./db" (the database the deploy CLI and its tests open), "./operator" (the
 * back office's verbs) and "./granules" (the herb granule table the e2e journeys check against).
 */
export { assertSandboxAllowed, buildApp, ConfigError, configured, SANDBOX_BACK_OFFICE, type ApiOptions } from './app';
export { DEFAULT_LIMITS, limitsFromEnv, parseTrustProxy, resolveLimits, type Limits } from './platform/limits';
export { newOperatorToken } from './platform/http/operatorBoundary';
export { storageFromEnv, type StorageConfig } from './platform/storage';
export { sweepOnce, type SweepCounts } from './sweep';
export { SandboxAdapay } from './cashier/provider';
