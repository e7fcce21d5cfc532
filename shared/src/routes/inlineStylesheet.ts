/** The type of the marker link beside an inline stylesheet: not text/css, so never fetched. */
const INLINE_STYLESHEET_TYPE = 'text/x-inline-css';

const escapeAttr = (v: string) => v.replace(/[&"<>]/g, (c) => `&${{ '&': 'amp', '"': 'quot', '<': 'lt', '>': 'gt' }[c]};`);

/**
 * A stylesheet of a prerendered page written into its HTML (issue 34). On Slow 4G the page's
 * stylesheets, requested beside its JavaScript (all of it on one HTTP/2 connection), held the first
 * paint back until they arrived (0.5–0.9 s after the HTML); inline, the page paints once its HTML is here.
 *
 * Beside it, a `<link rel="stylesheet">` of a type no browser fetches (the HTML standard: a stylesheet
 * of an unsupported type is not fetched; Chromium fetches a `disabled` one all the same), named by the
 * file alone: rspack's CSS runtime, about to load a chunk's stylesheet, takes a `rel=stylesheet` link
 * whose href, resolved against its public path, is that file as already there (for the shell and for a
 * remote, whose public path is absolute). The shell's preloads skip what a `<style data-href>` holds
 * (remotePreload.ts). So nothing is downloaded twice.
 */
export function inlineStylesheet(href: string, css: string): string {
  const folder = href.slice(0, href.lastIndexOf('/') + 1);
  const file = href.slice(folder.length);
  const text = css
    // The CSS is text in a <style>: only "</style" could end it early.
    .replace(/<\/style/gi, '<\\/style')
    // Its source map sits beside the file, not beside the page.
    .replace(/\/\*# sourceMappingURL=([\w.-]+)\s*\*\//g, (_, map: string) => `/*# sourceMappingURL=${folder}${map} */`);
  return `<style data-href="${escapeAttr(href)}">${text}</style><link rel="stylesheet" type="${INLINE_STYLESHEET_TYPE}" href="${escapeAttr(file)}">`;
}

/** The HTML without `<link rel="preload" … as="style">` hints for stylesheets it carries inline. */
export function withoutStylePreloads(html: string, inlined: ReadonlySet<string>): string {
  return html.replace(/<link rel="preload" href="([^"]+)" as="style">/g, (link, href: string) => (inlined.has(href) ? '' : link));
}
