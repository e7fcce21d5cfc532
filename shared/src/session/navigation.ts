/**
 * Shared code cannot import the shell's router, so the shell registers its navigate function here.
 * Before that (or in tests) a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigate(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}
