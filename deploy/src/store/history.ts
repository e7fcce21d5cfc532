/** The append-only change log of an environment: one JSON line per promote or rollback. */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppName, EnvName } from '../apps';
import { StoreLayout } from './layout';
import { currentUser } from './who';

export interface HistoryEntry {
  when: string;
  who: string;
  verb: 'promote' | 'rollback';
  env: EnvName;
  app: AppName;
  from: string | null;
  to: string;
}

export function appendHistory(store: StoreLayout, entry: Omit<HistoryEntry, 'when' | 'who'>): HistoryEntry {
  const full: HistoryEntry = { when: new Date().toISOString(), who: currentUser(), ...entry };
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
