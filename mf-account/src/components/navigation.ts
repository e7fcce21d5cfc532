import { useCallback } from 'react';
import { useLocation, useNavigate } from '@tcm/shared';

/**
 * Is there an earlier page of this app in the tab's history? React Router's browser history keeps
 * the entry's index in history.state.idx; 0 (or no state) means the user arrived here directly.
 */
export function hasInAppHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** "Return to the previous page, or to / if there was none" (spec 1 §2.7). */
export function useBackOrHome(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasInAppHistory()) navigate(-1);
    else navigate('/', { replace: true });
  }, [navigate]);
}

/** Builds `path?name=value&…`, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * The phone an earlier page passed along in router state (registration → /Login or /Bind), so it
 * need not be typed again; '' when none.
 */
export function usePassedPhone(): string {
  const phone = (useLocation().state as { phone?: unknown } | null)?.phone;
  return typeof phone === 'string' ? phone : '';
}
