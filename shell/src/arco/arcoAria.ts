/**
 * What Arco's markup leaves out that assistive technology needs, mended for every app's Arco on the
 * page, since Arco takes no prop for either (issue 32; axe rates both critical):
 * - Tabs put their role="tab" titles in a header without role="tablist";
 * - a tab's aria-controls names its panel even when the panel is not rendered (the page shows the
 *   content itself, or has not shown that tab yet): it is kept aside while the panel is missing.
 */
export function mendArcoAria(root: Document = document): void {
  for (const header of root.querySelectorAll('.arco-tabs-header:not([role])')) header.setAttribute('role', 'tablist');
  for (const tab of root.querySelectorAll<HTMLElement>('.arco-tabs-header-title[aria-controls], .arco-tabs-header-title[data-aria-controls]')) {
    const panel = tab.getAttribute('aria-controls') ?? tab.dataset.ariaControls!;
    const shown = root.getElementById(panel) !== null;
    // Written only when it changes: a write is a mutation the watcher would answer again.
    if (shown && tab.getAttribute('aria-controls') !== panel) tab.setAttribute('aria-controls', panel);
    if (!shown && tab.hasAttribute('aria-controls')) {
      tab.dataset.ariaControls = panel;
      tab.removeAttribute('aria-controls');
    }
  }
}

let watching = false;

/**
 * Mends now and after every change of the page (a new element, or a tab given its aria-controls:
 * Arco names the panels only after its first render), once per batch of changes, before the next
 * frame shows them and before anything else reads the page.
 */
export function watchArcoAria(): void {
  if (watching || typeof MutationObserver === 'undefined') return;
  watching = true;
  mendArcoAria();
  new MutationObserver(() => mendArcoAria()).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-controls'],
  });
}
