import { useLoad } from '@tcm/shared';
import { listPatientVisits } from '../../api/patients';

/**
 * One page of a patient's visit records, read with the platform's useLoad: an older, slower answer
 * never overwrites a newer one, and a failed load keeps the rows already shown.
 */
export function useVisitList(patientId: number | null, pageNum: number) {
  const read = useLoad(patientId === null ? null : `visits:${patientId}:${pageNum}`, () => listPatientVisits(patientId!, pageNum));
  return { rows: read.data?.rows ?? [], total: read.data?.total ?? 0, loading: read.loading, failed: read.failed, reload: read.reload };
}
