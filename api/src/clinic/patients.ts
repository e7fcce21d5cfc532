import type { Patient } from '@tcm/shared/contract';
import { one, type Queryable } from '../db';
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
