import type { ReactNode } from 'react';
import './pageFrame.css';

interface PageFrameProps {
  title: string;
  subtitle?: string;
  /** Buttons at the right of the heading band (打印). */
  actions?: ReactNode;
  /** The page's own block (tcm-consult, tcm-shop, tcm-cert …) for what only that page draws. */
  className?: string;
  children: ReactNode;
}

/**
 * The frame of every remote's inner pages: the heading band and the card over it, drawn from the
 * shell's brand tokens, so moving between clinic, commerce and certification does not feel like
 * changing sites. Each remote bundles its own copy (it is no shared singleton): only its CSS and a
 * few elements, and a remote page needs it from its first paint.
 */
export function PageFrame({ title, subtitle, actions, className, children }: PageFrameProps) {
  return (
    <div className={`tcm-frame${className ? ` ${className}` : ''}`}>
      <header className="tcm-frame__banner">
        <div className="tcm-frame__container tcm-frame__banner-inner">
          <div>
            <h1>{title}</h1>
            {subtitle ? <p>{subtitle}</p> : null}
          </div>
          {actions ? <div className="tcm-frame__actions">{actions}</div> : null}
        </div>
      </header>
      <div className="tcm-frame__container">
        <section className="tcm-frame__panel">{children}</section>
      </div>
    </div>
  );
}

/** A titled block inside the card; `extra` sits at the right of its title (a toolbar). */
export function PageSection({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="tcm-frame__section" aria-label={title}>
      <div className="tcm-frame__section-head">
        <h2>{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
