/**
 * The checks a release must pass before it goes live in an environment. Each problem is a sentence
 * an operator can act on, naming both sides of the conflict, in Chinese and English.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { RouteMeta } from '@tcm/shared/routes';
import { DeployError, REMOTE_APPS, isRemote, releaseUrl, type AppName, type EnvName } from '../apps';
import { StoreLayout } from './layout';
import type { PointerState } from './pointer';
import { listReleases, readBuildInfo, readManifest, readReleaseMeta, readRoutes, type BuildInfo, type MfManifest } from './release';

export interface CheckReport {
  problems: string[];
  warnings: string[];
}

/** Thrown when a promote or rollback is refused; the pointer has not been touched. */
export class CheckFailed extends DeployError {
  constructor(
    readonly app: AppName,
    readonly version: string,
    readonly env: EnvName,
    readonly problems: string[],
  ) {
    super(`检查未通过，未做任何更改 checks failed, nothing changed — ${app} ${version} → ${env}:\n` + problems.map((p) => `  ✗ ${p}`).join('\n'));
    this.name = 'CheckFailed';
  }
}

interface Side {
  label: string;
  manifest: MfManifest;
  /** build.json; null for a release built before it existed. */
  info?: BuildInfo | null;
}

/** The shells' `mfRuntime` that can run a remote's (a remote with a runtime of its own has none). */
const RUNTIME_PROVIDERS: Record<string, string[] | undefined> = {
  external: ['provides', 'provides-bundler'],
  'external-bundler': ['provides-bundler'],
};

/**
 * What the remote takes from the shell at run time beyond shared versions (build.json): the MF runtime
 * (a remote built without its own runs only in a shell that provides one) and the components of the
 * shared Arco. Every app's shared Arco is tree-shaken to the components the apps of its tree import;
 * the shell's copy is the one every page gets, so a remote using a component that copy lacks would
 * find it undefined at run time.
 */
export function buildInfoConflicts(shell: Side, remote: Side): string[] {
  const problems: string[] = [];
  const needed = remote.info?.mfRuntime ? RUNTIME_PROVIDERS[remote.info.mfRuntime] : undefined;
  if (needed && !needed.includes(shell.info?.mfRuntime ?? '')) {
    problems.push(
      `${remote.label} 使用 shell 提供的 Module Federation 运行时，但 ${shell.label} 不提供; ` +
        `${remote.label} is built to use the shell's MF runtime, which ${shell.label} does not provide`,
    );
  }
  const provides = shell.info?.arco?.provides ?? 'all';
  if (provides === 'all') return problems;
  const needs = remote.info?.arco?.needs;
  if (!needs) {
    problems.push(
      `${remote.label} 没有记录它使用的 Arco 组件 (build.json)，而 ${shell.label} 的共享 Arco 只含 ${provides.length} 个组件，请重新构建 ${remote.label}; ` +
        `${remote.label} does not say which Arco components it uses (no build.json) and the shared Arco of ${shell.label} ` +
        `holds only ${provides.length} components: rebuild it`,
    );
    return problems;
  }
  const missing = needs.filter((c) => !provides.includes(c));
  if (missing.length) {
    problems.push(
      `${remote.label} 使用的 Arco 组件 ${missing.join(', ')} 不在 ${shell.label} 的共享 Arco 中; ` +
        `${remote.label} uses the Arco components ${missing.join(', ')}, which the shared Arco of ${shell.label} ` +
        `does not hold: build and promote a shell from a tree that imports them first`,
    );
  }
  return problems;
}

/**
 * Packages of which a page must hold one copy: the shell's. A remote still sharing one the shell no
 * longer shares (react-router since issue 9: remotes take its hooks from @tcm/shared) would bring
 * its own, whose hooks find no context inside the shell's router.
 */
const ONE_INSTANCE = new Set(['react', 'react-dom', 'react-router', 'react-router-dom']);

/**
 * Every singleton the remote declares must be satisfied by the version the shell provides: the
 * shell loads first, so its copy is the one every remote gets at run time.
 */
