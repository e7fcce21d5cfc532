import type { RemoteRoute } from '@tcm/shared/routes';

/**
 * The single source of truth for this remote's routes; the build writes the same table (minus the
 * imports) as routes.json. Pages that start or continue a prescription need the prescription flag
 * ('prescriber', spec 1 §6); the patient list, the visit history and a prescription result only a
 * session (a doctor who lost the right may still read what was prescribed).
 */
export const routes: RemoteRoute[] = [
  { path: '/Contact', title: '我的患者', access: 'login', layout: 'main', load: () => import('./pages/Contact') },
  {
    path: '/addPrescriptionContact',
    title: '中药组方',
    access: 'prescriber',
    layout: 'main',
    load: () => import('./flows/herbal/AddPrescriptionContact'),
  },
  { path: '/medicalRecords', title: '就诊记录', access: 'login', layout: 'main', load: () => import('./pages/MedicalRecords') },
  {
    path: '/prescriptionInfo',
    title: '处方信息',
    access: 'prescriber',
    layout: 'main',
    load: () => import('./flows/herbal/PrescriptionInfo'),
  },
  {
    path: '/prescriptionResult',
    title: '信息确认',
    access: 'prescriber',
    layout: 'main',
    load: () => import('./flows/herbal/PrescriptionResult'),
  },
  { path: '/Prescription', title: '开方结果', access: 'login', layout: 'main', load: () => import('./flows/herbal/Prescription') },
  // The product links the result under both spellings (spec 2 §2); routes match case-sensitively.
  { path: '/prescription', title: '开方结果', access: 'login', layout: 'main', load: () => import('./flows/herbal/Prescription') },
  // The services (spec 3 §2.2, §2.3): any logged-in user may run 1 to 5, as the home grid lets them;
  // the page itself refuses 9, 10 and 11 without the prescribing right and titles itself by service.
  {
    path: '/addServiceContact',
    title: '服务咨询',
    access: 'login',
    layout: 'main',
    load: () => import('./flows/services/AddServiceContact'),
  },
  { path: '/serviceResult', title: '服务结果', access: 'login', layout: 'main', load: () => import('./flows/services/ServiceResult') },
  // 自拟组方 (spec 3 §2.11): composing and submitting need the prescription flag; the details (and
  // the sheet they link to) only a session, like a prescription result.
  {
    path: '/handmadePrescription',
    title: '自拟组方',
    access: 'prescriber',
    layout: 'main',
    load: () => import('./flows/selfComposed/HandmadePrescription'),
  },
  {
    path: '/handmadePrescriptionConfirm',
    title: '自拟组方确认',
    access: 'prescriber',
    layout: 'main',
    load: () => import('./flows/selfComposed/HandmadePrescriptionConfirm'),
  },
  {
    path: '/handmadePrescriptionDetails',
    title: '自拟组方详情',
    access: 'login',
    layout: 'main',
    load: () => import('./flows/selfComposed/HandmadePrescriptionDetails'),
  },
  // 通用方 (spec 3 §2.4, serviceIndex -1): pricing and paying need the prescription flag; the paid
  // prescription and the sheet (spec 3 §2.5) only a session, like a prescription result.
  {
    path: '/GeneralPrescriptionInfo',
    title: '通用方信息',
    access: 'prescriber',
    layout: 'main',
    load: () => import('./flows/general/GeneralPrescriptionInfo'),
  },
  {
    path: '/GeneralPrescriptionResult',
    title: '信息确认',
    access: 'prescriber',
    layout: 'main',
    load: () => import('./flows/general/GeneralPrescriptionResult'),
  },
  { path: '/GeneralPrescription', title: '处方信息', access: 'login', layout: 'main', load: () => import('./flows/general/GeneralPrescription') },
  { path: '/prescriptionImage', title: '处方笺', access: 'login', layout: 'main', load: () => import('./pages/PrescriptionImage') },
];

export default routes;
