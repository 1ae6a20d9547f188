import { ASPECT_TYPES } from '@/lib/astro/aspects';
import { interpretChart, strongestAspects } from '@/lib/birth-chart/interpret';
import { BODY_THEME, PAIR_SUBJECT } from '@/lib/birth-chart/interpret-aspects';
import { MOON_IN_SIGN, RISING_IN_SIGN, SUN_IN_SIGN } from '@/lib/birth-chart/interpret-big-three';
import { BODY_IN_HOUSE, PLANET_IN_SIGN, RETROGRADE } from '@/lib/birth-chart/interpret-placements';
import {
  CHART_BODIES,
  type BirthChart,
  type ChartAspect,
  type ChartBody,
  type ChartBodyPosition,
} from '@/lib/birth-chart/types';
import { SIGN_IDS, type SignId } from '@/lib/zodiac/signs';

/** A hand-made chart: every point in `sign` at `degree`, in `house` (null: unknown time). */
function chart(opts: {
  sign?: SignId;
  signs?: Partial<Record<ChartBody, SignId>>;
  degree?: number;
  house?: number | null;
  retrograde?: boolean;
  ascendant?: SignId | null;
  aspects?: ChartAspect[];
  moonSigns?: SignId[] | null;
}): BirthChart {
  const sign = opts.sign ?? 'koc';
  const degree = opts.degree ?? 12;
  const house = opts.house === undefined ? 1 : opts.house;
  const bodies: ChartBodyPosition[] = CHART_BODIES.map((body) => {
    const s = opts.signs?.[body] ?? sign;
    return {
      body,
      sign: s,
      degree,
      minute: 30,
      longitude: SIGN_IDS.indexOf(s) * 30 + degree + 0.5,
      latitude: 0,
      speed: opts.retrograde ? -0.1 : 0.5,
      retrograde:
        body === 'north-node' ? true : Boolean(opts.retrograde) && body !== 'sun' && body !== 'moon',
      house,
    };
  });
  const ascSign = opts.ascendant === undefined ? sign : opts.ascendant;
  const timeKnown = house !== null;
  return {
    input: {
      date: '1979-01-10',
      time: timeKnown ? '08:15' : null,
      place: 'tr-34-sisli',
      latitude: 41.06,
      longitude: 28.99,
      timeZone: 'Europe/Istanbul',
      utcOffset: null,
      houseSystem: 'placidus',
    },
    utc: '1979-01-10T05:15:00.000Z',
    utcOffset: '+03:00',
    timeZone: 'Europe/Istanbul',
    clock: {
      source: 'zone',
      offsetMinutes: 180,
      offsetLabel: 'UTC+3',
      description: 'UTC+3',
      status: 'normal',
      candidates: [],
      note: null,
    },
    place: { id: 'tr-34-sisli', name: 'Şişli', latitude: 41.06, longitude: 28.99 },
    houseSystem: 'placidus',
    houseSystemNote: null,
    nodeType: 'mean',
    bodies,
    ascendant:
      timeKnown && ascSign
        ? { sign: ascSign, degree, minute: 30, longitude: SIGN_IDS.indexOf(ascSign) * 30 + degree + 0.5 }
        : null,
    midheaven: null,
    houses: timeKnown ? Array.from({ length: 12 }, (_, i) => i * 30) : null,
    aspects: opts.aspects ?? [],
    balance: {
      elements: { Ateş: 4, Toprak: 3, Hava: 3, Su: 0 },
      modalities: { Öncü: 5, Sabit: 3, Değişken: 2 },
    },
    risingSensitivity: null,
    moonSigns: timeKnown ? null : (opts.moonSigns ?? [sign]),
  };
}

const allTexts = (c: BirthChart) => {
  const i = interpretChart(c);
  return [...i.bigThree, ...i.placements, ...i.aspects, i.balance].flatMap((x) => [
    x.title,
    ...(x.subtitle ? [x.subtitle] : []),
    ...x.paragraphs,
  ]);
};

// Words that would betray an English leftover; none of them is also a Turkish word used here.
const ENGLISH = new Set(
  'the and of to is are you your with for sign house planet sun moon rising ascendant aspect trine square sextile conjunction opposition retrograde node north love career chart birth undefined null nan true false todo lorem'.split(
    ' ',
  ),
);
const words = (t: string) =>
  t
    .toLocaleLowerCase('tr-TR')
    .split(/[^a-zçğıöşüâî]+/u)
    .filter(Boolean);

