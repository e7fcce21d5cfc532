export { MEDICINES, matchRank, medicinePage, normaliseKeyword, searchMedicines } from './catalogue';
export { granuleFromSlice, granuleGrams, piecesWeightOf, round6, sliceFromGranule } from './granules';
export { validateComposition, MAX_HERBS, type ComposedPrescription } from './validate';
export { SELF_COMPOSED_NAME, SELF_COMPOSED_SOURCE, selfComposedOf, storedResultOf, type SelfComposedResultJson } from './stored';
