import { Alert, Button, Spin } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import './loadStates.css';

/**
 * The three states a page shows while `useLoad` has no data to draw, the same in every remote:
 * a centred spinner, a failure with 重试, and an empty (or missing) notice with a way on.
 */
export function LoadingState({ text = '正在加载…', className }: { text?: string; className?: string }) {
  return <Spin className={`tcm-load__spin${className ? ` ${className}` : ''}`} tip={text} />;
}

/** A failed read: the words and 重试, which reads again (`reload` of useLoad). */
export function LoadFailed({ text = '加载失败', onRetry }: { text?: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      content={text}
      action={
        <Button size="mini" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}

/** Nothing to show (an empty list, an address without what to read), with where to go from here. */
export function LoadEmpty({ text = '暂无数据', children }: { text?: string; children?: ReactNode }) {
  return (
    <div className="tcm-load__empty" role="alert">
      <p>{text}</p>
      {children}
    </div>
  );
}
