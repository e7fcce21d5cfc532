import { useState } from 'react';
import { useLoad, type Patient } from '@tcm/shared';
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
 * One page of my patients for a search text, read with the platform's useLoad. A failed load keeps
 * the rows already shown; the read of an older search is dropped when its answer comes.
 */
export function usePatientList(name: string, pageNum: number, pageSize: number, fallback: string): PatientListState {
  const [loads, setLoads] = useState(0);
  const read = useLoad(`patients:${pageNum}:${pageSize}:${name}:${fallback}`, () => listPatients({ name, pageNum, pageSize }, fallback), {
    onLoaded: () => setLoads((n) => n + 1),
  });
  const page = read.data;
  return {
    rows: page?.rows ?? [],
    total: page?.total ?? 0,
    loading: read.loading,
    failed: read.failed,
    loads,
    reload: read.reload,
  };
}
