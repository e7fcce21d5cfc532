import type { CarouselItem, HomeInfo, InfoItem, Notice } from '@tcm/shared/contract';
import type { Queryable } from '../platform/db';
import { formatChinaTime } from '../platform/lib/time';

/** The site's contact facts of the footer (spec 1 §2.5); a missing one is ''. */
export async function siteInfo(q: Queryable): Promise<HomeInfo> {
  const rows = await q.query<{ key: string; value: string }>(`SELECT key, value FROM site_settings WHERE key IN ('address', 'phone', 'email', 'deptName')`);
  const get = (key: keyof HomeInfo) => rows.find((r) => r.key === key)?.value ?? '';
  return { address: get('address'), phone: get('phone'), email: get('email'), deptName: get('deptName') };
}

/** The home page's banners, in their order. */
export async function carouselItems(q: Queryable): Promise<CarouselItem[]> {
  const rows = await q.query<{ image_url: string }>('SELECT image_url FROM carousel_items ORDER BY sort, carousel_id');
  return rows.map((r) => ({ imageUrl: r.image_url }));
}

/** The notices, in their order. */
export async function notices(q: Queryable): Promise<Notice[]> {
  const rows = await q.query<{ notice_type: number; notice_content: string }>('SELECT notice_type, notice_content FROM notices ORDER BY sort, notice_id');
  return rows.map((r) => ({ noticeType: r.notice_type, noticeContent: r.notice_content }));
}

/** One page of the news or the courses, newest first, with the total. */
export async function articlePage(
  q: Queryable,
  kind: 'news' | 'course',
  page: { pageSize: number; offset: number },
): Promise<{ rows: InfoItem[]; total: number }> {
  const rows = await q.query<{ info_title: string; info_url: string; created_at: Date }>(
    `SELECT info_title, info_url, created_at FROM articles WHERE kind = $1
      ORDER BY created_at DESC, article_id DESC LIMIT $2 OFFSET $3`,
    [kind, page.pageSize, page.offset],
  );
  const [count] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE kind = $1', [kind]);
  const items = rows.map((r) => ({ infoTitle: r.info_title, infoUrl: r.info_url, createTime: formatChinaTime(new Date(r.created_at)) }));
  return { rows: items, total: count!.n };
}
