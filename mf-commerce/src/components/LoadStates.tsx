import { Alert, Button, Spin } from '@arco-design/web-react';
import { useNavigate } from '@tcm/shared';
import type { LoadState } from './useLoadState';
import './commerce.css';

/**
 * What a page shows until its data is there: `missing` (where to come from, with 我的订单), 正在加载…
 * or 加载失败 with 重试. `what` names the data: 处方, 养生茶.
 */
export function NotLoaded({ state, what, missing, onRetry }: { state: Exclude<LoadState<unknown>, { kind: 'ready' }>; what: string; missing: string; onRetry: () => void }) {
  const navigate = useNavigate();
  if (state.kind === 'loading') return <Spin className="tcm-shop__spin" tip={`正在加载${what}…`} />;
  if (state.kind === 'failed') {
    return (
      <Alert
        type="error"
        content={`${what}信息加载失败`}
        action={
          <Button size="mini" onClick={onRetry}>
            重试
          </Button>
        }
      />
    );
  }
  return (
    <div className="tcm-shop__empty" role="alert">
      <p>{missing}</p>
      <Button type="primary" onClick={() => navigate('/order')}>
        我的订单
      </Button>
    </div>
  );
}
