/**
 * What the browser will fetch for some chunk groups, read from the build's chunk graph: the groups'
 * own files and, for every shared module their chunks consume, the files of the group that provides
 * it in this build (the shell's copy is the one a page uses: MF's `loaded-first`), transitively.
 * The Module Federation runtime discovers these one after another; listed at build time, the HTML
 * can ask for all of them at once.
 */
import type { Compilation } from '@rspack/core';

type ChunkGroup = Compilation['chunkGroups'][number];

const CONSUME = /^consume shared module \(\w+\) (.+?)@/;
const PROVIDE = /^provide shared module \(\w+\) (.+?)@/;

/** The share keys the group's chunks consume (`react`, `@arco-design/web-react`, …). */
export function consumedKeys(compilation: Compilation, group: ChunkGroup): string[] {
  const keys = new Set<string>();
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const match = CONSUME.exec(module.identifier());
      if (match) keys.add(match[1]);
    }
  }
  return [...keys].sort();
}

/** share key → the chunk group holding this build's provided copy. */
function providerGroups(compilation: Compilation): Map<string, ChunkGroup> {
  const out = new Map<string, ChunkGroup>();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const match = origin.module ? PROVIDE.exec(origin.module.identifier()) : null;
      if (match) out.set(match[1], group);
    }
  }
  return out;
}

/**
 * The JS and CSS files the groups load, with the provided copies of what they consume, each once.
 * `follow` picks the share keys whose copy in this build the page will use (all of them in the shell).
 */
export function loadFiles(compilation: Compilation, groups: ChunkGroup[], follow: (key: string) => boolean = () => true): string[] {
  const providers = providerGroups(compilation);
  const files = new Set<string>();
  const seen = new Set<ChunkGroup>();
  const visit = (group: ChunkGroup) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const file of group.getFiles()) if (/\.(js|css)$/.test(file)) files.add(file);
    for (const key of consumedKeys(compilation, group)) {
      const provider = follow(key) ? providers.get(key) : undefined;
      if (provider) visit(provider);
    }
  };
  groups.forEach(visit);
  return [...files];
}

const BOOT_SET = /<!--boot-set-->[\s\S]*?<!--\/boot-set-->/;
const MAIN_FIRST = ' fetchpriority="high"';

/**
 * index.html with the boot's files as preloads (bootAssetsPlugin.ts), marked so that the
 * prerendered pages, built from the same file, can leave them out: the home page loads no Arco.
 */
export function withBootSet(html: string, links: string[]): string {
  // main.js holds the MF runtime that finds a remote page's files: deferred, it is fetched at low
  // priority, behind these preloads, and it finished last (2.0 s into /Login on Slow 4G).
  const main = /<script defer src="([^"]+)"><\/script>/;
  if (!html.includes('</head>') || !main.test(html)) throw new Error('index.html has no </head> or no deferred main script');
  return html.replace(main, `<script defer${MAIN_FIRST} src="$1"></script>`).replace('</head>', `<!--boot-set-->${links.join('')}<!--/boot-set--></head>`);
}

/** A prerendered page's template: index.html without what withBootSet added. */
export function withoutBootSet(html: string): string {
  return html.replace(BOOT_SET, '').replace(MAIN_FIRST, '');
}
