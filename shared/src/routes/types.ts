import type { ComponentType } from 'react';

/**
 * public: anyone; login: needs the token cookie; prescriber: needs the prescription flag Y
 * (else /apply or /applying, spec 1 §6).
 */
export type RouteAccess = 'public' | 'login' | 'prescriber';
/** main: inside the top bar/menu/footer layout; bare: full page (login and friends). */
export type RouteLayout = 'main' | 'bare';

/** What a release declares about one route; copied into the pointer file by publishing. */
export interface RouteMeta {
  path: string;
  title: string;
  access: RouteAccess;
  layout: RouteLayout;
  /** Keep the page mounted when navigating away (spec 3 §2.1: /order, /GetCode). */
  keepAlive?: boolean;
  /** Present only in sandbox builds of the API (e.g. /GetCode); the shell drops it otherwise. */
  sandboxOnly?: boolean;
  /**
   * Written by the build (routes.json, so the pointer): the files this page needs, relative to the
   * release's folder — remoteEntry.js, the ./routes expose, the page's chunks and CSS. The shell
   * fetches them all at once when the page is opened directly (build-config/routePreloads.ts).
   */
  preload?: string[];
}

/** A route as a remote's `src/routes.ts` declares it: metadata plus the lazily imported page. */
export interface RemoteRoute extends RouteMeta {
  load: () => Promise<{ default: ComponentType }>;
}

export type RemoteName = 'account' | 'clinic' | 'commerce' | 'certification';

export interface PointerEntry {
  version: string;
  /** URL of the release's mf-manifest.json */
  entry: string;
  routes: RouteMeta[];
  /**
   * A canary beside the live version (`npm run deploy -- canary`): browsers whose sticky bucket
   * (0-99, kept in localStorage) is below `percent` load it instead.
   */
  canary?: CanaryPointerEntry;
}

export interface CanaryPointerEntry {
  version: string;
  entry: string;
  routes: RouteMeta[];
  percent: number;
}

/** The pointer file `/remotes.json`. */
export type PointerFile = Partial<Record<RemoteName, PointerEntry>>;

/** Runtime config the server injects next to the pointer (GET /config.json). */
export interface PortalConfig {
  /** The external back-office site the avatar menu opens for non-common users. */
  backOfficeUrl: string;
  /** Sandbox mode: debug routes (/GetCode) and the sandbox third-party login exist. */
  sandbox: boolean;
  /** Allows ?remoteOverride=… to point one remote at a developer's dev server. */
  allowRemoteOverride?: boolean;
  /** Where "scan login" sends the browser; in sandbox mode the API's own provider page. */
  wechatAuthorizeUrl: string;
  /** Real-user telemetry (shell/src/telemetry): where batches go and the share of page loads that send. */
  telemetry?: { endpoint: string; sampleRate: number; flushMs: number };
  /** `?preview=<app>@<version>` is honoured for anyone (sandbox); otherwise only for the operator role. */
  allowPreview?: boolean;
}

/**
 * A remote page opened directly, prerendered (issue 34): the release store puts the remote's markup
 * for the route into the shell's frame for the route's layout, in place of this slot (release/src/store/routePages.ts).
 * The shell renders the frame (shell/prerender.ts) at REMOTE_FRAME_PATH; the store names the route instead.
 */
export const REMOTE_PAGE_SLOT = '<template data-remote-page=""></template>';
export const REMOTE_FRAME_PATH = '/RemotePageFrame';

/** In a shell release: its frame for a remote page of `layout`, plain or with the 演示环境 ribbon. */
export function remoteFrameFile(layout: RouteLayout, sandbox: boolean): string {
  return `remote-frames/${layout}${sandbox ? '.sandbox' : ''}.html`;
}

/** In a remote release: its prerendered public pages (build-config/prerenderRemote.ts). */
export const PRERENDERED_PAGES_FILE = 'prerendered.json';

/** A page's markup and the resource hints for the <head> that React found in it. */
export interface PrerenderedMarkup {
  head: string;
  body: string;
}

/** route path → its markup for a portal without and with sandbox mode (whose config differs). */
export type PrerenderedPages = Record<string, { plain: PrerenderedMarkup; sandbox: PrerenderedMarkup }>;

export { inlineStylesheet, withoutStylePreloads } from './inlineStylesheet';
