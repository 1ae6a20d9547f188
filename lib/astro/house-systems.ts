/**
 * The house systems' ids alone, with none of the house arithmetic: what the birth form needs on the
 * client. `houses.ts` re-exports them.
 */
export const HOUSE_SYSTEM_IDS = ['placidus', 'whole-sign', 'equal', 'porphyry'] as const;
export type HouseSystemId = (typeof HOUSE_SYSTEM_IDS)[number];
