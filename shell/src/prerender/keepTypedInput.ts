/**
 * What a visitor typed into a prerendered page before it was hydrated. On a slow phone the form of a
 * prerendered page (/Login opened from a link) shows a second before its code has run, and people
 * start typing; hydrating, React sets every controlled field back to the value it renders (empty).
 * Taken just before hydration, it is put back once the page is live, as if typed again: the page's
 * own change handlers see it, so it is in the form's state, not only on screen (whether or not
 * React left it on screen: it then is on screen only).
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const isToggle = (el: Field): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

export function keepTypedInput(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<Field>('input, textarea')]
    .filter((el) => (isToggle(el) ? el.checked !== el.defaultChecked : el.value !== el.defaultValue))
    .map((el) => ({ el, value: el.value, checked: isToggle(el) && el.checked }));
  // React compares a field with the last value it knows of, which the element's own setter updates
  // and the prototype's does not: set the old value through the first, the typed one through the second.
  return () => {
    for (const { el, value, checked } of typed) {
      if (!el.isConnected) continue;
      if (isToggle(el)) {
        el.checked = !checked;
        el.click();
      } else {
        el.value = '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  };
}
