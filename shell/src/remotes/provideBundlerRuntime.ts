// One MF runtime per page: remote entries are built without @module-federation/webpack-bundler-runtime
// (and the runtime, SDK and error codes it pulls in, ~45 KB raw per entry) and take the shell's
// instead (build-config/aliases.ts, `remoteBundlerRuntime`). The deep `.cjs` paths are the very files the
// shell's own federation entry imports, so this adds no second copy to the shell.
import federation from '@module-federation/webpack-bundler-runtime/dist/index.cjs';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';

(globalThis as Record<string, unknown>).__TCM_MF_BUNDLER_RUNTIME__ = { federation, initContainerEntry };
