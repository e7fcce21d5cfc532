import { isApiError, loadUserInfo, notify, SUCCESS, useNavigate } from '@tcm/shared';
import { useCallback, useState } from 'react';
import { submitApplication } from './api';
import { toApplication, type ApplyFormValues } from './applyValues';

/**
 * Sends the application. On success the account is reloaded first, so the new doctor status is in
 * the session (menu target, status page) before the user lands on /applying. On failure nothing is
 * reset: the client has already shown why, and the user corrects and resubmits the same values.
 * `submit` answers the server's refusal (for the form to show beside its field), else null.
 */
export function useSubmitApplication() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(
    async (values: ApplyFormValues): Promise<string | null> => {
      setSubmitting(true);
      try {
        await submitApplication(toApplication(values));
      } catch (error) {
        // ApiError was toasted by the client; a transport failure is silent by design (spec 3 §8).
        setSubmitting(false);
        return isApiError(error) ? error.message : null;
      }
      notify.success(SUCCESS.apply);
      await loadUserInfo();
      setSubmitting(false);
      void navigate('/applying');
      return null;
    },
    [navigate],
  );

  return { submitting, submit };
}
