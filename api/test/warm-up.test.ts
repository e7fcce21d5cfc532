import { useTestApi } from './helpers';

jest.setTimeout(60_000);

/**
 * Issue 21: a server started with warmUp (the portal server, `npm start -w @tcm/api`, the scale
 * bench) has opened every pool connection and readied the list statements on each before it
 * serves, so a new instance's first requests do not wait for new, cold server processes.
 */
const t = useTestApi({ warmUp: true });

const PAGES = `SELECT pg_backend_pid() AS pid,
  (SELECT count(*)::int FROM pg_prepared_statements WHERE statement LIKE '%WITH page AS%') AS pages`;

it('opens every connection and prepares the list pages on each before serving', async () => {
  const found: { pid: number; pages: number }[] = [];
  await t.app.db.eachConnection(async (connection) => {
    found.push((await connection.query<{ pid: number; pages: number }>(PAGES))[0]);
  });
  if (t.app.db.kind !== 'postgres') {
    expect(found).toHaveLength(1);
    return;
  }
  // The order list's two pages (all, a tab), the drafts' and the prescribing orders': one each.
  expect(found.length).toBeGreaterThan(1);
  expect(new Set(found.map((f) => f.pid)).size).toBe(found.length);
  for (const f of found) expect(f.pages).toBeGreaterThanOrEqual(4);
  // The pool holds just these: any call is served by one of them.
  const { pid } = (await t.app.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0];
  expect(found.map((f) => f.pid)).toContain(pid);
});
