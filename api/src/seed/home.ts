import { HOME_BANNERS, HOME_NEWS, HOME_NOTICES, newsPublishedAt } from '@tcm/shared/site/homeContent';
import type { Tx } from '../platform/db';
import { addMs, DAY } from '../platform/lib/time';

const SITE = {
  deptName: '岐黄中医健康科技有限公司',
  address: '湖北省武汉市洪山区光谷大道88号岐黄大厦',
  phone: '400-800-1578',
  email: 'service@qihuang-health.cn',
};

const COURSES = [
  '中医基础理论精讲',
  '中医诊断学：望闻问切',
  '《伤寒论》经方临床应用',
  '《金匮要略》杂病辨治',
  '中药学：四气五味与归经',
  '方剂学：君臣佐使配伍',
  '针灸学：经络与腧穴',
  '二十四节气养生',
  '中医体质辨识与调理',
];

/**
 * Public content of the home, news and learning-hall pages: the carousel, notices and news are
 * @tcm/shared's (the shell's prerender writes the same into its pages); the footer's facts and the
 * courses are the API's own.
 */
export async function seedHome(tx: Tx, now: Date): Promise<void> {
  for (const [key, value] of Object.entries(SITE)) {
    await tx.query('INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
  }
  for (const [i, n] of HOME_NOTICES.entries()) {
    await tx.query('INSERT INTO notices (notice_type, notice_content, sort) VALUES ($1, $2, $3)', [n.noticeType, n.noticeContent, i]);
  }
  for (const [i, b] of HOME_BANNERS.entries()) {
    await tx.query('INSERT INTO carousel_items (image_url, title, sort) VALUES ($1, $2, $3)', [b.imageUrl, b.title, i]);
  }
  for (const [i, news] of HOME_NEWS.entries()) {
    await tx.query('INSERT INTO articles (kind, info_title, info_url, created_at) VALUES ($1, $2, $3, $4)', [
      'news',
      news.infoTitle,
      news.infoUrl,
      newsPublishedAt(now, i),
    ]);
  }
  for (const [i, title] of COURSES.entries()) {
    await tx.query('INSERT INTO articles (kind, info_title, info_url, created_at) VALUES ($1, $2, $3, $4)', [
      'course',
      title,
      `https://www.natcm.gov.cn/kejisi/gongzuodongtai/#course-${i + 1}`,
      addMs(now, -(i * 7 * DAY)),
    ]);
  }
}
