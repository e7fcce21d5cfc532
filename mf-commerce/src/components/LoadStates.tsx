import { Button } from '@arco-design/web-react';
import { LoadEmpty, LoadFailed, LoadingState, useNavigate, type LoadState } from '@tcm/shared';

/**
 * What a page shows until its data is there, in the platform's load states: `missing` (nothing to
 * read, or nothing there: where to come from, with 我的订单), 正在加载… or 加载失败 with 重试. `what`
 * names the data: 处方, 养生茶.
 */
export function NotLoaded({ state, what, missing, onRetry }: { state: LoadState<unknown>; what: string; missing: string; onRetry: () => void }) {
  const navigate = useNavigate();
  if (state.kind === 'loading') return <LoadingState text={`正在加载${what}…`} />;
  if (state.kind === 'failed') return <LoadFailed text={`${what}信息加载失败`} onRetry={onRetry} />;
  return (
    <LoadEmpty text={missing}>
      <Button type="primary" onClick={() => navigate('/order')}>
        我的订单
      </Button>
    </LoadEmpty>
  );
}
