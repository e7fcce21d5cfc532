/**
 * Module aliases: production builds of dependencies, the cut-down Arco stylesheet, one MF runtime per page.
 */
import path from 'node:path';
import { ARCO, arcoCssModule } from './arco';
import { ROOT } from './apps';

/**
 * Production builds of every dependency, and only the Arco CSS the apps use (arco.ts, arcoCssModule).
 * Some packages' `exports` lead only to a development build: react-router 7 ships dist/production
 * beside dist/development but its exports map has no condition selecting it; react-router-dom
 * re-exports `react-router` and `react-router/dom`, so aliasing those two covers both.
 */
export function productionAliases(): Record<string, string> {
  const dir = path.dirname(require.resolve('react-router/package.json', { paths: [ROOT] }));
  return {
    'react-router$': path.join(dir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(dir, 'dist/production/dom-export.mjs'),
    [`${ARCO}/dist/css/arco.css$`]: arcoCssModule(),
  };
}

/**
 * One MF runtime per page: a remote's federation entry imports the bundler runtime (with the MF
 * runtime, SDK and error codes behind it: 45 of the 60 KB of a remoteEntry.js) by this absolute path;
 * remotes get `build-config/mf/remoteBundlerRuntime.js` instead, which hands out the shell's
 * (`shell/src/remotes/provideBundlerRuntime.ts`) with the container's own state. `mfRuntime` in
 * build.json says so and promote checks it.
 */
export function remoteBundlerRuntime(): Record<string, string> {
  const file = path.join(ROOT, 'node_modules/@module-federation/webpack-bundler-runtime/dist/index.cjs');
  return { [`${file}$`]: path.join(__dirname, 'mf/remoteBundlerRuntime.js') };
}
