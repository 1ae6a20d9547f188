/**
 * The personal daily reading: one Istanbul day read against one natal chart. It is built from
 * facts that hold for that day, each stated with its date or time:
 * - the day's lead: the strongest transit of the Sun, Mercury, Venus or Mars exact within two days
 *   of the day and within orb on it, or else a slow planet (Jupiter to Pluto) within 1.5° of exact;
 * - a second transit, when there is one;
 * - the Moon at noon: its sign and degree and the natal house it passes (the house by the Sun's sign
 *   when the birth time is unknown), and the time it changes house when it does that day;
 * - the period's big events: a slow transit within orb and its exact date, a new or full moon or a
 *   station within three days, and the natal house they fall in;
 * - the day's advice, from the house the Moon passes.
 * Wording is picked by the day and the chart, so one chart's month and one day's charts vary.
 */
import { ASPECT_ANGLE, ASPECT_TYPES, type AspectKind } from '../astro/aspects';
import type { SkyEvent } from '../astro/events';
import { BODY_NAMES } from '../astro/bodies';
import { longitudeOf } from '../astro/ephemeris';
import { houseFromCusps } from '../astro/houses';
import { angleDiff, normalizeDegrees } from '../astro/longitude';
import { eventsBetween, retrogradeLoopsOverlapping, type RetrogradeLoop } from '../astro/search';
import { LruCache, processWide } from '../cache';
import type { BirthChart } from '../birth-chart/types';
import { capitalize, clockWith, locative, ordinal } from '../horoscope/turkish';
import { shiftDay } from '../time/calendar';
import { dayLabel } from '../time/labels';
import { inIstanbul, istanbulDay, istanbulInstant } from '../time/zone';
import { getSign, SIGN_IDS } from '../zodiac/signs';
import { findTransits, type NatalPoint, type TransitingBody, type TransitPass } from '../transits/find';
import { natalPointsOf } from '../transits/index';
import {
  ACTION_FRAME,
  ASPECT_CLAUSE,
  ASPECT_TONE,
  ASPECT_WORD,
  BODY_BRINGS_ALT,
  EVENT_ADVICE,
  EXACT_AROUND,
  HOUSE_ADVICE,
  HOUSE_MATTER,
  HOUSE_THEME,
  HOUSE_THEME_ALT,
  LEAD_OPENING,
  MEANING,
  MOON_HOUSE_CHANGE,
  POINT_ACTIONS,
  POINT_FORMS,
  POINT_THEMES,
  QUIET_SUMMARY,
  RETROGRADE_UNDER_WAY,
  SECOND_FRAME,
  SLOW_BACKGROUND,
  SUMMARY_FRAME,
} from './phrases';

const DAY_MS = 86_400_000;
const VERB_OF_TONE = { easy: 'destekleniyor', hard: 'sınanıyor', blend: 'yoğunlaşıyor' } as const;
const FAST: TransitingBody[] = ['sun', 'mercury', 'venus', 'mars'];
const SLOW: TransitingBody[] = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
/** A slow planet is read as felt when it is this close to exact on the day, degrees. */
export const SLOW_FELT_ORB = 1.5;
/** A slow transit leads the day at full strength only within this many days of exact. */
const SLOW_LEAD_DAYS = 7;
/** A fast transit is read when exact within this many days of the day. */
const FAST_REACH_DAYS = 2;

const POINT_WEIGHT: Record<string, number> = {
  sun: 1,
  moon: 1,
  ascendant: 1,
  midheaven: 0.95,
  mercury: 0.8,
  venus: 0.85,
  mars: 0.85,
  jupiter: 0.6,
  saturn: 0.6,
  uranus: 0.45,
  neptune: 0.45,
  pluto: 0.45,
};
const BODY_WEIGHT: Record<TransitingBody, number> = {
  sun: 0.8,
  mercury: 0.75,
  venus: 0.85,
  mars: 0.9,
  jupiter: 0.85,
  saturn: 0.9,
  uranus: 0.85,
  neptune: 0.8,
  pluto: 0.9,
};
const ASPECT_WEIGHT: Record<AspectKind, number> = {
  conjunction: 1,
  opposition: 0.9,
  square: 0.9,
  trine: 0.8,
  sextile: 0.65,
};

