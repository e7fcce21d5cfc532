import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The phone menu of the top bar: a disclosure (a button with aria-expanded that shows the menu
 * panel under the bar). Only narrow screens show the button (theme.css); on a wide screen the
 * menu row is always there and this state changes nothing. The panel closes on any navigation
 * (a link in it, the back button), on Escape (focus returns to the button) and on a tap outside
 * the top bar.
 */
export function useMenuDisclosure() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((o) => !o), []);

  // A new location closes it, also when the link led to the page already shown (a new key).
  useEffect(() => setOpen(false), [key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return { open, toggle, close, rootRef, buttonRef };
}
