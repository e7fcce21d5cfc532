import type { z } from 'zod';
import type * as s from './schema';
import type { DataBody, RowsBody } from './common';

// The self-composed prescription, 自拟组方 (spec 3 §2.11, §3, §5, §7): the doctor picks the herbs and
// weights, the server checks everything again (herb safety included), prices it and stores it as a
// visit record of the clinic's state machine (kind 'selfComposed', settled at once: nothing to pay
// for a prescription the doctor composed; the herbs are paid with the delivery order).

export type Medicine = z.infer<typeof s.medicine>;

export type MedicineListQuery = z.infer<typeof s.medicineListQuery>;

export type TakeTime = z.infer<typeof s.takeTime>;
export const TAKE_TIMES: readonly TakeTime[] = ['饭前', '饭后'];

export type HerbForm = z.infer<typeof s.herbForm>;
export const HERB_FORMS: readonly HerbForm[] = ['饮片', '颗粒'];

export type SelfComposedHerb = z.infer<typeof s.selfComposedHerb>;

export type SelfComposedBody = z.infer<typeof s.selfComposedBody>;

export type SelfComposedRequest = z.infer<typeof s.selfComposedRequest>;

export type SelfComposedPrescription = z.infer<typeof s.selfComposedPrescription>;

export type SelfComposedResult = z.infer<typeof s.selfComposedResult>;

export interface SelfComposedCalls {
  'GET /medicine/list': { req: MedicineListQuery; res: RowsBody<Medicine> };
  'POST /health/v2/prescription/self/image': { req: SelfComposedRequest; res: DataBody<SelfComposedResult> };
  /** The stored self-composed prescription again (the details page after a reload or a replacement). */
  'POST /health/v2/prescription/self/info': { req: { visitRecordId: number }; res: DataBody<SelfComposedPrescription> };
}