export interface ReadingSection {
  key: string;
  title: string;
  text: string;
}

export interface PersonalReading {
  date: string;
  prediction: string;
  summary: string;
  sections: ReadingSection[];
  /** The transits the reading speaks of. */
  transits: TransitPass[];
}

/** A small stable hash, to pick wordings by the chart and the day. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const clockOf = (ms: number) => {
  const d = inIstanbul(ms);
  return `${String(d.getHours()).padStart(2, '0')}.${String(d.getMinutes()).padStart(2, '0')}`;
};

/** '3 Aralık Perşembe' for an Istanbul day. */
const dayName = (day: string) => dayLabel(inIstanbul(istanbulInstant(day)));

interface Candidate {
  pass: TransitPass;
  /** The exact instant nearest the day. */
  exact: number;
  score: number;
  slow: boolean;
}

/**
 * What the sky holds on an Istanbul day, the same for every chart: the day's bounds, the Moon at
 * its start, noon and end, the lunations and stations within three days (with the body's longitude
 * then) and the retrograde loops under way at noon. Kept process-wide for the last 400 days read:
 * it is sky, not anyone's birth.
 */
interface DaySky {
  start: number;
  end: number;
  noon: number;
  moon: { start: number; noon: number; end: number };
  events: { event: SkyEvent; at: number; longitude: number; moon: number }[];
  loops: { loop: RetrogradeLoop; longitude: number }[];
  /** Jupiter to Pluto at noon. */
  slowAtNoon: Partial<Record<TransitingBody, number>>;
}

const DAY_SKIES = processWide('personal-reading.day-skies', () => new LruCache<DaySky>(400));

function daySkyOf(day: string): DaySky {
  const cached = DAY_SKIES.get(day);
  if (cached) return cached;
  const start = istanbulInstant(day).getTime();
  const end = istanbulInstant(shiftDay(day, 1)).getTime();
  const noon = (start + end) / 2;
  const events = eventsBetween(istanbulInstant(shiftDay(day, -3)), istanbulInstant(shiftDay(day, 4)))
    .filter((e) => e.kind !== 'ingress')
    .map((event) => {
      const at = Date.parse(event.at);
      return {
        event,
        at,
        longitude: longitudeOf(event.body, new Date(at)),
        moon: longitudeOf('moon', new Date(at)),
      };
    });
  const loops = retrogradeLoopsOverlapping(new Date(noon), new Date(noon + 1))
    .filter((loop) => ['mercury', 'venus', 'mars'].includes(loop.body))
    .map((loop) => ({ loop, longitude: longitudeOf(loop.body, new Date(noon)) }));
  const sky: DaySky = {
    start,
    end,
    noon,
    moon: {
      start: longitudeOf('moon', new Date(start)),
      noon: longitudeOf('moon', new Date(noon)),
      end: longitudeOf('moon', new Date(end - 1)),
    },
    events,
    loops,
    slowAtNoon: Object.fromEntries(SLOW.map((b) => [b, longitudeOf(b, new Date(noon))])),
  };
  DAY_SKIES.set(day, sky);
  return sky;
}

/** The house a longitude falls in: natal houses, or whole signs from the Sun's sign. */
function houseOf(chart: BirthChart, longitude: number): number {
  if (chart.houses) return houseFromCusps(longitude, chart.houses);
  const sun = chart.bodies.find((b) => b.body === 'sun')!;
  const first = SIGN_IDS.indexOf(sun.sign);
  const index = Math.floor(normalizeDegrees(longitude) / 30);
  return ((index - first + 12) % 12) + 1;
}

function houseWord(chart: BirthChart, house: number): string {
  return chart.houses ? `${ordinal(house)} evinizde` : `Güneş burcunuzdan sayınca ${ordinal(house)} evinizde`;
}

