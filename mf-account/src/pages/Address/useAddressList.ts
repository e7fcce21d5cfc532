import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeliveryAddress } from '@tcm/shared';
import { listAddresses } from './addressApi';

/**
 * The address list for a keyword and page. A failed load keeps the rows already shown; a slower,
 * older response never overwrites a newer one.
 */
export function useAddressList(keyWord: string, pageNum: number) {
  const [rows, setRows] = useState<DeliveryAddress[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const id = ++latest.current;
    setLoading(true);
    listAddresses(pageNum, keyWord)
      .then((body) => {
        if (id !== latest.current) return;
        setRows(body.rows ?? []);
        setTotal(body.total ?? 0);
      })
      .catch(() => {
        // Shown by the HTTP client (or silent for transport failures).
      })
      .finally(() => {
        if (id === latest.current) setLoading(false);
      });
  }, [keyWord, pageNum, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { rows, total, loading, reload };
}
