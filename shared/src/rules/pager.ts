/**
 * The product's pager rule: the pager's "total" is 10 × ceil(total / pageSize) (a page count
 * scaled for a 10-per-page pager) and the pager shows only when that exceeds 10.
 */
export function pagerTotal(total: number, pageSize: number): number {
  return 10 * Math.ceil(Math.max(0, total) / pageSize);
}

export function showPager(total: number, pageSize: number): boolean {
  return pagerTotal(total, pageSize) > 10;
}
