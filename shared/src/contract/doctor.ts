import type { ApiEnvelope, DataBody } from './common';

/**
 * Doctor status codes (spec 1 §4.3):
 * 0 certified, 1 disabled, 2 invitation awaiting confirmation, 3 materials to upload,
 * 4 under review, 5 review failed. A string on the wire.
 */
export type DoctorStatus = '0' | '1' | '2' | '3' | '4' | '5';

export interface Doctor {
  doctorId?: number;
  doctorName: string;
  /** '1' male, '0' female. */
  doctorSex: '0' | '1';
  doctorPhonNo: string;
  idNo?: string;
  doctorCertNo: string;
  doctorCertImageUrl: string;
  status: DoctorStatus;
  remark?: string | null;
  /** Hospital the doctor belongs to; 101 changes payment options in orders. */
  hospitalId?: number | null;
}

export interface DoctorApplication {
  doctorName: string;
  doctorSex: '0' | '1';
  idNo?: string;
  doctorPhonNo: string;
  doctorCertNo: string;
  doctorCertImageUrl: string;
}

export interface UploadResult {
  /** Absolute-path URL the browser can load, e.g. /uploads/2026/11/abc.png */
  url: string;
  fileName: string;
}

export interface DoctorCalls {
  'POST /doctor/v1/person/add': { req: DoctorApplication; res: ApiEnvelope };
  /** multipart/form-data with one `file` field. */
  'POST /common/upload': { req: FormData; res: DataBody<UploadResult> };
}

export const CERT_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const CERT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
