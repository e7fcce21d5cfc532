/**
 * A remote's public pages prerendered (issue 34), run by its build after the browser build
 * (`npm run build -w mf-account`): its `src/prerender.tsx`, built for Node, renders each page's
 * markup, written to dist/prerendered.json and published with the release. The release store puts
 * that markup into the live shell's frame for the route (release/src/store/routePages.ts); the
 * browser hydrates it (shell/src/bootstrap.tsx).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRERENDERED_PAGES_FILE, type PrerenderedMarkup, type PrerenderedPages, type RemoteName } from '@tcm/shared/routes';
import { appVersion } from './appVersion';
import { compilePrerenderer } from './prerenderConfig';

/** What a remote's src/prerender.tsx exports. */
export interface RemotePrerenderBundle {
  PRERENDERED_PATHS: readonly string[];
  renderPage(path: string, opts: { sandbox: boolean }): Promise<PrerenderedMarkup>;
}

export async function prerenderRemote(dir: string, name: RemoteName): Promise<void> {
  const started = Date.now();
  const work = mkdtempSync(path.join(os.tmpdir(), `tcm-prerender-${name}-`));
  try {
    // The asset URLs (the logo) as the release serves them: a remote's browser build resolves them at run time.
    const publicPath = `/remotes/${name}/${appVersion(dir)}/`;
    const bundle = await compilePrerenderer<RemotePrerenderBundle>(dir, work, { name, entry: './src/prerender.tsx', publicPath });
    const pages: PrerenderedPages = {};
    for (const page of bundle.PRERENDERED_PATHS) {
      pages[page] = { plain: await bundle.renderPage(page, { sandbox: false }), sandbox: await bundle.renderPage(page, { sandbox: true }) };
    }
    writeFileSync(path.join(dir, 'dist', PRERENDERED_PAGES_FILE), `${JSON.stringify(pages)}\n`);
    console.log(`prerendered ${Object.keys(pages).join(', ')} × 2 in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  } finally {
    if (!process.env.PRERENDER_KEEP) rmSync(work, { recursive: true, force: true });
  }
}
