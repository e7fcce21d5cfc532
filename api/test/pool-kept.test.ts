import { useTestApi } from './helpers';

jest.setTimeout(60_000);

/**
 * Issue 21: the API keeps its PostgreSQL connections once opened. Closed after 10 s idle (the
 * node-postgres default), the next burst opened new server processes, cold, and the requests
 * waiting on them took 50-250 ms. On PGlite there is one connection; this runs on the server.
 */
const t = useTestApi();

it('serves from the same server connections after more than ten idle seconds', async () => {
  const pids = async () =>
    new Set(
      (await Promise.all(Array.from({ length: 3 }, () => t.app.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.1)')))).map(
        (rows) => rows[0].pid,
      ),
    );
  const before = await pids();
  expect(before.size).toBeGreaterThan(0);
  if (t.app.db.kind !== 'postgres') return;
  expect(before.size).toBe(3);
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const after = await pids();
  expect([...after].sort()).toEqual([...before].sort());
});