/** When, told from the day: today at a time, yesterday, tomorrow or a dated day (wording rotated). */
function whenExact(exact: number, day: string, seed: string): string {
  const d = istanbulDay(exact);
  const clock = clockOf(exact);
  const key = `${seed}|when`;
  if (d === day) return `açı bugün saat ${clockWith(clock, 'locative')} tam oluyor`;
  if (d === shiftDay(day, -1)) return rotate(EXACT_AROUND.yesterday, key, day)(clockWith(clock, 'locative'));
  if (d === shiftDay(day, 1)) return rotate(EXACT_AROUND.tomorrow, key, day)(clockWith(clock, 'locative'));
  if (d < day) return rotate(EXACT_AROUND.before, key, day)(dayName(d));
  return rotate(EXACT_AROUND.after, key, day)(dayName(d));
}

/** A number that steps by one a day from a start set by `key`, for picking a wording variant. */
const variantOf = (key: string, day: string) => hash(key) + dayNumberOf(day);

/** An item of a list, `step` steps from a start set by `key`. */
const pickBy = <T>(list: readonly T[], key: string, step: number): T =>
  list[(hash(key) + step) % list.length];

/**
 * A natal point's meaning and a transiting body's gift, in words rotated by the day (or by `step`,
 * for a sentence not read every day: rotating it by the day would alias with how often it is read).
 */
const themeOf = (point: NatalPoint, seed: string, day: string, use: string, step = dayNumberOf(day)) =>
  pickBy(POINT_THEMES[point], `${seed}|theme|${use}`, step);
const bringsOf = (body: TransitingBody, seed: string, day: string, use: string, step = dayNumberOf(day)) =>
  pickBy(BODY_BRINGS_ALT[body], `${seed}|brings|${use}`, step);

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Slow transits are searched four months either side of the day. */
const SLOW_REACH_MS = 120 * DAY_MS;
/** Days per block of a reader's transit searches (one search serves 60 days). */
const BLOCK_DAYS = 60;

/** The transits of some bodies exact in [from, to), for a reader. */
type TransitSearch = (from: number, to: number) => TransitPass[];

/**
 * A transit search that searches once per 60-day block (with `reach` either side) and clips that
 * search to each window asked for, as a search of the window itself would have returned it: a
 * year of one chart's readings costs seven searches instead of 365.
 */
function blockSearchOf(
  natal: ReturnType<typeof natalPointsOf>,
  bodies: TransitingBody[],
  reach: number,
): TransitSearch {
  const blocks = new Map<number, TransitPass[]>();
  const blockMs = BLOCK_DAYS * DAY_MS;
  return (from, to) => {
    const first = Math.floor((from + reach) / blockMs);
    // A window longer than its block's margin allows is searched on its own.
    if (to > (first + 1) * blockMs + reach) return findTransits(natal, from, to, bodies);
    let passes = blocks.get(first);
    if (!passes) {
      passes = findTransits(natal, first * blockMs - reach, (first + 1) * blockMs + reach, bodies);
      blocks.set(first, passes);
    }
    const out: TransitPass[] = [];
    for (const pass of passes) {
      const exact = pass.exact.filter((t) => t >= from && t < to);
      if (exact.length === 0) continue;
      out.push({ ...pass, exact, start: Math.max(from, pass.start), end: Math.min(to, pass.end) });
    }
    return out;
  };
}

interface Searches {
  fast: TransitSearch;
  slow: TransitSearch;
}

