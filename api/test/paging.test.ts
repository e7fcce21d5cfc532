import { DEEP_OFFSET, pageAndTotal, pageClause, type PageWindow } from '../src/platform/db/paging';

/**
 * A deep page read from the other end of the index (issue 21) is the same page: for every total,
 * page size and page, pageAndTotal answers exactly the rows OFFSET/LIMIT newest first would, and
 * a page past the middle walks the index no further than from the oldest end.
 */
function fakeList(total: number) {
  const ids = Array.from({ length: total }, (_, i) => i + 1); // ascending, as the index's other end
  let walked = 0;
  const readPage = async (w: PageWindow) => {
    const ordered = w.order === 'DESC' ? [...ids].reverse() : ids;
    walked = w.offset + w.limit;
    // Every list's outer ORDER BY shows the page newest first whichever way it was read.
    return ordered.slice(w.offset, w.offset + w.limit).sort((a, b) => b - a);
  };
  return { ids, readPage, walked: () => walked };
}

it('answers the rows of OFFSET/LIMIT newest first for every page, shallow or deep', async () => {
  for (const total of [0, 1, 9, 10, 11, DEEP_OFFSET - 1, DEEP_OFFSET, DEEP_OFFSET + 7, 999, 1000, 2345]) {
    for (const limit of [1, 8, 10, 50]) {
      const list = fakeList(total);
      const newestFirst = [...list.ids].reverse();
      for (let offset = 0; offset <= total + limit; offset += limit) {
        const [rows, n] = await pageAndTotal({ limit, offset }, list.readPage, async () => total);
        expect(n).toBe(total);
        expect({ total, limit, offset, rows }).toEqual({ total, limit, offset, rows: newestFirst.slice(offset, offset + limit) });
      }
    }
  }
});

it('walks at most half the index for any page, and reads the last page from the oldest end', async () => {
  const total = 200_000;
  const list = fakeList(total);
  await pageAndTotal({ limit: 10, offset: total - 10 }, list.readPage, async () => total);
  expect(list.walked()).toBe(10);
  for (const offset of [DEEP_OFFSET, 50_000, 99_990, 100_000, 150_000, 199_990]) {
    await pageAndTotal({ limit: 10, offset }, list.readPage, async () => total);
    expect(list.walked()).toBeLessThanOrEqual(total / 2 + 10);
  }
});

it('reads page and total at once for a shallow page, the total first for a deep one', async () => {
  const order: string[] = [];
  const readPage = async () => {
    order.push('page');
    return [];
  };
  const readTotal = async () => {
    order.push('total');
    await new Promise((r) => setTimeout(r, 5));
    return 1000;
  };
  await pageAndTotal({ limit: 10, offset: 0 }, readPage, readTotal);
  expect(order).toEqual(['page', 'total']);
  order.length = 0;
  await pageAndTotal({ limit: 10, offset: 900 }, readPage, readTotal);
  expect(order).toEqual(['total', 'page']);
});

it('writes a page window into the statement only as whole numbers, and leaves deep offsets unprepared', () => {
  expect(pageClause({ order: 'DESC', limit: 10, offset: 20 })).toEqual({ sql: 'LIMIT 10 OFFSET 20', prepare: true });
  expect(pageClause({ order: 'ASC', limit: 8, offset: DEEP_OFFSET - 1 }).prepare).toBe(true);
  expect(pageClause({ order: 'DESC', limit: 10, offset: DEEP_OFFSET })).toEqual({ sql: `LIMIT 10 OFFSET ${DEEP_OFFSET}`, prepare: false });
  for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2, '1; DROP TABLE patients' as unknown as number]) {
    expect(() => pageClause({ order: 'DESC', limit: bad, offset: 0 })).toThrow();
    expect(() => pageClause({ order: 'DESC', limit: 10, offset: bad })).toThrow();
  }
});
