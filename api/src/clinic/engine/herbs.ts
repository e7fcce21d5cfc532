import { pinyin } from 'pinyin-pro';
import { doseRange, pregnancyFlag, type PregnancyFlag, type Toxicity } from '@tcm/shared/clinic';
import { HERB_ROWS } from './herbData';

export interface Herb {
  name: string;
  /** Pinyin initials for search (麻黄 → mh), computed by pinyin-pro. */
  initials: string;
  category: string;
  priceFenPerGram: number;
  /** The 药典's daily dose range in grams (@tcm/shared/clinic herbDoses.ts; 苦参 4.5～9). */
  minDose: number;
  maxDose: number;
  /** The 药典's label (大毒, 有毒, 小毒), or null. */
  toxicity: Toxicity | null;
  /** From the shared rule set (孕妇禁用 / 孕妇慎用). */
  pregnancy: PregnancyFlag;
  /** Grams of one piece for herbs counted by the piece (大枣 1 枚 ≈ 3 g), else 0. */
  piecesWeight: number;
  note?: string;
}

// Readings pinyin-pro gets wrong in herb names: 参 is always shēn (苦参, 玄参), 术 is zhú (莪术),
// 阿 in 阿胶 is ē, 壳 in 枳壳 is qiào.
const HERB_READINGS: Record<string, string> = { 参: 'shen', 术: 'zhu', 阿: 'e', 壳: 'qiao' };

export function herbInitials(name: string): string {
  const syllables = pinyin(name, { toneType: 'none', type: 'array', v: true });
  return [...name].map((ch, i) => (HERB_READINGS[ch] ?? syllables[i] ?? ch).charAt(0)).join('');
}

export const HERBS: readonly Herb[] = HERB_ROWS.map(([name, category, price, pieces, note]) => {
  const dose = doseRange(name);
  if (!dose) throw new Error(`herb table: ${name} has no dose range in @tcm/shared/clinic`);
  return {
    name,
    initials: herbInitials(name),
    category,
    priceFenPerGram: price,
    minDose: dose.min,
    maxDose: dose.max,
    toxicity: dose.toxicity,
    pregnancy: pregnancyFlag(name),
    piecesWeight: pieces,
    ...(note ? { note } : {}),
  };
});

const BY_NAME = new Map(HERBS.map((h) => [h.name, h]));

export function findHerb(name: string): Herb | undefined {
  return BY_NAME.get(name);
}

export function herbsOfCategory(category: string): Herb[] {
  return HERBS.filter((h) => h.category === category);
}