/** The transits read on a day: fast ones exact within two days, slow ones within 1.5° of exact. */
function candidatesOf(chart: BirthChart, day: string, sky: DaySky, searches: Searches): Candidate[] {
  const natal = natalPointsOf(chart);
  const { start, end, noon } = sky;
  const out: Candidate[] = [];
  const fast = searches.fast(
    istanbulInstant(shiftDay(day, -FAST_REACH_DAYS)).getTime(),
    istanbulInstant(shiftDay(day, FAST_REACH_DAYS + 1)).getTime(),
  );
  for (const pass of fast) {
    // Within orb on the day itself.
    if (pass.start >= end || pass.end <= start) continue;
    const exact = pass.exact.reduce((a, b) => (Math.abs(b - noon) < Math.abs(a - noon) ? b : a));
    const distanceDays = Math.abs(exact - noon) / DAY_MS;
    const score =
      POINT_WEIGHT[pass.point] *
      BODY_WEIGHT[pass.body] *
      ASPECT_WEIGHT[pass.aspect] *
      (1.2 - distanceDays / 3);
    out.push({ pass, exact, score, slow: false });
  }
  // Slow planets: their exact passes within four months either side, felt within 1.5° on the day.
  for (const pass of searches.slow(start - SLOW_REACH_MS, end + SLOW_REACH_MS)) {
    const lon = sky.slowAtNoon[pass.body]!;
    const natalLon = natal.find((p) => p.point === pass.point)!.longitude;
    const off = Math.abs(Math.abs(angleDiff(lon, natalLon)) - ASPECT_ANGLE[pass.aspect]);
    if (off > SLOW_FELT_ORB) continue;
    const exact = pass.exact.reduce((a, b) => (Math.abs(b - noon) < Math.abs(a - noon) ? b : a));
    const score =
      POINT_WEIGHT[pass.point] *
      BODY_WEIGHT[pass.body] *
      ASPECT_WEIGHT[pass.aspect] *
      (1 - off / SLOW_FELT_ORB) *
      0.9 *
      // Weeks from exact (a slow planet near its station lingers), it yields the lead to a fast transit.
      (Math.abs(exact - noon) > SLOW_LEAD_DAYS * DAY_MS ? 0.4 : 1);
    out.push({ pass: { ...pass, orb: pass.orb }, exact, score, slow: true });
  }
  return out.sort((a, b) => b.score - a.score);
}

/** The days since 1 January 2000, for rotating wordings day by day. */
const dayNumberOf = (day: string) => daysBetween('2000-01-01', day);

/**
 * A wording rotated by the day from a start picked by the chart: one chart walks through the list
 * a step a day (no repeat before the list is used up), different charts start at different places.
 */
function rotate<T>(list: readonly T[], key: string, day: string): T {
  return list[(hash(key) + dayNumberOf(day)) % list.length];
}

/** "3 gün sonra" / "yarın" / "dün" / "3 gün önce": a count of days from today, in words. */
function daysFromToday(n: number): string {
  if (n === 1) return 'yarın';
  if (n === -1) return 'dün';
  return n > 0 ? `${n} gün sonra` : `${-n} gün önce`;
}

/** A slow transit's exact day from the day read: "22 Mart Pazar günü, 21 gün sonra tam olacak". */
function slowDated(n: number, exactDay: string): string {
  if (n === 0) return 'bugün tam';
  return n > 0
    ? `${dayName(exactDay)} günü, ${daysFromToday(n)} tam olacak`
    : `${dayName(exactDay)} günü, ${daysFromToday(n)} tamdı`;
}

/** The lead: the transit, what it means, what to do. */
function leadSentences(c: Candidate, day: string, seed: string): string[] {
  const { body, point, aspect } = c.pass;
  const p = POINT_FORMS[point];
  const tone = ASPECT_TONE[aspect];
  // The transit is named in one of five shapes, a step a day: a lead of several days opens each differently.
  const opening = capitalize(
    rotate(LEAD_OPENING, `${seed}|opening`, day)(body, p, aspect, variantOf(`${seed}|clause|lead`, day)),
  );
  let first: string;
  if (c.slow) {
    const exactDay = istanbulDay(c.exact);
    const n = daysBetween(day, exactDay);
    const subject = rotate(['açı', 'uzun soluklu bu açı', 'haftalara yayılan bu etki'], `${seed}|slow`, day);
    const when =
      n === 0
        ? `${subject} bugün tam`
        : n > 0
          ? `${subject} ${dayName(exactDay)} günü tam olacak, yani ${daysFromToday(n)}`
          : `${subject} ${dayName(exactDay)} günü tamdı, yani ${daysFromToday(n)}`;
    first = `${opening}; ${when}.`;
  } else {
    first = `${opening}; ${whenExact(c.exact, day, seed)}.`;
  }
  // Rotated by the day (lists of 7, 8 and 7): a transit read for weeks changes its words daily,
  // and the same action in the same frame comes back only after 56 days.
  const meaning = capitalize(
    rotate(
      MEANING[tone],
      `${seed}|meaning`,
      day,
    )(bringsOf(body, seed, day, 'lead'), themeOf(point, seed, day, 'lead')),
  );
  const action = rotate(POINT_ACTIONS[point], `${seed}|action`, day);
  const advice = capitalize(rotate(ACTION_FRAME[tone], `${seed}|frame`, day)(action));
  return [first, meaning, advice];
}

