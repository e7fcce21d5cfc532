import type { Patient } from '@tcm/shared/contract';
import { one, type Queryable } from '../db';
import { bucketCounts } from '../db/listCounts';
import { fail } from '../http/errors';
import { MSG } from '../messages';

export interface PatientRow {
  patient_id: number;
  user_id: number;
  name: string;
  sex: number;
  phone_no: string;
  birthday: string;
  lunar_birthday: string;
  live_area: string;
  birth_area: string;
  deleted_at: Date | null;
}

export function toPatient(r: PatientRow): Patient {
  return {
    patientId: r.patient_id,
    name: r.name,
    sex: r.sex === 0 ? '0' : '1',
    phoneNo: r.phone_no,
    birthday: r.birthday,
    lunarBirthday: r.lunar_birthday,
    liveArea: r.live_area,
    birthArea: r.birth_area,
  };
}

/**
 * One patient of this user. Another user's patient and a missing one get the same answer, so ids
 * tell nobody what exists. A deleted patient is found only when asked for (their visit records
 * stay readable); it can no longer be edited or get a new consultation.
 */
export async function ownedPatient(q: Queryable, userId: number, patientId: number, opts: { deleted?: boolean; lock?: boolean } = {}): Promise<PatientRow> {
  const row = await one<PatientRow>(
    q,
    `SELECT * FROM patients WHERE patient_id = $1 AND user_id = $2 ${opts.deleted ? '' : 'AND deleted_at IS NULL'} ${opts.lock ? 'FOR UPDATE' : ''}`,
    [patientId, userId],
  );
  return row ?? fail(MSG.patientNotFound);
}

const escapeLike = (keyword: string) => keyword.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * My kept patients, newest first (spec 2 §2): a keyword is part of the name or phone, or the start
 * of the solar birthday (1987, 1987-07, 1987-07-30). The page is chosen from the owner's index
 * alone (it holds name, phone and birthday); the total of an unfiltered list is the counters'
 * (db/listCounts.ts), of a search the search's rows.
 */
export async function listPatients(q: Queryable, userId: number, opts: { search?: string; limit: number; offset: number }) {
  const params: unknown[] = [userId];
  let where = 'p.user_id = $1 AND p.deleted_at IS NULL';
  if (opts.search) {
    params.push(`%${escapeLike(opts.search)}%`, `${escapeLike(opts.search)}%`);
    where += ` AND (p.name ILIKE $2 OR p.phone_no LIKE $2 OR p.birthday LIKE $3)`;
  }
  const rows = await q.query<PatientRow>(
    `WITH page AS (SELECT p.patient_id FROM patients p WHERE ${where} ORDER BY p.patient_id DESC LIMIT ${opts.limit} OFFSET ${opts.offset})
     SELECT p.* FROM page JOIN patients p USING (patient_id) ORDER BY p.patient_id DESC`,
    params,
  );
  const total = opts.search
    ? (await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM patients p WHERE ${where}`, params))[0]!.n
    : ((await bucketCounts(q, userId, 'patients')).get('kept') ?? 0);
  return { rows: rows.map(toPatient), total };
}
