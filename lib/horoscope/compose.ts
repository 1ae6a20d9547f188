/**
 * The composer: writes a reading in Turkish from the sky of its period. Every sentence
 * states a computed fact or what it means for the reader's sign; variants are chosen
 * deterministically from (type, sign, period), so a reading is stable but readings differ
 * between signs and days.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { tr } from 'date-fns/locale';
import { getSign, type SignId } from '../zodiac/signs';
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

export interface ComposedReading {
  text: string;
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

export function composeReading(input: CompositionInput): ComposedReading {
  const { type, sign, period, sky } = input;
  const reader = getSign(sign);
  const seed = `${type}|${sign}|${period.start}`;
  const pick = <T>(list: readonly T[], slot: string): T => list[hash(`${seed}|${slot}`) % list.length];
  // Days since the epoch: rotating variants by it guarantees that neighbouring days with the
  // Moon in the same sign still read differently.
  const dayNumber = Math.round(Date.parse(`${period.start}T00:00:00Z`) / DAY_MS);

  const pos = (body: Body): Position => {
    const p = sky.positions.find((x) => x.body === body);
    if (!p) throw new Error(`Konum yok: ${body}`);
    return p;
  };
  const houseOfBody = (body: Body) => houseOf(pos(body).sign, sign);
  const signName = (id: SignId) => getSign(id).name;
  const houseVars = (house: number) => ({ ord: ordinal(house), area: HOUSES[house - 1].area });
  const bodyVars = (body: Body) => {
    const p = pos(body);
    return { place: locative(signName(p.sign)), ...houseVars(houseOfBody(body)) };
  };
  const periodWord = type === 'daily' ? 'sıralar' : type === 'weekly' ? 'hafta' : 'ay';

  const dateWords = (iso: string): string => {
    if (type === 'daily') return 'bugün';
    const local = new TZDate(Date.parse(iso), ISTANBUL);
    const day = format(local, 'd', { locale: tr });
    const month = format(local, 'MMMM', { locale: tr });
    if (type === 'weekly') return `${day} ${month} ${format(local, 'EEEE', { locale: tr })} günü`;
    return `${day} ${locative(month)}`;
  };

  const moon = pos('moon');
  const moonHouse = houseOfBody('moon');
  const moonElement = getSign(moon.sign).element;
  const general: Part[] = [];
  const love: Part[] = [];
  const work: Part[] = [];
  const health: Part[] = [];

  // --- Genel -------------------------------------------------------------------------------
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
      general.push({ text: lunationText(todaysLunation, lines), priority: 1 });
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
    const sunHouse = houseOfBody('sun');
    general.push({
      text: fill(pick(SUN_LEADS, 'sun-lead'), {
        sun: locative(signName(pos('sun').sign)),
        sunSign: signName(pos('sun').sign),
        period: periodWord,
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
      general.push({ text: lunationText(event, leads), priority: 1 });
      general.push({ text: pick(meaning, `meaning-${event.at}`), priority: 2 });
    } else {
      general.push({ text: eventText(event), priority: 2 });
    }
  }

  const aspects = sky.aspects.filter(
    // A Sun–Moon conjunction or opposition is the new or full moon, which the phase already tells.
    (a) => !(a.a === 'sun' && a.b === 'moon' && (a.kind === 'conjunction' || a.kind === 'opposition')),
  );
  const headline = aspects[0];
  if (headline && headline.strength > 0.15) {
    general.push({ text: aspectText(headline, 'general'), priority: 2 });
    const houseLine = aspectHouseText(headline);
    if (houseLine) general.push({ text: houseLine, priority: 4 });
  }
  const told = new Set<Aspect>(headline ? [headline] : []);
  if (type === 'monthly' && aspects[1] && aspects[1].strength > 0.15) {
    general.push({ text: aspectText(aspects[1], 'second'), priority: 4 });
    told.add(aspects[1]);
  }

  const rulerBody = RULER_BODY[reader.ruler];
  if (rulerBody && !(type === 'daily' && rulerBody === 'moon')) {
    const ruler = pos(rulerBody);
    const lines = ruler.retrograde ? RULER_RETRO_LINES : RULER_LINES;
    general.push({
      text: fill(pick(lines, 'ruler'), {
        ruler: reader.ruler,
        rulerGen: genitive(reader.ruler),
        ...bodyVars(rulerBody),
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

  // --- Aşk -----------------------------------------------------------------------------------
  const venus = pos('venus');
  const venusHouse = houseOfBody('venus');
  if (venus.retrograde) {
    love.push({ text: fill(pick(RETRO_LINES.venus!, 'venus-retro'), bodyVars('venus')), priority: 0 });
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
  const venusAspect = aspects.find(
    (a) => (a.a === 'venus' || a.b === 'venus') && !told.has(a) && a.strength > 0.1,
  );
  if (venusAspect) love.push({ text: aspectText(venusAspect, 'love'), priority: 3 });
  love.push({ text: pick(VENUS_ELEMENT[getSign(venus.sign).element], 'venus-element'), priority: 4 });
  if (type === 'monthly') {
    love.push({ text: loveLines[(loveIndex + 1) % loveLines.length], priority: 5 });
  }

  // --- Kariyer ve para -------------------------------------------------------------------------
  const workBody = workingPlanet();
  const workHouse = houseOfBody(workBody);
  work.push({
    text: fill(pick(WORK_LEADS, 'work-lead'), {
      planet: BODY_NAMES[workBody],
      planetGen: genitive(BODY_NAMES[workBody]),
      place: locative(signName(pos(workBody).sign)),
      period: periodWord,
      ...houseVars(workHouse),
    }),
    priority: 0,
  });
  const workLines = HOUSES[workHouse - 1].work;
  const workIndex = hash(`${seed}|work`) % workLines.length;
  work.push({ text: workLines[workIndex], priority: 0 });
  if (pos('mercury').retrograde) {
    work.push({ text: fill(pick(RETRO_LINES.mercury!, 'mercury-retro'), bodyVars('mercury')), priority: 1 });
  }
  if (type === 'monthly') {
    for (const [body, lines] of [
      ['jupiter', JUPITER_LINES],
      ['saturn', SATURN_LINES],
    ] as const) {
      if (body === workBody) continue;
      const retro = pos(body).retrograde;
      work.push({
        text: fill(pick(retro ? RETRO_LINES[body]! : lines, `${body}-line`), bodyVars(body)),
        priority: 3,
      });
    }
  }
  work.push({ text: workLines[(workIndex + 1) % workLines.length], priority: type === 'daily' ? 5 : 4 });

  // --- Sağlık ve enerji --------------------------------------------------------------------------
  const mars = pos('mars');
  const marsHouse = houseOfBody('mars');
  if (mars.retrograde) {
    health.push({ text: fill(pick(RETRO_LINES.mars!, 'mars-retro'), bodyVars('mars')), priority: 0 });
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
    health.push({ text: pick(MOON_ELEMENT_HEALTH[moonElement], 'moon-health'), priority: 3 });
  }

  // --- Öneri -----------------------------------------------------------------------------------------
  const tip: Part[] = [{ text: pick(TIPS[moonElement], 'tip'), priority: 0 }];

  const sections: { key: ReadingSection['key']; title: string; parts: Part[] }[] = [
    { key: 'general', title: SECTION_TITLES.general, parts: general },
    { key: 'love', title: SECTION_TITLES.love, parts: love },
    { key: 'work', title: SECTION_TITLES.work, parts: work },
    { key: 'health', title: SECTION_TITLES.health, parts: health },
    { key: 'tip', title: TIP_TITLES[type], parts: tip },
  ];
  const render = () =>
    sections.map((s) => ({ key: s.key, title: s.title, text: s.parts.map((p) => p.text).join(' ') }));

  // Drop the least important sentences, latest first, until the reading fits.
  const { target } = LENGTH_BOUNDS[type];
  for (;;) {
    const text = sectionsToText(render());
    if (text.length <= target) break;
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

  const rendered = render();
  return { text: sectionsToText(rendered), sections: rendered };

  // --- helpers that read the closure ---------------------------------------------------------------

  function lunationText(event: SkyEvent, leads: readonly string[]): string {
    return fill(pick(leads, `lunation-${event.at}`), {
      date: dateWords(event.at),
      signName: signName(event.sign),
      place: locative(signName(event.sign)),
      ...houseVars(houseOf(event.sign, sign)),
    });
  }

  function eventText(event: SkyEvent): string {
    const vars = {
      date: dateWords(event.at),
      body: BODY_NAMES[event.body],
      place: locative(signName(event.sign)),
      toSign: dative(signName(event.sign)),
      flavor: INGRESS_FLAVOR[event.body].intransitive,
      flavorAcc: INGRESS_FLAVOR[event.body].transitive,
      ...houseVars(houseOf(event.sign, sign)),
    };
    const lines =
      event.kind === 'ingress'
        ? INGRESS_LINES
        : event.kind === 'station-retrograde'
          ? STATION_RETRO_LINES
          : STATION_DIRECT_LINES;
    return fill(pick(lines, `event-${event.kind}-${event.body}-${event.at}`), vars);
  }

  function aspectFamily(a: Aspect): 'soft' | 'hard' | 'conjunction' {
    if (a.kind === 'conjunction') return 'conjunction';
    return a.kind === 'trine' || a.kind === 'sextile' ? 'soft' : 'hard';
  }

  function aspectText(a: Aspect, slot: string): string {
    const nameA = BODY_NAMES[a.a];
    const nameB = BODY_NAMES[a.b];
    return fill(pick(ASPECT_LINES[aspectFamily(a)], `aspect-${slot}`), {
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

  function aspectHouseText(a: Aspect): string | null {
    const family = aspectFamily(a);
    const houseA = houseOfBody(a.a);
    const houseB = houseOfBody(a.b);
    if (family === 'conjunction') {
      return fill(pick(ASPECT_HOUSE_LINES.conjunction, 'aspect-house'), houseVars(houseA));
    }
    if (houseA === houseB) return null;
    return fill(pick(ASPECT_HOUSE_LINES[family], 'aspect-house'), {
      ordA: ordinal(houseA),
      ordB: ordinal(houseB),
      areaA: HOUSES[houseA - 1].area,
      areaB: HOUSES[houseB - 1].area,
    });
  }

  /** The planet that speaks for work and money: one in the 10th, 6th or 2nd house, else Mercury. */
  function workingPlanet(): Body {
    const candidates: Body[] = ['sun', 'mercury', 'mars', 'jupiter', 'saturn', 'venus'];
    for (const house of [10, 6, 2]) {
      const found = candidates.find((b) => houseOfBody(b) === house);
      if (found) return found;
    }
    return 'mercury';
  }
}
