import type { z } from 'zod';
import type * as s from './schema';
import type { DataBody } from './common';

// The clinic's services (spec 3 §1, §2.2, §2.3, §7 Services): a doctor picks a service and a patient,
// a start date and a number of days, and reads a text result. The table of the services (title, call,
// body, day rules) and the start-page validator live in @tcm/shared/clinic (services.ts).

export type ServiceIndex = z.infer<typeof s.serviceIndex>;

export type PredictServiceRequest = z.infer<typeof s.predictServiceRequest>;

export type TakeServiceRequest = z.infer<typeof s.takeServiceRequest>;

export type MedicineServiceRequest = z.infer<typeof s.medicineServiceRequest>;

export type ServiceSection = z.infer<typeof s.serviceSection>;

export type ServiceResult = z.infer<typeof s.serviceResult>;

export type CustomTeaServiceResult = z.infer<typeof s.customTeaServiceResult>;

export type AcupointDetail = z.infer<typeof s.acupointDetail>;

export interface ServiceCalls {
  'POST /health/v1/disease': { req: PredictServiceRequest; res: DataBody<ServiceResult> };
  'POST /health/v1/dietTherapy': { req: TakeServiceRequest; res: DataBody<ServiceResult> };
  'POST /health/v1/massage': { req: TakeServiceRequest; res: DataBody<ServiceResult> };
  'POST /health/v1/acupuncture': { req: TakeServiceRequest; res: DataBody<ServiceResult> };
  'POST /health/v1/medicine': { req: MedicineServiceRequest; res: DataBody<ServiceResult> };
  'POST /health/v1/customTea': { req: PredictServiceRequest; res: DataBody<CustomTeaServiceResult> };
  'POST /health/v1/liuQiYin': { req: TakeServiceRequest; res: DataBody<ServiceResult> };
  /** Every point, ordered by meridian and number; public, cacheable (it never changes within a release). */
  'GET /business/acupointDetails/listAll': { req: void; res: DataBody<AcupointDetail[]> };
}
