import type { CSSProperties, ReactNode } from 'react';

export type ResultStatus = 'success' | 'error' | 'info' | 'warning' | '403' | '404' | '500';

// Arco's IconCheck, IconClose, IconExclamation and IconInfo, drawn inline: the icon package would be
// one more copy of Arco's icon code in the shared root every remote page loads (each app bundles its own).
const icon = (name: string, body: ReactNode) => (
  <svg className={`arco-icon arco-icon-${name}`} viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="4" aria-hidden="true" focusable="false">
    {body}
  </svg>
);
const bar = (d: string, transform?: string) => (
  <>
    <path d={d} transform={transform} />
    <path d={d} transform={transform} fill="currentColor" stroke="none" />
  </>
);
const ICONS: Partial<Record<ResultStatus, ReactNode>> = {
  success: icon('check', <path d="M41.678 11.05 19.05 33.678 6.322 20.95" />),
  error: icon('close', <path d="M9.857 9.858 24 24m0 0 14.142 14.142M24 24 38.142 9.858M24 24 9.857 38.142" />),
  warning: icon(
    'exclamation',
    <>
      {bar('M23 9H25V30H23z')}
      {bar('M23 37H25V39H23z')}
    </>,
  ),
  info: icon(
    'info',
    <>
      {bar('M25 39H27V60H25z', 'rotate(180 25 39)')}
      {bar('M25 11H27V13H25z', 'rotate(180 25 11)')}
    </>,
  ),
};

export interface StatusResultProps {
  /** null: no status colour, `icon` shown as it is (Arco's custom icon). */
  status?: ResultStatus | null;
  /** Replaces the status icon; for 403/404/500 pass the illustration (Arco's `es/Result/404` …). */
  icon?: ReactNode;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

const classes = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Arco's Result, its markup and stylesheet, without its code: Arco's component imports its 403, 404
 * and 500 illustrations (92 KB raw, 26 KB brotli) whatever the status, and it would be part of the
 * shared Arco every page with a form downloads (issue 9). The shell's 404 and error pages import the
 * illustration they show themselves.
 */
export function StatusResult({ status = 'info', icon, title, subTitle, extra, children, className, style, ...rest }: StatusResultProps) {
  const shown = icon !== undefined ? icon : status ? ICONS[status] : null;
  return (
    <div className={classes('arco-result', status && `arco-result-is-${status}`, className)} style={style} {...rest}>
      {shown ? (
        <div className="arco-result-icon">
          <span className={classes('arco-result-icon-tip', status && `arco-result-icon-${status}`, status === null && 'arco-result-icon-custom')}>{shown}</span>
        </div>
      ) : null}
      {title ? <div className="arco-result-title">{title}</div> : null}
      {subTitle ? <div className="arco-result-subtitle">{subTitle}</div> : null}
      {extra ? <div className="arco-result-extra">{extra}</div> : null}
      {children ? <div className="arco-result-content">{children}</div> : null}
    </div>
  );
}
