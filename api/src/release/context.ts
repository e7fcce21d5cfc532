import type { PlatformCtx } from '../platform/context';

/** What the release calls need beside the platform: the period telemetry is counted in. */
export interface ReleaseCtx extends PlatformCtx {
  telemetry: { periodMs: number };
}
