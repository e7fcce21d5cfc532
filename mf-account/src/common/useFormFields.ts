import { useCallback, useRef, useState } from 'react';
import { notify } from '@tcm/shared';
import type { FieldProblem } from './rules';

/** Props for Arco's Form.Item: red border and the message under the field, or nothing. */
export type ItemStatus = { validateStatus?: 'error'; help?: string };

/** One field of a form, as the input and its Form.Item need it. */
export interface FieldBinding<T> {
  value: T;
  onChange: (value: T) => void;
  status: ItemStatus;
}

/**
 * Controlled values of a small form plus one inline error per field. A rule failure is shown the
 * product's way (an error toast) and also marked on the field; editing the field clears its mark.
 * Values are never touched by a failure, so a failed submit keeps what the user typed, unless the
 * problem asks for its field to be cleared.
 */
export function useFormFields<V extends Record<string, unknown>>(initial: V) {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
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
  }, []);

  const itemStatus = (field: keyof V): ItemStatus =>
    errors[field] ? { validateStatus: 'error', help: errors[field] } : {};

  /** Value, change handler and Form.Item status of one field. */
  const field = <K extends keyof V>(name: K): FieldBinding<V[K]> => ({
    value: values[name],
    onChange: (value) => setField(name, value),
    status: itemStatus(name),
  });

  return { values, setValues, setField, errors, fail, reset, itemStatus, field };
}