export function sharedConflicts(shell: Side, remote: Side): CheckReport {
  const report: CheckReport = { problems: [], warnings: [] };
  for (const dep of remote.manifest.shared) {
    if (!dep.singleton) continue;
    const required = typeof dep.requiredVersion === 'string' ? dep.requiredVersion : '';
    if (!required || required === '*') continue;
    if (!semver.validRange(required)) {
      report.problems.push(
        `${remote.label} 要求的 ${dep.name} 版本范围 "${required}" 无法识别; ${remote.label} requires ${dep.name} "${required}", which is not a valid range`,
      );
      continue;
    }
    const provided = shell.manifest.shared.find((s) => s.name === dep.name);
    if (!provided && ONE_INSTANCE.has(dep.name)) {
      report.problems.push(
        `${remote.label} 共享 ${dep.name}，但 ${shell.label} 不再共享它，页面里会出现两份（路由与 React 只能有一份），请用当前代码重新构建 ${remote.label}; ` +
          `${remote.label} shares ${dep.name} but ${shell.label} does not: the page would hold two copies (there must be one router and one React): rebuild ${remote.label} from the current tree`,
      );
      continue;
    }
    // Entries the shell's build declares as shared among the remotes only (build-config/sharedModules.ts) are
    // absent from its manifest by design: nothing to warn about.
    if (!provided && shell.info?.sharedAmongRemotes?.includes(dep.name)) continue;
    if (!provided) {
      report.warnings.push(
        `${shell.label} 未提供共享依赖 ${dep.name}，${remote.label} 将使用自带的副本; ${shell.label} does not share ${dep.name}, so ${remote.label} uses its own copy`,
      );
      continue;
    }
    if (!semver.satisfies(provided.version, required)) {
      report.problems.push(
        `${remote.label} 需要 ${dep.name} ${required}，但 ${shell.label} 提供的是 ${dep.name} ${provided.version}; ` +
          `${remote.label} requires ${dep.name} ${required} but ${shell.label} provides ${provided.version}`,
      );
    }
  }
  return report;
}

/** A path without its trailing slashes: /Contact/ and /Contact are one route. */
const routePath = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
const routeKey = (p: string) => routePath(p).toLowerCase();

/**
 * Routes are matched case-sensitively (the product has both /Prescription and /prescription, one
 * app's two names for one page), so within a release only the same path twice is a mistake. Between
 * apps the comparison ignores case: two teams must not own paths that differ only in case.
 */
export function routeConflicts(app: AppName, version: string, routes: RouteMeta[], state: PointerState): string[] {
  const problems: string[] = [];
  const exact = new Set<string>();
  const seen = new Map<string, string>();
  for (const r of routes) {
    if (exact.has(routePath(r.path))) problems.push(`${app} ${version} 重复声明了路由 ${r.path}; ${app} ${version} declares route ${r.path} twice`);
    exact.add(routePath(r.path));
    seen.set(routeKey(r.path), r.path);
  }
  for (const other of REMOTE_APPS) {
    const live = state.apps[other];
    if (other === app || !live) continue;
    for (const r of live.routes ?? []) {
      const mine = seen.get(routeKey(r.path));
      if (mine) {
        problems.push(
          `路由 ${mine} 已被 ${other} ${live.version} 占用（${state.env} 环境）; route ${mine} of ${app} ${version} ` +
            `is already claimed by ${other} ${live.version}, live in ${state.env}`,
        );
      }
    }
    // A browser draws one bucket for every app, so it may run this release beside the other's canary.
    const canary = live.canary;
    for (const r of canary?.routes ?? []) {
      const mine = seen.get(routeKey(r.path));
      if (mine && !live.routes?.some((l) => routeKey(l.path) === routeKey(r.path))) {
        problems.push(
          `路由 ${mine} 已被灰度中的 ${other} ${canary!.version} 占用（${state.env} 环境，${canary!.percent}% 的浏览器）; route ${mine} of ${app} ${version} ` +
            `is already claimed by the canary ${other} ${canary!.version}, running for ${canary!.percent}% of browsers in ${state.env}`,
        );
      }
    }
  }
  return problems;
}

