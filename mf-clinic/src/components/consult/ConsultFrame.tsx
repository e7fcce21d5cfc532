import type { ReactNode } from 'react';
import './consult.css';

interface ConsultFrameProps {
  title: string;
  subtitle?: string;
  /** Buttons at the right of the heading band (打印). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of the consultation pages (处方信息, 信息确认, 开方结果): the heading band and card of the
 * portal's inner pages, so the steps of one consultation look like one place.
 */
export function ConsultFrame({ title, subtitle, actions, className, children }: ConsultFrameProps) {
  return (
    <div className={`tcm-consult${className ? ` ${className}` : ''}`}>
      <header className="tcm-consult__banner">
        <div className="tcm-consult__container tcm-consult__banner-inner">
          <div>
            <h1>{title}</h1>
            {subtitle ? <p>{subtitle}</p> : null}
          </div>
          {actions ? <div className="tcm-consult__actions">{actions}</div> : null}
        </div>
      </header>
      <div className="tcm-consult__container">
        <section className="tcm-consult__panel">{children}</section>
      </div>
    </div>
  );
}

/** A titled block inside the card. */
export function ConsultSection({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="tcm-consult__section" aria-label={title}>
      <div className="tcm-consult__section-head">
        <h2>{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
