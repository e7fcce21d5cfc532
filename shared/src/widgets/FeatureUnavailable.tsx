import { Button } from '@arco-design/web-react';
import { REMOTE_UNAVAILABLE } from '../errors/messages';
import { StatusResult } from './StatusResult';

/** The panel a page shows in its own place when its code could not be loaded or crashed. */
export function FeatureUnavailable({ onRetry, detail }: { onRetry?: () => void; detail?: string }) {
  return (
    <StatusResult
      status="warning"
      title={REMOTE_UNAVAILABLE}
      subTitle={detail ?? '请稍后重试，网站的其他功能不受影响。'}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry} data-testid="remote-retry">
            重试
          </Button>
        ) : null
      }
      data-testid="remote-fallback"
    />
  );
}
