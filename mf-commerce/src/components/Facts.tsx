import type { ReactNode } from 'react';
import { FACTS } from '@tcm/shared/pageFrame';
import './commerce.css';

/** label: value pairs in a grid (one column on phones); a third element 'wide' takes a whole row. */
export function Facts({ items }: { items: ([string, ReactNode] | [string, ReactNode, 'wide'])[] }) {
  return (
    <dl className={`${FACTS} tcm-shop__facts`}>
      {items.map(([label, value, wide]) => (
        <div key={label} className={wide ? 'tcm-shop__fact--wide' : undefined}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
