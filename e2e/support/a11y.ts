import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * axe-core in the page (issue 32 item 9). Not @axe-core/playwright: its releases need Node 22,
 * the project runs on Node 20; axe-core itself runs in the browser, so it is injected as a script.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0/2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Puts axe into the current document (once: an in-app navigation keeps it). Evaluated through the
 * devtools protocol, which the portal's Content-Security-Policy (no inline script) does not govern.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(AXE_SOURCE);
}

/**
 * The serious and critical violations on the page as it is now, one sentence each: the rule, what it
 * asks, and the first elements that break it. The 演示环境 ribbon is left out: it exists only in the
 * sandbox, never in production, and is decoration the screen reader skips (aria-hidden).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run({ exclude: [['.sandbox-ribbon']] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} (${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)})`);
      return `${v.id} [${v.impact}] ${v.help}: ${where.join('; ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`;
    });
}

/**
 * Form fields a sighted person cannot name: no visible text labels them (a <label>, aria-labelledby
 * text, the Arco form item's label, the column heading of the table cell it sits in), only a
 * placeholder or an aria-label that vanishes or was never shown. Check boxes and radios are named by
 * their own text and left out; a label counts when at least two of its characters show (a unit such
 * as "g" beside a field names nothing).
 */
export async function fieldsWithoutVisibleLabel(page: Page): Promise<string[]> {
  // No named helpers inside the callback: some transpilers wrap those in a call the page lacks.
  return page.evaluate(() => {
    const out: string[] = [];
    const fields = document.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea, select, [role="combobox"]:not(:has(input))',
    );
    for (const field of fields) {
      if (field.closest('.sandbox-ribbon')) continue;
      const group = field.closest('[role="group"], [role="radiogroup"], fieldset');
      const labelledBy = `${field.getAttribute('aria-labelledby') ?? ''} ${group?.getAttribute('aria-labelledby') ?? ''}`;
      const cell = field.closest('td');
      const column = cell ? cell.closest('table')?.querySelectorAll('thead th')[[...cell.parentElement!.children].indexOf(cell)] : null;
      const candidates: (Element | null | undefined)[] = [
        ...((field as HTMLInputElement).labels ?? []),
        ...labelledBy
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => document.getElementById(id)),
        field.closest('.arco-form-item')?.querySelector('.arco-form-label-item label'),
        column,
      ];
      // The field first (is it on screen at all?), then the text each label shows.
      let named = false;
      for (const [i, el] of [field, ...candidates].entries()) {
        if (!el) continue;
        const texts =
          i === 0 ? [el] : [...el.querySelectorAll('*'), el].filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()));
        let shown = '';
        for (const holder of texts) {
          const box = holder.getBoundingClientRect();
          let visible = box.width >= 2 && box.height >= 2;
          for (let a: Element | null = holder; a && visible; a = a.parentElement) {
            const style = getComputedStyle(a);
            if (style.visibility === 'hidden' || style.display === 'none' || a.getAttribute('aria-hidden') === 'true') visible = false;
            if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') visible = false;
          }
          if (visible)
            shown +=
              i === 0
                ? 'field'
                : [...holder.childNodes]
                    .filter((n) => n.nodeType === 3)
                    .map((n) => n.textContent!.trim())
                    .join('');
        }
        if (i === 0 && !shown) {
          named = true;
          break;
        }
        if (i > 0 && [...shown].length >= 2) {
          named = true;
          break;
        }
      }
      if (named) continue;
      const what = field.getAttribute('aria-label') || field.getAttribute('placeholder') || field.getAttribute('name') || field.id || field.className;
      out.push(`<${field.tagName.toLowerCase()}> "${what}" has no visible label`);
    }
    return out;
  });
}
