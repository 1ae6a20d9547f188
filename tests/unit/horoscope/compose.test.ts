import { addDays, addMonths, addWeeks } from 'date-fns';
import { LENGTH_BOUNDS, composeReading, fill } from '@/lib/horoscope/compose';
import { skyOfPeriod } from '@/lib/horoscope/facts';
import { getSign, SIGN_IDS, SIGNS } from '@/lib/zodiac/signs';
import { periodOf, type Period } from '@/lib/time/periods';
import type { HoroscopeType } from '@/lib/horoscope/types';

// The locative of every sign, written by hand: the composer must never get one wrong.
const LOCATIVE: Record<string, string> = {
  Koç: 'Koç’ta',
  Boğa: 'Boğa’da',
  İkizler: 'İkizler’de',
  Yengeç: 'Yengeç’te',
  Aslan: 'Aslan’da',
  Başak: 'Başak’ta',
  Terazi: 'Terazi’de',
  Akrep: 'Akrep’te',
  Yay: 'Yay’da',
  Oğlak: 'Oğlak’ta',
  Kova: 'Kova’da',
  Balık: 'Balık’ta',
};
const SIGN_WITH_SUFFIX = new RegExp(
  `(${SIGNS.map((s) => s.name).join('|')})’(da|de|ta|te)(?![a-zçğıöşü])`,
  'g',
);

function readingsOf(type: HoroscopeType, periods: Period[]) {
  return periods.flatMap((period) => {
    const sky = skyOfPeriod(period);
    return SIGN_IDS.map((sign) => ({
      period,
      sign,
      sky,
      reading: composeReading({ type, sign, period, sky }),
    }));
  });
}

function expectWellFormed(text: string, type: HoroscopeType) {
  const { min, max } = LENGTH_BOUNDS[type];
  expect(text.length).toBeGreaterThanOrEqual(min);
  expect(text.length).toBeLessThanOrEqual(max);
  expect(text).not.toMatch(/[{}]|undefined|NaN|null| {2}|\n{3}| [.,;:]/);
  const paragraphs = text.split('\n\n');
  // A section may run over several short paragraphs; only its first carries the title.
  const titled = paragraphs.filter((p) =>
    /^(Genel|Aşk|Kariyer ve para|Sağlık ve enerji|\S+ önerisi): /.test(p),
  );
  expect(titled.map((p) => p.split(':')[0])).toEqual([
    'Genel',
    'Aşk',
    'Kariyer ve para',
    'Sağlık ve enerji',
    { daily: 'Günün önerisi', weekly: 'Haftanın önerisi', monthly: 'Ayın önerisi' }[type],
  ]);
  for (const p of paragraphs) expect(p).toMatch(/[.!?]$/);
  for (const [, name, suffix] of text.matchAll(SIGN_WITH_SUFFIX)) {
    expect(`${name}’${suffix}`).toBe(LOCATIVE[name]);
  }
}

describe('the composer', () => {
  test('the 12 × 31 daily readings of a month are all different, well formed, and their sky box names the Moon’s sign', () => {
    const first = periodOf('daily', new Date('2026-03-01T09:00:00Z'));
    const days = Array.from({ length: 31 }, (_, i) =>
      periodOf('daily', addDays(first.startsAt, i).getTime() + 3_600_000),
    );
    expect(new Set(days.map((d) => d.start)).size).toBe(31);
    const all = readingsOf('daily', days);
    expect(all).toHaveLength(372);
    expect(new Set(all.map((r) => r.reading.text)).size).toBe(372);
    for (const { reading, sky } of all) {
      expectWellFormed(reading.text, 'daily');
      const moon = sky.positions.find((p) => p.body === 'moon')!;
      // The Moon's course moved from the prose to the sky box under the reading (issue 21).
      expect(reading.sky.find((n) => n.key === 'moon')!.text).toContain(getSign(moon.sign).name);
    }
  }, 120_000);

  test('weekly and monthly readings of a year stay within their lengths and differ between signs', () => {
    const firstWeek = periodOf('weekly', new Date('2026-01-05T09:00:00Z'));
    const weeks = Array.from({ length: 52 }, (_, i) =>
      periodOf('weekly', addWeeks(firstWeek.startsAt, i).getTime() + 3_600_000),
    );
    const weekly = readingsOf('weekly', weeks);
    for (const { reading } of weekly) expectWellFormed(reading.text, 'weekly');
    expect(new Set(weekly.map((r) => r.reading.text)).size).toBe(weekly.length);

    const firstMonth = periodOf('monthly', new Date('2026-01-15T09:00:00Z'));
    const months = Array.from({ length: 12 }, (_, i) =>
      periodOf('monthly', addMonths(firstMonth.startsAt, i).getTime() + 86_400_000),
    );
    const monthly = readingsOf('monthly', months);
    for (const { reading } of monthly) expectWellFormed(reading.text, 'monthly');
    expect(new Set(monthly.map((r) => r.reading.text)).size).toBe(monthly.length);
  }, 180_000);

  test('weekly and monthly readings tell the period’s lunations with their dates', () => {
    // June 2026: new moon 15 June in Gemini, full moon 30 June (Istanbul) in Capricorn.
    const period = periodOf('monthly', new Date('2026-06-10T09:00:00Z'));
    const { text } = composeReading({ type: 'monthly', sign: 'kova', period, sky: skyOfPeriod(period) });
    expect(text).toMatch(
      /15 Haziran’da (saat \d\d\.\d\d’(de|da|te|ta) )?(İkizler’de|İkizler burcunda) (gerçekleşecek )?yeni ay/,
    );
    expect(text).toMatch(
      /30 Haziran’da (saat \d\d\.\d\d’(de|da|te|ta) )?(Oğlak’ta|Oğlak burcunda) (gerçekleşecek )?dolunay/,
    );
  });

  test('a reading is stable: the same inputs give the same text', () => {
    const period = periodOf('daily', new Date('2026-06-15T09:00:00Z'));
    const a = composeReading({ type: 'daily', sign: 'basak', period, sky: skyOfPeriod(period) });
    const b = composeReading({ type: 'daily', sign: 'basak', period, sky: skyOfPeriod(period) });
    expect(a.text).toBe(b.text);
    expect(a.sections.map((s) => s.key)).toEqual(['general', 'love', 'work', 'health', 'tip']);
  });

  test('fill refuses a template with a missing value', () => {
    expect(fill('{a} ve {b}', { a: 'ay', b: 'güneş' })).toBe('Ay ve güneş');
    expect(() => fill('{a} ve {b}', { a: 'ay' })).toThrow(/\{b\}/);
  });
});
