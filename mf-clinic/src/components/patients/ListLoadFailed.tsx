import { Button } from '@arco-design/web-react';

/** A list of patients or visits whose read failed with no rows to show: why, and 重新加载. */
export function ListLoadFailed({ text, onRetry, loading }: { text: string; onRetry: () => void; loading: boolean }) {
  return (
    <div className="tcm-clinic-error" role="alert">
      <p>{text}</p>
      <Button onClick={onRetry} loading={loading}>
        重新加载
      </Button>
    </div>
  );
}
