/**
 * The paths of the shell's own pages (shellRoutes.tsx gives each its page), as plain data: the
 * shell's build writes them, with `*` for its 404, into the release's routes.json, which is what
 * telemetry may name for the shell (release/src/telemetry/catalog.ts). No imports: the build reads it.
 */
export const SHELL_PATHS = ['/', '/Product', '/Class', '/News', '/About', '/Partner', '/protocol', '/ops', '/AboutUsers'] as const;

export type ShellPath = (typeof SHELL_PATHS)[number];

/** The route pattern the shell reports for a page it does not have. */
export const NOT_FOUND_PATTERN = '*';
