import { PATIENT_RULE_MSG } from '@tcm/shared/patients';

/**
 * Spec 2 §5 and §8 for the patient pages, verbatim: the rules' messages in the spec's order, the
 * fallbacks when a refusal carries no msg, and the outcomes.
 */
export const PATIENT_MSG = {
  // The rules' words and the outcomes the API answers with too (@tcm/shared/patients).
  ...PATIENT_RULE_MSG,
  modified: '修改成功',
  deleteConfirm: (name: string) => `确定要删除患者“${name}”吗？其就诊记录仍会保留。`,
  notFoundByPhone: '未找到该患者，请手动添加',
  noPatients: '还没有患者，点击“新建患者”添加',
  noMatch: '没有找到匹配的患者',
  loadFailed: '患者列表加载失败',
} as const;

/**
 * The fallbacks of spec 2 §8. The list screen's load is a 患者查询, the picker's a 搜索; an add from
 * the list screen 添加失败, from the start screen's dialog 添加异常 (the spec names both).
 */
export const PATIENT_FALLBACK = {
  list: '患者查询异常，请联系管理员',
  search: '搜索异常，请联系管理员',
  delete: '删除失败，请联系管理员',
  edit: '编辑失败，请联系管理员',
  add: '添加失败，请联系管理员',
  addFromPicker: '添加异常，请联系管理员',
  visits: '服务异常，请联系管理员',
} as const;
