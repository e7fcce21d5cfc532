import { knownRemotes } from './registry';
import { PREVIEW_KEY } from './canary';
import { clearOverrides } from './override';

/** Always visible while an override is on, so nobody forgets their browser runs foreign code. */
export function OverrideBadge() {
  const overridden = knownRemotes().filter((r) => r.overridden || r.preview);
  if (!overridden.length) return null;
  return (
    <div className="override-badge" role="status">
      {overridden.map((r) => (
        // A native tooltip: the badge is on every page, Arco is not (issue 9).
        <span key={r.name} className="override-badge__item" title={r.entry}>
          {r.overridden ? '开发覆盖' : '预览'}: {r.name}
        </span>
      ))}
      <button
        type="button"
        className="override-badge__clear"
        onClick={() => {
          clearOverrides();
          localStorage.removeItem(PREVIEW_KEY);
          window.location.reload();
        }}
      >
        清除
      </button>
    </div>
  );
}
