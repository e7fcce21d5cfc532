import { useState } from 'react';
import { notify, type ReplaceSubmitRequest } from '@tcm/shared';
import { CLINIC_MSG } from '@tcm/shared/clinic';

/**
 * Sends one change of a herb line (another herb, or only its weight) for the two replace dialogs:
 * 修改成功 and `onDone` once the server took it. A refusal is toasted by the HTTP client (更换药材失败
 * by default) and the dialog stays as it was, so the doctor can choose or type again.
 */
export function useReplaceSubmit(send: (req: ReplaceSubmitRequest) => Promise<void>, onDone: () => void) {
  const [submitting, setSubmitting] = useState(false);
  const run = async (req: ReplaceSubmitRequest) => {
    setSubmitting(true);
    try {
      await send(req);
      notify.success(CLINIC_MSG.modified);
      onDone();
    } catch {
      // Toasted by the HTTP client; nothing else to undo.
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, run };
}
