/**
 * The three agreements the login terms checkbox covers (spec 1 §2.6). Their text is not part of the
 * spec, so each dialog shows a marked placeholder until the company supplies the real text.
 */
export interface Agreement {
  key: 'eula' | 'distribution' | 'entrustment';
  title: string;
}

export const AGREEMENTS: readonly Agreement[] = [
  { key: 'eula', title: '《最终用户许可协议》' },
  { key: 'distribution', title: '《分销中心许可协议》' },
  { key: 'entrustment', title: '《委托服务合同》' },
];

export const AGREEMENT_PLACEHOLDER = '【占位文本】本协议正文尚未提供，正式文本将由公司法务部门发布后替换此处内容。';
