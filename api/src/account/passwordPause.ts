/**
 * The account's own pause of password login (api/README.md "Password login"), against guesses
 * spread over many addresses: the wrong passwords in a row are counted on the user's row, and past
 * the limit password login pauses until a time (SMS login still works).
 */
import { one, type Queryable } from '../platform/db';

/**
 * Counts one password attempt before it is checked, in one statement, so that parallel guesses
 * cannot all be checked: the failures so far with this one, or undefined when the account is paused
 * (or that many attempts are in flight).
 */
export async function countPasswordAttempt(q: Queryable, userId: number, now: Date, maxFailures: number): Promise<number | undefined> {
  const row = await one<{ failed_logins: number }>(
    q,
    `UPDATE users SET failed_logins = failed_logins + 1, locked_until = NULL
      WHERE user_id = $1 AND (locked_until IS NULL OR locked_until <= $2) AND failed_logins < $3
      RETURNING failed_logins`,
    [userId, now, maxFailures],
  );
  return row?.failed_logins;
}

/** How long the account's pause still lasts, in ms (0 or less: none recorded). */
export async function pauseLeftMs(q: Queryable, userId: number, now: Date): Promise<number> {
  const row = await one<{ locked_until: Date | null }>(q, 'SELECT locked_until FROM users WHERE user_id = $1', [userId]);
  return row?.locked_until ? new Date(row.locked_until).getTime() - now.getTime() : 0;
}

/** Pauses password login until `until`, the count starting again afterwards. */
export async function pausePasswordLogin(q: Queryable, userId: number, until: Date): Promise<void> {
  await q.query('UPDATE users SET failed_logins = 0, locked_until = $2 WHERE user_id = $1', [userId, until]);
}

/** A right password (or a reset by SMS) clears the count and any pause. */
export async function clearPasswordFailures(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE users SET failed_logins = 0, locked_until = NULL WHERE user_id = $1', [userId]);
}
