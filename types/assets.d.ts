declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
// The CommonJS build's files of the MF bundler runtime that the shell hands to the remotes
// (shell/src/remotes/provideBundlerRuntime.ts): passed on, never called by the shell, so opaque here.
declare module '@module-federation/webpack-bundler-runtime/dist/index.cjs' {
  const federation: unknown;
  export default federation;
}
declare module '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs' {
  export const initContainerEntry: unknown;
}
