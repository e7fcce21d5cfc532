import { Alert, Button, Spin } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import type { LoadState, PriceResult } from '@tcm/shared';

/** The price of a confirmation page (useQuote): 正在计算费用… while it is asked, 费用获取失败 with 重试, else what `children` draw with it. */
export function QuoteLoad({ state, retry, children }: { state: LoadState<PriceResult>; retry: () => void; children: (quote: PriceResult) => ReactNode }) {
  if (state.kind === 'loading') return <Spin tip="正在计算费用…" />;
  if (state.kind !== 'ready') {
    return (
      <Alert
        type="error"
        content="费用获取失败"
        action={
          <Button size="mini" onClick={retry}>
            重试
          </Button>
        }
      />
    );
  }
  return children(state.data);
}
