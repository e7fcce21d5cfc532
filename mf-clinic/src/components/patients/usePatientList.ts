import { useCallback, useEffect, useRef, useState } from 'react';
import type { Patient } from '@tcm/shared';
import { listPatients } from '../../api/patients';

export interface PatientListState {
  rows: Patient[];
  total: number;
  loading: boolean;
  /** The last load failed (a refusal was toasted; a network failure shows nothing else). */
  failed: boolean;
  /** Bumped by each answered load, so a caller can react to "this search came back". */
  loads: number;
  reload: () => void;
}

/**
 * One page of my patients for a search text. A failed load keeps the rows already shown; a slower,
 * older answer never overwrites a newer one.
 */
export function usePatientList(name: string, pageNum: number, pageSize: number, fallback: string): PatientListState {
  const [rows, setRows] = useState<Patient[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [loads, setLoads] = useState(0);
  const [version, setVersion] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const id = ++latest.current;
    setLoading(true);
    listPatients({ name, pageNum, pageSize }, fallback)
      .then((page) => {
        if (id !== latest.current) return;
        setRows(page.rows);
        setTotal(page.total);
        setFailed(false);
        setLoads((n) => n + 1);
      })
      .catch(() => {
        if (id === latest.current) setFailed(true);
      })
      .finally(() => {
        if (id === latest.current) setLoading(false);
      });
  }, [name, pageNum, pageSize, fallback, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { rows, total, loading, failed, loads, reload };
}
