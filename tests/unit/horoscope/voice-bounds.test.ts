/**
 * Issue 21's bounds over a whole year of readings (2026: every day, week and month, all twelve
 * signs): variety of clauses and six-word phrases, no clause twice in a reading, the column's
 * form (labels, semicolons, sentence length, opening words), the named errors, and ratings that
 * agree with the text. Every figure is printed so the note can quote it.
 */
import { Body as AEBody, Equator, Horizon, MakeTime, Observer } from 'astronomy-engine';
import { composeReading, type PlannedReading as ComposedReading } from '@/lib/horoscope/compose';
import { skyOfPeriod, type PeriodSky } from '@/lib/horoscope/facts';
import { CAUTION_WORDS } from '@/lib/horoscope/voice/pools';
import { periodContaining, type Period } from '@/lib/time/periods';
import { shiftDay } from '@/lib/time/calendar';
import { SIGN_IDS, SIGNS, type SignId } from '@/lib/zodiac/signs';
import { BODY_NAMES, type Body } from '@/lib/astro/bodies';
import { signOfLongitude } from '@/lib/astro/longitude';
import { RATING_KEYS } from '@/lib/horoscope/ratings';
import type { HoroscopeType } from '@/lib/horoscope/types';
import { referenceLongitude } from '../astro/reference-ephemeris';

interface Item {
  type: HoroscopeType;
  period: Period;
  sign: SignId;
  sky: PeriodSky;
  r: ComposedReading;
}

const started = Date.now();
const skyMs = { total: 0 };
function compose(type: HoroscopeType, starts: string[]): Item[] {
  return starts.flatMap((start) => {
    const period = periodContaining(type, start)!;
    const t = Date.now();
    // One sky per period, shared by the twelve signs.
    const sky = skyOfPeriod(period);
    skyMs.total += Date.now() - t;
    return SIGN_IDS.map((sign) => ({
      type,
      period,
      sign,
      sky,
      r: composeReading({ type, sign, period, sky }),
    }));
  });
}
const days = Array.from({ length: 365 }, (_, i) => shiftDay('2026-01-01', i));
const daily = compose('daily', days);
const weekly = compose(
  'weekly',
  days.filter((d) => periodContaining('weekly', d)!.start === d),
);
const monthly = compose(
  'monthly',
  days.filter((d) => d.endsWith('-01')),
);
const composedMs = Date.now() - started;

const norm = (s: string) =>
  s
    .toLocaleLowerCase('tr-TR')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
/** The prose a visitor reads: the summary and the sections' text (titles aside). */
const prose = (r: ComposedReading) => [r.summary, ...r.sections.map((s) => s.text)].join('\n');
const clausesOf = (text: string) =>
  text
    .split(/[.;:!?\n]+/)
    .map(norm)
    .filter(Boolean);
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
function sixGrams(text: string): string[] {
  return sentencesOf(text).flatMap((s) => {
    const w = norm(s).split(' ').filter(Boolean);
    return Array.from({ length: Math.max(0, w.length - 5) }, (_, i) => w.slice(i, i + 6).join(' '));
  });
}
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const bySign = (items: Item[]) => new Map(SIGN_IDS.map((s) => [s, items.filter((i) => i.sign === s)]));

/** Worst share of a reading's clauses (and 6-grams) already seen in the `window` previous readings. */
function windowShares(items: Item[], window: number) {
  let clauses = 0;
  let grams = 0;
  for (const mine of bySign(items).values()) {
    const cl = mine.map((i) => clausesOf(prose(i.r)));
    const gr = mine.map((i) => sixGrams(prose(i.r)));
    for (let i = window; i < mine.length; i++) {
      const seenC = new Set(cl.slice(i - window, i).flat());
      const seenG = new Set(gr.slice(i - window, i).flat());
      clauses = Math.max(clauses, cl[i].filter((c) => seenC.has(c)).length / cl[i].length);
      if (gr[i].length) grams = Math.max(grams, gr[i].filter((g) => seenG.has(g)).length / gr[i].length);
    }
  }
  return { clauses, grams };
}