function checkText(t: string) {
  expect(t.trim()).not.toBe('');
  expect(t).not.toMatch(/[()[\]{}]/); // no parentheses in running text
  expect(t).not.toMatch(/\s{2}|\s[.,;:]/); // no double spaces, no space before punctuation
  expect(t).not.toMatch(/undefined|null|NaN|\$\{/);
  for (const w of words(t)) expect(ENGLISH.has(w) ? w : null).toBeNull();
}

describe('the text banks', () => {
  it('have 36 different big-three paragraphs, each speaking of its own sign', () => {
    const all = [
      ...Object.values(SUN_IN_SIGN),
      ...Object.values(MOON_IN_SIGN),
      ...Object.values(RISING_IN_SIGN),
    ];
    expect(all).toHaveLength(36);
    expect(new Set(all).size).toBe(36);
    const names = [
      'Koç',
      'Boğa',
      'İkizler',
      'Yengeç',
      'Aslan',
      'Başak',
      'Terazi',
      'Akrep',
      'Yay',
      'Oğlak',
      'Kova',
      'Balık',
    ];
    SIGN_IDS.forEach((id, i) => {
      for (const bank of [SUN_IN_SIGN, MOON_IN_SIGN, RISING_IN_SIGN]) {
        expect(bank[id]).toContain(names[i]);
        expect(bank[id].length).toBeGreaterThan(450); // in depth: several sentences, not a line
        checkText(bank[id]);
      }
    });
  });

  it('have a distinct sentence for every planet in every sign and every point in every house', () => {
    const signTexts = Object.values(PLANET_IN_SIGN).flatMap((bank) => Object.values(bank));
    expect(signTexts).toHaveLength(9 * 12);
    expect(new Set(signTexts).size).toBe(signTexts.length);
    const houseTexts = Object.values(BODY_IN_HOUSE).flat();
    expect(houseTexts).toHaveLength(11 * 12);
    expect(new Set(houseTexts).size).toBe(houseTexts.length);
    for (const t of [...signTexts, ...houseTexts, ...Object.values(RETROGRADE)]) checkText(t);
  });

  it('have a subject for every pair of points and a theme for every point', () => {
    for (let i = 0; i < CHART_BODIES.length; i++) {
      expect(BODY_THEME[CHART_BODIES[i]]).toBeTruthy();
      for (let j = i + 1; j < CHART_BODIES.length; j++) {
        expect(PAIR_SUBJECT[`${CHART_BODIES[i]}+${CHART_BODIES[j]}`]).toBeTruthy();
      }
    }
    expect(new Set(Object.values(PAIR_SUBJECT)).size).toBe(Object.keys(PAIR_SUBJECT).length);
  });
});

describe('interpretChart', () => {
  it('gives different placements different paragraphs (every point × sign × house × retrograde)', () => {
    const seen = new Map<string, string>();
    for (const sign of SIGN_IDS) {
      for (let house = 1; house <= 12; house++) {
        for (const retrograde of [false, true]) {
          const i = interpretChart(chart({ sign, house, retrograde }));
          for (const item of [...i.bigThree, ...i.placements]) {
            // The Sun, the Moon and the node never change with `retrograde`.
            if (retrograde && ['sun', 'moon', 'ascendant', 'north-node'].includes(item.key)) continue;
            const placement = `${item.key}/${sign}/${item.key === 'ascendant' ? '' : house}/${retrograde}`;
            const text = item.paragraphs.join('\n');
            const before = seen.get(text);
            if (before && before !== placement) throw new Error(`${placement} reads like ${before}`);
            seen.set(text, placement);
          }
        }
      }
    }
    expect(seen.size).toBeGreaterThan(12 * 12 * 9);
  });

  it('gives every pair × aspect type its own paragraph', () => {
    const texts = new Set<string>();
    let count = 0;
    for (let i = 0; i < CHART_BODIES.length; i++) {
      for (let j = i + 1; j < CHART_BODIES.length; j++) {
        for (const type of ASPECT_TYPES) {
          const aspect: ChartAspect = {
            a: CHART_BODIES[i],
            b: CHART_BODIES[j],
            type,
            orb: 1.5,
            applying: true,
          };
          const item = interpretChart(chart({ aspects: [aspect] })).aspects[0];
          if (!item) continue; // two slow points alone are left out on purpose
          checkText(item.paragraphs[0]);
          texts.add(item.paragraphs[0]);
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(200);
    expect(texts.size).toBe(count);
  });

  it('writes non-empty, Turkish, English-free text without parentheses for many charts', () => {
    for (const sign of SIGN_IDS) {
      for (const degree of [0, 15, 29]) {
        const aspects: ChartAspect[] = [
          { a: 'sun', b: 'moon', type: 'square', orb: 0.4, applying: false },
          { a: 'venus', b: 'mars', type: 'trine', orb: 3.2, applying: true },
        ];
        for (const t of allTexts(chart({ sign, degree, house: 7, aspects }))) {
          checkText(t);
        }
        const i = interpretChart(chart({ sign, degree, house: 7, aspects }));
        for (const item of [...i.bigThree, ...i.placements, ...i.aspects, i.balance]) {
          expect(item.paragraphs.join(' ')).toMatch(/[çğıöşüİÇĞÖŞÜ]/);
        }
      }
    }
  });

  it('puts the strongest aspects first and leaves out a pair of slow planets alone', () => {
    const list: ChartAspect[] = [
      { a: 'uranus', b: 'pluto', type: 'conjunction', orb: 0.1, applying: true },
      { a: 'mars', b: 'saturn', type: 'square', orb: 5, applying: true },
      { a: 'sun', b: 'moon', type: 'opposition', orb: 0.5, applying: false },
    ];
    expect(strongestAspects(list).map((x) => `${x.a}+${x.b}`)).toEqual(['sun+moon', 'mars+saturn']);
  });

  it('names the decan and its sign: 15° Koç is the Aslan decan, 25° Koç the Yay decan', () => {
    const middle = interpretChart(chart({ sign: 'koc', degree: 15 })).bigThree[0].paragraphs[1];
    expect(middle).toContain('Koç’un ikinci dekanında, 15° 30′');
    expect(middle).toContain('Aslan’ın sıcaklığını');
    const last = interpretChart(chart({ sign: 'koc', degree: 25 })).bigThree[0].paragraphs[1];
    expect(last).toContain('üçüncü dekanında');
    expect(last).toContain('Yay’ın');
  });

  it('names the chart ruler where it stands: Başak rising with Merkür in Oğlak in the fifth house', () => {
    const c = chart({ sign: 'oglak', house: 5, ascendant: 'basak' });
    const asc = interpretChart(c).bigThree.find((x) => x.key === 'ascendant')!;
    expect(asc.title).toBe('Yükselen Başak');
    expect(asc.paragraphs[1]).toContain('Yükselen burcunuzun yöneticisi Merkür');
    expect(asc.paragraphs[1]).toContain('Oğlak’ta ve beşinci evinizde');
    expect(asc.paragraphs[1]).toContain('aşk, yaratıcılık ve çocuklar');
  });

  it('with an unknown time: no rising sign, no houses, and both Moon signs when the Moon changed sign', () => {
    const c = chart({ sign: 'koc', house: null, moonSigns: ['koc', 'boga'] });
    const i = interpretChart(c);
    expect(i.bigThree.map((x) => x.key)).toEqual(['sun', 'moon']);
    const moon = i.bigThree[1];
    expect(moon.title).toBe('Ay Koç’ta ya da Boğa’da');
    expect(moon.paragraphs[0]).toContain('Koç’tan Boğa’ya geçti');
    expect(moon.paragraphs).toContain(MOON_IN_SIGN.koc);
    expect(moon.paragraphs).toContain(MOON_IN_SIGN.boga);
    const text = allTexts(c).join(' ');
    expect(text).not.toMatch(/evinizde|\bev\b/);
    for (const t of allTexts(c)) checkText(t);
  });

  it('with an unknown time and a Moon that stayed in one sign, says the Moon sign is certain', () => {
    const i = interpretChart(chart({ sign: 'yengec', house: null, moonSigns: ['yengec'] }));
    expect(i.bigThree[1].title).toBe('Ay Yengeç’te');
    expect(i.bigThree[1].paragraphs[1]).toContain('Ay burcunuz kesin');
  });

  it('counts the elements in words and names the missing one', () => {
    const b = interpretChart(chart({})).balance.paragraphs[0];
    expect(b).toContain('on gök cisminin dördü ateş, üçü toprak ve üçü hava burçlarında');
    expect(b).toContain('Ateş elementi baskın');
    expect(b).toContain('Su burçlarında hiçbir gök cismi yok');
    expect(b).toContain('Öncü burçlar öne çıkıyor');
  });
});
