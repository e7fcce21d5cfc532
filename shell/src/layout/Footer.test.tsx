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
    for (const figure of codes) expect(figure.querySelector('svg')).not.toBeNull();
  });

  it('lists every licence and filing number', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    for (const filing of COMPANY.filings) expect(footer).toHaveTextContent(`${filing.label}：${filing.value}`);
  });
});
