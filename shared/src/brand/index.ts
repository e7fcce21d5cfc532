import logo from './logo.svg';
import { BRAND_TEXT } from './constants';

export { BRAND_TEXT } from './constants';

/**
 * The company's brand, shown by the shell (top bar, footer, titles) and by the remotes' own
 * full-page screens (the account pages' card). One definition, so the two can never differ. The
 * logo is an asset module: each app's build emits it with its own public path, and jest maps it to
 * a stub.
 */
export const BRAND = {
  ...BRAND_TEXT,
  /** URL of the square logo (SVG). */
  logo,
} as const;

/** `© <year> <company name> 版权所有`, the copyright line of every page's foot. */
export function copyrightLine(year: number = new Date().getFullYear()): string {
  return `© ${year} ${BRAND.name} 版权所有`;
}
