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

/**
 * The controls a thumb acts on that are shorter than `min` px (issue 22: 44 on a phone): visible
 * buttons, links, tabs, radios and checkboxes, by their text. A link inside running text (a
 * sentence of a paragraph) is measured by its line, so it is left out; so is the skip link, which
 * shows only for the keyboard. Returns one sentence per offender.
 */
export async function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((minHeight) => {
    const out: string[] = [];
    const selector = 'button, a[href], [role="button"], [role="tab"], label.arco-radio, label.arco-checkbox, .arco-radio-button';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.matches('.skip-link') || el.closest('[aria-hidden="true"]')) continue;
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (
        el.tagName === 'A' &&
        el.parentElement &&
        ['P', 'LI', 'SPAN', 'DD'].includes(el.parentElement.tagName) &&
        (el.parentElement.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 4
      )
        continue;
      if (box.height + 0.5 >= minHeight) continue;
      const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('title') || '').trim().replace(/\s+/g, ' ').slice(0, 20);
      const classes = [...el.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      out.push(`<${el.tagName.toLowerCase()}${classes}> "${text}" is ${Math.round(box.height)}px tall`);
    }
    return out;
  }, min);
}

/** Tab titles that lie outside the screen or outside their bar's visible box: unreachable without scrolling the bar. */
export async function unreachableTabs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const tab of document.querySelectorAll<HTMLElement>('[role="tab"]')) {
      const box = tab.getBoundingClientRect();
      if (!box.width) continue;
      let clip = { left: 0, right: window.innerWidth };
      for (let a = tab.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') {
          const r = a.getBoundingClientRect();
          clip = { left: Math.max(clip.left, r.left), right: Math.min(clip.right, r.right) };
        }
      }
      if (box.left < clip.left - 1 || box.right > clip.right + 1)
        out.push(`tab "${(tab.textContent ?? '').trim()}" is outside its bar (${Math.round(box.left)}–${Math.round(box.right)}px)`);
    }
    return out;
  });
}
