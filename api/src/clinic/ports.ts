import type { Doctor } from '@tcm/shared/contract';
import type { Queryable } from '../platform/db';
import { port } from '../platform/ports';

/** What the clinic asks of the account and the certification: who may prescribe, and whose name signs a sheet. */
export interface Prescribers {
  /** The user's roles and doctor record, read afresh at every call (the prescribing rules of @tcm/shared/rules read them). */
  rightsOf(q: Queryable, userId: number): Promise<{ roles: string[]; doctor: Doctor | null }>;
  /** The name a prescription sheet signs with: the certified doctor's, else the account's ('' for none). */
  signatureName(q: Queryable, userId: number): Promise<string>;
}

export const prescribers = port<Prescribers>('clinic', 'prescribers');
