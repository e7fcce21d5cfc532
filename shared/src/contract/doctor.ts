import type { z } from 'zod';
import type * as s from './schema';
import type { ApiEnvelope, DataBody } from './common';

export type DoctorStatus = z.infer<typeof s.doctorStatus>;

export type Doctor = z.infer<typeof s.doctor>;

export type DoctorApplication = z.infer<typeof s.doctorApplication>;

export type UploadResult = z.infer<typeof s.uploadResult>;

export interface DoctorCalls {
  'POST /doctor/v1/person/add': { req: DoctorApplication; res: ApiEnvelope };
  /** multipart/form-data with one `file` field. */
  'POST /common/upload': { req: FormData; res: DataBody<UploadResult> };
}

export const CERT_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const CERT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
