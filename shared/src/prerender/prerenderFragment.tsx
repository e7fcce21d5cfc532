/**
 * Node only (a prerender step's bundle, never a browser's): one page's markup as React renders it,
 * for a prerendered page the browser hydrates. The shell renders its own pages with its data router;
 * a remote renders its public pages here, inside a static router at the page's URL, because it may
 * not import the router itself (build-config/remoteRouterImports.ts).
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

export async function streamToString(stream: AsyncIterable<unknown>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

/**
 * React puts the resource hints it found (an <img>'s preload) ahead of the markup: they belong in the
 * page's <head>, where the browser reads them before the body.
 */
export function splitHints(html: string): { hints: string; body: string } {
  const hints = html.match(/^(?:<link [^>]*\/>)+/)?.[0] ?? '';
  return { hints, body: html.slice(hints.length) };
}

/** The markup of `page` at `url` (path and query), and its resource hints. */
export async function prerenderFragment(page: ReactNode, url: string): Promise<{ hints: string; body: string }> {
  const { prelude } = await prerenderToNodeStream(<StaticRouter location={url}>{page}</StaticRouter>);
  return splitHints(await streamToString(prelude));
}
