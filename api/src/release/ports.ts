import type { Queryable } from '../platform/db';
import { port } from '../platform/ports';

/** What the release operations ask of the account: who may operate (admin, superadmin) and the name a change is recorded under. */
export interface Operators {
  rolesOf(q: Queryable, userId: number): Promise<string[]>;
  /** The account's phone, or undefined when the account is gone. */
  phoneOf(q: Queryable, userId: number): Promise<string | undefined>;
}

export const operators = port<Operators>('release', 'operators');
