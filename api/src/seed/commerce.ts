import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { PAY_DEADLINE_MS, deliveryPriceFen } from '@tcm/shared/commerce';
import { one, type Tx } from '../platform/db';
import { addMs, DAY, HOUR, MINUTE } from '../platform/lib/time';
import { chargeFen } from '../clinic/engine';
import { prescriptionInfos, type VisitRow } from '../clinic/visits';
import { centresOf, formByCode } from '../commerce/catalogue';
import { applyDeliveryEvent, type DeliveryEvent } from '../commerce/deliveryStateMachine';
import { sandboxExpress } from '../commerce/express';
import { publicOrderId } from '../commerce/orderId';
import { insertPayment } from '../cashier/ledger';

/**
 * The demo doctor's orders (README "Seeded data", api/README.md "Commerce"), so /order is not
 * empty: paid visits of other seeded patients (copies of the seeded consultation) with delivery
 * orders in several states — 待支付 (its 30 minutes run from the seeding), 调配中, 已发货 with
 * tracking, 已完成, 已取消（超时未支付）— a draft, and one unpaid consultation (a 待支付
 * prescribing order). Every status is reached through the delivery state machine. Only into an
 * empty commerce (no delivery order, no draft) and only when the seeded demo visit exists.
 */
const PLAN: { patient: string; moves: DeliveryEvent[]; ago: number; form: string }[] = [
  { patient: '陈秀英', moves: [], ago: 0, form: 'DECOCTION' },
  { patient: '王志强', moves: ['pay', 'dispense'], ago: 2 * HOUR, form: 'DECOCTION' },
  { patient: '刘芳', moves: ['pay', 'dispense', 'decoct', 'ship'], ago: 1 * DAY, form: 'GRANULE' },
  { patient: '赵德明', moves: ['pay', 'dispense', 'decoct', 'ship', 'deliver'], ago: 5 * DAY, form: 'SLICE' },
  { patient: '孙丽华', moves: ['expire'], ago: 3 * DAY, form: 'DECOCTION' },
];
const DRAFT_PATIENT = '周子轩';
const UNPAID_PATIENT = '吴静';

const RECIPIENT = {
  name: '张医生',
  phone: '13800000001',
  province: '浙江省',
  city: '杭州市',
  county: '西湖区',
  street: '文三路 90 号东部软件园 2 号楼',
  zip: '310012',
};

