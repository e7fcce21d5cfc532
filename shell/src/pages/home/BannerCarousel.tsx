import { call, FALLBACK, type CarouselItem } from '@tcm/shared/core';
import { useEffect, useState } from 'react';
import { COMPANY } from '../../config/company';
import { usePrerenderData } from '../../prerender/prerenderData';
import { usePrefersReducedMotion } from '../../util/reducedMotion';
import { Rotator } from './Rotator';

/** The home image carousel with autoplay (spec 1 §2.3); a branded banner until images arrive. */
export function BannerCarousel() {
  // A prerendered page starts with the pictures it was rendered with: the first one is the page's
  // largest paint and must come with the HTML, not after the JavaScript.
  const prerendered = usePrerenderData();
  const [items, setItems] = useState<CarouselItem[]>(() => prerendered?.carousel ?? []);
  const still = usePrefersReducedMotion();

  useEffect(() => {
    const controller = new AbortController();
    call('GET /home/v1/carousel', undefined, { fallback: FALLBACK.homeInfo, signal: controller.signal })
      .then((body) => setItems((body.data ?? []).filter((item) => !!item?.imageUrl)))
      .catch(() => {});
    return () => controller.abort();
  }, []);

  if (!items.length) {
    return (
      <div className="home-banner home-banner--placeholder" data-testid="home-banner">
        <div className="home-banner__text">
          <p className="home-banner__heading">{COMPANY.homeTitle}</p>
          <p className="home-banner__slogan">{COMPANY.slogan}</p>
        </div>
      </div>
    );
  }
  return (
    <Rotator className="home-banner" interval={5000} still={still} controls label="宣传图" data-testid="home-banner">
      {items.map((item, i) => (
        <div key={`${item.imageUrl}-${i}`} className="home-banner__slide">
          <img
            src={item.imageUrl}
            // The first picture is the largest paint of the home page; the others may wait.
            fetchPriority={i === 0 ? 'high' : 'low'}
            loading={i === 0 ? 'eager' : 'lazy'}
            alt={`${COMPANY.shortName}宣传图 ${i + 1}`}
            className="home-banner__image"
            // A missing picture leaves the slide's branded background instead of a broken-image icon.
            onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
          />
        </div>
      ))}
    </Rotator>
  );
}
