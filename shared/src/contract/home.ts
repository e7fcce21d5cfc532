import type { DataBody, PageQuery, RowsBody } from './common';

export interface HomeInfo {
  address: string;
  phone: string;
  email: string;
  deptName: string;
}

export interface CarouselItem {
  imageUrl: string;
}

/** noticeType 2 is an announcement (公告); any other value is a notification (通知). */
export interface Notice {
  noticeType: number | string;
  noticeContent: string;
}

export interface InfoItem {
  infoTitle: string;
  infoUrl: string;
  /** `YYYY-MM-DD HH:mm:ss`; lists show the first 10 characters. */
  createTime: string;
}

export interface HomeCalls {
  'GET /home/v1/info': { req: void; res: DataBody<HomeInfo> };
  'GET /home/v1/carousel': { req: void; res: DataBody<CarouselItem[]> };
  'GET /home/v1/notice': { req: void; res: RowsBody<Notice> };
  'GET /home/v1/course': { req: PageQuery; res: RowsBody<InfoItem> };
  'GET /home/v1/news': { req: PageQuery; res: RowsBody<InfoItem> };
}
