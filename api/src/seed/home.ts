import type { Tx } from '../platform/db';
import { addMs, DAY, HOUR } from '../platform/lib/time';

export const BANNERS = [
  { imageUrl: '/api/assets/banners/banner-1.svg', title: '传承岐黄精髓 守护全家健康' },
  { imageUrl: '/api/assets/banners/banner-2.svg', title: '二十四节气 顺时养生' },
  { imageUrl: '/api/assets/banners/banner-3.svg', title: '名医在线 智能开方' },
];

const SITE = {
  deptName: '岐黄中医健康科技有限公司',
  address: '湖北省武汉市洪山区光谷大道88号岐黄大厦',
  phone: '400-800-1578',
  email: 'service@qihuang-health.cn',
};

const NOTICES = [
  { type: 2, content: '岐黄中医健康门户全新上线，欢迎各位医生注册认证' },
  { type: 1, content: '小雪节气养生：温补肾阳，早睡晚起，宜食羊肉、核桃、黑豆' },
  { type: 2, content: '医生资质认证审核时间为1至3个工作日，请耐心等待' },
  { type: 1, content: '系统将于每周日凌晨2:00至4:00进行例行维护' },
];

const NATCM = 'https://www.natcm.gov.cn';
const NEWS = [
  ['国家中医药管理局发布中医药振兴发展重大工程实施方案', `${NATCM}/bangongshi/gongzuodongtai/`],
  ['中医药传承创新发展示范试点项目名单公布', `${NATCM}/guicaisi/gongzuodongtai/`],
  ['冬季养生指南：中医教你温补过寒冬', `${NATCM}/xinxifabu/meitibaodao/`],
  ['全国名老中医药专家传承工作室建设项目启动', `${NATCM}/renjiaosi/gongzuodongtai/`],
  ['“中医药+互联网”服务模式入选数字健康典型案例', `${NATCM}/kejisi/gongzuodongtai/`],
  ['二十四节气与中医养生：立冬进补有讲究', `${NATCM}/xinxifabu/meitibaodao/`],
  ['中药配方颗粒质量标准体系进一步完善', `${NATCM}/kejisi/zhengcewenjian/`],
  ['基层中医馆服务能力提升工程取得阶段性成果', `${NATCM}/yizhengsi/gongzuodongtai/`],
  ['岐黄中医健康门户与多家中医医院达成合作', 'https://www.cacm.org.cn/'],
  ['中医体质辨识进社区活动在全国多地开展', 'https://www.cacm.org.cn/'],
  ['经典名方制剂研发指导原则发布', `${NATCM}/kejisi/zhengcewenjian/`],
  ['中医药文化进校园：让青少年感受岐黄之美', `${NATCM}/xuanchuansi/gongzuodongtai/`],
] as const;

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

/** Public content of the home, news and learning-hall pages. */
export async function seedHome(tx: Tx, now: Date): Promise<void> {
  for (const [key, value] of Object.entries(SITE)) {
    await tx.query('INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
  }
  for (const [i, n] of NOTICES.entries()) {
    await tx.query('INSERT INTO notices (notice_type, notice_content, sort) VALUES ($1, $2, $3)', [n.type, n.content, i]);
  }
  for (const [i, b] of BANNERS.entries()) {
    await tx.query('INSERT INTO carousel_items (image_url, title, sort) VALUES ($1, $2, $3)', [b.imageUrl, b.title, i]);
  }
  // Newest first in the list: item 0 is the most recent, one every few days back from seeding.
  for (const [i, [title, url]] of NEWS.entries()) {
    await tx.query('INSERT INTO articles (kind, info_title, info_url, created_at) VALUES ($1, $2, $3, $4)', [
      'news',
      title,
      url,
      addMs(now, -(i * 3 * DAY + (i + 1) * 2 * HOUR)),
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
