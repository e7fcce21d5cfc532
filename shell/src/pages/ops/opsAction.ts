import { isApiError, notify } from '@tcm/shared';
import { UNREACHABLE } from './opsModel';

/**
 * Runs one operator verb and says how it went: the success sentence, or, when the server was not
 * reached, that the outcome is unknown (a refusal was already shown by `call`, in the API's words).
 * True when it succeeded.
 */
export async function act(run: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await run();
    notify.success(success);
    return true;
  } catch (error) {
    if (!isApiError(error)) notify.error(UNREACHABLE);
    return false;
  }
}
