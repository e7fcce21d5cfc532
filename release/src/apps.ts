/**
 * The deployable apps and environments as the release store names them: the shell and the four
 * remotes by their short names (shell, account, clinic, …), and the environments a pointer exists for.
 */
import type { RemoteName } from '@tcm/shared/routes';

export const REMOTE_APPS: RemoteName[] = ['account', 'clinic', 'commerce', 'certification'];
export type AppName = 'shell' | RemoteName;
/** The shell first: remotes are checked against the live shell, so it must go live before them. */
export const APPS: AppName[] = ['shell', ...REMOTE_APPS];

export const ENVS = ['local', 'staging', 'production'] as const;
export type EnvName = (typeof ENVS)[number];

export function isApp(name: string): name is AppName {
  return (APPS as string[]).includes(name);
}

export function isRemote(name: string): name is RemoteName {
  return (REMOTE_APPS as string[]).includes(name);
}

export function isEnv(name: string): name is EnvName {
  return (ENVS as readonly string[]).includes(name);
}

export function assertApp(name: string | undefined): AppName {
  if (!name || !isApp(name)) throw new DeployError(`未知应用 unknown app "${name ?? ''}" (one of: ${APPS.join(', ')})`);
  return name;
}

export function assertEnv(name: string | undefined): EnvName {
  if (!name || !isEnv(name)) throw new DeployError(`未知环境 unknown environment "${name ?? ''}" (one of: ${ENVS.join(', ')})`);
  return name;
}

/** URL prefix of a release: the shell's assets and each remote's folder are served from here. */
export function releaseUrl(app: AppName, version: string): string {
  return app === 'shell' ? `/shell/${version}/` : `/remotes/${app}/${version}/`;
}

/** An expected failure with a message meant for the operator (no stack trace in the CLI). */
export class DeployError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeployError';
  }
}
