/**
 * The company name and tagline on the account pages' card. They repeat the shell's fixed company
 * texts (shell/src/config/company.ts), which a remote cannot import; if those move into
 * @tcm/shared, import them from there so the two can never differ. assets/logo.svg is the shell's
 * logo for the same reason.
 */
export const COMPANY_NAME = '岐黄国医健康科技有限公司';
export const COMPANY_SHORT_NAME = '岐黄国医';
export const COMPANY_TAGLINE = '传承国医智慧 · 守护全家健康';
