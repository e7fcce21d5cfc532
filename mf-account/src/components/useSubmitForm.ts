import { useRef, useState } from 'react';
import { isApiError, UNAUTHORIZED } from '@tcm/shared';
import type { FieldProblem } from '@tcm/shared/account';
import { useFormFields, type FieldMatchers } from './useFormFields';

export interface SubmitFormOptions<V extends Record<string, unknown>, R> {
  initial: V;
  /** The rules in the spec's order; the first problem is toasted and marked on its field. */
  validate: (values: V) => FieldProblem<Extract<keyof V, string>> | null;
  /**
   * Which field a refusal from the server is about (验证码错误 → code). The client has toasted it;
   * the form also shows it under that field, or above the button when it names no field.
   */
  serverFields?: FieldMatchers<Extract<keyof V, string>>;
  /** false: the page shows refusals its own way (the sandbox's /GetCode), the form only toasts them. */
  explainRefusals?: boolean;
  /**
   * The call. A rejection has already been shown by the HTTP client (or was a transport failure,
   * which shows nothing): the form stops being busy, keeps every value for another try and shows
   * the server's words beside the field they are about.
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
  const form = useFormFields<V>(options.initial, options.serverFields);
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
    } catch (error) {
      // 401 ends the session and leaves the page; a transport failure shows nothing (spec 1 §8).
      if (isApiError(error) && error.code !== UNAUTHORIZED && options.explainRefusals !== false) form.explain(error.message);
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
