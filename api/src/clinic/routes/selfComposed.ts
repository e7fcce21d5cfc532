import type { FastifyInstance } from 'fastify';
import { defaultInquiry } from '@tcm/shared/clinic';
import type { SelfComposedPrescription } from '@tcm/shared/contract';
import type { PlatformCtx } from '../../platform/context';
import { requireUser } from '../../platform/http/sessions';
import { fail } from '../../platform/http/errors';
import { field, paging } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { CLINIC_MSG } from '../messages';
import { todayYmd } from '../dates';
import { ownedPatient, toPatient } from '../patients';
import { requirePrescriber } from '../rights';
import {
  granuleGrams,
  searchMedicines,
  selfComposedOf,
  validateComposition,
  SELF_COMPOSED_NAME,
} from '../selfComposed';
import { createSelfComposedVisit } from '../selfComposed/visit';
import type { VisitOrders } from '../ports';
import { ordersOfVisit, prescriptionModels } from '../prescriptionModel';
import { herbLines, ownedVisit, type VisitRow } from '../visits';
import { patientIdField } from './patients';
import { SEEDED_PATIENT, visitIdField } from './visits';

/** Page size of the herb search: what the picker shows at once. */
export const MEDICINE_PAGE_SIZE = 10;

/** The body the fuzz suite's coherent requests send: the seeded patient, five herbs, tomorrow for 7 days. */
const EXAMPLE_BODY = {
  disease: '气血两虚',
  prescriptionList: [
    { key: '当归', value: 10, index: 1 },
    { key: '黄芪', value: 15, index: 2 },
    { key: '白术', value: 10, index: 3 },
    { key: '茯苓', value: 12, index: 4 },
    { key: '甘草', value: 6, index: 5 },
  ],
  take_time: '饭后',
  total: 53,
  form: '饮片',
};

/** The stored self-composed prescription of a visit as the pages read it (`orders`: ordersOfVisit). */
export function selfComposedView(visit: VisitRow, patient: Parameters<typeof toPatient>[0], orders: VisitOrders): SelfComposedPrescription {
  const facts = selfComposedOf(visit) ?? fail(CLINIC_MSG.visitNotFound);
  const granules =
    facts.form === '颗粒'
      ? Object.fromEntries(herbLines(visit.current_result).map((l) => [l.index, granuleGrams(l.name, l.weight)]))
      : undefined;
  return {
    visitRecordId: visit.visit_record_id,
    state: visit.state,
    prescriptionInfos: prescriptionModels(visit, orders).prescriptionInfos,
    patient: toPatient(patient),
    startDate: visit.to_do_day,
    takeDays: visit.take_days,
    inquiryInfo: visit.inquiry,
    disease: facts.disease,
    takeTime: facts.takeTime,
    form: facts.form,
    ...(granules ? { granules } : {}),
  };
}

/** 自拟组方 (spec 3 §2.11, §5, §7): the herb catalogue, submitting a composed prescription, reading it back. */
export function selfComposedRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  /**
   * The herb catalogue searched by characters or pinyin initials (spec 3 §7 /medicine/list), best
   * match first (catalogue.ts): `dg` offers 当归 before 地骨皮.
   */
  const listQuery = {
    keyword: field.text('关键字', 20, 'dg'),
    pageNum: field.int('页码', 1, 100_000),
    pageSize: field.int('每页条数', 1, 50),
  };
  route(app, 'GET /medicine/list', { query: listQuery }, async ({ query: q }, req) => {
    await requireUser(ctx, req);
    const { pageSize, offset } = paging(q, MEDICINE_PAGE_SIZE);
    const found = searchMedicines(q.keyword);
    return { code: 200, msg: '', rows: found.slice(offset, offset + pageSize), total: found.length };
  });

  /**
   * Submits a composed prescription: everything is checked again in the page's order
   * (validateComposition, herb safety last), the visit record is created through the state machine
   * (created, then settled: there is no consultation fee) and its charge is computed here from the
   * herb table, in integer fen. Answers the prescription and the sheet to render (one per
   * prescription, GET /health/v2/prescription/image/{visitRecordId}).
   */
  const submitBody = {
    patientId: patientIdField(SEEDED_PATIENT),
    toDoDay: field.text('开始日期', 32, '2026-12-01'),
    takeDays: field.int('使用天数', 0, 100_000, { invalid: CLINIC_MSG.useDaysInvalid, example: 7 }),
    inquiryInfo: field.json('问诊信息', 40_000, defaultInquiry()),
    prescriptionBody: field.json('处方', 20_000, EXAMPLE_BODY),
  };
  route(app, 'POST /health/v2/prescription/self/image', { body: submitBody }, async ({ body }, req) => {
    const me = await requirePrescriber(ctx, req);
    const now = ctx.now();
    const c = validateComposition(body, todayYmd(now));
    const patient = await ownedPatient(ctx.db, me.userId, c.patientId);
    const visit = await createSelfComposedVisit(ctx.db, me.userId, patient.patient_id, c, now);
    // A new visit has no delivery order yet.
    const prescription = selfComposedView(visit, patient, new Map());
    return {
      code: 200,
      msg: '',
      data: {
        prescription,
        images: [{ visitRecordId: visit.visit_record_id, name: SELF_COMPOSED_NAME }],
        visitRecordId: visit.visit_record_id,
      },
    };
  });

  // The details page (after a reload or a replacement): one of my self-composed visits.
  route(app, 'POST /health/v2/prescription/self/info', { body: { visitRecordId: visitIdField('问诊记录编号') } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    if (!body.visitRecordId) return fail(CLINIC_MSG.visitRequired);
    const visit = await ownedVisit(ctx.db, me.userId, body.visitRecordId);
    if (!selfComposedOf(visit)) fail(CLINIC_MSG.visitNotFound);
    const patient = await ownedPatient(ctx.db, me.userId, visit.patient_id, { deleted: true });
    return { code: 200, msg: '', data: selfComposedView(visit, patient, await ordersOfVisit(ctx.db, visit.visit_record_id, ctx.now())) };
  });
}
