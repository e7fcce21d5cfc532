import type { ServiceResult } from '@tcm/shared/contract';
import { defaultInquiry } from '@tcm/shared/clinic';
import type { Db } from '../../platform/db';
import { insertVisit } from '../newVisit';
import type { StoredResult } from '../visits';
import { flattenSections, type CustomTea, type ServiceInput } from './index';

/**
 * 9 定制养生茶: the visit record (kind customTea, state created, priced at the boxes the days need)
 * that the custom-tea pages show, pay through its delivery order and deliver; the service's result
 * and its text lines are kept with it. Its prescription 0 is the tea (the grams of one box).
 */
export async function createTeaVisit(
  db: Db,
  userId: number,
  patientId: number,
  service: { input: ServiceInput; result: ServiceResult; tea: CustomTea; customTeaResult: string[] },
  now: Date,
): Promise<number> {
  const { input, result, tea, customTeaResult } = service;
  const stored: StoredResult = {
    prescriptions: [{ name: '定制养生茶', source: '五运六气 · 定制养生茶', count: tea.boxes, supplyDays: input.days, herbs: tea.herbs }],
    shangHan: [],
    reasons: flattenSections(result.sections.filter((s) => s.heading === '运气依据')).slice(1),
  };
  return db.transaction((tx) =>
    insertVisit(
      tx,
      {
        userId,
        patientId,
        kind: 'customTea',
        toDoDay: input.startDate,
        illDay: null,
        takeDays: input.days,
        inquiry: defaultInquiry(),
        priceFen: tea.priceFen,
        result: stored,
        serviceResult: { ...result, customTeaResult },
      },
      now,
    ),
  );
}
