import type { ReactNode } from 'react';
import { BRAND, copyrightLine, Link } from '@tcm/shared';
import './authLayout.css';

export interface AuthLayoutProps {
  /** The card's heading, e.g. 欢迎登录. */
  title: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the form (register, forgot password, back to login). */
  footer?: ReactNode;
}

/**
 * The frame of every bare account page: a warm rice-paper background, the company's logo and name,
 * and a centred card. Bare routes have no top bar, so the brand links home.
 */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="tcm-acc-page">
      <div className="tcm-acc-frame">
        <aside className="tcm-acc-side" aria-hidden="true">
          <p className="tcm-acc-side-title">{BRAND.shortName}</p>
          <p className="tcm-acc-side-text">望闻问切 · 辨证施治</p>
          <p className="tcm-acc-side-verse">上医治未病</p>
        </aside>
        <main className="tcm-acc-card" aria-labelledby="tcm-acc-title">
          <Link className="tcm-acc-brand" to="/">
            <img className="tcm-acc-logo" src={BRAND.logo} alt="" />
            <span className="tcm-acc-brand-text">
              <span className="tcm-acc-company">{BRAND.name}</span>
              <span className="tcm-acc-tagline">{BRAND.slogan}</span>
            </span>
            {/* Named by what it shows, and where it leads (WCAG 2.5.3). */}
            <span className="visually-hidden">首页</span>
          </Link>
          <h1 id="tcm-acc-title" className="tcm-acc-title">
            {title}
          </h1>
          {subtitle ? <div className="tcm-acc-subtitle">{subtitle}</div> : null}
          <div className="tcm-acc-body">{children}</div>
          {footer ? <div className="tcm-acc-footer">{footer}</div> : null}
        </main>
      </div>
      <p className="tcm-acc-copyright">{copyrightLine()}</p>
    </div>
  );
}

/**
 * A bare page that cannot go on (a link without its code, an expired session): what happened, read
 * out at once, and the one way on.
 */
export function AuthNotice({ title, children, linkTo, linkText }: { title: string; children: ReactNode; linkTo: string; linkText: string }) {
  return (
    <AuthLayout title={title}>
      <div className="tcm-acc-notice" role="alert">
        {children}
      </div>
      <div className="tcm-acc-footer" style={{ marginTop: 16 }}>
        <Link to={linkTo}>{linkText}</Link>
      </div>
    </AuthLayout>
  );
}
