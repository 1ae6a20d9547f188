import { LUCKY_COLOR_SWATCH, SIGN_DETAILS, ZODIAC, fullSign } from '@/lib/zodiac/details';
import { zodiacSignSchema } from '@/lib/zodiac/schema';
import { SIGN_IDS, getSign, signForDate } from '@/lib/zodiac/signs';

// Section 9's harmonious pairs and section 3's elements, typed out here rather than read from the code.
const HARMONIOUS: Record<string, [string, string]> = {
  koc: ['yay', 'aslan'],
  boga: ['basak', 'oglak'],
  ikizler: ['terazi', 'kova'],
  yengec: ['akrep', 'balik'],
  aslan: ['koc', 'yay'],
  basak: ['boga', 'oglak'],
  terazi: ['ikizler', 'kova'],
  akrep: ['yengec', 'balik'],
  yay: ['koc', 'aslan'],
  oglak: ['boga', 'basak'],
  kova: ['ikizler', 'terazi'],
  balik: ['yengec', 'akrep'],
};
const ELEMENT: Record<string, string> = {
  koc: 'Ateş',
  aslan: 'Ateş',
  yay: 'Ateş',
  boga: 'Toprak',
  basak: 'Toprak',
  oglak: 'Toprak',
  ikizler: 'Hava',
  terazi: 'Hava',
  kova: 'Hava',
  yengec: 'Su',
  akrep: 'Su',
  balik: 'Su',
};
const COMPLEMENT: Record<string, string> = { Ateş: 'Hava', Hava: 'Ateş', Toprak: 'Su', Su: 'Toprak' };

/** Every string inside a value, with the path that leads to it. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

describe('zodiac reference data', () => {
  it('has details for exactly the twelve signs, in zodiac order', () => {
    expect(Object.keys(SIGN_DETAILS).sort()).toEqual([...SIGN_IDS].sort());
    expect(ZODIAC.map((s) => s.id)).toEqual([...SIGN_IDS]);
  });

  it.each(SIGN_IDS)('%s passes the full sign schema', (id) => {
    const result = zodiacSignSchema.safeParse(fullSign(id));
    if (!result.success) throw new Error(JSON.stringify(result.error.issues, null, 2));
    expect(result.success).toBe(true);
  });

  it.each(SIGN_IDS)('%s keeps its core attributes from signs.ts', (id) => {
    const core = getSign(id);
    const full = fullSign(id);
    expect(full).toMatchObject(core);
  });

  it.each(SIGN_IDS)('%s has no empty, padded or doubly spaced text anywhere', (id) => {
    for (const [path, s] of strings(fullSign(id))) {
      expect({ path, ok: s.length > 0 && s.trim() === s && !/\s{2,}/.test(s) }).toEqual({ path, ok: true });
    }
  });

  it.each(SIGN_IDS)('%s: every famous person was born within the sign’s dates', (id) => {
    for (const p of SIGN_DETAILS[id].famousPeople) {
      expect({ person: p.name, sign: signForDate(p.born.month, p.born.day).id }).toEqual({
        person: p.name,
        sign: id,
      });
    }
  });

  it('lists each famous person under one sign only', () => {
    const names = SIGN_IDS.flatMap((id) => SIGN_DETAILS[id].famousPeople.map((p) => p.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(SIGN_IDS)(
    '%s: compatible signs are its two harmonious signs plus one of the complementary element',
    (id) => {
      const compat = SIGN_DETAILS[id].compatibility;
      expect(compat).not.toContain(id);
      const [a, b] = HARMONIOUS[id];
      expect(compat).toEqual(expect.arrayContaining([a, b]));
      const third = compat.filter((c) => c !== a && c !== b);
      expect(third).toHaveLength(1);
      expect(ELEMENT[third[0]]).toBe(COMPLEMENT[ELEMENT[id]]);
    },
  );

  it('has a swatch for every lucky colour', () => {
    for (const id of SIGN_IDS) {
      for (const c of SIGN_DETAILS[id].luckyColors) expect(LUCKY_COLOR_SWATCH[c]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('names each sign in its own description', () => {
    for (const s of ZODIAC) expect(s.description[0].startsWith(s.name)).toBe(true);
  });
});

describe('zodiac sign schema', () => {
  const good = () => structuredClone(fullSign('koc'));
  it.each([
    ['two lucky numbers', (s: Record<string, unknown>) => (s.luckyNumbers = [1, 9])],
    ['a repeated lucky day', (s: Record<string, unknown>) => (s.luckyDays = ['Salı', 'Salı'])],
    ['an unknown weekday', (s: Record<string, unknown>) => (s.luckyDays = ['Salı', 'Tuesday'])],
    ['an empty stone', (s: Record<string, unknown>) => (s.stone = '')],
    ['a padded flower', (s: Record<string, unknown>) => (s.flower = ' Gül')],
    ['a one-paragraph description', (s: Record<string, unknown>) => (s.description = ['Kısa.'])],
    [
      'an unknown compatible sign',
      (s: Record<string, unknown>) => (s.compatibility = ['aslan', 'yay', 'leo']),
    ],
    ['a short career text', (s: Record<string, unknown>) => (s.career = 'Lider olur.')],
    [
      'an impossible birthday',
      (s: Record<string, unknown>) =>
        (s.famousPeople = [
          ...(s.famousPeople as unknown[]).slice(1),
          { name: 'Biri', role: 'Oyuncu', born: { year: 1990, month: 2, day: 30 } },
        ]),
    ],
  ])('rejects %s', (_label, spoil) => {
    const s = good() as unknown as Record<string, unknown>;
    spoil(s);
    expect(zodiacSignSchema.safeParse(s).success).toBe(false);
  });
});
