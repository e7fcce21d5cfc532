import type { Page } from 'playwright-core';

/**
 * Whether the page scrolls sideways: `document.documentElement.scrollWidth > innerWidth + 1`.
 * Returns null when it fits, else a sentence naming the widest offending element: the one whose
 * box (or content spilling out of a box with visible overflow) reaches furthest right, the deepest
 * one when several reach as far, ignoring anything inside a box that clips or scrolls within the
 * screen (a table scrolling in its own box is fine).
 */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  // No named helpers inside the callback: some transpilers wrap those in a call the page lacks.
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const docWidth = document.documentElement.scrollWidth;
    if (docWidth <= vw + 1) return null;
    let widest: Element | null = null;
    let widestRight = 0;
    candidates: for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      if (!box.width) continue;
      const right = getComputedStyle(el).overflowX === 'visible' ? box.left + Math.max(box.width, el.scrollWidth) : box.right;
      if (right <= vw + 1 || right < widestRight) continue;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= vw + 1) continue candidates;
      }
      widest = el;
      widestRight = right;
    }
    if (!widest) return `the document is ${docWidth}px wide on a ${vw}px screen; no single element found`;
    const classes = [...widest.classList].map((c) => `.${c}`).join('');
    const text = (widest.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const tag = `<${widest.tagName.toLowerCase()}${widest.id ? `#${widest.id}` : ''}${classes}>${text ? ` "${text}"` : ''}`;
    return `the document is ${docWidth}px wide on a ${vw}px screen; widest offending element: ${tag}, reaching ${Math.round(widestRight)}px`;
  });
}
