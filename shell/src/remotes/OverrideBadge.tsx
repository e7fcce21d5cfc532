import { knownRemotes } from './registry';
import { clearOverrides } from './override';

/**
 * Always visible while an override is on, so nobody forgets their browser runs foreign code. A
 * preview has its own banner (layout/PreviewBanner.tsx).
 */
export function OverrideBadge() {
  const overridden = knownRemotes().filter((r) => r.overridden);
  if (!overridden.length) return null;
  return (
    <div className="override-badge" role="status">
      {overridden.map((r) => (
        // A native tooltip: the badge is on every page, Arco is not (issue 9).
        <span key={r.name} className="override-badge__item" title={r.entry}>
          开发覆盖: {r.name}
        </span>
      ))}
      <button
        type="button"
        className="override-badge__clear"
        onClick={() => {
          clearOverrides();
          window.location.reload();
        }}
      >
        清除
      </button>
    </div>
  );
}