function loadRelease(
  store: StoreLayout,
  app: AppName,
  version: string,
  report: CheckReport,
): { manifest: MfManifest; routes: RouteMeta[]; info: BuildInfo | null } | null {
  if (!readReleaseMeta(store, app, version)) {
    const known = listReleases(store, app).map((r) => r.version);
    report.problems.push(
      `发布库中没有 ${app} ${version}; ${app} ${version} is not in the release store ` +
        `(${known.length ? `published: ${known.slice(-5).join(', ')}` : 'nothing published yet'})`,
    );
    return null;
  }
  const dir = store.versionDir(app, version);
  try {
    const manifest = readManifest(dir);
    const info = readBuildInfo(dir);
    if (manifest.metaData.buildInfo.buildVersion !== version) {
      report.problems.push(
        `${app} ${version} 的 manifest 写的是版本 ${manifest.metaData.buildInfo.buildVersion}; the manifest in ${dir} says ${manifest.metaData.buildInfo.buildVersion}`,
      );
    }
    if (app === 'shell') {
      if (!existsSync(path.join(dir, 'index.html'))) report.problems.push(`shell ${version} 缺少 index.html; shell ${version} has no index.html`);
      if (manifest.metaData.publicPath !== releaseUrl('shell', version)) {
        report.problems.push(
          `shell ${version} 的 publicPath 是 ${manifest.metaData.publicPath}，应为 ${releaseUrl('shell', version)}; built for the wrong path`,
        );
      }
      return { manifest, routes: [], info };
    }
    return { manifest, routes: readRoutes(dir), info };
  } catch (err) {
    if (err instanceof DeployError) {
      report.problems.push(err.message);
      return null;
    }
    throw err;
  }
}

/** All checks for making `app@version` live in the environment whose current pointer is `state`. */
export function checkPromote(store: StoreLayout, state: PointerState, app: AppName, version: string): CheckReport {
  const report: CheckReport = { problems: [], warnings: [] };
  const candidate = loadRelease(store, app, version, report);
  if (!candidate) return report;
  const env = state.env;
  const merge = (r: CheckReport) => {
    report.problems.push(...r.problems);
    report.warnings.push(...r.warnings);
  };

  if (isRemote(app)) {
    const shell = state.apps.shell;
    if (!shell) {
      report.problems.push(`${env} 环境还没有上线的 shell，请先上线 shell; no shell is live in ${env}: promote the shell first`);
    } else {
      const shellRelease = loadRelease(store, 'shell', shell.version, report);
      if (shellRelease) {
        const shellSide = { label: `${env} 环境上线的 shell ${shell.version}`, manifest: shellRelease.manifest, info: shellRelease.info };
        const remoteSide = { label: `${app} ${version}`, manifest: candidate.manifest, info: candidate.info };
        merge(sharedConflicts(shellSide, remoteSide));
        report.problems.push(...buildInfoConflicts(shellSide, remoteSide));
      }
    }
    report.problems.push(...routeConflicts(app, version, candidate.routes, state));
  } else {
    // A new shell must still satisfy every remote that is live, and every running canary (it is live
    // code for its share of browsers, and the shell serves them all): the reverse direction of the check.
    const shellSide = { label: `shell ${version}`, manifest: candidate.manifest, info: candidate.info };
    for (const remote of REMOTE_APPS) {
      const live = state.apps[remote];
      if (!live) continue;
      const running = [{ version: live.version, label: `${env} 环境上线的 ${remote} ${live.version}` }];
      if (live.canary) {
        running.push({ version: live.canary.version, label: `${env} 环境灰度中的 ${remote} ${live.canary.version}（${live.canary.percent}% 的浏览器）` });
      }
      for (const side of running) {
        const remoteRelease = loadRelease(store, remote, side.version, report);
        if (!remoteRelease) continue;
        const remoteSide = { label: side.label, manifest: remoteRelease.manifest, info: remoteRelease.info };
        merge(sharedConflicts(shellSide, remoteSide));
        report.problems.push(...buildInfoConflicts(shellSide, remoteSide));
      }
    }
  }
  return report;
}
