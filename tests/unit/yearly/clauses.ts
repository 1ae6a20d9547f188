/**
 * The clause measure of issue 21: a clause is the text between . ; : and sentence ends,
 * lower-cased by Turkish rules, punctuation stripped, spaces collapsed. Written here, apart
 * from the code it measures.
 */
export function clausesOf(text: string): string[] {
  return text
    .split(/[.;:!?…]+(?:\s|$)|[;:]|\n+/)
    .map((c) =>
      c
        .toLocaleLowerCase('tr-TR')
        .replace(/[^\p{L}\p{N}\s]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((c) => c.length > 0);
}

/** Of all clauses of the readings, the share that appears in two or more of them. */
export function sharedClauseShare(readings: readonly string[]): { total: number; shared: number; share: number } {
  const sets = readings.map((r) => new Set(clausesOf(r)));
  const counts = new Map<string, number>();
  for (const set of sets) for (const c of set) counts.set(c, (counts.get(c) ?? 0) + 1);
  let total = 0;
  let shared = 0;
  for (const r of readings) {
    for (const c of clausesOf(r)) {
      total++;
      if ((counts.get(c) ?? 0) >= 2) shared++;
    }
  }
  return { total, shared, share: total ? shared / total : 0 };
}
