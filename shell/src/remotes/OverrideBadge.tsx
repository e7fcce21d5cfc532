import { Tooltip } from '@arco-design/web-react';
import { knownRemotes } from './registry';
import { clearOverrides } from './override';

/** Always visible while an override is on, so nobody forgets their browser runs foreign code. */
export function OverrideBadge() {
  const overridden = knownRemotes().filter((r) => r.overridden);
  if (!overridden.length) return null;
  return (
    <div className="override-badge" role="status">
      {overridden.map((r) => (
        <Tooltip key={r.name} content={r.entry}>
          <span className="override-badge__item">开发覆盖: {r.name}</span>
        </Tooltip>
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
