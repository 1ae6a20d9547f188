/**
 * The composer: writes a reading in Turkish from the sky of its period. Every sentence
 * states a computed fact or what it means for the reader's sign; variants are chosen
 * deterministically from (type, sign, period), so a reading is stable but readings differ
 * between signs and days.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { tr } from 'date-fns/locale';
import { getSign, SIGN_IDS, type SignId } from '../zodiac/signs';
import type { PeriodSky } from './facts';
import {
  ASPECT_HOUSE_LINES,
  ASPECT_LINES,
  ASPECT_NAMES,
  FULL_MOON_LEADS,
  HOUSES,
  INGRESS_FLAVOR,
  INGRESS_LINES,
  JUPITER_LINES,
  KEYWORDS,
  MARS_LEADS,
  MOON_ELEMENT_HEALTH,
  MOON_INGRESS_TODAY,
  MOON_LEADS,
  NEW_MOON_LEADS,
  PHASE_LINES,
  RETRO_LINES,
  RETRO_SUMMARY,
  RULER_LINES,
  RULER_RETRO_LINES,
  SATURN_LINES,
  SECTION_TITLES,
  SIGN_ELEMENT_LINES,
  STATION_DIRECT_LINES,
  STATION_RETRO_LINES,
  SUN_LEADS,
  TIP_TITLES,
  TIPS,
  TODAY_FULL_MOON,
  TODAY_NEW_MOON,
  VENUS_ELEMENT,
  VENUS_LEADS,
  WEEK_MOON_LEADS,
  WORK_LEADS,
} from './phrases';
import { capitalize, comitative, dative, genitive, locative, ordinal } from './turkish';
import { ISTANBUL_ZONE as ISTANBUL } from '../time/zone';
import type { Period } from '../time/periods';
import type { Aspect } from '../astro/aspects';
import type { Position } from '../astro/ephemeris';
import { BODY_NAMES, type Body } from '../astro/bodies';
import type { SkyEvent } from '../astro/events';
import { houseOf } from './sky';
import type { HoroscopeType } from './types';
import { ratingsOf, type Ratings } from './ratings';

/** Length bounds of a reading in characters (the issue's), and the length the composer aims under. */
export const LENGTH_BOUNDS: Record<HoroscopeType, { min: number; max: number; target: number }> = {
  daily: { min: 500, max: 1500, target: 1350 },
  weekly: { min: 900, max: 2500, target: 2300 },
  monthly: { min: 1200, max: 3500, target: 3200 },
};

export interface CompositionInput {
  type: HoroscopeType;
  sign: SignId;
  period: Period;
  sky: PeriodSky;
}

export interface ReadingSection {
  key: 'general' | 'love' | 'work' | 'health' | 'tip';
  title: string;
  text: string;
}

export type { RatingKey, Ratings } from './ratings';

export interface ComposedReading {
  /** The whole reading, sections as 'Genel: …' paragraphs: the API's `prediction`. */
  text: string;
  /** One sentence that opens the reading. */
  summary: string;
  /** 1–5 each, from the sky by the rule in docs/readings.md. */
  ratings: Ratings;
  sections: ReadingSection[];
}

/** Joins sections into the stored text: 'Genel: …' paragraphs separated by blank lines. */
export function sectionsToText(sections: readonly Pick<ReadingSection, 'title' | 'text'>[]): string {
  return sections.map((s) => `${s.title}: ${s.text}`).join('\n\n');
}

// FNV-1a: a small, stable string hash, so the same reading is chosen on every machine.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Fills {placeholders}; a missing value is a bug in the bank, not something to print. */
export function fill(template: string, vars: Record<string, string>): string {
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`Eksik yer tutucu: {${key}} in "${template}"`);
    return value;
  });
  return capitalize(text);
}

interface Part {
  text: string;
  /** 0 is always kept; higher numbers are dropped first when a reading runs long. */
  priority: number;
}

