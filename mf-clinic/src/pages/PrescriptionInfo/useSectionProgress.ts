import { useEffect, useState } from 'react';

/**
 * Which of the page's sections (by element id, in page order) the doctor is reading: the last one
 * whose top has passed a third of the way down the screen, the last one at the very bottom of the
 * page. Read on scroll and resize, at most once a frame.
 */
export function useSectionProgress(ids: readonly string[]): number {
  const [current, setCurrent] = useState(0);
  const key = ids.join(' ');
  useEffect(() => {
    const list = key.split(' ');
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = window.innerHeight / 3;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let index = 0;
      list.forEach((id, i) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) index = i;
      });
      setCurrent(atBottom && window.scrollY > 0 ? list.length - 1 : index);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);
  return current;
}
