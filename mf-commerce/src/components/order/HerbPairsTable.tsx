import type { ReactNode } from 'react';
import type { HerbLine } from '@tcm/shared';
import './orderDetail.css';

/** Two herbs a row (spec 3 §2.9 "two column pairs", spec 3 §9). */
export function herbPairs(herbs: HerbLine[]): [HerbLine, HerbLine | null][] {
  const rows: [HerbLine, HerbLine | null][] = [];
  for (let i = 0; i < herbs.length; i += 2) rows.push([herbs[i], herbs[i + 1] ?? null]);
  return rows;
}

/** A prescription's herbs two a row, `weight` saying how each weight is shown, and a footer line. */
export function HerbPairsTable({
  herbs,
  weight = (h) => h.value,
  footer,
  label = '处方药材',
}: {
  herbs: HerbLine[];
  weight?: (h: HerbLine) => string;
  footer: ReactNode;
  label?: string;
}) {
  return (
    <table className="tcm-order__table tcm-order__herbs" aria-label={label}>
      <thead>
        <tr>
          <th>药材</th>
          <th>剂量</th>
          <th>药材</th>
          <th>剂量</th>
        </tr>
      </thead>
      <tbody>
        {herbPairs(herbs).map(([a, b]) => (
          <tr key={a.index}>
            <td>{a.key}</td>
            <td>{weight(a)}</td>
            <td>{b?.key ?? ''}</td>
            <td>{b ? weight(b) : ''}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={4}>{footer}</td>
        </tr>
      </tfoot>
    </table>
  );
}