const DAY_MS = 86_400_000;
const SLOW: Body[] = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
const RULER_BODY = Object.fromEntries(Object.entries(BODY_NAMES).map(([id, name]) => [name, id])) as Record<
  string,
  Body
>;

function turkishList(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ve ${items[items.length - 1]}`;
}

/** Everything a section writer needs: the reader, the period, the sky and deterministic choice. */
interface Context {
  type: HoroscopeType;
  sign: SignId;
  period: Period;
  sky: PeriodSky;
  seed: string;
  /** Days since the epoch: rotating variants by it keeps neighbouring days apart. */
  dayNumber: number;
  pick: <T>(list: readonly T[], slot: string) => T;
  pos: (body: Body) => Position;
  houseOfBody: (body: Body) => number;
  signName: (id: SignId) => string;
  houseVars: (house: number) => { ord: string; area: string };
  bodyVars: (body: Body) => { place: string; ord: string; area: string };
  periodWord: string;
  dateWords: (iso: string) => string;
  /** Aspects worth telling (the Sun–Moon conjunction and opposition are the lunations). */
  aspects: Aspect[];
  /** Aspects already told, so no section repeats another's. */
  told: Set<Aspect>;
}

function contextOf(input: CompositionInput): Context {
  const { type, sign, period, sky } = input;
  const seed = `${type}|${sign}|${period.start}`;
  const pos = (body: Body): Position => {
    const p = sky.positions.find((x) => x.body === body);
    if (!p) throw new Error(`Konum yok: ${body}`);
    return p;
  };
  const signName = (id: SignId) => getSign(id).name;
  const houseOfBody = (body: Body) => houseOf(pos(body).sign, sign);
  const houseVars = (house: number) => ({ ord: ordinal(house), area: HOUSES[house - 1].area });
  return {
    type,
    sign,
    period,
    sky,
    seed,
    dayNumber: Math.round(Date.parse(`${period.start}T00:00:00Z`) / DAY_MS),
    pick: (list, slot) => list[hash(`${seed}|${slot}`) % list.length],
    pos,
    houseOfBody,
    signName,
    houseVars,
    bodyVars: (body) => ({ place: locative(signName(pos(body).sign)), ...houseVars(houseOfBody(body)) }),
    periodWord: type === 'daily' ? 'sıralar' : type === 'weekly' ? 'hafta' : 'ay',
    dateWords: (iso) => {
      if (type === 'daily') return 'bugün';
      const local = new TZDate(Date.parse(iso), ISTANBUL);
      const day = format(local, 'd', { locale: tr });
      const month = format(local, 'MMMM', { locale: tr });
      if (type === 'weekly') return `${day} ${month} ${format(local, 'EEEE', { locale: tr })} günü`;
      return `${day} ${locative(month)}`;
    },
    aspects: sky.aspects.filter(
      (a) => !(a.a === 'sun' && a.b === 'moon' && (a.kind === 'conjunction' || a.kind === 'opposition')),
    ),
    told: new Set(),
  };
}

export function composeReading(input: CompositionInput): ComposedReading {
  const ctx = contextOf(input);
  const sections: { key: ReadingSection['key']; title: string; parts: Part[] }[] = [
    { key: 'general', title: SECTION_TITLES.general, parts: generalSection(ctx) },
    { key: 'love', title: SECTION_TITLES.love, parts: loveSection(ctx) },
    { key: 'work', title: SECTION_TITLES.work, parts: workSection(ctx) },
    { key: 'health', title: SECTION_TITLES.health, parts: healthSection(ctx) },
    { key: 'tip', title: TIP_TITLES[ctx.type], parts: tipSection(ctx) },
  ];
  const rendered = fitToLength(sections, ctx.type);
  return {
    text: sectionsToText(rendered),
    summary: summaryOf(ctx),
    ratings: ratingsOf(ratingSkyOf(ctx)),
    sections: rendered,
  };
}

/** Drops the least important sentences, latest first, until the reading fits its length. */
function fitToLength(
  sections: { key: ReadingSection['key']; title: string; parts: Part[] }[],
  type: HoroscopeType,
): ReadingSection[] {
  const render = () =>
    sections.map((s) => ({ key: s.key, title: s.title, text: s.parts.map((p) => p.text).join(' ') }));
  const { target } = LENGTH_BOUNDS[type];
  for (;;) {
    if (sectionsToText(render()).length <= target) break;
    let worst: { section: number; index: number; priority: number } | null = null;
    sections.forEach((s, si) =>
      s.parts.forEach((p, pi) => {
        if (p.priority > 0 && (!worst || p.priority >= worst.priority)) {
          worst = { section: si, index: pi, priority: p.priority };
        }
      }),
    );
    if (!worst) break;
    const w = worst as { section: number; index: number };
    sections[w.section].parts.splice(w.index, 1);
  }
  return render();
}

function summaryOf(ctx: Context): string {
  const moonHouse = ctx.houseOfBody('moon');
  const sunHouse = ctx.houseOfBody('sun');
  const house = ctx.type === 'daily' ? moonHouse : sunHouse;
  const area = HOUSES[house - 1].area;
  return ctx.type === 'daily'
    ? capitalize(`bugün ${area} alanınız ön planda.`)
    : capitalize(`bu ${ctx.periodWord} ${area} alanınız ön planda.`);
}

function ratingSkyOf(ctx: Context): Parameters<typeof ratingsOf>[0] {
  const reader = getSign(ctx.sign);
  const tenth = SIGN_IDS[(SIGN_IDS.indexOf(ctx.sign) + 9) % 12];
  let careerRuler = RULER_BODY[getSign(tenth).ruler];
  if (careerRuler === 'moon' && ctx.type !== 'daily') careerRuler = 'saturn';
  void reader;
  return {
    presence: (body, house) => (ctx.houseOfBody(body) === house ? 1 : 0),
    retrograde: (body) => (ctx.pos(body).retrograde ? 1 : 0),
    contacts: ctx.aspects,
    lunations: ctx.sky.events.flatMap((e) =>
      e.kind === 'new-moon' || e.kind === 'full-moon' ? [{ kind: e.kind, house: houseOf(e.sign, ctx.sign) }] : [],
    ),
    careerRuler,
  };
}

// --- Genel -------------------------------------------------------------------------------------

function generalSection(ctx: Context): Part[] {
  const { type, sign, sky, pick, pos, signName, houseVars, dayNumber } = ctx;
  const reader = getSign(sign);
  const general: Part[] = [];
  const moon = pos('moon');
  const moonHouse = ctx.houseOfBody('moon');
  const todaysLunation = sky.events.find((e) => e.kind === 'new-moon' || e.kind === 'full-moon');
  if (type === 'daily') {
    general.push({
      text: fill(MOON_LEADS[dayNumber % MOON_LEADS.length], {
        moon: locative(signName(moon.sign)),
        moonSign: signName(moon.sign),
        ...houseVars(moonHouse),
      }),
      priority: 0,
    });
    const moonLines = HOUSES[moonHouse - 1].moonDaily;
    general.push({ text: moonLines[Math.floor(dayNumber / 4) % moonLines.length], priority: 0 });
    if (todaysLunation) {
      const lines = todaysLunation.kind === 'new-moon' ? TODAY_NEW_MOON : TODAY_FULL_MOON;
      general.push({ text: lunationText(ctx, todaysLunation, lines), priority: 1 });
    } else {
      general.push({ text: pick(PHASE_LINES[sky.moonPhase.name], 'phase'), priority: 2 });
    }
    const moonIngress = sky.events.find((e) => e.kind === 'ingress' && e.body === 'moon');
    if (moonIngress) {
      const before = Date.parse(moonIngress.at) < sky.at.getTime();
      general.push({
        text: fill(before ? MOON_INGRESS_TODAY.before : MOON_INGRESS_TODAY.after, {
          toSign: dative(signName(moonIngress.sign)),
          ...houseVars(houseOf(moonIngress.sign, sign)),
        }),
        priority: 3,
      });
    }
  } else {
    const sunHouse = ctx.houseOfBody('sun');
    general.push({
      text: fill(pick(SUN_LEADS, 'sun-lead'), {
        sun: locative(signName(pos('sun').sign)),
        sunSign: signName(pos('sun').sign),
        period: ctx.periodWord,
        ...houseVars(sunHouse),
      }),
      priority: 0,
    });
    general.push({ text: pick(HOUSES[sunHouse - 1].sunPeriod, 'sun-period'), priority: 0 });
    if (type === 'weekly') {
      general.push({
        text: fill(pick(WEEK_MOON_LEADS, 'week-moon'), {
          moon: locative(signName(moon.sign)),
          ...houseVars(moonHouse),
        }),
        priority: 3,
      });
    }
  }

  for (const event of sky.events) {
    if (event.body === 'moon' && event.kind === 'ingress') continue;
    if (type === 'daily' && event === todaysLunation) continue;
    if (event.kind === 'new-moon' || event.kind === 'full-moon') {
      const house = houseOf(event.sign, sign);
      const leads = event.kind === 'new-moon' ? NEW_MOON_LEADS : FULL_MOON_LEADS;
      const meaning = event.kind === 'new-moon' ? HOUSES[house - 1].newMoon : HOUSES[house - 1].fullMoon;
      general.push({ text: lunationText(ctx, event, leads), priority: 1 });
      general.push({ text: pick(meaning, `meaning-${event.at}`), priority: 2 });
    } else {
      general.push({ text: eventText(ctx, event), priority: 2 });
    }
  }

  const headline = ctx.aspects[0];
  if (headline && headline.strength > 0.15) {
    general.push({ text: aspectText(ctx, headline, 'general'), priority: 2 });
    ctx.told.add(headline);
    const houseLine = aspectHouseText(ctx, headline);
    if (houseLine) general.push({ text: houseLine, priority: 4 });
  }
  if (type === 'monthly' && ctx.aspects[1] && ctx.aspects[1].strength > 0.15) {
    general.push({ text: aspectText(ctx, ctx.aspects[1], 'second'), priority: 4 });
    ctx.told.add(ctx.aspects[1]);
  }

  const rulerBody = RULER_BODY[reader.ruler];
  if (rulerBody && !(type === 'daily' && rulerBody === 'moon')) {
    const ruler = pos(rulerBody);
    const lines = ruler.retrograde ? RULER_RETRO_LINES : RULER_LINES;
    general.push({
      text: fill(pick(lines, 'ruler'), {
        ruler: reader.ruler,
        rulerGen: genitive(reader.ruler),
        ...ctx.bodyVars(rulerBody),
      }),
      priority: type === 'daily' ? 5 : 3,
    });
  }

  const slowRetro = SLOW.filter(
    (b) => pos(b).retrograde && !(type === 'monthly' && (b === 'jupiter' || b === 'saturn')),
  );
  if (slowRetro.length) {
    general.push({
      text: fill(pick(RETRO_SUMMARY, 'retro-summary'), {
        list: turkishList(slowRetro.map((b) => BODY_NAMES[b])),
      }),
      priority: type === 'daily' ? 6 : 5,
    });
  }
  if (type !== 'daily') {
    general.push({
      text: pick(SIGN_ELEMENT_LINES[reader.element], 'sign-element'),
      priority: type === 'monthly' ? 4 : 6,
    });
  }
  return general;
}

// --- Aşk ---------------------------------------------------------------------------------------

function loveSection(ctx: Context): Part[] {
  const { pick, pos, signName, houseVars, seed, type } = ctx;
  const love: Part[] = [];
  const venus = pos('venus');
  const venusHouse = ctx.houseOfBody('venus');
  if (venus.retrograde) {
    love.push({ text: fill(pick(RETRO_LINES.venus!, 'venus-retro'), ctx.bodyVars('venus')), priority: 0 });
  } else {
    love.push({
      text: fill(pick(VENUS_LEADS, 'venus-lead'), {
        venus: locative(signName(venus.sign)),
        venusSign: signName(venus.sign),
        ...houseVars(venusHouse),
      }),
      priority: 0,
    });
  }
  const loveLines = HOUSES[venusHouse - 1].love;
  const loveIndex = hash(`${seed}|love`) % loveLines.length;
  love.push({ text: loveLines[loveIndex], priority: 0 });
  const venusAspect = ctx.aspects.find(
    (a) => (a.a === 'venus' || a.b === 'venus') && !ctx.told.has(a) && a.strength > 0.1,
  );
  if (venusAspect) {
    love.push({ text: aspectText(ctx, venusAspect, 'love'), priority: 3 });
    ctx.told.add(venusAspect);
  }
  love.push({ text: pick(VENUS_ELEMENT[getSign(venus.sign).element], 'venus-element'), priority: 4 });
  if (type === 'monthly') {
    love.push({ text: loveLines[(loveIndex + 1) % loveLines.length], priority: 5 });
  }
  return love;
}

// --- Kariyer ve para -----------------------------------------------------------------------------

function workSection(ctx: Context): Part[] {
  const { pick, pos, signName, houseVars, seed, type } = ctx;
  const work: Part[] = [];
  const workBody = workingPlanet(ctx);
  const workHouse = ctx.houseOfBody(workBody);
  work.push({
    text: fill(pick(WORK_LEADS, 'work-lead'), {
      planet: BODY_NAMES[workBody],
      planetGen: genitive(BODY_NAMES[workBody]),
      place: locative(signName(pos(workBody).sign)),
      period: ctx.periodWord,
      ...houseVars(workHouse),
    }),
    priority: 0,
  });
  const workLines = HOUSES[workHouse - 1].work;
  const workIndex = hash(`${seed}|work`) % workLines.length;
  work.push({ text: workLines[workIndex], priority: 0 });
  if (pos('mercury').retrograde) {
    work.push({ text: fill(pick(RETRO_LINES.mercury!, 'mercury-retro'), ctx.bodyVars('mercury')), priority: 1 });
  }
  if (type === 'monthly') {
    for (const [body, lines] of [
      ['jupiter', JUPITER_LINES],
      ['saturn', SATURN_LINES],
    ] as const) {
      if (body === workBody) continue;
      const retro = pos(body).retrograde;
      work.push({
        text: fill(pick(retro ? RETRO_LINES[body]! : lines, `${body}-line`), ctx.bodyVars(body)),
        priority: 3,
      });
    }
  }
  work.push({ text: workLines[(workIndex + 1) % workLines.length], priority: type === 'daily' ? 5 : 4 });
  return work;
}

/** The planet that speaks for work and money: one in the 10th, 6th or 2nd house, else Mercury. */
function workingPlanet(ctx: Context): Body {
  const candidates: Body[] = ['sun', 'mercury', 'mars', 'jupiter', 'saturn', 'venus'];
  for (const house of [10, 6, 2]) {
    const found = candidates.find((b) => ctx.houseOfBody(b) === house);
    if (found) return found;
  }
  return 'mercury';
}

// --- Sağlık ve enerji ------------------------------------------------------------------------------

function healthSection(ctx: Context): Part[] {
  const { pick, pos, signName, houseVars, type } = ctx;
  const health: Part[] = [];
  const mars = pos('mars');
  const marsHouse = ctx.houseOfBody('mars');
  if (mars.retrograde) {
    health.push({ text: fill(pick(RETRO_LINES.mars!, 'mars-retro'), ctx.bodyVars('mars')), priority: 0 });
  } else {
    health.push({
      text: fill(pick(MARS_LEADS, 'mars-lead'), {
        mars: locative(signName(mars.sign)),
        marsSign: signName(mars.sign),
        ...houseVars(marsHouse),
      }),
      priority: 0,
    });
  }
  health.push({ text: pick(HOUSES[marsHouse - 1].health, 'health'), priority: 0 });
  if (type === 'daily') {
    const moonElement = getSign(pos('moon').sign).element;
    health.push({ text: pick(MOON_ELEMENT_HEALTH[moonElement], 'moon-health'), priority: 3 });
  }
  return health;
}

// --- Öneri -----------------------------------------------------------------------------------------

function tipSection(ctx: Context): Part[] {
  const moonElement = getSign(ctx.pos('moon').sign).element;
  return [{ text: ctx.pick(TIPS[moonElement], 'tip'), priority: 0 }];
}

// --- Sentences shared by the sections ------------------------------------------------------------

function lunationText(ctx: Context, event: SkyEvent, leads: readonly string[]): string {
  return fill(ctx.pick(leads, `lunation-${event.at}`), {
    date: ctx.dateWords(event.at),
    signName: ctx.signName(event.sign),
    place: locative(ctx.signName(event.sign)),
    ...ctx.houseVars(houseOf(event.sign, ctx.sign)),
  });
}

function eventText(ctx: Context, event: SkyEvent): string {
  const vars = {
    date: ctx.dateWords(event.at),
    body: BODY_NAMES[event.body],
    place: locative(ctx.signName(event.sign)),
    toSign: dative(ctx.signName(event.sign)),
    flavor: INGRESS_FLAVOR[event.body].intransitive,
    flavorAcc: INGRESS_FLAVOR[event.body].transitive,
    ...ctx.houseVars(houseOf(event.sign, ctx.sign)),
  };
  const lines =
    event.kind === 'ingress'
      ? INGRESS_LINES
      : event.kind === 'station-retrograde'
        ? STATION_RETRO_LINES
        : STATION_DIRECT_LINES;
  return fill(ctx.pick(lines, `event-${event.kind}-${event.body}-${event.at}`), vars);
}

function aspectFamily(a: Aspect): 'soft' | 'hard' | 'conjunction' {
  if (a.kind === 'conjunction') return 'conjunction';
  return a.kind === 'trine' || a.kind === 'sextile' ? 'soft' : 'hard';
}

function aspectText(ctx: Context, a: Aspect, slot: string): string {
  const nameA = BODY_NAMES[a.a];
  const nameB = BODY_NAMES[a.b];
  return fill(ctx.pick(ASPECT_LINES[aspectFamily(a)], `aspect-${slot}`), {
    a: nameA,
    b: nameB,
    aGen: genitive(nameA),
    bDat: dative(nameB),
    bCom: comitative(nameB),
    kind: ASPECT_NAMES[a.kind],
    kwA: KEYWORDS[a.a].nom,
    kwB: KEYWORDS[a.b].nom,
    kwAacc: KEYWORDS[a.a].acc,
    kwBacc: KEYWORDS[a.b].acc,
  });
}

function aspectHouseText(ctx: Context, a: Aspect): string | null {
  const family = aspectFamily(a);
  const houseA = ctx.houseOfBody(a.a);
  const houseB = ctx.houseOfBody(a.b);
  if (family === 'conjunction') {
    return fill(ctx.pick(ASPECT_HOUSE_LINES.conjunction, 'aspect-house'), ctx.houseVars(houseA));
  }
  if (houseA === houseB) return null;
  return fill(ctx.pick(ASPECT_HOUSE_LINES[family], 'aspect-house'), {
    ordA: ordinal(houseA),
    ordB: ordinal(houseB),
    areaA: HOUSES[houseA - 1].area,
    areaB: HOUSES[houseB - 1].area,
  });
}
