/** A broken rule of a form: which field to mark and what to say. */
export interface FieldProblem<F extends string> {
  field: F;
  message: string;
  /** The field goes back to its initial value so it is typed again (a mismatched confirmation). */
  clear?: boolean;
}

/** Runs the checks in order (the spec's) and answers the first problem, or null. */
export function firstProblem<F extends string>(checks: readonly (readonly [F, () => string | null])[]): FieldProblem<F> | null {
  for (const [field, check] of checks) {
    const message = check();
    if (message) return { field, message };
  }
  return null;
}
