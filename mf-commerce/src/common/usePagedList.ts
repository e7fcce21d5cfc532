import { useLoad } from '@tcm/shared';
import type { Page } from '../api/orders';

const EMPTY: Page<never> = { rows: [], total: 0 };

/**
 * One page of a list, read with the platform's useLoad: again whenever `key` (the query) changes or
 * `reload` is called (after 取消订单), the read of an older key aborted and its answer dropped (also
 * when the tab is hidden or the page unmounted). `failed` is set when the last read failed (the
 * HTTP client has already toasted a server refusal); a failed list shows no rows.
 */
export function usePagedList<T>(load: (signal: AbortSignal) => Promise<Page<T>>, key: string) {
  const read = useLoad(`orders:${key}`, load);
  const page: Page<T> = read.failed ? EMPTY : (read.data ?? EMPTY);
  return { rows: page.rows, total: page.total, loading: read.loading, failed: read.failed, reload: read.reload };
}
