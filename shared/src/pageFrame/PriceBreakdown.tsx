import type { PricePart } from '../contract';
import { sumPriceParts, yuan } from '../money';
import './priceBreakdown.css';

interface PriceBreakdownProps {
  /** The API's parts of `total` (priceParts), or parts the page computed with the API's own function. */
  parts: readonly PricePart[] | undefined;
  /** The total they explain, integer fen: the API's (price, sumPrice) or the preview's. */
  total: number;
  /** The last line's words, e.g. 应付金额. */
  totalLabel?: string;
  /** What the list is, for a screen reader. */
  label?: string;
}

/**
 * What a price is made of (issue 32 item 6): a line per part (药费 per prescription × doses,
 * 加工费, 包装费, 配送费, 问诊费) with how it is computed, then the total. Nothing at all when there is
 * nothing to explain or the parts do not add up to the total to the fen: a page never shows a
 * breakdown that disagrees with what is charged.
 */
export function PriceBreakdown({ parts, total, totalLabel = '合计', label = '费用明细' }: PriceBreakdownProps) {
  if (!parts?.length || sumPriceParts(parts) !== total) return null;
  return (
    <dl className="tcm-price-parts" aria-label={label} data-testid="price-parts">
      {parts.map((p, i) => (
        <div key={`${p.kind}-${i}`} className="tcm-price-parts__row">
          <dt>
            {p.label}
            <small>{p.detail}</small>
          </dt>
          <dd data-fen={p.fen}>{yuan(p.fen)}</dd>
        </div>
      ))}
      <div className="tcm-price-parts__row tcm-price-parts__total">
        <dt>{totalLabel}</dt>
        <dd data-fen={total} data-testid="price-parts-total">
          {yuan(total)}
        </dd>
      </div>
    </dl>
  );
}
