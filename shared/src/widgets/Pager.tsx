import { Pagination } from '@arco-design/web-react';
import { pagerTotal, showPager } from '../rules/pager';

export interface PagerProps {
  total: number;
  pageSize: number;
  current: number;
  onChange: (page: number) => void;
}

/** The product's pager: shown only when 10 × ceil(total / pageSize) exceeds 10. */
export function Pager({ total, pageSize, current, onChange }: PagerProps) {
  if (!showPager(total, pageSize)) return null;
  return (
    <Pagination total={pagerTotal(total, pageSize)} pageSize={10} current={current} onChange={onChange} style={{ marginTop: 16, justifyContent: 'center' }} />
  );
}
