/**
 * Consultation drafts kept in session storage between the steps of a flow. Every key the product
 * uses is listed here with its type, so a page cannot read a key another page never writes.
 * The clinic domain refines the value types when its pages land.
 */
export interface DraftTypes {
  contactList: unknown[];
  consultInfo: Record<string, unknown>;
  submitData: Record<string, unknown>;
  visitRecordId: string;
}

export type DraftKey = keyof DraftTypes;
export const DRAFT_KEYS: readonly DraftKey[] = ['contactList', 'consultInfo', 'submitData', 'visitRecordId'];

export function readDraft<K extends DraftKey>(key: K): DraftTypes[K] | null {
  const raw = sessionStorage.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as DraftTypes[K];
  } catch {
    // A value written by an older release in another shape is worth less than a working page.
    sessionStorage.removeItem(key);
    return null;
  }
}

export function writeDraft<K extends DraftKey>(key: K, value: DraftTypes[K]): void {
  sessionStorage.setItem(key, JSON.stringify(value));
}

/** The home grid clears these four before every entry (spec 1 §2.3). */
export function clearConsultDrafts(): void {
  for (const key of DRAFT_KEYS) sessionStorage.removeItem(key);
}
