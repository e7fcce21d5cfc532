import { findHerb, HERBS } from '../engine';

/**
 * 饮片当量 of formula granules (中药配方颗粒): how many grams of 饮片 (decoction pieces) one gram of
 * 颗粒 stands for, the `piecesWeight` of spec 3 §3 (slice = granule × piecesWeight). A granule is the
 * dried extract of the pieces, so the ratio follows the herb's extract yield: roots and fruits rich
 * in soluble matter (熟地黄, 枸杞子, 大枣) give much extract and a low ratio, minerals, shells and
 * fungi (石膏, 牡蛎, 茯苓) little and a high one. These are reference values by category with the
 * well-known outliers set apart; a pharmacy dispenses by its manufacturer's label, which the
 * sheet's granule grams are checked against.
 */
const BY_CATEGORY: Record<string, number> = {
  补气药: 3,
  补血药: 2.5,
  补阴药: 2.5,
  补阳药: 3,
  收涩药: 3,
  养心安神药: 4,
  消食药: 4,
  泻下药: 4,
  化湿药: 6,
  利水渗湿药: 6,
  平肝息风药: 6,
  重镇安神药: 10,
};
const DEFAULT_RATIO = 5;

const BY_HERB: Record<string, number> = {
  熟地黄: 1.5,
  大枣: 1.5,
  枸杞子: 1.5,
  龙眼肉: 1.5,
  当归: 2.5,
  甘草: 3,
  黄芪: 4,
  茯苓: 10,
  猪苓: 10,
  石膏: 10,
  龙骨: 10,
  牡蛎: 10,
  石决明: 10,
  珍珠母: 10,
  赭石: 10,
  磁石: 10,
  滑石: 10,
};

/** Grams of 饮片 per gram of 颗粒 for a herb of the table (0 for a name outside it). */
export function piecesWeightOf(name: string): number {
  const herb = findHerb(name);
  if (!herb) return 0;
  return BY_HERB[name] ?? BY_CATEGORY[herb.category] ?? DEFAULT_RATIO;
}

/** Rounded to 6 decimals, as spec 3 §5 rounds granules (the epsilon keeps 0.0000005 from rounding down). */
export const round6 = (x: number) => Math.round((x + Math.sign(x) * Number.EPSILON) * 1e6) / 1e6;

/** slice = granule × piecesWeight. */
export const sliceFromGranule = (granule: number, piecesWeight: number) => round6(granule * piecesWeight);

/** granule = slice ÷ piecesWeight, rounded to 6 decimals (0 when the ratio is unknown). */
export const granuleFromSlice = (slice: number, piecesWeight: number) => (piecesWeight > 0 ? round6(slice / piecesWeight) : 0);

/** The 颗粒 grams of a herb line of the table given in 饮片 grams (for the sheet of a 颗粒 prescription). */
export const granuleGrams = (name: string, sliceGrams: number) => granuleFromSlice(sliceGrams, piecesWeightOf(name));

/** Every herb has a ratio: checked by the tests over the whole table. */
export const allRatios = () => HERBS.map((h) => [h.name, piecesWeightOf(h.name)] as const);
