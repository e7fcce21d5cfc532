import { call, noticeLabel, type Notice } from '@tcm/shared/core';
import { useEffect, useState } from 'react';
import { usePrerenderData } from '../../prerender/prerenderData';
import { usePrefersReducedMotion } from '../../util/reducedMotion';
import { Rotator } from './Rotator';
import { IconSound } from '../../layout/icons';

/** The vertical notice ticker, 32px high (spec 1 §2.3, §9). */
export function NoticeTicker() {
  const prerendered = usePrerenderData();
  const [notices, setNotices] = useState<Notice[]>(() => prerendered?.notices ?? []);
  const still = usePrefersReducedMotion();

  useEffect(() => {
    const controller = new AbortController();
    call('GET /home/v1/notice', undefined, { signal: controller.signal })
      .then((body) => setNotices(body.rows ?? []))
      .catch(() => {});
    return () => controller.abort();
  }, []);

  return (
    <section className="notice-ticker" data-testid="notice-ticker" aria-label="通知公告">
      <span className="notice-ticker__icon" aria-hidden="true">
        <IconSound />
      </span>
      {notices.length ? (
        <Rotator className="notice-ticker__carousel" direction="vertical" interval={4000} still={still} label="公告">
          {notices.map((notice, i) => (
            <div key={i} className="notice-ticker__item" title={notice.noticeContent}>
              <span className="notice-ticker__label">{noticeLabel(notice.noticeType)}</span>
              {notice.noticeContent}
            </div>
          ))}
        </Rotator>
      ) : (
        <span className="notice-ticker__item notice-ticker__item--empty">暂无公告</span>
      )}
    </section>
  );
}
