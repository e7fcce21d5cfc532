import type { OpsApp, OpsHistoryEntry } from '@tcm/shared/contract';

/** One published release as telemetry may name it: its app, version and route patterns. */
export interface CatalogEntry {
  app: string;
  version: string;
  routes: string[];
}

/** The watcher's settings as /ops shows them and judges a running canary by. */
export interface WatchPolicy {
  windowMinutes: number;
  minViews: number;
  minSources: number;
  promoteAfterMinutes: number | null;
}

/**
 * The release store as the API sees it: what /ops reads and the operator verbs its buttons run.
 * The API does not know where releases live; the process that serves them (the portal server,
 * deploy/src/server/releaseOps.ts) hands an implementation to buildApp. Without one the ops
 * calls answer that no release store is connected, and telemetry knows no release (every item is
 * counted as unknown). A verb refused by the store (checks, no canary…) throws an Error whose
 * message is the operator's sentence.
 */
export interface ReleaseOps {
  env: string;
  apps(): Promise<OpsApp[]>;
  /** Newest first. */
  history(limit: number): Promise<OpsHistoryEntry[]>;
  /** Every published release with its route patterns: what telemetry may name (catalog.ts). */
  catalog?(): Promise<CatalogEntry[]>;
  canary(app: string, version: string, percent: number, who: string): Promise<void>;
  share(app: string, percent: number, who: string): Promise<void>;
  promoteCanary(app: string, who: string): Promise<void>;
  abortCanary(app: string, who: string): Promise<void>;
  rollback(app: string, who: string): Promise<void>;
  /** The watcher's settings, when one runs beside this API (or beside the store it acts on). */
  watch?: WatchPolicy | null;
}
