import { useCallback, useEffect, useState } from 'react';
import type { PrescriptionResponse } from '@tcm/shared';
import { fetchPrescription, reloadPrescriptions } from '../../../api/visits';

export type PrescriptionState = { kind: 'loading' } | { kind: 'ready'; data: PrescriptionResponse } | { kind: 'failed' };

/**
 * The visit's prescription result, and its reload after a replacement (spec 2 §7: the prescriptions
 * through /health/v1/prescription; nothing else of the result changes with a replacement).
 */
export function usePrescription(visitRecordId: number | null) {
  const [state, setState] = useState<PrescriptionState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (visitRecordId === null) return undefined;
    let live = true;
    setState({ kind: 'loading' });
    fetchPrescription(visitRecordId)
      .then((data) => live && setState({ kind: 'ready', data }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [visitRecordId, attempt]);

  /**
   * After a change in `list`. /health/v1/prescription answers the main prescriptions only, so a
   * change in a 伤寒论 prescription reads the whole result again.
   */
  const reloadAfterChange = useCallback(
    async (list: 'main' | 'shangHan') => {
      if (visitRecordId === null) return;
      try {
        if (list === 'shangHan') {
          const data = await fetchPrescription(visitRecordId);
          setState({ kind: 'ready', data });
        } else {
          const prescriptionInfos = await reloadPrescriptions(visitRecordId);
          setState((s) => (s.kind === 'ready' ? { kind: 'ready', data: { ...s.data, prescriptionInfos } } : s));
        }
      } catch {
        // Toasted by the HTTP client; the table shows what was loaded before.
      }
    },
    [visitRecordId],
  );

  return { state, retry: () => setAttempt((a) => a + 1), reloadAfterChange };
}