function secondSentence(c: Candidate, day: string, seed: string): string {
  const { body, point, aspect } = c.pass;
  const clause = ASPECT_CLAUSE[aspect](
    BODY_NAMES[body],
    POINT_FORMS[point],
    variantOf(`${seed}|clause|second`, day),
  );
  const theme = themeOf(point, seed, day, 'second');
  const brings = bringsOf(body, seed, day, 'second');
  if (c.slow) {
    const exactDay = istanbulDay(c.exact);
    const n = daysBetween(day, exactDay);
    const when = slowDated(n, exactDay);
    return rotate(SLOW_BACKGROUND, `${seed}|second-slow`, day)(
      clause,
      when,
      theme,
      brings,
      VERB_OF_TONE[ASPECT_TONE[aspect]],
    );
  }
  return rotate(SECOND_FRAME, `${seed}|second`, day)(clause, whenExact(c.exact, day, seed), theme, brings);
}

/** The Moon at noon, its natal house, and when it changes house during the day. */
/** The Moon's closest major aspect to a natal point (within 4°), told in words; null when none. */
function moonTouch(chart: BirthChart, moonLon: number): string | null {
  let best: { point: NatalPoint; kind: AspectKind; off: number } | null = null;
  for (const { point, longitude } of natalPointsOf(chart)) {
    const sep = Math.abs(angleDiff(moonLon, longitude));
    for (const kind of ASPECT_TYPES) {
      const off = Math.abs(sep - ASPECT_ANGLE[kind]);
      if (off <= 4 && (!best || off < best.off)) best = { point, kind, off };
    }
  }
  if (!best) return null;
  const p = POINT_FORMS[best.point];
  return `${ASPECT_CLAUSE[best.kind]('Ay', p).replace('Ay, ', 'Ay ')} (${best.off.toFixed(1).replace('.', ',')}° farkla)`;
}

/** A lunation's closest aspect to a natal point (within 4°), as a short phrase; null when none. */
function lunationTouch(chart: BirthChart, lon: number): string | null {
  let best: { point: NatalPoint; kind: AspectKind; off: number } | null = null;
  for (const { point, longitude } of natalPointsOf(chart)) {
    const sep = Math.abs(angleDiff(lon, longitude));
    for (const kind of ASPECT_TYPES) {
      const off = Math.abs(sep - ASPECT_ANGLE[kind]);
      if (off <= 4 && (!best || off < best.off)) best = { point, kind, off };
    }
  }
  if (!best) return null;
  const p = POINT_FORMS[best.point];
  return best.kind === 'conjunction' ? `${p.gen} üzerinde` : `${p.com} ${ASPECT_WORD[best.kind]} açı yaparak`;
}

/** When the Moon reaches `target` between lo and hi (its offsets there of opposite signs), ±30 s. */
function moonCrossing(target: number, lo: number, flo: number, hi: number, fhi: number): number {
  let side = 0;
  for (let i = 0; i < 30 && hi - lo > 30_000; i++) {
    const t = hi - (fhi * (hi - lo)) / (fhi - flo);
    const f = angleDiff(longitudeOf('moon', new Date(t)), target);
    // The Moon moves about 0.5° an hour: 0.002° is about 15 seconds.
    if (Math.abs(f) < 0.002) return t;
    if (Math.sign(f) === Math.sign(fhi)) {
      hi = t;
      fhi = f;
      if (side === 1) flo /= 2;
      side = 1;
    } else {
      lo = t;
      flo = f;
      if (side === -1) fhi /= 2;
      side = -1;
    }
  }
  return (lo + hi) / 2;
}

