import { formatChinaTime } from '../chinaTime';
import type { CarouselItem, InfoItem, Notice } from '../contract';

/**
 * The public home content a fresh reference API is seeded with (api/src/seed/home.ts), and what the
 * shell's prerender (shell/prerender.ts) writes into its pages: one list, so the prerendered pages
 * show what the API answers until the browser refreshes them (api/test/home.test.ts compares the two).
 */

/** The banners of the home carousel, in their order (the pictures are the API's assets). */
export const HOME_BANNERS: readonly { imageUrl: string; title: string }[] = [
  { imageUrl: '/api/assets/banners/banner-1.svg', title: '传承岐黄精髓 守护全家健康' },
  { imageUrl: '/api/assets/banners/banner-2.svg', title: '二十四节气 顺时养生' },
  { imageUrl: '/api/assets/banners/banner-3.svg', title: '名医在线 智能开方' },
];

/** The notices, in their order: 2 an announcement, 1 a notification. */
export const HOME_NOTICES: readonly Notice[] = [
  { noticeType: 2, noticeContent: '岐黄中医健康门户全新上线，欢迎各位医生注册认证' },
  { noticeType: 1, noticeContent: '小雪节气养生：温补肾阳，早睡晚起，宜食羊肉、核桃、黑豆' },
  { noticeType: 2, noticeContent: '医生资质认证审核时间为1至3个工作日，请耐心等待' },
  { noticeType: 1, noticeContent: '系统将于每周日凌晨2:00至4:00进行例行维护' },
];

const NATCM = 'https://www.natcm.gov.cn';
/** The news, newest first. */
export const HOME_NEWS: readonly Omit<InfoItem, 'createTime'>[] = [
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
].map(([infoTitle, infoUrl]) => ({ infoTitle, infoUrl }));

const HOUR = 60 * 60 * 1000;

/** When news item `index` was published, for content seeded at `seededAt`: one every few days back. */
export function newsPublishedAt(seededAt: Date, index: number): Date {
  return new Date(seededAt.getTime() - (index * 3 * 24 * HOUR + (index + 1) * 2 * HOUR));
}

/** The three calls of the home content, answered as a fresh API seeded at `seededAt` answers them. */
export interface SeededHomeContent {
  /** GET /home/v1/carousel: its data. */
  carousel: CarouselItem[];
  /** GET /home/v1/notice: its rows. */
  notices: Notice[];
  /** GET /home/v1/news?pageNum=1&pageSize=newsPageSize: its rows and total. */
  news: { rows: InfoItem[]; total: number };
}

export function seededHomeContent(seededAt: Date, newsPageSize: number): SeededHomeContent {
  return {
    carousel: HOME_BANNERS.map(({ imageUrl }) => ({ imageUrl })),
    notices: HOME_NOTICES.map((n) => ({ ...n })),
    news: {
      rows: HOME_NEWS.slice(0, newsPageSize).map((item, i) => ({ ...item, createTime: formatChinaTime(newsPublishedAt(seededAt, i)) })),
      total: HOME_NEWS.length,
    },
  };
}
