import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../api/orders';

/**
 * One page of a list, loaded again whenever `key` (the query) changes or `reload` is called; an
 * older, slower answer never overwrites a newer one. `failed` is set when the last load failed
 * (the HTTP client has already toasted a server refusal).
 */
export function usePagedList<T>(load: () => Promise<Page<T>>, key: string) {
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const id = ++latest.current;
    setLoading(true);
    setFailed(false);
    loader
      .current()
      .then((page) => {
        if (id !== latest.current) return;
        setRows(page.rows);
        setTotal(page.total);
      })
      .catch(() => {
        if (id !== latest.current) return;
        setRows([]);
        setTotal(0);
        setFailed(true);
      })
      .finally(() => {
        if (id === latest.current) setLoading(false);
      });
    return () => {
      // Hidden (kept alive) or unmounted: an answer arriving later is dropped.
      latest.current++;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { rows, total, loading, failed, reload };
}
