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
