import { render, screen, within } from '@testing-library/react';
import { ORDER_PRICE_ANSWER, PRICE_ANSWER, TEA_ORDER_PRICE_ANSWER } from '../testing/priceAnswers';
import { PriceBreakdown } from './PriceBreakdown';

/** The amounts shown, in fen, the total last. */
const shownFen = () =>
  within(screen.getByTestId('price-parts'))
    .getAllByRole('definition')
    .map((d) => Number(d.getAttribute('data-fen')));

describe('PriceBreakdown', () => {
  it.each([
    ['a consultation', PRICE_ANSWER.priceParts, PRICE_ANSWER.price],
    ['a decoction order', ORDER_PRICE_ANSWER.priceParts, ORDER_PRICE_ANSWER.sumPrice],
    ['a custom tea order', TEA_ORDER_PRICE_ANSWER.priceParts, TEA_ORDER_PRICE_ANSWER.sumPrice],
  ])('shows %s as the API answered it: every part, then the total they add up to', (_what, parts, total) => {
    render(<PriceBreakdown parts={parts} total={total} />);
    const fen = shownFen();
    expect(fen.pop()).toBe(total);
    expect(fen).toEqual(parts.map((p) => p.fen));
    expect(fen.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('says each part with how it is computed, in yuan', () => {
    render(<PriceBreakdown parts={ORDER_PRICE_ANSWER.priceParts} total={ORDER_PRICE_ANSWER.sumPrice} totalLabel="应付金额" label="订单费用明细" />);
    const list = screen.getByTestId('price-parts');
    expect(list).toHaveAccessibleName('订单费用明细');
    expect(list).toHaveTextContent('药费 · 黄连茯苓汤¥9.81/剂 × 14 剂¥137.34');
    expect(list).toHaveTextContent('加工费（代煎汤剂）¥3.00/剂 × 14 剂¥42.00');
    expect(list).toHaveTextContent('包装费¥0.50/包 × 1 包/剂 × 14 剂¥7.00');
    expect(list).toHaveTextContent('配送费（杭州代煎配送中心）每单¥12.00');
    expect(list).toHaveTextContent('应付金额¥198.34');
  });

  it('shows nothing for parts that do not add up to the total, or nothing to explain', () => {
    const { rerender } = render(<PriceBreakdown parts={PRICE_ANSWER.priceParts} total={PRICE_ANSWER.price + 1} />);
    expect(screen.queryByTestId('price-parts')).toBeNull();
    rerender(<PriceBreakdown parts={[]} total={0} />);
    expect(screen.queryByTestId('price-parts')).toBeNull();
    rerender(<PriceBreakdown parts={undefined} total={100} />);
    expect(screen.queryByTestId('price-parts')).toBeNull();
  });
});
