import type { CarouselItem, InfoItem, Notice } from '@tcm/shared/core';
import { createContext, useContext } from 'react';

/**
 * The live content a public page shows, as a freshly seeded API answers it (shell/prerender.ts
 * reads the seed's content from @tcm/shared/site/homeContent). The same values are written into the
 * page as a JSON data block, so hydration starts from exactly what the HTML shows; the components
 * then ask the API again and swap in the live values in boxes of the same size.
 */
export interface PrerenderData {
  carousel: CarouselItem[];
  notices: Notice[];
  news: { rows: InfoItem[]; total: number };
}

export const PRERENDER_DATA_ID = 'prerender-data';

const PrerenderDataContext = createContext<PrerenderData | null>(null);
export const PrerenderDataProvider = PrerenderDataContext.Provider;

/** The prerendered content, or null in a page rendered only in the browser. */
export function usePrerenderData(): PrerenderData | null {
  return useContext(PrerenderDataContext);
}

/** Reads the data block a prerendered page carries (a JSON script, never executed: the CSP holds). */
export function readPrerenderData(doc: Document = document): PrerenderData | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PrerenderData;
  } catch {
    return null;
  }
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
