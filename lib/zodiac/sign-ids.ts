/**
 * The twelve sign ids alone, with nothing else imported: what a client component needs to
 * validate a stored id without loading the signs' table. `signs.ts` re-exports these.
 */
export const SIGN_IDS = [
  'koc',
  'boga',
  'ikizler',
  'yengec',
  'aslan',
  'basak',
  'terazi',
  'akrep',
  'yay',
  'oglak',
  'kova',
  'balik',
] as const;

export type SignId = (typeof SIGN_IDS)[number];

const IDS: ReadonlySet<string> = new Set(SIGN_IDS);

export function isSignId(value: unknown): value is SignId {
  return typeof value === 'string' && IDS.has(value);
}
