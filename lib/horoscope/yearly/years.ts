/** Which yearly readings exist and when they are listed. Client-safe: no astronomy here. */

/** The archive's first year to next year (docs/readings.md). */
export const YEARLY_FIRST_YEAR = 2024;
export const YEARLY_LAST_YEAR = 2027;

export function isYearlyYear(year: number): boolean {
  return Number.isInteger(year) && year >= YEARLY_FIRST_YEAR && year <= YEARLY_LAST_YEAR;
}

export const YEARLY_YEARS: readonly number[] = Array.from(
  { length: YEARLY_LAST_YEAR - YEARLY_FIRST_YEAR + 1 },
  (_, i) => YEARLY_FIRST_YEAR + i,
);

/**
 * The yearly readings to offer on a given Istanbul day (yyyy-MM-dd): the current year's, and
 * from 1 December next year's first (Turkish portals publish next year's readings in December).
 */
export function listedYears(day: string): number[] {
  const year = Number(day.slice(0, 4));
  const december = day.slice(5, 7) === '12';
  return (december ? [year + 1, year] : [year]).filter(isYearlyYear);
}
