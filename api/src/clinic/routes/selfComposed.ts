import type { FastifyInstance } from 'fastify';
import { defaultInquiry } from '@tcm/shared/clinic';
import type { PlatformCtx } from '../../platform/context';
import { field, paging } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/http/sessions';
import { CLINIC_MSG } from '../messages';
import { requirePrescriber } from '../rights';
import { medicinePage } from '../selfComposed';
import { selfComposedInfo, submitSelfComposed } from '../selfComposed/visit';
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
    return { code: 200, msg: '', ...medicinePage(q.keyword, paging(q, MEDICINE_PAGE_SIZE)) };
  });

  // A composed prescription, checked again and stored as a settled visit (clinic/selfComposed/visit.ts).
  const submitBody = {
    patientId: patientIdField(SEEDED_PATIENT),
    toDoDay: field.text('开始日期', 32, '2026-12-01'),
    takeDays: field.int('使用天数', 0, 100_000, { invalid: CLINIC_MSG.useDaysInvalid, example: 7 }),
    inquiryInfo: field.json('问诊信息', 40_000, defaultInquiry()),
    prescriptionBody: field.json('处方', 20_000, EXAMPLE_BODY),
  };
  // Spec 3 §5 checks the take time (请选择服用时间) and the form in its order, after the diagnosis: the handler answers them.
  const handlerAnswers = ['prescriptionBody.take_time', 'prescriptionBody.form'];
  route(app, 'POST /health/v2/prescription/self/image', { body: submitBody, handlerAnswers }, async ({ body }, req) => {
    const me = await requirePrescriber(ctx, req);
    return { code: 200, msg: '', data: await submitSelfComposed(ctx.db, me.userId, body, ctx.now()) };
  });

  // The details page (after a reload or a replacement): one of my self-composed visits.
  route(app, 'POST /health/v2/prescription/self/info', { body: { visitRecordId: visitIdField('问诊记录编号') } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await selfComposedInfo(ctx.db, me.userId, body.visitRecordId, ctx.now()) };
  });
}
