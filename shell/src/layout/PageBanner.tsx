import type { ReactNode } from 'react';

/** The heading band every inner page of the shell starts with. */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="page-banner">
      <div className="shell-container">
        <h1 className="page-banner__title">{title}</h1>
        {subtitle && <p className="page-banner__subtitle">{subtitle}</p>}
      </div>
    </div>
  );
}

/** The white card the content of an inner page sits on. */
export function PageBody({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="shell-container">
      <div className={`page-body${className ? ` ${className}` : ''}`}>{children}</div>
    </div>
  );
}
