/**
 * The brand's words, without the logo asset: what code outside a bundler (the API's rendered
 * prescription sheet) may import. `BRAND` in ./index adds the logo.
 */
export const BRAND_TEXT = {
  /** The registered company name. */
  name: '岐黄国医健康科技有限公司',
  /** The short name used in page titles and tight spaces. */
  shortName: '岐黄国医',
  slogan: '传承国医智慧 · 守护全家健康',
} as const;