/** Worst share of clauses shared by two or more of the twelve signs of one period. */
function crossShare(items: Item[]): number {
  let worst = 0;
  for (let p = 0; p < items.length; p += 12) {
    const group = items.slice(p, p + 12).map((i) => clausesOf(prose(i.r)));
    const owners = new Map<string, Set<number>>();
    group.forEach((list, i) => list.forEach((c) => owners.set(c, (owners.get(c) ?? new Set()).add(i))));
    const total = group.reduce((n, l) => n + l.length, 0);
    const shared = group.reduce((n, l) => n + l.filter((c) => owners.get(c)!.size > 1).length, 0);
    worst = Math.max(worst, shared / total);
  }
  return worst;
}

const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
const SIGN_BY_NAME = new Map(SIGNS.map((s) => [s.name, s.id]));
const BODY_BY_NAME = new Map(Object.entries(BODY_NAMES).map(([id, name]) => [name, id as Body]));
/** Istanbul wall clock (UTC+3 all of 2026–27) to an instant; the year follows the period. */
function istanbul(period: Period, day: number, month: string, hh = 12, mm = 0): Date {
  const m = MONTHS.indexOf(month);
  const [py, pm] = period.start.split('-').map(Number);
  const year = m + 1 < pm - 6 ? py + 1 : py;
  return new Date(Date.UTC(year, m, day, hh - 3, mm));
}
const everything = [...daily, ...weekly, ...monthly];
const allText = (i: Item) => [prose(i.r), ...i.r.sky.map((n) => `${n.label}: ${n.text}`)].join('\n');

