import type { Medicine } from '@tcm/shared/contract';
import { HERBS } from '../engine';
import { piecesWeightOf } from './granules';

/**
 * The herb catalogue of /medicine/list: the engine's herb table (药典 names, pinyin initials from
 * pinyin-pro with its herb readings fixed), each herb with its granule ratio. medicineId is the
 * table position from 1; prescriptions keep names, so an id is only a list key.
 */
export const MEDICINES: readonly Medicine[] = HERBS.map((h, i) => ({
  medicineId: i + 1,
  medicineName: h.name,
  pinyinInitialName: h.initials,
  piecesWeight: piecesWeightOf(h.name),
}));

/** Query text as the search compares it: trimmed, lower case, inner spaces removed ("D G" → dg). */
export const normaliseKeyword = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '');

/**
 * How well a herb answers a keyword, lower is better, or null for no match. Characters match the
 * name, latin letters the initials:
 *   0 the name itself · 1 the initials exactly (dg → 当归) · 2 the name starts with it ·
 *   3 the initials start with it (dg → 地骨皮) · 4 the name contains it · 5 the initials contain it.
 */
export function matchRank(m: Medicine, keyword: string): number | null {
  if (m.medicineName === keyword) return 0;
  if (m.pinyinInitialName === keyword) return 1;
  if (m.medicineName.startsWith(keyword)) return 2;
  if (m.pinyinInitialName.startsWith(keyword)) return 3;
  if (m.medicineName.includes(keyword)) return 4;
  if (m.pinyinInitialName.includes(keyword)) return 5;
  return null;
}

/**
 * The herbs matching `keyword`, best first: by rank, then the shorter name (typing 当 offers 当归
 * before 当归尾), then table order (which groups herbs by category, the common ones first).
 */
export function searchMedicines(keyword: string, list: readonly Medicine[] = MEDICINES): Medicine[] {
  const k = normaliseKeyword(keyword);
  if (!k) return [...list];
  return list
    .map((m) => ({ m, rank: matchRank(m, k) }))
    .filter((x): x is { m: Medicine; rank: number } => x.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.m.medicineName.length - b.m.medicineName.length || a.m.medicineId - b.m.medicineId)
    .map((x) => x.m);
}

/** GET /medicine/list: one page of the herbs matching `keyword`, best match first, with how many match. */
export function medicinePage(keyword: string, page: { pageSize: number; offset: number }): { rows: Medicine[]; total: number } {
  const found = searchMedicines(keyword);
  return { rows: found.slice(page.offset, page.offset + page.pageSize), total: found.length };
}
