// The root: '@tcm/shared/core' (Arco-free, see core.ts) and the Arco widgets. The core is imported
// by its package name, not './core', so that Module Federation shares it as one instance with the
// shell, which imports the core alone on its boot path.
export * from '@tcm/shared/core';
export * from './widgets';
export * from './polling';
export * from './load';
