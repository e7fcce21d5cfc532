import type { RemoteRoute } from '@tcm/shared/routes';

/** The single source of truth for this remote's routes; the build writes the same table as routes.json. */
export const routes: RemoteRoute[] = [];

export default routes;
