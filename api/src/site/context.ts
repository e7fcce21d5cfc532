import type { PlatformCtx } from '../platform/context';

/** What the site's calls need beside the platform: the deployment's settings the shell is told at start. */
export interface SiteCtx extends PlatformCtx {
  /** The external admin site of the avatar menu ('' for none). */
  backOfficeUrl: string;
  /** Real-user telemetry as the shell is told in the portal config (where to send, sampling, flush interval). */
  telemetry: { endpoint: string; sampleRate: number; flushMs: number };
}
