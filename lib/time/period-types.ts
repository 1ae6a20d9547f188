/** The kinds of period the site speaks of. Dependency-free, so client code can import it. */
export const PERIOD_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];
