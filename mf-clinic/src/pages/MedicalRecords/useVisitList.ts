import { useCallback, useEffect, useRef, useState } from 'react';
import type { VisitRecordSummary } from '@tcm/shared';
import { listPatientVisits } from '../../api/patients';

/** One page of a patient's visit records; an older, slower answer never overwrites a newer one. */
export function useVisitList(patientId: number | null, pageNum: number) {
  const [rows, setRows] = useState<VisitRecordSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(patientId !== null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (patientId === null) return;
    const id = ++latest.current;
    setLoading(true);
    listPatientVisits(patientId, pageNum)
      .then((page) => {
        if (id !== latest.current) return;
        setRows(page.rows);
        setTotal(page.total);
        setFailed(false);
      })
      .catch(() => {
        if (id === latest.current) setFailed(true);
      })
      .finally(() => {
        if (id === latest.current) setLoading(false);
      });
  }, [patientId, pageNum, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { rows, total, loading, failed, reload };
}
