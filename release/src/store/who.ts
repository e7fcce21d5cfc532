import os from 'node:os';

/** Who is operating, for the history file. DEPLOY_USER lets a CI job name the person who triggered it. */
export function currentUser(): string {
  const fromEnv = process.env.DEPLOY_USER || process.env.USER;
  if (fromEnv) return fromEnv;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}
