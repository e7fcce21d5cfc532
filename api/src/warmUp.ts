import type { Db } from './platform/db';
import { listPatients } from './clinic/patients';
import { listDrafts, listOrders, listPrescribingOrders } from './commerce/lists';

/**
 * Readies every connection before the API serves: each list read, with and without a keyword, for
 * no doctor (user 0 owns nothing, so nothing is found and nothing written). A server process's first
 * statements load its catalog caches, compile the keyword function and prepare the pages: the scale
 * bench's first order-list read on a new API took 61–71 ms against 12–25 next (21–33 once warmed).
 * Each connection runs them once, all connections at once.
 */
export async function warmUp(db: Db, now: Date): Promise<void> {
  await db.eachConnection(async (connection) => {
    for (const search of [undefined, '中医']) {
      const page = { limit: 10, offset: 0, search };
      await listOrders(connection, 0, { ...page, statuses: [] }, now);
      await listOrders(connection, 0, { ...page, statuses: [1, 2, 3] }, now);
      await listDrafts(connection, 0, page, now);
      await listPrescribingOrders(connection, 0, { ...page, now });
      await listPatients(connection, 0, page);
    }
  });
}
