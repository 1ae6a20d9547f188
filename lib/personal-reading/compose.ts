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
import { BODY_NAMES } from '../astro/bodies';
import { longitudeOf } from '../astro/ephemeris';
import { houseFromCusps } from '../astro/houses';
import { angleDiff, normalizeDegrees } from '../astro/longitude';
import { eventsBetween, retrogradeLoopsOverlapping } from '../astro/search';
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
  BODY_BRINGS,
  HOUSE_ADVICE,
  HOUSE_MATTER,
  HOUSE_THEME,
  HOUSE_THEME_ALT,
  MEANING,
  POINT_ACTIONS,
  POINT_FORMS,
  POINT_THEME,
} from './phrases';

const DAY_MS = 86_400_000;
const VERB_OF_TONE = { easy: 'destekleniyor', hard: 'sınanıyor', blend: 'yoğunlaşıyor' } as const;
const FAST: TransitingBody[] = ['sun', 'mercury', 'venus', 'mars'];
const SLOW: TransitingBody[] = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
/** A slow planet is read as felt when it is this close to exact on the day, degrees. */
export const SLOW_FELT_ORB = 1.5;
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

/** When, told from the day: today at a time, yesterday, tomorrow or a dated day. */
function whenExact(exact: number, day: string): string {
  const d = istanbulDay(exact);
  const clock = clockOf(exact);
  if (d === day) return `bugün saat ${clockWith(clock, 'locative')} tam oluyor`;
  if (d === shiftDay(day, -1))
    return `dün saat ${clockWith(clock, 'locative')} tamdı, etkisi bugün de sürüyor`;
  if (d === shiftDay(day, 1))
    return `yarın saat ${clockWith(clock, 'locative')} tam olacak, etkisi bugünden hissediliyor`;
  if (d < day) return `${dayName(d)} günü tamdı, etkisi bugün de sürüyor`;
  return `${dayName(d)} günü tam olacak, etkisi bugünden hissediliyor`;
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** The transits read on a day: fast ones exact within two days, slow ones within 1.5° of exact. */
function candidatesOf(chart: BirthChart, day: string): Candidate[] {
  const natal = natalPointsOf(chart);
  const start = istanbulInstant(day).getTime();
  const end = istanbulInstant(shiftDay(day, 1)).getTime();
  const noon = (start + end) / 2;
  const out: Candidate[] = [];
  const fast = findTransits(
    natal,
    istanbulInstant(shiftDay(day, -FAST_REACH_DAYS)).getTime(),
    istanbulInstant(shiftDay(day, FAST_REACH_DAYS + 1)).getTime(),
    FAST,
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
  const slow = findTransits(natal, start - 120 * DAY_MS, end + 120 * DAY_MS, SLOW);
  for (const pass of slow) {
    const lon = longitudeOf(pass.body, new Date(noon));
    const natalLon = natal.find((p) => p.point === pass.point)!.longitude;
    const off = Math.abs(Math.abs(angleDiff(lon, natalLon)) - ASPECT_ANGLE[pass.aspect]);
    if (off > SLOW_FELT_ORB) continue;
    const exact = pass.exact.reduce((a, b) => (Math.abs(b - noon) < Math.abs(a - noon) ? b : a));
    const score =
      POINT_WEIGHT[pass.point] *
      BODY_WEIGHT[pass.body] *
      ASPECT_WEIGHT[pass.aspect] *
      (1 - off / SLOW_FELT_ORB) *
      0.9;
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

/** When a slow transit is exact, from the day: "bugün tam", "yarın tam olacak", "5 gün önce tamdı". */
function slowWhen(n: number): string {
  if (n === 0) return 'bugün tam';
  return n > 0 ? `${daysFromToday(n)} tam olacak` : `${daysFromToday(n)} tamdı`;
}

/** The lead: the transit, what it means, what to do. */
function leadSentences(c: Candidate, day: string, seed: string): string[] {
  const { body, point, aspect } = c.pass;
  const p = POINT_FORMS[point];
  const tone = ASPECT_TONE[aspect];
  const clause = ASPECT_CLAUSE[aspect](BODY_NAMES[body], p);
  let first: string;
  if (c.slow) {
    const exactDay = istanbulDay(c.exact);
    const n = daysBetween(day, exactDay);
    const when =
      n === 0
        ? 'açı bugün tam'
        : n > 0
          ? `açı ${dayName(exactDay)} günü tam olacak, yani ${daysFromToday(n)}`
          : `açı ${dayName(exactDay)} günü tamdı, yani ${daysFromToday(n)}`;
    first = `Uzun soluklu bir etki: ${clause}; ${when}.`;
  } else {
    first = `${capitalize(clause)}; açı ${whenExact(c.exact, day)}.`;
  }
  // Rotated by the day (lists of 7, 8 and 7): a transit read for weeks changes its words daily,
  // and the same action in the same frame comes back only after 56 days.
  const meaning = capitalize(
    rotate(MEANING[tone], `${seed}|meaning`, day)(BODY_BRINGS[body], POINT_THEME[point]),
  );
  const action = rotate(POINT_ACTIONS[point], `${seed}|action`, day);
  const advice = capitalize(rotate(ACTION_FRAME[tone], `${seed}|frame`, day)(action));
  return [first, meaning, advice];
}

function secondSentence(c: Candidate, day: string): string {
  const { body, point, aspect } = c.pass;
  const clause = ASPECT_CLAUSE[aspect](BODY_NAMES[body], POINT_FORMS[point]);
  if (c.slow) {
    const exactDay = istanbulDay(c.exact);
    const n = daysBetween(day, exactDay);
    return `Arka planda ${clause} (${slowWhen(n)}, ${dayName(exactDay)}); ${POINT_THEME[point]} konusunda ${BODY_BRINGS[body]} bir süre daha sizinle.`;
  }
  return `Ayrıca ${clause}: açı ${whenExact(c.exact, day)}, ${POINT_THEME[point]} için ${BODY_BRINGS[body]} getiriyor.`;
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

function moonSentences(chart: BirthChart, day: string, seed: string): { text: string; house: number } {
  const start = istanbulInstant(day).getTime();
  const end = istanbulInstant(shiftDay(day, 1)).getTime();
  const noon = (start + end) / 2;
  const lon = longitudeOf('moon', new Date(noon));
  const sign = getSign(SIGN_IDS[Math.floor(lon / 30)]);
  const degree = Math.floor(lon % 30) + 1;
  const house = houseOf(chart, lon);
  const houseAtStart = houseOf(chart, longitudeOf('moon', new Date(start)));
  const houseAtEnd = houseOf(chart, longitudeOf('moon', new Date(end - 1)));
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
    const from = houseAtStart;
    let lo = start;
    let hi = end - 1;
    while (hi - lo > 30_000) {
      const mid = (lo + hi) / 2;
      if (houseOf(chart, longitudeOf('moon', new Date(mid))) === from) lo = mid;
      else hi = mid;
    }
    const to = houseAtEnd;
    text += ` Saat ${clockWith(clockOf(hi), 'dative')} doğru ${ordinal(from)} evden ${ordinal(to)} evinize geçiyor; ${HOUSE_MATTER[to - 1]} o saatten sonra öne çıkıyor.`;
  }
  return { text, house };
}

/** The period's big events: a lunation or a station within three days, a retrograde under way. */
function eventSentences(
  chart: BirthChart,
  day: string,
  lead: Candidate | undefined,
  candidates: Candidate[],
): { sentences: string[]; used: Candidate[] } {
  const out: string[] = [];
  const used: Candidate[] = [];
  const from = istanbulInstant(shiftDay(day, -3));
  const to = istanbulInstant(shiftDay(day, 4));
  for (const e of eventsBetween(from, to)) {
    if (e.kind === 'ingress') continue;
    const at = Date.parse(e.at);
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
    const house = houseOf(chart, longitudeOf(e.body, new Date(at)));
    const sign = getSign(e.sign).name;
    const past = gap < 0;
    const future = gap > 0;
    const touch =
      e.kind === 'new-moon' || e.kind === 'full-moon'
        ? lunationTouch(chart, longitudeOf('moon', new Date(at)))
        : null;
    const where = `${sign} burcunda, ${houseWord(chart, house)}${touch ? `, ${touch}` : ''}`;
    const matter = HOUSE_MATTER[house - 1];
    if (e.kind === 'new-moon') {
      out.push(
        past
          ? `Yeni ay ${when} ${where} oluştu: ${matter} için koyduğunuz niyet taze, ona bugün bir adım ekleyin.`
          : `Yeni ay ${when} ${where} ${future ? 'oluşacak' : 'oluşuyor'}: ${matter} için yeni bir niyet koymanın zamanı.`,
      );
    } else if (e.kind === 'full-moon') {
      out.push(
        past
          ? `Dolunay ${when} ${where} oldu: ${matter} konusunda netleşen şeyi bugün sakin kafayla değerlendirin.`
          : `Dolunay ${when} ${where} ${future ? 'olacak' : 'oluyor'}: ${matter} konusunda bir şey olgunlaşıyor ya da netleşiyor.`,
      );
    } else if (e.kind === 'station-retrograde') {
      out.push(
        `${BODY_NAMES[e.body]} ${when} ${sign} burcunda geri harekete ${past ? 'başladı' : future ? 'başlayacak' : 'başlıyor'}; ${houseWord(chart, house)} ilerlediği için ${matter} konusunu gözden geçirmeye uygun bir dönem.`,
      );
    } else if (e.kind === 'station-direct') {
      out.push(
        `${BODY_NAMES[e.body]} ${when} ${sign} burcunda düz harekete ${past ? 'döndü' : future ? 'dönecek' : 'dönüyor'}; ${matter} konusunda bekleyen işler yeniden yürümeye başlıyor.`,
      );
    }
  }
  // A personal-planet retrograde under way (the outer planets spend half the year retrograde).
  const noon = new Date(istanbulInstant(day).getTime() + DAY_MS / 2);
  for (const loop of retrogradeLoopsOverlapping(noon, new Date(noon.getTime() + 1))) {
    if (!['mercury', 'venus', 'mars'].includes(loop.body)) continue;
    const startDay = istanbulDay(Date.parse(loop.retrograde.at));
    const endDay = istanbulDay(Date.parse(loop.direct.at));
    if (startDay >= shiftDay(day, -3) && startDay <= shiftDay(day, 3)) continue;
    if (endDay >= shiftDay(day, -3) && endDay <= shiftDay(day, 3)) continue;
    const house = houseOf(chart, longitudeOf(loop.body, noon));
    const left = daysBetween(day, endDay);
    out.push(
      `${BODY_NAMES[loop.body]} ${dayName(endDay)} gününe kadar geri harekette (${left} gün kaldı) ve ${houseWord(chart, house)}: ${HOUSE_MATTER[house - 1]} konusunda yeni bir şeye başlamadan önce eskisini toparlayın.`,
    );
  }
  // Slow transits felt today that did not lead: dated, with the days to go.
  for (const c of candidates) {
    if (!c.slow || c === lead || out.length >= 3) continue;
    const exactDay = istanbulDay(c.exact);
    const n = daysBetween(day, exactDay);
    const clause = ASPECT_CLAUSE[c.pass.aspect](BODY_NAMES[c.pass.body], POINT_FORMS[c.pass.point]);
    const when = n === 0 ? 'bugün tam' : `${slowWhen(n)} (${dayName(exactDay)})`;
    out.push(
      `${capitalize(clause)}; ${when}, yani ${POINT_THEME[c.pass.point]} bu aylarda ${BODY_BRINGS[c.pass.body]} ile ${VERB_OF_TONE[ASPECT_TONE[c.pass.aspect]]}.`,
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

/** The personal reading of a chart for an Istanbul day. */
export function personalReading(chart: BirthChart, day: string): PersonalReading {
  const seed = chartSeed(chart);
  const candidates = candidatesOf(chart, day);
  const lead = candidates[0];
  const second =
    candidates.find((c) => c !== lead && !c.slow) ?? candidates.find((c) => c !== lead && c.slow);
  const moon = moonSentences(chart, day, seed);
  const events = eventSentences(
    chart,
    day,
    lead,
    candidates.filter((c) => c !== second),
  );
  // The day's number plus the sidereal months gone: a house revisited 27 days later gets another tip.
  // Twelve tips a house, a step a day from a start set by the chart: the Moon's two or three days
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
  if (second) main.push(secondSentence(second, day));
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
    ? `${dayName(day)}: ${BODY_NAMES[lead.pass.body]} ile ${POINT_FORMS[lead.pass.point].nom} arasındaki ${ASPECT_WORD[lead.pass.aspect]} açısı (${leadWhen}) ${POINT_THEME[lead.pass.point]} konusunu öne çıkarıyor.`
    : `${dayName(day)}: Ay ${ordinal(moon.house)} evinizden geçerken ${HOUSE_MATTER[moon.house - 1]} öne çıkıyor.`;
  const spoken = [lead, second, ...events.used].filter((c): c is Candidate => Boolean(c)).map((c) => c.pass);
  return {
    date: day,
    prediction: sections.map((s) => s.text).join(' '),
    summary,
    sections,
    transits: spoken,
  };
}
