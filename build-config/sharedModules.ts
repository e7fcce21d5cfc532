/**
 * What Module Federation shares between the shell and the remotes: one copy of each on a page.
 */
import path from 'node:path';
import { ARCO, arcoUsage } from './arco';
import { readJson, ROOT } from './apps';

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * The shared package's entries that only remotes import: the shell never loads them, so its manifest
 * does not provide them, and each is shared among the remotes on a page (the first to need it loads
 * it). Declared once here; build.json of the shell lists them (`sharedAmongRemotes`) so that promote
 * does not warn that the shell lacks them (release/src/store/checks.ts), while any other shared
 * package missing from the shell is still a warning.
 */
export const SHARED_AMONG_REMOTES = [
  '@tcm/shared/region',
  '@tcm/shared/region/cascader',
  '@tcm/shared/clinic',
  '@tcm/shared/commerce',
  '@tcm/shared/bankCard',
  '@tcm/shared/birthdate',
  '@tcm/shared/wechatPay',
];

/**
 * Singletons shared by the shell and every remote. requiredVersion comes from the installed
 * manifests, so a release built against another major cannot silently join a live shell.
 *
 * Arco Design is shared as well (shell/README.md, "Arco Design: shared or per app"): one instance, so
 * the shell's ConfigProvider (zh-CN) and its React 19 adapter (static Message/Modal) cover every
 * remote; in production it is tree-shaken to the components the apps import (arco.ts).
 */
export function sharedMap(treeShakeArco: boolean): Record<string, SharedConfig> {
  const sharedPkg = readJson(path.join(ROOT, 'shared/package.json'));
  const dep = (name: string) => `^${readJson(require.resolve(`${name}/package.json`, { paths: [ROOT] })).version}`;
  const map: Record<string, SharedConfig> = {};
  const add = (key: string, pkg: string) => (map[key] = { singleton: true, requiredVersion: dep(pkg) });
  add('react', 'react');
  add('react/jsx-runtime', 'react');
  add('react-dom', 'react-dom');
  add('react-dom/client', 'react-dom');
  // Not react-router: the shell bundles it and hands its hooks out through @tcm/shared/core
  // (remoteRouterImports in appConfig.ts): one router, and only the part the apps use.
  add('jotai', 'jotai');
  add(ARCO, ARCO);
  // One Arco, only what is used: every app's shared Arco is tree-shaken to the same list, the union
  // of the components all apps import (arcoUsage), so whichever app's copy the page gets first, it
  // holds every component any live app uses. A remote importing a component outside the live shell's
  // list is refused by promote (build.json `arco`, release/src/store/checks.ts).
  // (Production builds only: a dev server shares the whole library, and a remote's dev server inside
  // a production shell still gets the shell's list.)
  if (treeShakeArco) {
    map[ARCO] = { ...map[ARCO], treeShaking: { mode: 'runtime-infer', usedExports: arcoUsage().provides } };
  }
  // The shared package by entry point: the root stays small (and its core, which the shell's boot
  // path imports, holds no Arco: shared/src/core.ts); the region table (@vant/area-data) and
  // its picker are shared modules of their own, downloaded only by pages that import them; so are the
  // clinic's model (questionnaire, herb safety, payment rules), the birth date dialog (lunar-javascript)
  // and the WeChat QR payment dialog (qrcode.react; the clinic's confirmations and /order), the cashier's card rules.
  for (const key of ['@tcm/shared', '@tcm/shared/core', ...SHARED_AMONG_REMOTES]) {
    map[key] = { singleton: true, requiredVersion: `^${sharedPkg.version}` };
  }
  return map;
}
