import type { ReactNode } from 'react';
import './commerce.css';

interface CommerceFrameProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of the commerce pages: the heading band and card of the portal's inner pages (the same
 * look as the clinic's consultation pages, drawn from the shell's brand tokens).
 */
export function CommerceFrame({ title, subtitle, actions, className, children }: CommerceFrameProps) {
  return (
    <div className={`tcm-shop${className ? ` ${className}` : ''}`}>
      <header className="tcm-shop__banner">
        <div className="tcm-shop__container tcm-shop__banner-inner">
          <div>
            <h1>{title}</h1>
            {subtitle ? <p>{subtitle}</p> : null}
          </div>
          {actions ? <div className="tcm-shop__actions">{actions}</div> : null}
        </div>
      </header>
      <div className="tcm-shop__container">
        <section className="tcm-shop__panel">{children}</section>
      </div>
    </div>
  );
}

/** A titled block inside the card. */
export function CommerceSection({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="tcm-shop__section" aria-label={title}>
      <div className="tcm-shop__section-head">
        <h2>{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** label: value pairs in a grid (one column on phones); a third element 'wide' takes a whole row. */
export function Facts({ items }: { items: ([string, ReactNode] | [string, ReactNode, 'wide'])[] }) {
  return (
    <dl className="tcm-shop__facts">
      {items.map(([label, value, wide]) => (
        <div key={label} className={wide ? 'tcm-shop__fact--wide' : undefined}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
