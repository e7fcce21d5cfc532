import { Alert, Button } from '@arco-design/web-react';
import { type PricePart, sumPriceParts, yuan } from '@tcm/shared';
import type { DeliveryFormValues } from '@tcm/shared/commerce';
import { PriceBreakdown } from '@tcm/shared/priceBreakdown';
import type { DeliveryFormFlow } from './useDeliveryFormFlow';

/**
 * The end of a delivery form: 应付金额 and what it is made of (the preview's parts, computed with
 * the API's function: issue 32 item 6), or, until it can be priced, `priceHint` saying what to
 * fill in; the rule the form breaks; 保存草稿 and 提交 (each waits while the other runs).
 */
export function DeliveryFormFooter({
  flow,
  parts,
  priceHint,
  onSaveDraft,
  onSubmit,
}: {
  flow: DeliveryFormFlow<DeliveryFormValues>;
  parts: PricePart[] | null;
  priceHint: string;
  onSaveDraft: () => void;
  onSubmit: () => void;
}) {
  const { busy, problem } = flow;
  const price = parts && sumPriceParts(parts);
  return (
    <>
      <div className="tcm-fulfil__price" aria-live="polite">
        <span>应付金额</span>
        {price === null ? (
          <span data-testid="price" className="tcm-fulfil__price-hint">
            {priceHint}
          </span>
        ) : (
          <strong data-testid="price">{yuan(price)}</strong>
        )}
      </div>
      {parts && price !== null ? <PriceBreakdown parts={parts} total={price} /> : null}
      {problem ? <Alert type="warning" content={problem} className="tcm-fulfil__problem" /> : null}
      <div className="tcm-shop__footer">
        <Button onClick={onSaveDraft} loading={busy === 'draft'} disabled={busy === 'submit'}>
          保存草稿
        </Button>
        <Button type="primary" onClick={onSubmit} loading={busy === 'submit'} disabled={busy === 'draft'}>
          提交
        </Button>
      </div>
    </>
  );
}
