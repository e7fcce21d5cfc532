import type { Queryable } from '../platform/db';
import { port } from '../platform/ports';

/** What the doctor certification asks of the account: an applicant or a certified doctor holds the doctor role. */
export interface AccountRoles {
  addRole(q: Queryable, userId: number, role: string): Promise<void>;
}

export const roles = port<AccountRoles>('certification', 'roles');