describe('a year of readings with a voice (issue 21)', () => {
  test('composes the year fast enough for CI', () => {
    const n = everything.length;
    console.log(
      `${n} yorum (${daily.length} günlük, ${weekly.length} haftalık, ${monthly.length} aylık) ${composedMs} ms içinde yazıldı; gökyüzü hesabı ${skyMs.total} ms, yorum başına ${(composedMs / n).toFixed(2)} ms.`,
    );
    expect(daily).toHaveLength(4380);
    expect(monthly).toHaveLength(144);
  });

  test('one sign over 30 days: ≤ 15 % of clauses and ≤ 20 % of six-word phrases already read in the previous 29 days', () => {
    const d = windowShares(daily, 29);
    const w = windowShares(weekly, 4);
    const m = windowShares(monthly, 1);
    console.log(
      `30 günlük pencere (günlük): en kötü yinelenen cümlecik payı ${pct(d.clauses)}, 6 sözcüklük öbek payı ${pct(d.grams)}; haftalık (önceki 4 hafta) ${pct(w.clauses)} / ${pct(w.grams)}; aylık (önceki ay) ${pct(m.clauses)} / ${pct(m.grams)}.`,
    );
    for (const x of [d, w, m]) {
      expect(x.clauses).toBeLessThanOrEqual(0.15);
      expect(x.grams).toBeLessThanOrEqual(0.2);
    }
  });

  test('the 12 signs of one period share ≤ 10 % of their clauses', () => {
    const d = crossShare(daily);
    const w = crossShare(weekly);
    const m = crossShare(monthly);
    console.log(
      `12 burcun ortak cümlecik payı, en kötü: günlük ${pct(d)}, haftalık ${pct(w)}, aylık ${pct(m)}.`,
    );
    for (const x of [d, w, m]) expect(x).toBeLessThanOrEqual(0.1);
  });

  test('no clause twice within one reading (daily, weekly, monthly)', () => {
    let repeated = 0;
    for (const i of everything) {
      const cl = clausesOf(prose(i.r));
      if (new Set(cl).size !== cl.length) repeated++;
    }
    console.log(`Kendi içinde cümlecik yineleyen yorum: ${repeated} / ${everything.length}.`);
    expect(repeated).toBe(0);
  });

  test('a daily reads like a column: ≤ 2 "alanınız" forms, ≤ 2 semicolons, sentences ≤ 35 words, varied openings', () => {
    let labels = 0;
    let semicolons = 0;
    let longest = 0;
    for (const i of daily) {
      const text = prose(i.r);
      labels = Math.max(labels, (text.match(/alanınız/g) ?? []).length);
      semicolons = Math.max(semicolons, (text.match(/;/g) ?? []).length);
      for (const s of sentencesOf(text)) longest = Math.max(longest, s.split(/\s+/).length);
    }
    let opening = 0;
    let word = '';
    for (const [sign, mine] of bySign(daily)) {
      const counts = new Map<string, number>();
      for (const i of mine) {
        const first = norm(i.r.sections[0].text).split(' ')[0];
        counts.set(first, (counts.get(first) ?? 0) + 1);
      }
      for (const [w, n] of counts)
        if (n / mine.length > opening) {
          opening = n / mine.length;
          word = `${w} (${sign})`;
        }
    }
    console.log(
      `Günlük yorumda en çok: ${labels} "alanınız", ${semicolons} noktalı virgül, en uzun cümle ${longest} sözcük; en sık açılış sözcüğü "${word}" günlerin ${pct(opening)}’inde.`,
    );
    expect(labels).toBeLessThanOrEqual(2);
    expect(semicolons).toBeLessThanOrEqual(2);
    expect(longest).toBeLessThanOrEqual(35);
    expect(opening).toBeLessThanOrEqual(0.2);
  });

  describe('the named errors never occur', () => {
    test('no countdown on a station day ("sıfır gün", "bir gün sonra geri dönecek")', () => {
      for (const i of everything) {
        const text = allText(i);
        expect(text).not.toMatch(/sıfır gün|(^|[^\d])0 gün/);
        const stationToday = i.sky.events.some((e) => e.kind.startsWith('station'));
        if (stationToday) expect(text).not.toMatch(/gün sonra geri dönecek|gün sonra düz harekete/);
      }
    });

    test('"ona bir gün var" is never written: one day ahead is "yarın"', () => {
      for (const i of everything)
        expect(allText(i)).not.toMatch(/ona bir gün var|\b1 gün sonra|bir gün sonra/);
    });

    test('singular and plural agree: "bu gezegenlerin" only after two planets or more', () => {
      for (const i of everything) {
        for (const s of sentencesOf(allText(i))) {
          if (!/bu gezegenler/.test(s)) continue;
          const planets = Object.values(BODY_NAMES).filter((n) => s.includes(n));
          expect({ s, plural: planets.length >= 2 }).toEqual({ s, plural: true });
        }
      }
    });

    test('an "until" date or a sign-change date is the real sign change, by the independent ephemeris', () => {
      let checked = 0;
      const until = new RegExp(
        `(${[...BODY_BY_NAME.keys()].join('|')}) (\\d{1,2}) (${MONTHS.join('|')})’[ay]?[ae] kadar (${[...SIGN_BY_NAME.keys()].join('|')})’[dt][ae]`,
        'g',
      );
      const change = new RegExp(
        `(${[...BODY_BY_NAME.keys()].join('|')}) (\\d{1,2}) (${MONTHS.join('|')}) tarihinde (${[...SIGN_BY_NAME.keys()].join('|')})’`,
        'g',
      );
      const seen = new Set<string>();
      for (const i of everything) {
        const text = allText(i);
        for (const [, bodyName, day, month, signName] of [
          ...text.matchAll(until),
          ...text.matchAll(change),
        ]) {
          const key = `${bodyName}|${day}|${month}|${signName}|${i.period.start.slice(0, 4)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const body = BODY_BY_NAME.get(bodyName)!;
          const sign = SIGN_BY_NAME.get(signName)!;
          const startOfDay = istanbul(i.period, Number(day), month, 0, 0);
          const endOfDay = new Date(startOfDay.getTime() + 86_400_000);
          const before = signOfLongitude(referenceLongitude(body, startOfDay)).sign;
          const after = signOfLongitude(referenceLongitude(body, endOfDay)).sign;
          // "until X in S": S ends that day; "on X into S": S begins that day.
          const ok = text.includes(`${bodyName} ${day} ${month} tarihinde ${signName}`)
            ? before !== sign && after === sign
            : before === sign && after !== sign;
          expect({ key, ok }).toEqual({ key, ok: true });
          checked++;
        }
      }
      console.log(`Burç değişim tarihi denetlenen ifade: ${checked}.`);
      expect(checked).toBeGreaterThan(30);
    });

    test('an eclipse is "İstanbul’dan görülebilecek" only when its body is above İstanbul’s horizon at the stated time', () => {
      const observer = new Observer(41.0082, 28.9784, 0);
      let checked = 0;
      for (const i of [...weekly, ...monthly]) {
        for (const n of i.r.sky.filter((x) => /tutulması/.test(x.text))) {
          const [, day, month, hh, mm] = n.label.match(/(\d{1,2}) (\S+) saat (\d\d)\.(\d\d)/)!;
          const solar = /Güneş tutulması/.test(n.text);
          const local = n.text.match(/saat (\d\d)\.(\d\d)/);
          const at = local
            ? istanbul(i.period, Number(day), month, Number(local[1]), Number(local[2]))
            : istanbul(i.period, Number(day), month, Number(hh), Number(mm));
          const body = solar ? AEBody.Sun : AEBody.Moon;
          const time = MakeTime(at);
          const eq = Equator(body, time, observer, true, true);
          const altitude = Horizon(time, observer, eq.ra, eq.dec, 'normal').altitude;
          const claimsVisible = /görülebilecek/.test(n.text);
          // "görülebilecek" needs the body above the horizon at the stated time; for the Moon the
          // converse holds too (a solar eclipse can be unseen with the Sun up: outside the shadow).
          if (claimsVisible || !solar) {
            expect({ note: n.text, visible: altitude > 0 }).toEqual({ note: n.text, visible: claimsVisible });
          }
          checked++;
        }
      }
      console.log(`Tutulma görünürlüğü denetlenen not: ${checked}.`);
      expect(checked).toBeGreaterThanOrEqual(4 * 12 * 2);
    });
  });

  test('ratings explain themselves and the sections agree with them', () => {
    const hasCaution = (t: string) => CAUTION_WORDS.some((w) => t.toLocaleLowerCase('tr-TR').includes(w));
    const tally = { love: [0, 0], work: [0, 0], health: [0, 0] };
    const section = (r: ComposedReading, key: string) => r.sections.find((s) => s.key === key)!.text;
    for (const i of everything) {
      const { ratings, tones, ratingReasons } = i.r;
      for (const key of RATING_KEYS) {
        const reason = ratingReasons[key];
        expect(sentencesOf(reason)).toHaveLength(1);
        if (ratings[key] >= 4) expect(reason).toMatch(/yükseltiyor/);
        if (ratings[key] <= 2) expect(reason).toMatch(/aşağı çekiyor/);
      }
      for (const [key, rating] of [
        ['love', ratings.love],
        ['work', ratings.career],
        ['health', ratings.health],
      ] as const) {
        const text = section(i.r, key);
        if (rating <= 2) {
          tally[key][0]++;
          expect({ key, tone: tones[key], caution: hasCaution(text) }).toEqual({
            key,
            tone: 'caution',
            caution: true,
          });
        } else if (rating >= 4) {
          tally[key][1]++;
          expect({ key, text, tone: tones[key], caution: hasCaution(text) }).toEqual({
            key,
            text,
            tone: 'open',
            caution: false,
          });
        }
      }
    }
    console.log(
      `Puan ile metin uyumu (yıl boyu, ${everything.length} yorum): aşk 1–2 puanlı ${tally.love[0]} yorumun hepsinde uyarıcı, 4–5 puanlı ${tally.love[1]} yorumun hepsinde cesaretlendirici aşk bölümü; kariyer ${tally.work[0]} / ${tally.work[1]}, sağlık ${tally.health[0]} / ${tally.health[1]}.`,
    );
  });
});
