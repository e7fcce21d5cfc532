import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

type Landing = 'first' | 'last';

/**
 * The keyboard of a menu button (WAI-ARIA menu button pattern, issue 32): ArrowDown (or ArrowUp) on
 * the trigger opens the menu on its first (or last) item; in the menu the arrows move round the items,
 * Home and End go to either end, Escape closes it and gives the focus back to the trigger, Tab closes
 * it and moves on. Mouse and touch open it as before (`open`/`setOpen` are the popup's visibility).
 */
export function useMenuKeyboard() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const landing = useRef<Landing | null>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];

  const focusItem = useCallback((which: Landing | number) => {
    const list = items();
    if (!list.length) return false;
    const index = which === 'first' ? 0 : which === 'last' ? list.length - 1 : (which + list.length) % list.length;
    list[index].focus();
    return true;
  }, []);

  // The popup renders after it is made visible: land on the item once it is there.
  useEffect(() => {
    if (!open || !landing.current) return;
    let frame = 0;
    let tries = 0;
    const land = () => {
      if (landing.current && focusItem(landing.current)) landing.current = null;
      else if (++tries < 30) frame = requestAnimationFrame(land);
    };
    land();
    return () => cancelAnimationFrame(frame);
  }, [open, focusItem]);

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const which: Landing = e.key === 'ArrowDown' ? 'first' : 'last';
    if (open && focusItem(which)) return;
    landing.current = which;
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, Landing | number> = { ArrowDown: at + 1, ArrowUp: at < 0 ? 'last' : at - 1, Home: 'first', End: 'last' };
    if (e.key in moves) {
      e.preventDefault();
      focusItem(moves[e.key]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return { open, setOpen, triggerRef, menuRef, onTriggerKeyDown, onMenuKeyDown, close };
}
