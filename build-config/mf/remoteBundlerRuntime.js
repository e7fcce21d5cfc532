// A remote's @module-federation/webpack-bundler-runtime (aliased here by build-config/aliases.ts): the shell's
// functions (shell/src/remotes/provideBundlerRuntime.ts), with this container's own state and runtime. The
// federation entry copies these keys onto the remote's `__webpack_require__.federation` and fills
// `initOptions`, `bundlerRuntimeOptions` and the share scopes `S` per container, so those must be
// new objects here, never the shell's. The shell builds without exposes, so its `bundlerRuntime`
// has no `initContainerEntry`: it is passed beside it.
// The runtime's `init` finds a container's instance by FEDERATION_BUILD_IDENTIFIER, a constant of each
// build: the shell's copy would hand this container the shell's instance. So it stays the remote's own
// (a thin layer: the runtime-core under it is the shell's, `experiments.externalRuntime`).
import * as runtime from '@module-federation/runtime';

const provided = globalThis.__TCM_MF_BUNDLER_RUNTIME__;
if (!provided) {
  throw new Error('This remote runs only inside a shell that provides the Module Federation bundler runtime');
}
const { federation, initContainerEntry } = provided;

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...federation.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: federation.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
