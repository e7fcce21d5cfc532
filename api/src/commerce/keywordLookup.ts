import type { Db } from '../platform/db';
import { clinic } from './ports';

/** What a keyword found among a doctor's patients, and the drafts found by recipient's phone alone. */
export interface KeywordPatients {
  /**
   * Their ids as PostgreSQL's array text, bound back as `$n::int[]` unparsed: node-postgres took
   * 6 ms to parse the heavy doctor's 2,500 ids into numbers.
   */
  ids: string;
  /** How many of the doctor's orders, visits and drafts name them (migrations 019 and 020). */
  orders: number;
  visits: number;
  drafts: number;
  /**
   * The doctor's drafts whose recipient's phone holds the keyword while their patient does not,
   * counted up to PHONE_ONLY_CAP (only when asked for: the drafts list without a month).
   */
  phoneOnly?: number;
  /** The keyword version this answer was read at (below). */
  version: string;
  /**
   * The drafts' total walked for a keyword in nearly every recipient's phone, kept once a count
   * read at this answer's version (countAtVersion): 60 ms over the heavy doctor's 207k drafts.
   */
  draftsTotal?: number;
}

/**
 * Up to this many drafts found by phone alone are counted through the GIN lookup; from this many on
 * (a keyword in nearly every recipient's phone, such as 1380) the drafts' total walks the doctor's index.
 */
export const PHONE_ONLY_CAP = 1000;

/** The doctor's ($1) drafts `d` whose recipient's phone holds the keyword bound as `kw` (migration 020). */
export const recipientPhoneSql = (kw: string, d = 'd') => `(${d}.phone_grams @> patient_keyword_grams($1, ${kw}) AND strpos(${d}.recipient_phone, ${kw}) > 0)`;

/** The doctor's ($1) keyword version (migration 021): changes only when a lookup's answer may. */
const VERSION_SQL = `(SELECT coalesce(sum(n), 0) FROM (
    SELECT n FROM list_counts WHERE user_id = $1 AND list = 'keyword'
    UNION ALL SELECT delta FROM list_count_deltas WHERE user_id = $1 AND list = 'keyword') c)::text`;

/**
 * A count of the doctor's ($1) rows with the keyword version beside it, in one statement: a count
 * read at the version of a kept answer holds exactly as long as that answer does.
 */
export async function countAtVersion(db: Db, from: string, where: string, params: unknown[]) {
  const [row] = await db.query<{ n: number; version: string }>(`SELECT count(*)::int AS n, ${VERSION_SQL} AS version FROM ${from} WHERE ${where}`, params);
  return row;
}

/**
 * Answers kept per database, newest used last. Bounded in entries and in the ids' text (a doctor
 * with 50,000 patients matching '1' keeps about 350 kB); an answer is small next to that.
 */
const MAX_ENTRIES = 256;
const MAX_ID_CHARS = 8_000_000;
const kept = new WeakMap<Db, { entries: Map<string, KeywordPatients>; chars: number }>();

function cacheOf(db: Db) {
  let cache = kept.get(db);
  if (!cache) kept.set(db, (cache = { entries: new Map(), chars: 0 }));
  return cache;
}

function keep(db: Db, key: string, entry: KeywordPatients) {
  const cache = cacheOf(db);
  forget(db, key);
  if (entry.ids.length > MAX_ID_CHARS / 4) return;
  cache.entries.set(key, entry);
  cache.chars += entry.ids.length;
  for (const [oldest, e] of cache.entries) {
    if (cache.entries.size <= MAX_ENTRIES && cache.chars <= MAX_ID_CHARS) break;
    cache.entries.delete(oldest);
    cache.chars -= e.ids.length;
  }
}

function forget(db: Db, key: string) {
  const cache = cacheOf(db);
  const old = cache.entries.get(key);
  if (!old) return;
  cache.entries.delete(key);
  cache.chars -= old.ids.length;
}

/**
 * One lookup of the keyword among the doctor's patients (one GIN probe of their name and phone
 * pieces, the clinic's patientKeywordSql), with the drafts found by phone alone when asked, and the version it
 * was read at: one statement, so one snapshot.
 */
async function lookUp(db: Db, userId: number, keyword: string, phoneOnly: boolean): Promise<KeywordPatients> {
  const [row] = await db.query<KeywordPatients & { phone_only: number | null }>(
    `SELECT coalesce(array_agg(p2.patient_id), '{}')::text AS ids,
            coalesce(sum(p2.order_count), 0)::int AS orders, coalesce(sum(p2.visit_count), 0)::int AS visits,
            coalesce(sum(p2.draft_count), 0)::int AS drafts,
            ${phoneOnly ? phoneOnlySql() : 'NULL::int'} AS phone_only, ${VERSION_SQL} AS version
       FROM patients p2 WHERE ${clinic().patientKeywordSql('$2', '$1', 'p2')}`,
    // Not prepared: a generic plan re-evaluates patient_keyword_grams($1, $2) on every patient it
    // rechecks (4.2 ms against 2.5 for the heavy doctor's 志强).
    [userId, keyword],
  );
  const { phone_only, ...found } = row;
  return phone_only === null ? found : { ...found, phoneOnly: phone_only };
}

/**
 * Drafts whose recipient's phone holds the keyword while their own patient does not (that patient
 * is not among the keyword's, whose drafts draft_count counts): one probe of the phones' GIN index,
 * then each such draft's patient row, at most PHONE_ONLY_CAP of them.
 */
const phoneOnlySql = () => `(SELECT count(*)::int FROM (
    SELECT 1 FROM delivery_drafts d JOIN patients p ON p.patient_id = d.patient_id
     WHERE d.user_id = $1 AND ${recipientPhoneSql('$2')} AND NOT (p.user_id = $1 AND ${clinic().patientKeywordSql('$2', '$1', 'p')})
     LIMIT ${PHONE_ONLY_CAP}) c)`;

/**
 * Runs a list read with the keyword's patients (or none without a keyword). A doctor paging through
 * one search asks the same lookup again: a kept answer is used at once while the doctor's keyword
 * version is read beside the list's own statements; if the version moved, the answer is looked up
 * again and the list read again with it. So an answer is never older than the call that uses it.
 */
export async function withKeyword<T>(
  db: Db,
  userId: number,
  keyword: string | undefined,
  opts: { phoneOnly: boolean },
  read: (found: KeywordPatients | undefined) => Promise<T>,
): Promise<T> {
  if (!keyword) return read(undefined);
  const key = `${userId}\n${keyword}`;
  const hit = cacheOf(db).entries.get(key);
  if (hit && (!opts.phoneOnly || hit.phoneOnly !== undefined)) {
    const [version, out] = await Promise.all([db.query<{ version: string }>(`SELECT ${VERSION_SQL} AS version`, [userId], { prepare: true }), read(hit)]);
    if (version[0].version === hit.version) {
      keep(db, key, hit); // newest used last
      return out;
    }
  }
  const fresh = await lookUp(db, userId, keyword, opts.phoneOnly || hit?.phoneOnly !== undefined);
  keep(db, key, fresh);
  return read(fresh);
}
