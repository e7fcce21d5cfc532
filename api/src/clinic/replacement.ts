/**
 * Herb and weight replacement in a visit's prescriptions: one rule set for the v1 calls of the
 * result page (spec 2 §7) and the v2 calls of the general and self-composed pages (spec 3 §7).
 */
import { checkHerbCombination, doseProblem, isPregnant, type InquiryInfo } from '@tcm/shared/clinic';
import type { Queryable } from '../platform/db';
import { fail } from '../platform/http/errors';
import { CLINIC_MSG } from './messages';
import { findHerb, replacementsFor } from './engine';
import { nextState } from './visitStateMachine';
import { herbLines, type LocatedHerb, type StoredResult, type VisitRow } from './visits';

/** The herb line `number` of a visit, which must be the herb the caller names. */
export function lineOf(result: StoredResult, number: number | undefined, name: string): LocatedHerb {
  const line = herbLines(result).find((l) => l.index === number);
  if (!line || line.name !== name) return fail(CLINIC_MSG.herbNotInPrescription);
  return line;
}

/** The other herbs' names of the prescription a line belongs to. */
const namesOf = (result: StoredResult, line: LocatedHerb) => result[line.list][line.prescription].herbs.map((h) => h.name);

/**
 * The herbs of the visit's other prescriptions: the patient takes them together, so a 十八反 /
 * 十九畏 pair across two prescriptions is as dangerous as one inside a prescription (the engine
 * checks the whole visit, and so does replacement).
 */
const restOfVisit = (result: StoredResult, line: LocatedHerb) =>
  herbLines(result)
    .filter((l) => !(l.list === line.list && l.prescription === line.prescription))
    .map((l) => l.name);

/**
 * What a line's herb may be replaced with: same category, safe with the whole visit, not already
 * there, and (the dialog keeps the weight) whose 药典 daily range holds the line's weight.
 */
export function replacementOffer(visit: Pick<VisitRow, 'current_result' | 'inquiry' | 'kind'>, line: LocatedHerb): string[] {
  const result = visit.current_result;
  const offer = replacementsFor(line.name, namesOf(result, line), isPregnant(visit.inquiry as InquiryInfo), restOfVisit(result, line));
  return visit.kind === 'customTea' ? offer : offer.filter((name) => doseProblem(name, line.weight) === null);
}

export interface ReplacementSubmit {
  oldMedicineName: string;
  replaceMedicineName: string;
  oldWeight?: number;
  replaceWeight?: number;
  number?: number;
}

/**
 * Replaces a herb (same category) or only its weight (same name), integer 1-999 g within the herb's
 * 药典 daily range (@tcm/shared/clinic doseProblem), on a visit the caller has locked in `tx`. The
 * new set must pass the herb safety rules (十八反, 十九畏, pregnancy) over the whole visit: a refusal names the herbs. Logged with who and when; the charge
 * follows from the new herbs when the prescription is read. `checkLine` adds a caller's own test of
 * the line (the v2 calls' dates and type).
 */
export async function submitReplacement(
  tx: Queryable,
  userId: number,
  visit: VisitRow,
  b: ReplacementSubmit,
  now: Date,
  checkLine: (line: LocatedHerb) => void = () => {},
): Promise<void> {
  nextState(visit.state, 'replace');
  if (!b.replaceMedicineName) fail(CLINIC_MSG.herbRequired);
  const weight = b.replaceWeight;
  if (weight === undefined) return fail(CLINIC_MSG.weightRequired);
  if (weight < 1 || weight > 999) fail(CLINIC_MSG.weightInvalid);
  const result = visit.current_result;
  const line = lineOf(result, b.number, b.oldMedicineName);
  checkLine(line);
  if (b.oldWeight !== undefined && b.oldWeight !== line.weight) fail(CLINIC_MSG.prescriptionChanged);
  if (b.replaceMedicineName !== line.name) {
    const herb = findHerb(b.replaceMedicineName);
    if (!herb) return fail(CLINIC_MSG.herbUnknown);
    const names = namesOf(result, line);
    if (names.includes(b.replaceMedicineName)) fail(CLINIC_MSG.herbAlreadyPresent);
    // The shared rule set first, so a dangerous pair is named even across categories.
    const pregnant = isPregnant(visit.inquiry as InquiryInfo);
    const unsafe = checkHerbCombination([...names.map((n) => (n === line.name ? herb.name : n)), ...restOfVisit(result, line)], { pregnant });
    if (unsafe) fail(unsafe);
    if (herb.category !== findHerb(line.name)?.category) fail(CLINIC_MSG.herbNotSameCategory);
  }
  // The new herb's 药典 daily range (细辛的用量超出药典范围（1～3g）); a tea's line holds a box's grams, not a day's.
  const dose = visit.kind === 'customTea' ? null : doseProblem(b.replaceMedicineName, weight);
  if (dose) fail(dose);
  const updated: StoredResult = structuredClone(result);
  updated[line.list][line.prescription].herbs[line.herb] = { name: b.replaceMedicineName, weight };
  await tx.query('UPDATE visit_records SET current_result = $2::jsonb WHERE visit_record_id = $1', [visit.visit_record_id, JSON.stringify(updated)]);
  await tx.query(
    `INSERT INTO visit_replacements (visit_record_id, user_id, herb_index, old_herb, new_herb, old_weight, new_weight, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [visit.visit_record_id, userId, line.index, line.name, b.replaceMedicineName, line.weight, weight, now],
  );
}
