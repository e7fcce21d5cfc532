import { useLoad } from '@tcm/shared';
import { listAddresses } from './addressApi';

/**
 * The address list for a keyword and page, read with the platform's useLoad: a failed load keeps
 * the rows already shown; the read of an older search or page is aborted and its answer dropped.
 * `reload` reads again after an address is added, edited or deleted.
 */
export function useAddressList(keyWord: string, pageNum: number) {
  const read = useLoad(`addresses:${pageNum}:${keyWord}`, (signal) => listAddresses(pageNum, keyWord, signal));
  return { rows: read.data?.rows ?? [], total: read.data?.total ?? 0, loading: read.loading, reload: read.reload };
}
