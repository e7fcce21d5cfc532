import { doctors as accountDoctors } from './account/ports';
import { addRole, findUserById, rolesOf } from './account/users';
import { amountChanged, closeAwaiting, isProcessing, openPaymentState, processingSql, recordBackOffice, refundCharge } from './cashier/orderPayments';
import { orders as cashierOrders } from './cashier/ports';
import { claimInvitedRecord, doctorOf, openInvitedRecord, signatureName } from './certification/doctors';
import { roles as certificationRoles } from './certification/ports';
import {
  myVisitForDelivery,
  myVisitKind,
  patientById,
  patientOfColumns,
  prescriptionFactsForDelivery,
  prescriptionInfosForDelivery,
  VISIT_COUNT_STATES,
  visitColumnsSql,
  visitForDelivery,
  visitOfColumns,
} from './clinic/forDelivery';
import { kindText, prescriptionTypeOf } from './clinic/general';
import { patientColumnsSql, patientKeywordSql } from './clinic/patients';
import { deliveryOrders as clinicOrders, prescribers as clinicPrescribers } from './clinic/ports';
import { cancelledSql, settledStateSql } from './clinic/visits';
import { lockOrder, moveForPayment, orderByPk, PAYMENT_CLOSE_WORDS, refusal } from './commerce/forPayments';
import { expireIfDue, ownedOrder } from './commerce/orders';
import { clinic as commerceClinic, payments as commercePayments } from './commerce/ports';
import { repriceOpenOrder } from './commerce/reprice';
import { ordersOfVisits } from './commerce/visitOrders';
import { operators as releaseOperators } from './release/ports';

/**
 * The composition root's one job besides building the app: each domain's ports (what it asks of
 * the others, declared in its ports.ts) connected to the domain that answers. Domains never import
 * each other's files; this is the one place that knows who serves whom, and the compiler checks
 * every answer against the question. Idempotent: every app, CLI and test connects the same functions.
 */
export function connectDomains(): void {
  accountDoctors.connect({ doctorOf, invited: openInvitedRecord, inviteAccepted: claimInvitedRecord });
  certificationRoles.connect({ addRole });
  clinicPrescribers.connect({
    rightsOf: async (q, userId) => ({ roles: await rolesOf(q, userId), doctor: await doctorOf(q, userId) }),
    signatureName,
  });
  clinicOrders.connect({ ordersOfVisits, reprice: repriceOpenOrder });
  commerceClinic.connect({
    myVisit: myVisitForDelivery,
    visit: visitForDelivery,
    myVisitKind,
    prescriptionInfos: prescriptionInfosForDelivery,
    prescriptionFacts: prescriptionFactsForDelivery,
    typeOf: prescriptionTypeOf,
    kindText,
    patient: patientById,
    visitColumnsSql,
    visitOfColumns,
    patientColumnsSql: () => patientColumnsSql(),
    patientOfColumns,
    patientKeywordSql,
    settledSql: settledStateSql,
    cancelledSql,
    visitStates: VISIT_COUNT_STATES,
  });
  commercePayments.connect({ openPaymentState, isProcessing, closeAwaiting, amountChanged, refundCharge, recordBackOffice, processingSql });
  cashierOrders.connect({
    owned: (q, userId, orderId) => ownedOrder(q, userId, orderId),
    byPk: orderByPk,
    lock: lockOrder,
    expireIfDue,
    move: moveForPayment,
    refusal,
    words: PAYMENT_CLOSE_WORDS,
  });
  releaseOperators.connect({ rolesOf, phoneOf: async (q, userId) => (await findUserById(q, userId))?.phone });
}
