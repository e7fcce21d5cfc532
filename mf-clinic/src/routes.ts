import type { RemoteRoute, RouteAccess } from '@tcm/shared/routes';

/** Every clinic page sits inside the main layout; a route differs only by path, title, access and page. */
const page = (path: string, title: string, access: RouteAccess, load: RemoteRoute['load']): RemoteRoute => ({
  path,
  title,
  access,
  layout: 'main',
  load,
});

/**
 * The single source of truth for this remote's routes; the build writes the same table (minus the
 * imports) as routes.json. Pages that start or continue a prescription need the prescription flag
 * ('prescriber', spec 1 §6); the patient list, the visit history and a prescription result only a
 * session (a doctor who lost the right may still read what was prescribed).
 */
export const routes: RemoteRoute[] = [
  page('/Contact', '我的患者', 'login', () => import('./pages/Contact')),
  page('/addPrescriptionContact', '中药组方', 'prescriber', () => import('./pages/AddPrescriptionContact')),
  page('/medicalRecords', '就诊记录', 'login', () => import('./pages/MedicalRecords')),
  page('/prescriptionInfo', '处方信息', 'prescriber', () => import('./pages/PrescriptionInfo')),
  page('/prescriptionResult', '信息确认', 'prescriber', () => import('./pages/PrescriptionResult')),
  page('/Prescription', '开方结果', 'login', () => import('./pages/Prescription')),
  // The product links the result under both spellings (spec 2 §2); routes match case-sensitively.
  page('/prescription', '开方结果', 'login', () => import('./pages/Prescription')),
  // The services (spec 3 §2.2, §2.3): any logged-in user may run 1 to 5, as the home grid lets them;
  // the page itself refuses 9, 10 and 11 without the prescribing right and titles itself by service.
  page('/addServiceContact', '服务咨询', 'login', () => import('./pages/AddServiceContact')),
  page('/serviceResult', '服务结果', 'login', () => import('./pages/ServiceResult')),
  // 自拟组方 (spec 3 §2.11): composing and submitting need the prescription flag; the details (and
  // the sheet they link to) only a session, like a prescription result.
  page('/handmadePrescription', '自拟组方', 'prescriber', () => import('./pages/HandmadePrescription')),
  page('/handmadePrescriptionConfirm', '自拟组方确认', 'prescriber', () => import('./pages/HandmadePrescriptionConfirm')),
  page('/handmadePrescriptionDetails', '自拟组方详情', 'login', () => import('./pages/HandmadePrescriptionDetails')),
  // 通用方 (spec 3 §2.4, serviceIndex -1): pricing and paying need the prescription flag; the paid
  // prescription and the sheet (spec 3 §2.5) only a session, like a prescription result.
  page('/GeneralPrescriptionInfo', '通用方信息', 'prescriber', () => import('./pages/GeneralPrescriptionInfo')),
  page('/GeneralPrescriptionResult', '信息确认', 'prescriber', () => import('./pages/GeneralPrescriptionResult')),
  page('/GeneralPrescription', '处方信息', 'login', () => import('./pages/GeneralPrescription')),
  page('/prescriptionImage', '处方笺', 'login', () => import('./pages/PrescriptionImage')),
];

export default routes;
