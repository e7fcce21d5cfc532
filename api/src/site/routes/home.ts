import type { FastifyInstance } from 'fastify';
import type { SiteCtx } from '../context';
import { articlePage, carouselItems, notices, siteInfo } from '../content';
import { pageFields, paging } from '../../platform/http/input';
import { route } from '../../platform/http/route';

/** Public home content (spec 1 §2.3–2.5, §7), read by home/content.ts. No login needed. */
export function homeRoutes(app: FastifyInstance, ctx: SiteCtx): void {
  route(app, 'GET /home/v1/info', {}, async () => ({ code: 200, msg: '', data: await siteInfo(ctx.db) }));

  route(app, 'GET /home/v1/carousel', {}, async () => ({ code: 200, msg: '', data: await carouselItems(ctx.db) }));

  route(app, 'GET /home/v1/notice', {}, async () => {
    const rows = await notices(ctx.db);
    return { code: 200, msg: '', rows, total: rows.length };
  });

  const articles = async (kind: 'news' | 'course', query: { pageNum?: number; pageSize?: number }) => {
    const { rows, total } = await articlePage(ctx.db, kind, paging(query, 8));
    return { code: 200, msg: '', rows, total };
  };

  const list = { query: pageFields() };
  route(app, 'GET /home/v1/course', list, ({ query }) => articles('course', query));
  route(app, 'GET /home/v1/news', list, ({ query }) => articles('news', query));
}
