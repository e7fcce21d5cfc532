import type { DeliveryStatus, Patient, PrescriptionInfo, PrescriptionType, VisitState } from '@tcm/shared/contract';
import type { Queryable } from '../platform/db';
import { port } from '../platform/ports';
import type { SqlTime } from '../platform/db/sqlTime';

/**
 * What the commerce asks of the other domains, connected by the composition root (api/src/wiring.ts):
 * the clinic's visits, prescriptions and patients a delivery is of, and the cashier's payments of
 * an order. The lists' statements join the clinic's tables for reading; the rules over them (what
 * is settled, what the clock cancelled, what a patient keyword finds) come from here.
 */

/** A prescription's live delivery order (at most one: status >= 0, a partial unique index). */
export interface PrescriptionOrder {
  /** DO…, the order's public id. */
  deliveryOrderId: string;
  /** That order is paid: the prescription is locked (issue 20). */
  paid: boolean;
  /** Its status as read (at `now` for the reads, as stored inside the writes). */
  status: DeliveryStatus;
}

/** A visit's live orders by prescription number (the sheet's index). */
export type VisitOrders = Map<number, PrescriptionOrder>;

/** A prescription's herbs and numbers (spec 2 §3), computed from the visit alone: what a delivery order keeps when placed. */
export type PrescriptionCore = Pick<PrescriptionInfo, 'name' | 'count' | 'charge' | 'totalWeight' | 'startDate' | 'endDate' | 'supplyDays' | 'prescription'> & {
  source: string;
};

/** What a draft or an order shows of its visit (the columns a list reads, or the whole row). */
export interface VisitPart {
  visit_record_id: number;
  patient_id: number;
  /** herbal, general, selfComposed, customTea. */
  kind: string;
  state: VisitState;
  inquiry: unknown;
  /** The clinic's result as stored; the clinic reads it back (prescriptionFacts). */
  current_result: unknown;
  to_do_day: string;
  take_days: number;
}

/** A visit a delivery is placed for: its state and prescriptions as the order will keep them. */
export interface DeliverableVisit extends VisitPart {
  /** Paid, or free: its prescriptions may be delivered. */
  settled: boolean;
  /** The main prescriptions (the sheet's index), each with its herbs of one dose (a box for a custom tea) at the catalogue price, integer fen. */
  prescriptions: { core: PrescriptionCore; herbFenPerDose: number }[];
  /** A custom tea's result text (service 9), else []. */
  customTeaResult: string[];
}

/** The facts of a prescription beside its herbs (type, takeTime, disease, modifyFlag, its order, imageUrl: spec 3 §3). */
export type PrescriptionFacts = Omit<PrescriptionInfo, keyof PrescriptionCore>;

export interface ClinicRecords {
  /** My visit (another user's answers like a missing one, 问诊记录不存在); `lock` inside a placement. */
  myVisit(q: Queryable, userId: number, visitRecordId: number, opts?: { lock?: boolean }): Promise<DeliverableVisit>;
  /** An order's visit. */
  visit(q: Queryable, visitRecordId: number): Promise<DeliverableVisit>;
  /** The kind of my visit, or undefined when there is none of mine (the draft calls choose their rule set by it). */
  myVisitKind(q: Queryable, userId: number, visitRecordId: number): Promise<string | undefined>;

  /** Every documented field of each main prescription of a visit, its herbs as they are now (a draft shows them). */
  prescriptionInfos(visit: VisitPart, orders: VisitOrders): PrescriptionInfo[];
  /** What the visit and its orders say of prescription `no` (an order shows them beside the herbs it was placed with). */
  prescriptionFacts(visit: VisitPart, no: number, orders: VisitOrders): PrescriptionFacts;
  /** spec 3 §3 prescriptionType of a visit kind: '' herbal, G, S, R. */
  typeOf(kind: string): PrescriptionType;
  /** What an order's detail calls the kind (typeText). */
  kindText(kind: string): string;
  patient(q: Queryable, patientId: number): Promise<Patient>;

  /** A list's visit columns (visits aliased v), read back with visitOfColumns; `currentResult` narrows the result to what the list reads. */
  visitColumnsSql(currentResult?: string): string;
  visitOfColumns(row: object): VisitPart;
  /** A list's patient columns (patients aliased p), read back with patientOfColumns. */
  patientColumnsSql(): string;
  patientOfColumns(row: object): Patient;
  /** Patient `alias` of the owner bound as `owner` has the keyword bound as `kw` in its name or phone (one GIN lookup). */
  patientKeywordSql(kw: string, owner?: string, alias?: string): string;
  /** Visit v is settled (paid, or free). */
  readonly settledSql: string;
  /** Visit v is cancelled as of `now` (by the doctor, or by the clock 24 hours after pricing). */
  cancelledSql: (now: SqlTime) => string;
  /** The visit states the doctor's visit counters are bucketed by (platform/db/listCounts.ts). */
  readonly visitStates: { unpaid: VisitState; settled: readonly VisitState[]; cancelled: VisitState };
}

export const clinic = port<ClinicRecords>('commerce', 'clinic');

export interface OrderPayments {
  /** The state of the order's open payment (awaiting, or processing at the provider), locked; undefined when none. */
  openPaymentState(tx: Queryable, orderPk: number): Promise<'awaiting' | 'processing' | undefined>;
  /** Whether the provider is processing a payment of the order (its result, due later, decides). */
  isProcessing(tx: Queryable, orderPk: number): Promise<boolean>;
  /** An awaiting payment of the order can no longer be paid: closed, with why (recorded in the ledger). */
  closeAwaiting(tx: Queryable, orderPk: number, actor: string, now: Date, reason: string): Promise<void>;
  /** The order was re-priced: an awaiting payment of another amount is closed (订单金额已变更…). */
  amountChanged(tx: Queryable, orderPk: number, sumFen: number, now: Date): Promise<void>;
  /** A cancelled paid order's charge goes back (the ledger's refund): what it had taken, or undefined when nothing was charged. */
  refundCharge(tx: Queryable, orderPk: number, actor: string, now: Date, reason: string): Promise<number | undefined>;
  /** The back office records a payment made (succeeded) or refused (failed) elsewhere, with its ledger entry. */
  recordBackOffice(
    tx: Queryable,
    p: { orderPk: number; userId: number; amountFen: number; state: 'succeeded' | 'failed'; reason?: string },
    actor: string,
    now: Date,
  ): Promise<void>;
  /**
   * SQL: the payment of order `o` the provider is processing, as a one-row table of its result's
   * due time and whether that result pays the order (succeeded, for the order's amount).
   */
  processingSql(o: string): string;
}

export const payments = port<OrderPayments>('commerce', 'payments');