function moonSentences(
  chart: BirthChart,
  day: string,
  sky: DaySky,
  seed: string,
): { text: string; house: number } {
  const { start, end } = sky;
  const lon = sky.moon.noon;
  const sign = getSign(SIGN_IDS[Math.floor(lon / 30)]);
  const degree = Math.floor(lon % 30) + 1;
  const house = houseOf(chart, lon);
  const houseAtStart = houseOf(chart, sky.moon.start);
  const houseAtEnd = houseOf(chart, sky.moon.end);
  const where = houseWord(chart, house);
  // Six frames and three ways to say the house, each rotated by the day from a start set by the
  // chart: charts with the Moon in the same house on one day mostly word it differently.
  const theme = rotate([HOUSE_THEME[house - 1], ...HOUSE_THEME_ALT[house - 1]], `${seed}|moon-theme`, day);
  const opening = rotate(
    [
      `Ay öğle saatlerinde ${sign.name} burcunda (${degree}°), ${where}: ${theme}.`,
      `Öğle saatlerinde Ay ${locative(sign.name)} (${degree}°) ve ${where}; ${theme}.`,
      `Ay bugün öğlen ${where}, ${sign.name} burcunda (${degree}°): ${theme}.`,
      `Gün ortasında Ay’ı ${sign.name} burcunda (${degree}°) ve ${where} buluyoruz: ${theme}.`,
      `${capitalize(where)} dolaşan Ay, öğle saatlerinde ${sign.name} burcunda (${degree}°): ${theme}.`,
      `Bugün öğlen ${sign.name} burcunda (${degree}°) bulunan Ay ${where} ilerliyor; bu yüzden ${theme}.`,
    ],
    `${seed}|moon`,
    day,
  );
  const touch = moonTouch(chart, lon);
  const linker = rotate(['aynı saatlerde', 'bu sırada', 'üstelik öğlen'], `${seed}|moon-link`, day);
  let text = touch ? `${opening.slice(0, -1)}; ${linker} ${touch}.` : opening;
  if (houseAtStart !== houseAtEnd) {
    // The Moon crosses a cusp once a day at most (it moves about 13° a day, houses span more).
    // It crosses the cusp of the house after `from`: found by regula falsi on the ephemeris.
    const from = houseAtStart;
    const sunSign = SIGN_IDS.indexOf(chart.bodies.find((b) => b.body === 'sun')!.sign);
    const cusp = chart.houses ? chart.houses[from % 12] : ((sunSign + from) % 12) * 30;
    const at = moonCrossing(
      cusp,
      start,
      angleDiff(sky.moon.start, cusp),
      end - 1,
      angleDiff(sky.moon.end, cusp),
    );
    const to = houseAtEnd;
    text += ` ${rotate(MOON_HOUSE_CHANGE, `${seed}|moon-change`, day)(clockWith(clockOf(at), 'dative'), ordinal(from), ordinal(to), HOUSE_MATTER[to - 1])}`;
  }
  return { text, house };
}

