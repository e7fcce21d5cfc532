import { BRAND, copyrightLine } from '@tcm/shared/core';

/**
 * Every fixed company text of the site in one place (spec 1 §1, §2.2, §9): the footer, the contact
 * fields that overwrite the home-info call, the QR targets and the titles. No page spells a company
 * fact itself.
 *
 * The brand (name, short name, slogan, logo, copyright line) is defined once in @tcm/shared
 * (shared/src/brand), because the remotes' full-page screens show it too; COMPANY takes it from there.
 *
 * The licence and filing numbers below are placeholders in the official formats; replace them with
 * the company's registered numbers before going live.
 */
export const COMPANY = {
  name: BRAND.name,
  shortName: BRAND.shortName,
  slogan: BRAND.slogan,
  /** URL of the logo asset. */
  logo: BRAND.logo,
  /** The fixed company-health title of the home page (spec 3 §2.1). */
  homeTitle: '中医健康 - 传承国医智慧',

  /** These four overwrite the fields of GET /api/home/v1/info (spec 1 §1). */
  contact: {
    deptName: `${BRAND.name} 客户服务中心`,
    address: '北京市东城区东直门内大街 16 号 国医大厦 8 层',
    phone: '400-800-1668',
    email: 'service@qihuang-health.cn',
  },
  serviceHours: '周一至周日 8:30 - 20:30',

  /** Partner cooperation contacts (/Partner). */
  partners: [
    { role: '医疗机构合作', name: '王经理', phone: '010-8466 1201', email: 'hospital@qihuang-health.cn' },
    { role: '渠道代理合作', name: '陈经理', phone: '010-8466 1202', email: 'agent@qihuang-health.cn' },
    { role: '药材供应合作', name: '刘经理', phone: '010-8466 1203', email: 'supply@qihuang-health.cn' },
    { role: '品牌与媒体合作', name: '赵女士', phone: '010-8466 1205', email: 'media@qihuang-health.cn' },
  ],

  /** What the footer QR codes encode. */
  qr: {
    officialAccount: { label: '官方公众号', text: 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=qihuang-health' },
    miniProgram: { label: '官方小程序', text: 'https://qihuang-health.cn/mini-program' },
  },

  /** Licence and filing lines, in the order the footer shows them. */
  filings: [
    { label: 'ICP备案号', value: '京ICP备00000000号-1', href: 'https://beian.miit.gov.cn/' },
    { label: '京公网安备', value: '11010100000000号' },
    { label: '互联网药品信息服务资格证书编号', value: '(京)-非经营性-0000-0000' },
    { label: '医疗器械网络销售备案', value: '京药监械网备0000000号' },
  ],
  copyright: copyrightLine(),
  disclaimer: '本站提供的健康信息仅供参考，不能替代执业医师的面诊与诊疗意见。',
} as const;

/** `<title> - <company short name>`; the home page uses the fixed home title. */
export function pageTitle(title: string | undefined, isHome: boolean): string {
  if (isHome || !title) return COMPANY.homeTitle;
  return `${title} - ${COMPANY.shortName}`;
}
