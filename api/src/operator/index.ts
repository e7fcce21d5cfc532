export { approveDoctor, rejectDoctor, listApplications, type Application } from '../certification/review';
export { createInvitation, INVITE_ROLES, type NewInvitation, type CreatedInvitation } from '../account/invites/repo';
export { ORDER_VERBS, runOrderVerb, type OrderVerb } from './orders';
export { reconcile, type Discrepancy } from './reconcile';
