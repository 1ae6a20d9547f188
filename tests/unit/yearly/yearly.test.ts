/**
 * Yearly readings: every event named is dated and true against an independent ephemeris
 * (astronomia), the twelve signs of a year share at most 10 % of their clauses, and no clause
 * repeats within one reading.
 */
import { composeYearlyReading, YEARLY_YEARS, type YearlyReading } from '@/lib/horoscope/yearly';
import { SIGN_IDS, SIGNS } from '@/lib/zodiac/signs';
import { referenceLongitude, referenceSpeed } from '../astro/reference-ephemeris';
import { clausesOf, sharedClauseShare } from './clauses';

const MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
const HOUR = 3_600_000;
const ORDINAL = ['', 'birinci', 'ikinci', 'üçüncü', 'dördüncü', 'beşinci', 'altıncı', 'yedinci', 'sekizinci', 'dokuzuncu', 'onuncu', 'on birinci', 'on ikinci'];
const signIndex = (lon: number) => Math.floor((((lon % 360) + 360) % 360) / 30);
const idIndex = (id: string) => SIGN_IDS.indexOf(id as (typeof SIGN_IDS)[number]);

/** The Istanbul day of an instant as the reading writes it ('26 Temmuz'); Türkiye is UTC+3 since 2016. */
function istanbulLabel(at: string): string {
  const d = new Date(Date.parse(at) + 3 * HOUR);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** The summary and the section texts, without their titles: the prose a reader reads. */
const prose = (r: YearlyReading) => [r.summary, ...r.sections.map((s) => s.text)].join('\n');

const readings2027 = SIGN_IDS.map((s) => composeYearlyReading(s, 2027));

describe('yearly readings: the sky they name is the real one, and dated', () => {
  test.each(readings2027.map((r) => [r.sign, r] as const))('%s 2027', (_sign, r) => {
    const text = prose(r);
    // Every eclipse: a real one (Sun and Moon together or opposite), in the sign said, dated.
    expect(r.eclipses.length).toBeGreaterThanOrEqual(4);
    for (const e of r.eclipses) {
      const at = new Date(e.at);
      const sun = referenceLongitude('sun', at);
      const moon = referenceLongitude('moon', at);
      const elongation = (((moon - sun) % 360) + 360) % 360;
      const off = e.kind === 'solar' ? Math.min(elongation, 360 - elongation) : Math.abs(elongation - 180);
      expect(off).toBeLessThan(1);
      expect(signIndex(e.kind === 'solar' ? sun : moon)).toBe(idIndex(e.sign));
      expect(text).toContain(`${istanbulLabel(e.at)}’`);
      expect(text).toContain(`${ORDINAL[e.house]} evinize düşüyor`);
    }
    // Every retrograde of Mercury, Venus and Mars: the speed changes sign at both stations.
    for (const x of r.retrogrades) {
      expect(referenceSpeed(x.body, new Date(Date.parse(x.start) - 24 * HOUR))).toBeGreaterThan(0);
      expect(referenceSpeed(x.body, new Date(Date.parse(x.start) + 24 * HOUR))).toBeLessThan(0);
      expect(referenceSpeed(x.body, new Date(Date.parse(x.end) - 24 * HOUR))).toBeLessThan(0);
      expect(referenceSpeed(x.body, new Date(Date.parse(x.end) + 24 * HOUR))).toBeGreaterThan(0);
      expect(text).toContain(`${istanbulLabel(x.start)}–${istanbulLabel(x.end)}`);
    }
    // Jupiter and Saturn: each sign change is real to within an hour and dated in the text.
    const slow = r.events.filter((e) => e.kind === 'ingress');
    expect(slow.map((e) => e.body)).toContain('jupiter');
    for (const e of slow) {
      expect(signIndex(referenceLongitude(e.body, new Date(Date.parse(e.at) + HOUR)))).toBe(idIndex(e.sign));
      expect(signIndex(referenceLongitude(e.body, new Date(Date.parse(e.at) - HOUR)))).not.toBe(idIndex(e.sign));
      const name = e.body === 'jupiter' ? 'Jüpiter' : 'Satürn';
      expect(text).toMatch(new RegExp(`${istanbulLabel(e.at)}’(da|de|ta|te) ${name}`));
    }
    // Jupiter's sign at the year's start, and the house counted from the reader's sign.
    const jupiter = r.transits.find((t) => t.body === 'jupiter')!;
    expect(signIndex(referenceLongitude('jupiter', new Date(jupiter.at)))).toBe(idIndex(jupiter.sign));
    expect(jupiter.house).toBe(((idIndex(jupiter.sign) - idIndex(r.sign) + 12) % 12) + 1);
    // Month by month: twelve paragraphs, each naming its month's dates only.
    expect(r.months.map((m) => m.name)).toEqual(MONTHS);
    r.months.forEach((m, i) => {
      for (const [, month] of m.text.matchAll(/\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık)/g)) {
        expect(month).toBe(MONTHS[i]);
      }
    });
    // Love, work, money, health and the year's advice are there.
    expect(r.sections.map((s) => s.key)).toEqual(expect.arrayContaining(['general', 'love', 'work', 'money', 'health', 'tip']));
  });

  test('Jupiter enters Başak on 26 July 2027: Koç reads it in its 6th house, Başak in its 1st', () => {
    const koc = prose(readings2027[0]);
    const basak = prose(readings2027[5]);
    expect(koc).toContain('26 Temmuz’da Jüpiter Başak’a geçiyor, altıncı evinizde');
    expect(basak).toContain('26 Temmuz’da Jüpiter Başak’a geçiyor, birinci evinizde');
  });
});

describe('yearly readings: variety', () => {
  test.each(YEARLY_YEARS.map((y) => [y]))('the twelve signs of %i share at most 10 %% of clauses, none repeats within a reading', (year) => {
    const readings = year === 2027 ? readings2027 : SIGN_IDS.map((s) => composeYearlyReading(s, year));
    const texts = readings.map(prose);
    const { share, shared, total } = sharedClauseShare(texts);
    console.log(`${year}: ${shared} of ${total} clauses shared by two or more signs (${(share * 100).toFixed(1)} %)`);
    expect(share).toBeLessThanOrEqual(0.1);
    for (const [i, t] of texts.entries()) {
      const clauses = clausesOf(t);
      const seen = new Set<string>();
      const twice = clauses.filter((c) => (seen.has(c) ? true : (seen.add(c), false)));
      expect({ sign: SIGNS[i].id, twice }).toEqual({ sign: SIGNS[i].id, twice: [] });
    }
  });

  test('no "alanınız" filler, no sentence over 35 words', () => {
    for (const r of readings2027) {
      const text = prose(r);
      expect((text.match(/alanınız/gi) ?? []).length).toBeLessThanOrEqual(2);
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(35);
      }
    }
  });
});
