/**
 * The company name and tagline shown on the account pages' card. Fixed text, as the spec makes all
 * company details fixed inside the product. (If the shell later exports its own company constant
 * through @tcm/shared, switch to it so the two never differ.)
 */
export const COMPANY_NAME = '岐黄中医健康';
export const COMPANY_TAGLINE = '传承岐黄之术 · 守护百姓健康';
/** The single character on the seal-style logo. */
export const SEAL_CHARACTER = '岐';
