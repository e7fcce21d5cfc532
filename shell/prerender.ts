/**
 * Prerenders the shell's public pages (shell/src/prerender/server.tsx) into its dist/, after the
 * browser build (`npm run build -w shell` runs both):
 *
 *   dist/pages/<page>.html           the page for a portal without sandbox mode
 *   dist/pages/<page>.sandbox.html   the same with the 演示环境 ribbon (part of the layout)
 *
 * where <page> is `index` for / and the path without its slash otherwise (Product, News…). The
 * portal server and nginx answer these paths with these files instead of the empty index.html.
 *
 *   dist/remote-frames/<layout>[.sandbox].html   the shell around a remote page, its slot left empty
 *
 * which the release store fills with a remote's prerendered page (release/src/store/routePages.ts).
 *
 * Live content (carousel, notices, news) is what a freshly seeded reference API answers: the seed's
 * content is @tcm/shared's (site/homeContent), read here as the API answers it (api/test/home.test.ts
 * holds the two equal), without starting the API. The browser refreshes it after hydration, in
 * boxes of the same size.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { splitHints } from '@tcm/shared/prerender';
import { inlineStylesheet, REMOTE_FRAME_PATH, remoteFrameFile, withoutStylePreloads, type RouteLayout } from '@tcm/shared/routes';
import { seededHomeContent } from '@tcm/shared/site/homeContent';
import { withoutBootSet } from '../build-config/chunkLoads';
import { compilePrerenderer } from '../build-config/prerenderConfig';
import { contentDate } from './src/prerender/contentDate';
import { scriptSafeJson, type PrerenderData } from './src/prerender/prerenderData';

const SHELL = __dirname;
const DIST = path.join(SHELL, 'dist');

interface ServerBundle {
  PRERENDERED_PATHS: readonly string[];
  /** The news page's page size: its prerendered first page is as long as the page asks for. */
  NEWS_PAGE_SIZE: number;
  renderPage(pathname: string, opts: { sandbox: boolean; data: PrerenderData }): Promise<{ html: string; title: string }>;
  renderRemoteFrame(layout: RouteLayout, opts: { sandbox: boolean }): Promise<string>;
}

/** `/` → index, `/Product` → Product: the file a path is answered with. */
export function pageFileName(pathname: string): string {
  return pathname === '/' ? 'index' : pathname.slice(1);
}

const compileServer = (outDir: string) => compilePrerenderer<ServerBundle>(SHELL, outDir);

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

interface Assets {
  css: string[];
  js: string[];
}

/** A stylesheet of this build by its URL (`/shell/<version>/<file>.css`): its text in dist/. */
function distStylesheet(href: string): string {
  return readFileSync(path.join(DIST, path.basename(href)), 'utf8');
}

/**
 * A prerendered page: the template with the page's markup in the root and the boot's stylesheets
 * inline (the page paints once its HTML is here: @tcm/shared/routes inlineStylesheet), the boot's
 * scripts preloaded.
 */
export function composePage(
  template: string,
  page: { pathname: string; html: string; title: string | null; data: PrerenderData | null; boot: Assets },
  readCss: (href: string) => string = distStylesheet,
): string {
  // The root holds the boot splash and is followed by the <noscript> note (shell/index.html).
  const root = /<div id="root">[\s\S]*?<\/div>(?=\s*<noscript>)/;
  if (!root.test(template)) throw new Error('shell index.html: no <div id="root"> to fill');
  const { hints, body } = splitHints(page.html);
  const head = [
    hints,
    ...page.boot.css.map((href) => inlineStylesheet(href, readCss(href))),
    ...page.boot.js.map((href) => `<link rel="preload" as="script" href="${href}">`),
  ].join('');
  const html = withoutStylePreloads(template, new Set(page.boot.css))
    .replace(/<title>[^<]*<\/title>/, (title) => (page.title === null ? title : `<title>${escapeHtml(page.title)}</title>`))
    .replace('</head>', `${head}</head>`)
    .replace(root, () => `<div id="root" data-prerendered="${escapeHtml(page.pathname)}">${body}</div>`);
  return page.data ? html.replace('</body>', () => `<script type="application/json" id="prerender-data">${scriptSafeJson(page.data)}</script></body>`) : html;
}

/**
 * The shell's frame around a remote page, per layout and variant (issue 34): index.html as remote
 * pages get it (the boot set preloaded, Arco's with it), the boot's stylesheets inline, the frame's
 * markup in the root. The release store fills its slot with a remote's prerendered page.
 */
async function writeRemoteFrames(server: ServerBundle, template: string, boot: Assets): Promise<void> {
  for (const layout of ['main', 'bare'] as const) {
    for (const sandbox of [false, true]) {
      const html = await server.renderRemoteFrame(layout, { sandbox });
      const file = path.join(DIST, remoteFrameFile(layout, sandbox));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, composePage(template, { pathname: REMOTE_FRAME_PATH, html, title: null, data: null, boot: { css: boot.css, js: [] } }));
    }
  }
}

async function main() {
  const started = Date.now();
  const work = mkdtempSync(path.join(os.tmpdir(), 'tcm-prerender-'));
  try {
    const server = await compileServer(work);
    const data: PrerenderData = seededHomeContent(contentDate(), server.NEWS_PAGE_SIZE);
    // Without the preloads of the other pages' boot (the shared Arco above all): the home page has none.
    const template = withoutBootSet(readFileSync(path.join(DIST, 'index.html'), 'utf8'));
    const assets = JSON.parse(readFileSync(path.join(DIST, 'boot-assets.json'), 'utf8')) as Assets & { pages: Record<string, Assets> };
    const out = path.join(DIST, 'pages');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    for (const pathname of server.PRERENDERED_PATHS) {
      for (const sandbox of [false, true]) {
        const { html, title } = await server.renderPage(pathname, { sandbox, data });
        const name = pageFileName(pathname);
        const own = assets.pages[name];
        if (!own) throw new Error(`boot-assets.json: no chunk group page-${name} (src/router/shellRoutes.tsx names them)`);
        // The bootstrap's files, then the page's own chunk: both are needed before hydration.
        const boot = { css: [...assets.css, ...own.css], js: [...assets.js, ...own.js] };
        writeFileSync(path.join(out, `${name}${sandbox ? '.sandbox' : ''}.html`), composePage(template, { pathname, html, title, data, boot }));
      }
    }
    rmSync(path.join(DIST, path.dirname(remoteFrameFile('main', false))), { recursive: true, force: true });
    await writeRemoteFrames(server, readFileSync(path.join(DIST, 'index.html'), 'utf8'), assets);
    console.log(`prerendered ${server.PRERENDERED_PATHS.length} pages × 2 and the remote pages' frames in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  } finally {
    if (!process.env.PRERENDER_KEEP) rmSync(work, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
