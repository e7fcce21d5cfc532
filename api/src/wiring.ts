import { doctors as accountDoctors } from './account/ports';
import { addRole, findUserById, rolesOf } from './account/users';
import { claimInvitedRecord, doctorOf, openInvitedRecord, signatureName } from './certification/doctors';
import { roles as certificationRoles } from './certification/ports';
import { prescribers as clinicPrescribers } from './clinic/ports';
import { operators as releaseOperators } from './release/ports';

/**
 * The composition root's one job besides building the app: each domain's ports (what it asks of
 * the others, declared in its ports.ts) connected to the domain that answers. Domains never import
 * each other's files; this is the one place that knows who serves whom. Idempotent: every app, CLI
 * and test connects the same functions.
 */
export function connectDomains(): void {
  accountDoctors.connect({ doctorOf, invited: openInvitedRecord, inviteAccepted: claimInvitedRecord });
  certificationRoles.connect({ addRole });
  clinicPrescribers.connect({
    rightsOf: async (q, userId) => ({ roles: await rolesOf(q, userId), doctor: await doctorOf(q, userId) }),
    signatureName,
  });
  releaseOperators.connect({ rolesOf, phoneOf: async (q, userId) => (await findUserById(q, userId))?.phone });
}
