/**
 * 饮片 / 颗粒 (spec 3 §3, §5): piecesWeight is how many grams of 饮片 one gram of 颗粒 stands for,
 * so slice = granule × piecesWeight and granule = slice ÷ piecesWeight, granules rounded to 6
 * decimals. The doctor writes 饮片 grams (the prescription's unit); 颗粒 shows the granule grams.
 */

/** Rounded to 6 decimals (the epsilon keeps x.xxxxxx5 from rounding down through binary error). */
export const round6 = (x: number) => Math.round((x + Math.sign(x) * Number.EPSILON) * 1e6) / 1e6;

export const sliceFromGranule = (granule: number, piecesWeight: number) => round6(granule * piecesWeight);

/** 0 when the ratio is unknown. */
export const granuleFromSlice = (slice: number, piecesWeight: number) => (piecesWeight > 0 ? round6(slice / piecesWeight) : 0);

/** A gram amount for display: at most 6 decimals, no trailing zeros (3.333333, 4, 1.2). */
export const gramsText = (g: number) => String(round6(g));
