/**
 * A link from the API is followed only if it is http(s); `javascript:` and friends are dropped.
 * Absolute links are judged on their own, so a prerendered page (no window) keeps the same ones.
 */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    const url = /^[a-z][a-z\d+.-]*:/i.test(value) ? new URL(value) : new URL(value, base);
    if (typeof window === 'undefined' && !/^https?:/i.test(value)) return undefined;
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
