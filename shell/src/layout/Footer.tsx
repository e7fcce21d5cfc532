import { QRCodeSVG } from 'qrcode.react';
import { COMPANY } from '../config/company';

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
          {[qr.officialAccount, qr.miniProgram].map((code) => (
            <figure key={code.label} className="shell-footer__qr">
              <QRCodeSVG value={code.text} size={96} marginSize={2} bgColor="#fffaf0" fgColor="#2b2118" title={code.label} />
              <figcaption>{code.label}</figcaption>
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