/** The period's big events: a lunation or a station within three days, a retrograde under way. */
function eventSentences(
  chart: BirthChart,
  day: string,
  seed: string,
  sky: DaySky,
  lead: Candidate | undefined,
  candidates: Candidate[],
): { sentences: string[]; used: Candidate[] } {
  const out: string[] = [];
  const used: Candidate[] = [];
  for (const { event: e, at, longitude, moon } of sky.events) {
    const d = istanbulDay(at);
    const gap = daysBetween(day, d);
    const when =
      gap === 0
        ? 'bugün'
        : gap === 1
          ? 'yarın'
          : gap === -1
            ? 'dün'
            : gap > 0
              ? `${dayName(d)} günü (${gap} gün sonra)`
              : `${dayName(d)} günü (${-gap} gün önce)`;
    const house = houseOf(chart, longitude);
    const sign = getSign(e.sign).name;
    const past = gap < 0;
    const future = gap > 0;
    const touch = e.kind === 'new-moon' || e.kind === 'full-moon' ? lunationTouch(chart, moon) : null;
    const where = `${sign} burcunda, ${houseWord(chart, house)}${touch ? `, ${touch}` : ''}`;
    const matter = HOUSE_MATTER[house - 1];
    const advice = <T>(list: T[]) => rotate(list, `${seed}|event|${e.kind}`, day);
    if (e.kind === 'new-moon') {
      out.push(
        past
          ? `Yeni ay ${when} ${where} oluştu: ${advice(EVENT_ADVICE.newMoonPast)(matter)}.`
          : `Yeni ay ${when} ${where} ${future ? 'oluşacak' : 'oluşuyor'}: ${advice(EVENT_ADVICE.newMoonAhead)(matter)}.`,
      );
    } else if (e.kind === 'full-moon') {
      out.push(
        past
          ? `Dolunay ${when} ${where} oldu: ${advice(EVENT_ADVICE.fullMoonPast)(matter)}.`
          : `Dolunay ${when} ${where} ${future ? 'olacak' : 'oluyor'}: ${advice(EVENT_ADVICE.fullMoonAhead)(matter)}.`,
      );
    } else if (e.kind === 'station-retrograde') {
      out.push(
        `${BODY_NAMES[e.body]} ${when} ${sign} burcunda geri harekete ${past ? 'başladı' : future ? 'başlayacak' : 'başlıyor'}; ${advice(EVENT_ADVICE.stationRetrograde)(houseWord(chart, house), matter)}.`,
      );
    } else if (e.kind === 'station-direct') {
      out.push(
        `${BODY_NAMES[e.body]} ${when} ${sign} burcunda düz harekete ${past ? 'döndü' : future ? 'dönecek' : 'dönüyor'}; ${advice(EVENT_ADVICE.stationDirect)(matter)}.`,
      );
    }
  }
  // A personal-planet retrograde under way (the outer planets spend half the year retrograde).
  for (const { loop, longitude } of sky.loops) {
    const startDay = istanbulDay(Date.parse(loop.retrograde.at));
    const endDay = istanbulDay(Date.parse(loop.direct.at));
    if (startDay >= shiftDay(day, -3) && startDay <= shiftDay(day, 3)) continue;
    if (endDay >= shiftDay(day, -3) && endDay <= shiftDay(day, 3)) continue;
    const house = houseOf(chart, longitude);
    const left = daysBetween(day, endDay);
    out.push(
      rotate(RETROGRADE_UNDER_WAY, `${seed}|retrograde`, day)(
        BODY_NAMES[loop.body],
        houseWord(chart, house),
        HOUSE_MATTER[house - 1],
        dayName(endDay),
        left,
      ),
    );
  }
  // Slow transits felt today that did not lead, dated, with the days to go: every day within three
  // days of exact, otherwise every third day (a transit felt for months is not news each morning).
  for (const c of candidates) {
    if (!c.slow || c === lead || out.length >= 3) continue;
    const exactDay = istanbulDay(c.exact);
    const n = daysBetween(day, exactDay);
    const key = `${seed}|${c.pass.body}|${c.pass.aspect}|${c.pass.point}`;
    const near = Math.abs(n) <= 3;
    const turn = hash(key) + dayNumberOf(day);
    if (!near && turn % 3 !== 0) continue;
    // Wordings step once per mention: by the day near exact, by the third day otherwise.
    const step = near ? dayNumberOf(day) : Math.floor(turn / 3);
    const clause = ASPECT_CLAUSE[c.pass.aspect](
      BODY_NAMES[c.pass.body],
      POINT_FORMS[c.pass.point],
      hash(`${key}|clause`) + step,
    );
    out.push(
      pickBy(SLOW_BACKGROUND, `${key}|background`, step)(
        clause,
        slowDated(n, exactDay),
        themeOf(c.pass.point, seed, day, key, step),
        bringsOf(c.pass.body, seed, day, key, step),
        VERB_OF_TONE[ASPECT_TONE[c.pass.aspect]],
      ),
    );
    used.push(c);
  }
  return { sentences: out, used };
}

/** A stable key of a chart, for picking wordings (not stored, not sent anywhere). */
function chartSeed(chart: BirthChart): string {
  return (
    chart.bodies.map((b) => b.longitude.toFixed(3)).join(',') + (chart.ascendant?.longitude.toFixed(2) ?? '')
  );
}

/**
 * The personal reading of a chart for an Istanbul day. One day searches its own windows (five days
 * for the fast bodies, eight months for the slow ones); many days of a chart go through personalReader.
 */
export function personalReading(chart: BirthChart, day: string): PersonalReading {
  const natal = natalPointsOf(chart);
  return readingOf(chart, day, chartSeed(chart), {
    fast: (from, to) => findTransits(natal, from, to, FAST),
    slow: (from, to) => findTransits(natal, from, to, SLOW),
  });
}

