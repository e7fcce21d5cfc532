import { createElement, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { notify } from '@tcm/shared';
import type { FieldProblem } from '@tcm/shared/account';

/** Props for Arco's Form.Item: red border and the message under the field, or nothing. */
export type ItemStatus = { validateStatus?: 'error'; help?: ReactNode };

/** One field of a form, as the input and its Form.Item need it. */
export interface FieldBinding<T> {
  value: T;
  onChange: (value: T) => void;
  status: ItemStatus;
  /** The id of the message under the field while there is one, for the input's aria-describedby. */
  describedBy?: string;
}

/**
 * Which field a message from the server (or the SMS send) is about, by what it names: the first
 * matching pair wins, e.g. [['code', /验证码/], ['phone', /手机号/]]. Unmatched: the whole form's.
 */
export type FieldMatchers<F extends string> = readonly (readonly [F, RegExp])[];

/**
 * Controlled values of a small form plus one error per field, shown under the field, tied to its
 * input (aria-describedby) and announced (role=alert), as well as in the product's error toast:
 * a toast fades, the message under the field stays until the field is edited (issue 32). Values
 * are never touched by a failure, so a failed submit keeps what the user typed, unless the
 * problem asks for its field to be cleared.
 */
export function useFormFields<V extends Record<string, unknown>>(initial: V, matchers: FieldMatchers<Extract<keyof V, string>> = []) {
  const initialRef = useRef(initial);
  const matchersRef = useRef(matchers);
  matchersRef.current = matchers;
  const baseId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  /** A message about no one field (服务异常…), shown above the submit button. */
  const [formError, setFormError] = useState<string | null>(null);

  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setFormError(null);
  }, []);

  /** Marks the field (or the form) the message is about; the toast was already shown by whoever said it. */
  const explain = useCallback((message: string) => {
    const match = matchersRef.current.find(([, pattern]) => pattern.test(message));
    if (match) setErrors((e) => ({ ...e, [match[0]]: message }));
    else setFormError(message);
  }, []);

  const fail = useCallback((problem: FieldProblem<Extract<keyof V, string>>) => {
    if (problem.clear) setValues((v) => ({ ...v, [problem.field]: initialRef.current[problem.field] }));
    setErrors((e) => ({ ...e, [problem.field]: problem.message }));
    notify.error(problem.message);
  }, []);

  /** Back to `to` (default: the initial values) with no marks, e.g. when a dialog closes. */
  const reset = useCallback((to?: V) => {
    setValues(to ?? initialRef.current);
    setErrors({});
    setFormError(null);
  }, []);

  const messageId = (field: keyof V) => `${baseId}${String(field)}-msg`;

  const itemStatus = (field: keyof V): ItemStatus =>
    errors[field] ? { validateStatus: 'error', help: createElement('span', { id: messageId(field), role: 'alert' }, errors[field]) } : {};

  const describedBy = (field: keyof V) => (errors[field] ? messageId(field) : undefined);

  /** Value, change handler, Form.Item status and message id of one field. */
  const field = <K extends keyof V>(name: K): FieldBinding<V[K]> => ({
    value: values[name],
    onChange: (value) => setField(name, value),
    status: itemStatus(name),
    describedBy: describedBy(name),
  });

  return { values, setValues, setField, errors, formError, fail, explain, reset, itemStatus, describedBy, field };
}
