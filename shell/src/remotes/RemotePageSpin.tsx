import { useEffect, useState } from 'react';
import { remoteLoadingSettings } from '../config/remoteLoading';
import { PageSpin } from './PageSpin';

/**
 * The spinner of a remote page while its code loads. A load still under way after `slowAfterMs`
 * (a server that does not answer) says so and offers 重试, which starts the load over, instead of a
 * bare 页面加载中… until the timeout (issue 32). Arco-free like PageSpin: Arco's button markup only.
 */
export function RemotePageSpin({ onRetry }: { onRetry: () => void }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), remoteLoadingSettings().slowAfterMs);
    return () => clearTimeout(timer);
  }, []);
  if (!slow) return <PageSpin />;
  return (
    <PageSpin tip="页面加载较慢，仍在加载…">
      <button type="button" className="arco-btn arco-btn-secondary arco-btn-size-default arco-btn-shape-square" onClick={onRetry}>
        重试
      </button>
    </PageSpin>
  );
}