export async function seedCommerce(tx: Tx, now: Date): Promise<boolean> {
  const n = await one<{ n: number }>(tx, 'SELECT (SELECT count(*) FROM delivery_orders) + (SELECT count(*) FROM delivery_drafts) AS n');
  if (Number(n?.n ?? 0) > 0) return false;
  const base = await one<VisitRow>(
    tx,
    `SELECT v.* FROM visit_records v JOIN users u ON u.user_id = v.user_id
      WHERE u.phone = $1 AND v.state = 'paid' ORDER BY v.visit_record_id LIMIT 1`,
    [DEMO_ACCOUNTS.doctor.phone],
  );
  if (!base) return false;
  const patientId = async (name: string) =>
    (await one<{ patient_id: number }>(tx, 'SELECT patient_id FROM patients WHERE user_id = $1 AND name = $2', [base.user_id, name]))?.patient_id;

  const visitFor = async (name: string, at: Date, paid: boolean) => {
    const pid = await patientId(name);
    if (!pid) throw new Error(`seed commerce: no patient ${name}`);
    const [v] = await tx.query<VisitRow>(
      `INSERT INTO visit_records (user_id, patient_id, kind, state, to_do_day, take_days, inquiry, price_fen, free_flag,
                                  engine_result, current_result, created_at, priced_at, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, false, $9::jsonb, $10::jsonb, $11, $11, $12) RETURNING *`,
      [
        base.user_id,
        pid,
        base.kind,
        paid ? 'paid' : 'created',
        base.to_do_day,
        base.take_days,
        JSON.stringify(base.inquiry),
        base.price_fen,
        JSON.stringify(base.engine_result),
        JSON.stringify(base.current_result),
        at,
        paid ? at : null,
      ],
    );
    return v;
  };

  for (const plan of PLAN) {
    const at = addMs(now, -plan.ago);
    const visit = await visitFor(plan.patient, addMs(at, -10 * MINUTE), true);
    const info = prescriptionInfos(visit).prescriptionInfos[0];
    const herbFenPerDose = chargeFen({ count: 1, herbs: visit.current_result.prescriptions[0].herbs });
    const form = formByCode(plan.form)!;
    const centre = centresOf(plan.form)[0];
    const formCount = visit.take_days;
    const sum = deliveryPriceFen({ herbFenPerDose, formFeePerDose: form.feePerDose, formCount, quantityDispensed: 2, shippingFee: centre.shippingFee });
    const [o] = await tx.query<{ delivery_order_id: number }>(
      `INSERT INTO delivery_orders (user_id, visit_record_id, prescription_no, status, form, form_name, delivery_id, delivery_name,
         form_count, quantity_dispensed, herb_fen_per_dose, form_fee_fen, shipping_fee_fen, sum_price_fen,
         recipient_name, recipient_phone, province, city, county, street, zip_code, remark, prescription, created_at, pay_deadline)
       VALUES ($1, $2, 0, 0, $3, $4, $5, $6, $7, 2, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, '', $19, $20, $21)
       RETURNING delivery_order_id`,
      [
        base.user_id,
        visit.visit_record_id,
        form.formCode,
        form.formName,
        centre.deliveryId,
        centre.deliveryName,
        formCount,
        herbFenPerDose,
        form.feePerDose,
        centre.shippingFee,
        sum,
        RECIPIENT.name,
        RECIPIENT.phone,
        RECIPIENT.province,
        RECIPIENT.city,
        RECIPIENT.county,
        RECIPIENT.street,
        RECIPIENT.zip,
        JSON.stringify(info),
        at,
        addMs(at, PAY_DEADLINE_MS),
      ],
    );
    let status = 0;
    let step = at;
    for (const move of plan.moves) {
      step = move === 'expire' ? addMs(at, PAY_DEADLINE_MS) : addMs(step, move === 'pay' ? 5 * MINUTE : move === 'deliver' ? 2 * DAY : HOUR);
      const set: Record<string, string> = {};
      let parcel: ReturnType<typeof sandboxExpress.ship> | undefined;
      if (move === 'ship') {
        parcel = sandboxExpress.ship({ deliveryOrderId: publicOrderId(o.delivery_order_id), deliveryName: centre.deliveryName }, step);
        set.express_company = parcel.companyName;
        set.express_no = parcel.expressNo;
      }
      status = await applyDeliveryEvent(tx, o.delivery_order_id, status, move, step, set);
      // Paid at the counter, as far as the ledger knows: its charge agrees with the order (reconcile).
      if (move === 'pay') {
        await insertPayment(
          tx,
          { orderPk: o.delivery_order_id, userId: base.user_id, channel: 'back_office', amountFen: sum, state: 'succeeded' },
          'seed',
          step,
        );
      }
      if (parcel) {
        await tx.query('INSERT INTO express_events (delivery_order_id, seq, context, at) VALUES ($1, 0, $2, $3)', [o.delivery_order_id, parcel.first, step]);
        // The steps due by the time of the next move (or now): tracking that has moved on.
        const until = plan.moves.includes('deliver') ? addMs(step, 2 * DAY) : now;
        const due = sandboxExpress.due({ shippedAt: step, known: [{ seq: 0, at: step }], recipientCity: RECIPIENT.city }, until);
        let seq = 1;
        for (const e of due)
          await tx.query('INSERT INTO express_events (delivery_order_id, seq, context, at) VALUES ($1, $2, $3, $4)', [
            o.delivery_order_id,
            seq++,
            e.context,
            e.at,
          ]);
      }
      if (move === 'deliver') {
        const [last] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM express_events WHERE delivery_order_id = $1', [o.delivery_order_id]);
        await tx.query('INSERT INTO express_events (delivery_order_id, seq, context, at) VALUES ($1, $2, $3, $4)', [
          o.delivery_order_id,
          last.n,
          sandboxExpress.delivered(RECIPIENT.name),
          step,
        ]);
      }
    }
  }

  const draftVisit = await visitFor(DRAFT_PATIENT, addMs(now, -HOUR), true);
  await tx.query(
    `INSERT INTO delivery_drafts (user_id, visit_record_id, prescription_no, form, delivery_id, form_count, quantity_dispensed,
       recipient_name, recipient_phone, province, city, county, street, zip_code, remark, created_at, updated_at)
     VALUES ($1, $2, 0, 'DECOCTION', '', $3, NULL, $4, $5, $6, $7, $8, $9, $10, '草稿：待确认配送中心', $11, $11)`,
    [
      base.user_id,
      draftVisit.visit_record_id,
      draftVisit.take_days,
      RECIPIENT.name,
      RECIPIENT.phone,
      RECIPIENT.province,
      RECIPIENT.city,
      RECIPIENT.county,
      RECIPIENT.street,
      RECIPIENT.zip,
      addMs(now, -30 * MINUTE),
    ],
  );
  await visitFor(UNPAID_PATIENT, addMs(now, -20 * MINUTE), false);
  return true;
}
