/**
 * @tcm/release — release safety as one module: the release store and its verbs (publish, promote,
 * canary, rollback, history), the real-user telemetry the shell sends (what it may name, how it is
 * kept), the statistics that judge a canary and the watcher that acts on them, and the ReleaseOps the
 * API's /ops calls run. The API, the portal server and the CLI import it through this entry only.
 */

// Apps, environments, the operator's errors.
export * from './apps';

// The release store: releases, pointers, the verbs and their checks, history.
export * from './store/layout';
export * from './store/release';
export * from './store/publish';
export * from './store/pointer';
export * from './store/checks';
export * from './store/promote';
export * from './store/canary';
export * from './store/history';
export * from './store/prune';
export * from './store/derive';
export * from './store/atomicFile';
export * from './store/precompress';
export * from './store/who';

// Telemetry: the wire batch, what may be named, how it is kept, the evidence, the series /ops draws.
export * from './telemetry/wire';
export * from './telemetry/catalog';
export * from './telemetry/ingest';
export * from './telemetry/store';
export * from './telemetry/evidence';
export * from './telemetry/series';
export * from './telemetry/histogram';

// Judgement and the watcher.
export * from './telemetry/verdict';
export * from './watch/watcher';

// What the API's /ops runs on.
export * from './ops';

export type { Db, Queryable } from './sql';
export { DAY, HOUR, MINUTE, SECOND, type Clock } from './time';
