/** How a form's field is named in refusals: the rule messages that are its own, and the labels that name it. */
export interface FieldWords {
  /** Messages only this field's rules give (the shared rules: the page's and the API's words). */
  messages?: readonly string[];
  /** Names of the field in other refusals (the API's input layer says `<label>格式不正确`). Two characters or more. */
  labels?: readonly string[];
}

/**
 * Which field of a form a refusal concerns, so the form can show it beside that field as well as in
 * the toast: a message of the field's own rules, else the field whose label the message names (the
 * longest label named wins: 配送中心 over 剂型 in 所选配送中心不支持该剂型). null: it concerns no one
 * field (the toast alone says it).
 */
export function fieldOfMessage<F extends string>(message: string, words: Record<F, FieldWords>): F | null {
  const fields = Object.keys(words) as F[];
  const own = fields.find((f) => words[f].messages?.includes(message));
  if (own) return own;
  let best: { field: F; length: number } | null = null;
  for (const field of fields) {
    for (const label of words[field].labels ?? []) {
      if (message.includes(label) && (!best || label.length > best.length)) best = { field, length: label.length };
    }
  }
  return best?.field ?? null;
}
