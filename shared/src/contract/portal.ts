import type { DataBody } from './common';
import type { PortalConfig } from '../routes/types';

/** Not in the spec's tables: the deployment's runtime settings, read by the shell at start. */
export interface PortalCalls {
  'GET /portal/config': { req: void; res: DataBody<PortalConfig> };
}
