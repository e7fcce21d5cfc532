export { approveDoctor, rejectDoctor, listApplications, type Application } from './doctors';
export { createInvitation, INVITE_ROLES, type NewInvitation, type CreatedInvitation } from '../invites/repo';
export { ORDER_VERBS, runOrderVerb, type OrderVerb } from './orders';
export { reconcile, type Discrepancy } from '../cashier/reconcile';
