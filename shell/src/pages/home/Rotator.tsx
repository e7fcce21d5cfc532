import { Children, useEffect, useState, type ReactNode } from 'react';

interface RotatorProps {
  className: string;
  /** Milliseconds each item stays. */
  interval: number;
  /** `vertical` rolls upwards (the notice ticker); the banner slides sideways. */
  direction?: 'horizontal' | 'vertical';
  /** Cross-fade instead of moving (the user asks for reduced motion). */
  still: boolean;
  /** Dots to pick an item and arrows shown on hover (the banner). */
  controls?: boolean;
  label: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The home page's carousels (banner and notice ticker), in place of Arco's Carousel so that the home
 * page needs no Arco at all (issue 9). Its first render shows the first item, the same on the
 * server and at hydration; autoplay starts after, and pauses while the pointer or focus is inside.
 */
export function Rotator({ className, interval, direction = 'horizontal', still, controls = false, label, children, ...rest }: RotatorProps) {
  const items = Children.toArray(children);
  const count = items.length;
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const shown = count ? current % count : 0;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [paused, count, interval]);

  const mode = still ? 'fade' : direction;
  return (
    <div
      className={`${className} rotator rotator--${mode}`}
      role="region"
      aria-roledescription="轮播"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid={rest['data-testid']}
    >
      <div className="rotator__track" style={still ? undefined : { transform: `translate${direction === 'vertical' ? 'Y' : 'X'}(${-100 * shown}%)` }}>
        {items.map((item, i) => (
          <div key={i} className={`rotator__item${i === shown ? ' rotator__item--active' : ''}`} aria-hidden={i !== shown}>
            {item}
          </div>
        ))}
      </div>
      {controls && count > 1 && (
        <>
          <button type="button" className="rotator__arrow rotator__arrow--prev" aria-label="上一张" onClick={() => setCurrent((shown - 1 + count) % count)}>
            <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              <path d="M32 8.4 16.444 23.956 32 39.513" />
            </svg>
          </button>
          <button type="button" className="rotator__arrow rotator__arrow--next" aria-label="下一张" onClick={() => setCurrent((shown + 1) % count)}>
            <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              <path d="m16 39.513 15.556-15.557L16 8.4" />
            </svg>
          </button>
          <div className="rotator__dots">
            {items.map((_, i) => (
              <button
                key={i}
                type="button"
                className={`rotator__dot${i === shown ? ' rotator__dot--active' : ''}`}
                aria-label={`第 ${i + 1} 张`}
                aria-current={i === shown ? 'true' : undefined}
                onClick={() => setCurrent(i)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