/**
 * A reader of one chart: its readings for any days, sharing one transit search per 60 days (worth it
 * from a few days on). It holds the chart only as long as the caller keeps it (nothing process-wide:
 * birth data is not kept on the server).
 */
export function personalReader(chart: BirthChart): (day: string) => PersonalReading {
  const seed = chartSeed(chart);
  const natal = natalPointsOf(chart);
  const searches: Searches = {
    fast: blockSearchOf(natal, FAST, (FAST_REACH_DAYS + 1) * DAY_MS),
    slow: blockSearchOf(natal, SLOW, SLOW_REACH_MS + DAY_MS),
  };
  return (day) => readingOf(chart, day, seed, searches);
}

function readingOf(chart: BirthChart, day: string, seed: string, searches: Searches): PersonalReading {
  const sky = daySkyOf(day);
  const candidates = candidatesOf(chart, day, sky, searches);
  const lead = candidates[0];
  const second =
    candidates.find((c) => c !== lead && !c.slow) ?? candidates.find((c) => c !== lead && c.slow);
  const moon = moonSentences(chart, day, sky, seed);
  const events = eventSentences(
    chart,
    day,
    seed,
    sky,
    lead,
    candidates.filter((c) => c !== second),
  );
  // The day's number plus the sidereal months gone: a house revisited 27 days later gets another tip.
  // Eighteen tips a house, a step a day from a start set by the chart: the Moon’s two or three days
  // in a house get different tips, and its next visit (27 or 28 days on) starts three or four further.
  const advice = rotate(HOUSE_ADVICE[moon.house - 1], `${seed}|advice`, day);

  const sections: ReadingSection[] = [];
  const main: string[] = [];
  if (lead) main.push(...leadSentences(lead, day, seed));
  else
    main.push(
      rotate(
        [
          'Bugün haritanızda tam olan büyük bir açı yok; gün, Ay’ın geçtiği yerin havasını taşıyor.',
          'Bugün doğum haritanıza dokunan güçlü bir gezegen açısı yok; günün rengini Ay belirliyor.',
          'Gökyüzü bugün haritanızda büyük bir açı kurmuyor; sakin bir günde Ay’ın yolunu izleyin.',
          'Haritanızda bugün tam olan önemli bir açı bulunmuyor; gündeminizi Ay’ın geçtiği ev çiziyor.',
          'Bugün haritanız için büyük bir gezegen teması yok; küçük işler ve Ay’ın havası öne çıkıyor.',
        ],
        `${seed}|quiet`,
        day,
      ),
    );
  if (second) main.push(secondSentence(second, day, seed));
  sections.push({ key: 'transit', title: 'Günün ana etkisi', text: main.join(' ') });
  sections.push({ key: 'moon', title: 'Ay bugün', text: moon.text });
  if (events.sentences.length)
    sections.push({ key: 'period', title: 'Dönemin büyük hareketleri', text: events.sentences.join(' ') });
  sections.push({ key: 'advice', title: 'Günün önerisi', text: advice });

  const leadDay = lead ? istanbulDay(lead.exact) : day;
  const leadWhen = !lead
    ? ''
    : lead.slow
      ? `tam hali ${dayName(leadDay)}`
      : leadDay === day
        ? `bugün ${clockWith(clockOf(lead.exact), 'locative')} tam`
        : `${dayName(leadDay)} günü tam`;
  const summary = lead
    ? `${dayName(day)}: ${rotate(SUMMARY_FRAME, `${seed}|summary`, day)(
        BODY_NAMES[lead.pass.body],
        POINT_FORMS[lead.pass.point],
        lead.pass.aspect,
        leadWhen,
        themeOf(lead.pass.point, seed, day, 'summary'),
      )}`
    : `${dayName(day)}: ${rotate(QUIET_SUMMARY, `${seed}|quiet-summary`, day)(ordinal(moon.house), HOUSE_MATTER[moon.house - 1])}`;
  const spoken = [lead, second, ...events.used].filter((c): c is Candidate => Boolean(c)).map((c) => c.pass);
  return {
    date: day,
    prediction: sections.map((s) => s.text).join(' '),
    summary,
    sections,
    transits: spoken,
  };
}
