import { useRef, useState } from 'react';
import type { FieldProblem } from './rules';
import { useFormFields } from './useFormFields';

export interface SubmitFormOptions<V extends Record<string, unknown>, R> {
  initial: V;
  /** The rules in the spec's order; the first problem is toasted and marked on its field. */
  validate: (values: V) => FieldProblem<Extract<keyof V, string>> | null;
  /**
   * The call. A rejection has already been shown by the HTTP client (or was a transport failure,
   * which shows nothing): the form only stops being busy and keeps every value for another try.
   */
  request: (values: V) => Promise<R>;
  /** What a successful call leads to (a toast, a navigation, a dialog). The form stays busy until it settles. */
  onSuccess: (result: R, values: V) => unknown;
}

/**
 * The flow every account form repeats: check the rules (toast and mark the first problem, clear the
 * field it asks to clear), then submit once at a time, keep the values when the call fails, and
 * hand a success to the page. Pages say only what differs: their values, rules, call and outcome.
 */
export function useSubmitForm<V extends Record<string, unknown>, R>(options: SubmitFormOptions<V, R>) {
  const form = useFormFields<V>(options.initial);
  const [submitting, setSubmitting] = useState(false);
  // A ref as well as state: a second click before the re-render must not send a second request.
  const busy = useRef(false);

  const submit = async () => {
    if (busy.current) return;
    const { values } = form;
    const problem = options.validate(values);
    if (problem) {
      form.fail(problem);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    const done = () => {
      busy.current = false;
      setSubmitting(false);
    };
    let result: R;
    try {
      result = await options.request(values);
    } catch {
      done();
      return;
    }
    try {
      await options.onSuccess(result, values);
    } finally {
      done();
    }
  };

  return { ...form, submitting, submit };
}

export type SubmitForm<V extends Record<string, unknown>> = ReturnType<typeof useSubmitForm<V, unknown>>;
