import type { Patient } from '@tcm/shared/contract';
import { patientProblem } from '@tcm/shared/patients';
import { one, type Db, type Queryable } from '../platform/db';
import { bucketCounts } from '../platform/db/listCounts';
import { pageAndTotal } from '../platform/db/paging';
import { fail } from '../platform/http/errors';
import type { AbuseLimits, CreationCap } from '../platform/limits';
import { todayYmd } from './dates';
import { lunarBirthdayOf } from './lunar';
import { CLINIC_MSG } from './messages';

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
  return row ?? fail(CLINIC_MSG.patientNotFound);
}

const escapeLike = (keyword: string) => keyword.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Patient `p` of the owner bound as `owner` has the keyword bound as `kw` in its name (any case) or
 * phone: one GIN lookup of the owner-prefixed pieces of migration 018, then the exact substring on
 * those rows. The owner is the parameter, not p.user_id, so that the index can serve it.
 */
export const patientKeywordSql = (kw: string, owner = '$1', p = 'p') =>
  `(${p}.search_grams @> patient_keyword_grams(${owner}, ${kw}) AND strpos(${p}.search_text, lower(${kw})) > 0)`;

const PATIENT_FIELDS = ['patient_id', 'user_id', 'name', 'sex', 'phone_no', 'birthday', 'lunar_birthday', 'live_area', 'birth_area', 'deleted_at'] as const;

/** A joined patient's columns in a list's rows, prefixed p_ (read back with patientRowOf). */
export const patientColumnsSql = (p = 'p') => PATIENT_FIELDS.map((f) => `${p}.${f} AS p_${f}`).join(', ');

export type PatientColumns = { [K in (typeof PATIENT_FIELDS)[number] as `p_${K}`]: PatientRow[K] };

export const patientRowOf = (r: PatientColumns): PatientRow => Object.fromEntries(PATIENT_FIELDS.map((f) => [f, r[`p_${f}`]])) as unknown as PatientRow;

/** The columns of PatientRow (a list's rows leave the search columns in the database). */
export const PATIENT_COLUMNS = PATIENT_FIELDS.join(', ');

/**
 * My kept patients, newest first (spec 2 §2): a keyword is part of the name or phone, or the start
 * of the solar birthday (1987, 1987-07, 1987-07-30). The page is chosen from the owner's index
 * alone; the total of an unfiltered list is the counters' (db/listCounts.ts), of a search the
 * search's rows. Page and total are read at once.
 */
export async function listPatients(q: Queryable, userId: number, opts: { search?: string; limit: number; offset: number }) {
  const params: unknown[] = [userId];
  let where = 'p.user_id = $1 AND p.deleted_at IS NULL';
  if (opts.search) {
    params.push(opts.search, `${escapeLike(opts.search)}%`);
    where += ` AND (${patientKeywordSql('$2')} OR p.birthday LIKE $3)`;
  }
  const [rows, total] = await pageAndTotal(
    opts,
    (w) =>
      q.query<PatientRow>(
        `WITH page AS (SELECT p.patient_id FROM patients p WHERE ${where} ORDER BY p.patient_id ${w.order} LIMIT ${w.limit} OFFSET ${w.offset})
       SELECT ${PATIENT_COLUMNS} FROM page JOIN patients p USING (patient_id) ORDER BY p.patient_id DESC`,
        params,
      ),
    () =>
      opts.search
        ? q.query<{ n: number }>(`SELECT count(*)::int AS n FROM patients p WHERE ${where}`, params).then((r) => r[0].n)
        : bucketCounts(q, userId, 'patients').then((c) => c.get('kept') ?? 0),
  );
  return { rows: rows.map(toPatient), total };
}

/** POST /patient/v1 as the input layer read it: no patientId (or 0) for a new patient. */
export interface PatientForm {
  patientId?: number;
  name: string;
  sex?: number;
  phoneNo: string;
  birthday: string;
  liveArea: string;
  birthArea: string;
}

