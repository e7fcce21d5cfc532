import { Button } from '@arco-design/web-react';
import { LoadingState, useNavigate } from '@tcm/shared';
import { COMMERCE_FALLBACK } from '../../api/messages';
import { PageFrame } from '@tcm/shared/pageFrame';
import './orderDetail.css';
import '../commerce.css';

/** What an order page shows before its order is there: loading, or why not with 重试 and 我的订单. */
export function OrderNotReady({ title, loading, orderId, onRetry }: { title: string; loading: boolean; orderId: string; onRetry: () => void }) {
  const navigate = useNavigate();
  return (
    <PageFrame title={title}>
      {loading ? (
        <LoadingState text="正在加载订单…" />
      ) : (
        <div className="tcm-shop__error" role="alert">
          <p>{orderId ? COMMERCE_FALLBACK.detail : '缺少订单编号'}</p>
          {orderId ? <Button onClick={onRetry}>重试</Button> : null}
          <Button type="text" onClick={() => navigate('/order')}>
            我的订单
          </Button>
        </div>
      )}
    </PageFrame>
  );
}
