import { useCallback, useMemo, useState } from 'react';
import { type LoadState, type PrescriptionInfo, type PrescriptionResponse, useLoad } from '@tcm/shared';
import { fetchPrescription, reloadPrescriptions } from '../../api/visits';

/** The main prescriptions read again after a replacement, over the result they were read for. */
type Replaced = { over: PrescriptionResponse; prescriptionInfos: PrescriptionInfo[] };

/**
 * The visit's prescription result, read with the platform's useLoad, and its reload after a
 * replacement (spec 2 §7: the prescriptions through /health/v1/prescription; nothing else of the
 * result changes with a replacement). Once shown, the result stays shown while it is read again.
 */
export function usePrescription(visitRecordId: number | null) {
  const read = useLoad(visitRecordId === null ? null : `prescription:${visitRecordId}`, () => fetchPrescription(visitRecordId!));
  const [replaced, setReplaced] = useState<Replaced | null>(null);

  const loaded = read.data;
  // A newer whole result replaces the prescriptions read for an older one.
  const state = useMemo<LoadState<PrescriptionResponse>>(
    () =>
      read.state.kind === 'ready' && replaced?.over === read.state.data
        ? { kind: 'ready', data: { ...read.state.data, prescriptionInfos: replaced.prescriptionInfos } }
        : read.state,
    [read.state, replaced],
  );

  /**
   * After a change: /health/v1/prescription answers the prescriptions to dispense, the only ones
   * the page changes (the 伤寒论 references are shown as they were prescribed).
   */
  const reloadAfterChange = useCallback(async () => {
    if (visitRecordId === null || !loaded) return;
    try {
      setReplaced({ over: loaded, prescriptionInfos: await reloadPrescriptions(visitRecordId) });
    } catch {
      // Toasted by the HTTP client; the table shows what was loaded before.
    }
  }, [visitRecordId, loaded]);

  return { state, retry: read.reload, reloadAfterChange };
}