/**
 * The patient rules of spec 2 §5, the dialog's own (@tcm/shared/patients); sex defaults to 1. The
 * lunar birthday is computed here.
 */
function validatePatient(b: PatientForm, now: Date): PatientFields {
  const problem = patientProblem(b, todayYmd(now));
  if (problem) fail(problem.message);
  return {
    name: b.name,
    sex: (b.sex ?? 1) as 0 | 1,
    phoneNo: b.phoneNo,
    birthday: b.birthday,
    liveArea: b.liveArea,
    birthArea: b.birthArea,
    lunarBirthday: lunarBirthdayOf(b.birthday),
  };
}

/** Create (no patientId) or update (patientId of one of my patients, not deleted): the rules first. */
export async function savePatient(db: Db, limits: AbuseLimits, userId: number, form: PatientForm, now: Date): Promise<{ created: boolean; patient: Patient }> {
  const p = validatePatient(form, now);
  if (form.patientId) {
    await ownedPatient(db, userId, form.patientId);
    return { created: false, patient: toPatient(await updatePatient(db, userId, form.patientId, p, now)) };
  }
  return { created: true, patient: toPatient(await createPatient(db, limits, userId, p, now)) };
}

/** A patient's fields as checked (validatePatient: spec 2 §5), the lunar birthday computed. */
export interface PatientFields {
  name: string;
  sex: 0 | 1;
  phoneNo: string;
  birthday: string;
  lunarBirthday: string;
  liveArea: string;
  birthArea: string;
}

/** A doctor's live patients are capped in total and per hour (platform/limits: accountCreation). */
const PATIENTS_CAP: CreationCap = {
  table: 'patients',
  live: 'AND deleted_at IS NULL',
  cap: 'patientsPerUser',
  perHour: 'patientsPerUserPerHour',
  capped: CLINIC_MSG.patientsCapped,
  tooFast: CLINIC_MSG.patientsTooFast,
};

/** A new patient of mine, within the account's caps (2,000 patients, 200 an hour by default), checked under its lock. */
export async function createPatient(db: Db, limits: AbuseLimits, userId: number, p: PatientFields, now: Date): Promise<PatientRow> {
  return db.transaction(async (tx) => {
    await limits.accountCreation(tx, PATIENTS_CAP, userId, now);
    const [inserted] = await tx.query<PatientRow>(
      `INSERT INTO patients (user_id, name, sex, phone_no, birthday, lunar_birthday, live_area, birth_area, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING *`,
      [userId, p.name, p.sex, p.phoneNo, p.birthday, p.lunarBirthday, p.liveArea, p.birthArea, now],
    );
    return inserted;
  });
}

/** One of my patients (not deleted) with new fields; another's or a deleted one answers 患者不存在或已删除. */
export async function updatePatient(q: Queryable, userId: number, patientId: number, p: PatientFields, now: Date): Promise<PatientRow> {
  const [row] = await q.query<PatientRow>(
    `UPDATE patients SET name = $3, sex = $4, phone_no = $5, birthday = $6, lunar_birthday = $7, live_area = $8, birth_area = $9, updated_at = $10
      WHERE patient_id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING *`,
    [patientId, userId, p.name, p.sex, p.phoneNo, p.birthday, p.lunarBirthday, p.liveArea, p.birthArea, now],
  );
  return row ?? fail(CLINIC_MSG.patientNotFound);
}

/** Soft delete (deleted_at): the patient leaves the list and the picker; their visit records stay readable. */
export async function deletePatient(q: Queryable, userId: number, patientId: number | undefined, now: Date): Promise<void> {
  if (patientId === undefined) return fail(CLINIC_MSG.patientNotFound);
  const rows = await q.query('UPDATE patients SET deleted_at = $3 WHERE patient_id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING patient_id', [
    patientId,
    userId,
    now,
  ]);
  if (rows.length === 0) fail(CLINIC_MSG.patientNotFound);
}
