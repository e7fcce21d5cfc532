import { render, screen, within } from '@testing-library/react';
import { COMPANY } from '../config/company';
import { Footer } from './Footer';

describe('footer (spec 1 §2.2)', () => {
  it('shows the fixed company information', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(COMPANY.name)).toBeInTheDocument();
    for (const value of Object.values(COMPANY.contact)) expect(footer).toHaveTextContent(value);
  });

  it('shows the public-account and mini-program QR codes, each labelled', () => {
    render(<Footer />);
    const codes = within(screen.getByRole('region', { name: '关注我们' })).getAllByRole('figure');
    expect(codes.map((figure) => figure.querySelector('figcaption')?.textContent)).toEqual([COMPANY.qr.officialAccount.label, COMPANY.qr.miniProgram.label]);
    expect(codes.map((figure) => within(figure).getByRole('img').getAttribute('alt'))).toEqual(['官方公众号二维码', '官方小程序二维码']);
    // Below the fold on a phone: fetched when scrolled near, not with the page (issue 34).
    for (const figure of codes) expect(within(figure).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('lists every licence and filing number', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    for (const filing of COMPANY.filings) expect(footer).toHaveTextContent(`${filing.label}：${filing.value}`);
  });
});
