/**
 * After a deploy, a tab opened earlier may ask for a chunk file that no longer exists. Reloading
 * fetches the current pointer and index.html and fixes it — once: a flag in session storage stops a
 * reload loop when the chunk is really gone (the fallback panel shows instead).
 */
const FLAG = 'shell:staleChunkReloadAt';
/** A second failure within this window after a reload means reloading did not help. */
const WINDOW_MS = 60_000;

const STALE_PATTERNS = [
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return STALE_PATTERNS.some((re) => re.test(error.message));
}

/** The reload itself, replaceable in tests (jsdom cannot reload). */
export const pageReload = { run: () => window.location.reload() };

/** Reloads the page unless it was just reloaded for the same reason. Returns whether it reloads. */
export function reloadOnceForStaleChunk(): boolean {
  const last = Number(sessionStorage.getItem(FLAG));
  if (last && Date.now() - last < WINDOW_MS) return false;
  sessionStorage.setItem(FLAG, String(Date.now()));
  pageReload.run();
  return true;
}

/** A remote page loaded: the next stale chunk may reload again. */
export function clearStaleChunkFlag(): void {
  sessionStorage.removeItem(FLAG);
}
