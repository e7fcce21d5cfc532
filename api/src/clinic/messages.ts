import { SELF_MSG, START_MSG, WEIGHT_MSG } from '@tcm/shared/clinic';
import { PATIENT_RULE_MSG } from '@tcm/shared/patients';

/**
 * The clinic's words (spec 2 §5, §6, §8; spec 3 §5, §8 for the general and self-composed
 * prescriptions). Where mf-clinic checks the same rule first, the words are the page's, from the one
 * rule set in @tcm/shared; otherwise the spec's.
 */
export const CLINIC_MSG = {
  noPrescribingRight: '没有开方权限',
  // The patient rules' words are the dialog's (one rule set in @tcm/shared/patients).
  patientNameRequired: PATIENT_RULE_MSG.nameRequired,
  patientNameTooLong: PATIENT_RULE_MSG.nameTooLong,
  patientSexInvalid: PATIENT_RULE_MSG.sexInvalid,
  patientPhoneInvalid: PATIENT_RULE_MSG.phoneInvalid,
  birthdayRequired: PATIENT_RULE_MSG.birthdayRequired,
  birthdayInvalid: PATIENT_RULE_MSG.birthdayInvalid,
  birthdayNotBeforeToday: PATIENT_RULE_MSG.birthdayNotBeforeToday,
  birthdayBefore1900: PATIENT_RULE_MSG.birthdayBefore1900,
  liveAreaRequired: PATIENT_RULE_MSG.liveAreaRequired,
  birthAreaRequired: PATIENT_RULE_MSG.birthAreaRequired,
  areaTooLong: PATIENT_RULE_MSG.areaTooLong,
  patientNotFound: '患者不存在或已删除',
  patientAdded: PATIENT_RULE_MSG.added,
  patientDeleted: PATIENT_RULE_MSG.deleted,
  // The prescription-start rules' words are the page's (one rule set in @tcm/shared/clinic).
  ...START_MSG,
  visitNotFound: '问诊记录不存在',
  visitPatientMismatch: '问诊记录与患者不符',
  // Refusals of the visit state machine (visitStateMachine.ts).
  visitAlreadyPaid: '该问诊已支付，无需重复支付',
  visitNotPaid: '请先完成支付',
  visitFree: '本次问诊无需支付',
  visitCancelled: '该问诊已取消',
  // Per-account caps (platform/limits: accountCreation).
  patientsCapped: (n: number) => `患者数量已达上限（${n}位），请删除不再需要的患者后再添加`,
  patientsTooFast: (n: number, wait: string) => `添加患者过于频繁（每小时最多${n}位），请${wait}后再试`,
  visitCancelDone: '已取消',
  visitCancelledNoPay: '该问诊已取消，无法支付，请重新开方',
  visitPaidNoCancel: '该问诊已支付，不能取消',
  teaCancelWithDelivery: '定制养生茶随配送订单支付，无需取消问诊',
  teaPaidWithDelivery: '定制养生茶在配送下单后支付，请前往配送',
  payChannelInvalid: '请选择正确的支付方式',
  orderTypeInvalid: '订单类型不正确',
  tradeTypeInvalid: '交易类型不正确',
  visitRequired: '缺少问诊记录编号',
  wechatPayUnavailable: '微信支付未配置，请联系管理员',
  paymentNotFound: '支付订单不存在',
  paymentClosed: '该支付订单已失效，请刷新二维码后重新支付',
  recordTypeInvalid: '记录类型不正确',
  // The services' word the spec does not give (its others are SERVICE_START_MSG of @tcm/shared/clinic).
  serviceInvalid: '服务类型不正确',
  herbRequired: '请选择需要更换的药材',
  herbNotInPrescription: '该药材不在此处方中',
  herbUnknown: '药材不存在',
  herbAlreadyPresent: '该药材已在处方中',
  herbNotSameCategory: '只能更换为同类药材',
  // The 修改重量 rule lives in @tcm/shared/clinic (herbDoses.ts), the dialog's words.
  weightRequired: WEIGHT_MSG.empty,
  weightInvalid: WEIGHT_MSG.invalid,
  prescriptionChanged: '处方已变更，请刷新后重试',
  replaced: '修改成功',
  // General prescription and sheet (spec 3 §2.4, §2.5, §7).
  prescriptionTypeInvalid: '处方类型不正确',
  // A prescription whose delivery order is paid is locked (issue 20); an unpaid order is re-priced.
  prescriptionLocked: '该处方的配送订单已支付，不能再修改',
  prescriptionPaying: '该处方的配送订单正在支付，请稍后再修改',
  prescriptionOrderTooLarge: '修改后配送订单金额超出上限，请减少用量',
  prescriptionRefMismatch: '处方日期或类型与处方不符，请刷新后重试',
  // Self-composed prescription, 自拟组方 (spec 3 §5, §8): the page's words, one rule set in @tcm/shared/clinic;
  // only the herb table, the cap on herbs and the form are the server's own.
  selfDiseaseRequired: SELF_MSG.diseaseRequired,
  selfDiseaseTooLong: SELF_MSG.diseaseTooLong,
  selfTakeTimeRequired: SELF_MSG.takeTimeRequired,
  selfPrescriptionRequired: SELF_MSG.prescriptionRequired,
  selfHerbRequired: SELF_MSG.herbRequired,
  selfWeightNotPositive: SELF_MSG.weightNotPositive,
  selfWeightInvalid: SELF_MSG.weightInvalid,
  selfDuplicateHerb: SELF_MSG.duplicateHerb,
  selfHerbUnknown: '药材不存在：{药名}',
  selfTooManyHerbs: '处方药材不能超过50味',
  selfFormInvalid: '请选择剂型',
  selfStartRequired: SELF_MSG.startRequired,
  selfStartNotAfterToday: SELF_MSG.startNotAfterToday,
  selfEndRequired: SELF_MSG.endRequired,
  selfEndNotAfterToday: SELF_MSG.endNotAfterToday,
  selfEndBeforeStart: SELF_MSG.endBeforeStart,
  selfSubmitFailed: SELF_MSG.submitFailed,
  selfPrescriptionFailed: SELF_MSG.prescriptionFailed,
} as const;
