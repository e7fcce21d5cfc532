import { Spin } from '@arco-design/web-react';
import { lazy, Suspense, useState } from 'react';
import type { PatientFormModalProps } from './PatientFormModal';

const Loaded = lazy(() => import('./PatientFormModal').then((m) => ({ default: m.PatientFormModal })));

/**
 * The patient dialog, downloaded the first time it opens: it brings the region table and the lunar
 * calendar (about 100 KB brotli) that a list of patients or a start screen does not need until a
 * patient is added or edited. Once loaded it stays mounted, so it opens and closes as before.
 */
export function LazyPatientFormModal(props: PatientFormModalProps) {
  const [used, setUsed] = useState(props.visible);
  if (props.visible && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={<Spin className="tcm-dialog-loading" tip="加载中…" />}>
      <Loaded {...props} />
    </Suspense>
  );
}
