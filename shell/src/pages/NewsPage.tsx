import { Empty, List, Spin } from '@arco-design/web-react';
import { IconRight } from '@arco-design/web-react/icon';
import { call, FALLBACK, Pager, type InfoItem } from '@tcm/shared';
import { useEffect, useState } from 'react';
import { PageBanner, PageBody } from '../layout/PageBanner';
import { usePrerenderData } from '../prerender/prerenderData';
import { safeHttpUrl } from '../util/safeUrl';
import './pages.css';

/** Spec 1 §9: news page size. */
export const NEWS_PAGE_SIZE = 8;

/** 新闻资讯 (spec 1 §2.5) */
export function NewsPage() {
  const [page, setPage] = useState(1);
  // Prerendered: the first page of the seeded news, dated at build time, refreshed in place once loaded.
  const prerendered = usePrerenderData()?.news;
  const [rows, setRows] = useState<InfoItem[]>(() => prerendered?.rows ?? []);
  const [total, setTotal] = useState(() => prerendered?.total ?? 0);
  const [loading, setLoading] = useState(() => !prerendered);

  useEffect(() => {
    const controller = new AbortController();
    // The prerendered first page stays on screen while it is refreshed: no spinner over it.
    if (!(prerendered && page === 1)) setLoading(true);
    call('GET /home/v1/news', { pageNum: page, pageSize: NEWS_PAGE_SIZE }, { fallback: FALLBACK.news, signal: controller.signal })
      .then((body) => {
        setRows(body.rows ?? []);
        setTotal(Number(body.total) || 0);
      })
      .catch(() => {})
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the prerendered page is read once, at the first render
  }, [page]);

  return (
    <>
      <PageBanner title="新闻资讯" subtitle="公司动态 · 行业资讯 · 健康科普" />
      <PageBody>
        <Spin loading={loading} block tip="加载中…">
          <List
            className="news-list"
            bordered={false}
            dataSource={rows}
            noDataElement={<Empty description="暂无新闻公告" />}
            render={(item, i) => {
              const href = safeHttpUrl(item.infoUrl);
              const date = (item.createTime ?? '').slice(0, 10);
              return (
                <List.Item key={`${item.infoTitle}-${i}`} className="news-item">
                  <a className="news-item__link" href={href} target="_blank" rel="noopener noreferrer" data-testid="news-item">
                    <span className="news-item__title">{item.infoTitle}</span>
                    {href && <span className="visually-hidden">（在新标签页打开）</span>}
                    <time className="news-item__date" dateTime={date}>
                      {date}
                    </time>
                    <IconRight className="news-item__arrow" />
                  </a>
                </List.Item>
              );
            }}
          />
          <Pager total={total} pageSize={NEWS_PAGE_SIZE} current={page} onChange={setPage} />
        </Spin>
      </PageBody>
    </>
  );
}
