import type { FastifyInstance } from 'fastify';
import type { HomeInfo, InfoItem } from '@tcm/shared/contract';
import type { Ctx } from '../context';
import { pageFields, paging } from '../http/input';
import { route } from '../http/route';
import { formatChinaTime } from '../lib/time';

/** Public home content (spec 1 §2.3–2.5, §7). No login needed. */
export function homeRoutes(app: FastifyInstance, ctx: Ctx): void {
  route(app, 'GET /home/v1/info', {}, async () => {
    const rows = await ctx.db.query<{ key: string; value: string }>(
      `SELECT key, value FROM site_settings WHERE key IN ('address', 'phone', 'email', 'deptName')`,
    );
    const get = (key: keyof HomeInfo) => rows.find((r) => r.key === key)?.value ?? '';
    return { code: 200, msg: '', data: { address: get('address'), phone: get('phone'), email: get('email'), deptName: get('deptName') } };
  });

  route(app, 'GET /home/v1/carousel', {}, async () => {
    const rows = await ctx.db.query<{ image_url: string }>('SELECT image_url FROM carousel_items ORDER BY sort, carousel_id');
    return { code: 200, msg: '', data: rows.map((r) => ({ imageUrl: r.image_url })) };
  });

  route(app, 'GET /home/v1/notice', {}, async () => {
    const rows = await ctx.db.query<{ notice_type: number; notice_content: string }>(
      'SELECT notice_type, notice_content FROM notices ORDER BY sort, notice_id',
    );
    return {
      code: 200,
      msg: '',
      rows: rows.map((r) => ({ noticeType: r.notice_type, noticeContent: r.notice_content })),
      total: rows.length,
    };
  });

  const articles = async (kind: 'news' | 'course', query: { pageNum?: number; pageSize?: number }) => {
    const { pageSize, offset } = paging(query, 8);
    const rows = await ctx.db.query<{ info_title: string; info_url: string; created_at: Date }>(
      `SELECT info_title, info_url, created_at FROM articles WHERE kind = $1
        ORDER BY created_at DESC, article_id DESC LIMIT $2 OFFSET $3`,
      [kind, pageSize, offset],
    );
    const [count] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE kind = $1', [kind]);
    const items: InfoItem[] = rows.map((r) => ({
      infoTitle: r.info_title,
      infoUrl: r.info_url,
      createTime: formatChinaTime(new Date(r.created_at)),
    }));
    return { code: 200, msg: '', rows: items, total: count.n };
  };

  const list = { query: pageFields() };
  route(app, 'GET /home/v1/course', list, ({ query }) => articles('course', query));
  route(app, 'GET /home/v1/news', list, ({ query }) => articles('news', query));
}
