import type { Doctor } from '@tcm/shared/contract';
import type { Queryable } from '../platform/db';
import { port } from '../platform/ports';

/** What the account asks of the doctor certification: the doctor records its invitations and the account call touch. */
export interface DoctorRecords {
  /** The user's doctor record as GET /getInfo answers it, or null. */
  doctorOf(q: Queryable, userId: number): Promise<Doctor | null>;
  /** A doctor invitation was made: its record, awaiting the invitee. */
  invited(q: Queryable, inv: { inviteId: string; name: string; phone: string }, now: Date): Promise<void>;
  /** The invitee confirmed a doctor invitation (inside the confirmation's transaction). */
  inviteAccepted(tx: Queryable, inv: { inviteId: string; name: string; phone: string }, userId: number, now: Date): Promise<void>;
}

export const doctors = port<DoctorRecords>('account', 'doctors');
