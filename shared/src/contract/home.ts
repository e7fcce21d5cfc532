import type { z } from 'zod';
import type * as s from './schema';
import type { DataBody, PageQuery, RowsBody } from './common';

export type HomeInfo = z.infer<typeof s.homeInfo>;

export type CarouselItem = z.infer<typeof s.carouselItem>;

export type Notice = z.infer<typeof s.notice>;

export type InfoItem = z.infer<typeof s.infoItem>;

export interface HomeCalls {
  'GET /home/v1/info': { req: void; res: DataBody<HomeInfo> };
  'GET /home/v1/carousel': { req: void; res: DataBody<CarouselItem[]> };
  'GET /home/v1/notice': { req: void; res: RowsBody<Notice> };
  'GET /home/v1/course': { req: PageQuery; res: RowsBody<InfoItem> };
  'GET /home/v1/news': { req: PageQuery; res: RowsBody<InfoItem> };
}
