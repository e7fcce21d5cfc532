// semver ships no types and @types/semver is not installed; declaring the three calls the checks use
// keeps the lock file untouched (it is shared by every team).
declare module 'semver' {
  export function satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
  export function validRange(range: string): string | null;
  export function valid(version: string): string | null;
}
