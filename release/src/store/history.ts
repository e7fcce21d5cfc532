/** The append-only change log of an environment: one JSON line per promote or rollback. */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppName, EnvName } from '../apps';
import { StoreLayout } from './layout';
import { currentUser } from './who';

export type HistoryVerb = 'promote' | 'rollback' | 'canary' | 'canary-share' | 'promote-canary' | 'abort-canary';

export interface HistoryEntry {
  when: string;
  who: string;
  verb: HistoryVerb;
  env: EnvName;
  app: AppName;
  from: string | null;
  to: string;
  /** Canary verbs: the share after the change. */
  percent?: number;
  /** Why (the watcher's verdict, an operator's note). */
  reason?: string;
}

/** `who` defaults to the OS user (DEPLOY_USER); the API and the watcher name themselves; `when` to now. */
export function appendHistory(store: StoreLayout, entry: Omit<HistoryEntry, 'when' | 'who'> & { who?: string; when?: string }): HistoryEntry {
  const full: HistoryEntry = { ...entry, when: entry.when ?? new Date().toISOString(), who: entry.who ?? currentUser() };
  const file = store.historyFile(entry.env);
  mkdirSync(path.dirname(file), { recursive: true });
  // One write call per line with O_APPEND: concurrent writers never interleave within a line.
  appendFileSync(file, `${JSON.stringify(full)}\n`);
  return full;
}

export function readHistory(store: StoreLayout, env: EnvName): HistoryEntry[] {
  const file = store.historyFile(env);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as HistoryEntry);
}
