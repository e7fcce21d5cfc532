import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import type { Tx } from '../platform/db';
import { insertInvitation, type NewInvitation } from '../account/invites/repo';

/**
 * Readable ids so the README, demos and e2e tests can open /Invite?inviteId=… directly. Only these
 * seeds are readable: every invitation created afterwards (operator CLI, back office) gets a random
 * id (invites/repo.ts newInviteId), so no link can be found by counting.
 */
export const SEED_INVITATIONS: (NewInvitation & { inviteId: string })[] = [
  {
    inviteId: 'INV-DOCTOR-001',
    inviteName: '王叔和',
    phone: '13900000001',
    role: 'doctor',
    sponsor: DEMO_ACCOUNTS.doctor.userName,
    deptName: '岐黄中医馆',
  },
  {
    inviteId: 'INV-DOCTOR-002',
    inviteName: '孙思邈',
    phone: '13900000003',
    role: 'doctor',
    sponsor: DEMO_ACCOUNTS.admin.userName,
    deptName: '岐黄中医馆',
  },
  {
    inviteId: 'INV-AGENT-001',
    inviteName: '周代理',
    phone: '13900000002',
    role: 'level1',
    sponsor: DEMO_ACCOUNTS.admin.userName,
    deptName: '华东区域运营中心',
  },
];

export async function seedInvitations(tx: Tx, now: Date): Promise<void> {
  for (const { inviteId, ...inv } of SEED_INVITATIONS) await insertInvitation(tx, inv, inviteId, now);
}
