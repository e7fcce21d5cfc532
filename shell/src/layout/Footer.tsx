import miniProgram from '../assets/qr/mini-program.svg';
import officialAccount from '../assets/qr/official-account.svg';
import { COMPANY } from '../config/company';

/**
 * Pictures drawn from COMPANY.qr (footerQr.test.tsx keeps them in step), not drawn at run time: the
 * encoder and two QR renders cost every main-layout page about 90 ms of a slow phone's start-up, for
 * codes below the fold (issue 34). Fetched when scrolled near.
 */
const QR_PICTURES: Record<keyof typeof COMPANY.qr, string> = { officialAccount, miniProgram };

export function Footer() {
  const { contact, qr, filings } = COMPANY;
  return (
    <footer className="shell-footer">
      <div className="shell-container shell-footer__main">
        <section className="shell-footer__company">
          <h3>{COMPANY.name}</h3>
          <p>{COMPANY.slogan}</p>
          <ul>
            <li>部门：{contact.deptName}</li>
            <li>地址：{contact.address}</li>
            <li>
              电话：{contact.phone}（{COMPANY.serviceHours}）
            </li>
            <li>邮箱：{contact.email}</li>
          </ul>
        </section>
        <section className="shell-footer__qrs" aria-label="关注我们">
          {(['officialAccount', 'miniProgram'] as const).map((key) => (
            <figure key={key} className="shell-footer__qr">
              <img src={QR_PICTURES[key]} width={96} height={96} alt={`${qr[key].label}二维码`} loading="lazy" decoding="async" />
              <figcaption>{qr[key].label}</figcaption>
            </figure>
          ))}
        </section>
      </div>
      <div className="shell-footer__legal">
        <div className="shell-container">
          <p className="shell-footer__filings">
            {filings.map((f) => (
              <span key={f.label}>
                {f.label}：
                {'href' in f ? (
                  <a href={f.href} target="_blank" rel="noopener noreferrer">
                    {f.value}
                  </a>
                ) : (
                  f.value
                )}
              </span>
            ))}
          </p>
          <p>
            {COMPANY.copyright} · {COMPANY.disclaimer}
          </p>
        </div>
      </div>
    </footer>
  );
}
