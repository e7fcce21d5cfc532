import { KeepAliveOutlet } from './KeepAliveOutlet';

/** Full-page routes (login and friends): no top bar or footer, the remote owns the whole screen. */
export function BareLayout() {
  return (
    <div className="shell-bare">
      <KeepAliveOutlet />
    </div>
  );
}
