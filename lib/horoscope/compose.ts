/**
 * The composer: writes a reading in Turkish from the sky of its period (facts.ts). Every
 * sentence states a computed fact or what it means for the reader's sign, and carries the
 * reader's own areas of life, so the twelve signs of a day read differently. A daily reading
 * rotates its clauses by the day number through pools sized so that a month of days never
 * repeats a sentence (see phrases.ts); weekly and monthly readings are written from the
 * period's course: a statement about where a planet is holds for most of the period or
 * carries its dates. The rules are in docs/readings.md.
 */
import { getSign, SIGN_IDS, type SignId } from '../zodiac/signs';
import type { PeriodSky } from './facts';
import {
  AREAS,
  ASPECT_NAMES,
  BODY_MATTERS,
  CONTACT_AREAS,
  CONTACT_MEANING,
  FULL_MOON_MEANING,
  HEALTH_MEANING,
  INGRESS_MEANING,
  KEYWORDS,
  LOVE_MEANING,
  MOON_ADVICE,
  MOON_CONTACT,
  MOON_THEME,
  NEW_MOON_MEANING,
  PHASE_WORDS,
  PLACEMENT_FRAMES,
  SECTION_TITLES,
  STATION_MEANING,
  SUN_MEANING,
  TIP_ACTION,
  TIP_LEADS,
  TIP_TITLES,
  WORK_MEANING,
  type ByHouse,
} from './phrases';
import {
  ablative,
  capitalize,
  clockWith,
  comitative,
  dative,
  genitive,
  locative,
  numberWords,
} from './turkish';
import type { Period } from '../time/periods';
import { BODY_WEIGHT } from '../astro/aspects';
import { BODY_NAMES, type Body } from '../astro/bodies';
import type { SkyEvent } from '../astro/events';
import { ECLIPSE_TYPE_NAMES } from '../astro/calendar-events';
import { shareOf, type ExactAspect } from '../astro/course';
import { inIstanbul } from '../time/zone';
import { format } from 'date-fns';
import { tr } from 'date-fns/locale';
import { houseOf } from './sky';
import type { HoroscopeType } from './types';
import { ratingsOf, type RatingSky, type Ratings } from './ratings';

export type { RatingKey, Ratings } from './ratings';

/** Length bounds of a reading in characters (the issue's), and the length the composer aims under. */
export const LENGTH_BOUNDS: Record<HoroscopeType, { min: number; max: number; target: number }> = {
  daily: { min: 500, max: 1500, target: 1450 },
  weekly: { min: 900, max: 2500, target: 2450 },
  monthly: { min: 1200, max: 3500, target: 3450 },
};

/** Words a paragraph may hold before the next sentence starts a new one (a phone screen). */
export const PARAGRAPH_WORDS = 70;

export interface CompositionInput {
  type: HoroscopeType;
  sign: SignId;
  period: Period;
  sky: PeriodSky;
}

export interface ReadingSection {
  key: 'general' | 'love' | 'work' | 'health' | 'tip';
  title: string;
  /** One paragraph or more, separated by a blank line. */
  text: string;
}

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
  /** Starts a paragraph of its own. */
  paragraph?: boolean;
}

const DAY_MS = 86_400_000;
const RULER_BODY = Object.fromEntries(Object.entries(BODY_NAMES).map(([id, name]) => [name, id])) as Record<
  string,
  Body
>;

function turkishList(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ve ${items[items.length - 1]}`;
}

/** The ruler of the reader's tenth house; a week or a month never reads the Moon (docs/readings.md). */
export function careerRulerOf(sign: SignId, type: HoroscopeType): Body {
  const tenth = SIGN_IDS[(SIGN_IDS.indexOf(sign) + 9) % 12];
  const ruler = RULER_BODY[getSign(tenth).ruler];
  return ruler === 'moon' && type !== 'daily' ? 'saturn' : ruler;
}

// The same few instants (a day's events, the next ingresses) are formatted for twelve signs and
// many neighbouring days; a time-zone conversion costs far more than a map lookup.
const formatted = new Map<string, string>();

/** An instant on Istanbul's clock in a date-fns pattern, Turkish names. */
function istanbulFormat(ms: number, pattern: string): string {
  const key = `${ms}|${pattern}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = format(inIstanbul(ms), pattern, { locale: tr });
    if (formatted.size >= 20_000) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/** Everything a section writer needs: the reader, the period, the sky, dates and choices. */
class Context {
  readonly seed: string;
  /** Days since the epoch: daily pools rotate by it. */
  readonly dayNumber: number;
  /** Bodies whose sign the reading has already named. */
  readonly introduced = new Set<Body>();
  /** Contacts and events already told, so no section repeats another's. */
  readonly told = new Set<string>();
  /** Pool entries already used in this reading. */
  readonly used = new Set<string>();
  readonly careerRuler: Body;

  constructor(
    readonly type: HoroscopeType,
    readonly sign: SignId,
    readonly period: Period,
    readonly sky: PeriodSky,
  ) {
    this.seed = `${type}|${sign}|${period.start}`;
    this.dayNumber = Math.round(Date.parse(`${period.start}T00:00:00Z`) / DAY_MS);
    this.careerRuler = careerRulerOf(sign, type);
  }

  get daily() {
    return this.type === 'daily';
  }
  pick<T>(list: readonly T[], slot: string): T {
    return list[hash(`${this.seed}|${slot}`) % list.length];
  }
  /** Daily: by the day number (with an offset per slot); longer periods: by hash. */
  rotate<T>(list: readonly T[], slot: string, offset = 0): T {
    return list[this.index(list.length, slot, offset)];
  }
  index(length: number, slot: string, offset = 0): number {
    return this.daily ? (this.dayNumber + offset) % length : hash(`${this.seed}|${slot}`) % length;
  }
  house(sign: SignId): number {
    return houseOf(sign, this.sign);
  }
  area(house: number): string {
    return AREAS[house - 1];
  }
  signName(sign: SignId): string {
    return getSign(sign).name;
  }
  /** The body's sign at the stored instant (noon of the first day). */
  noonSign(body: Body): SignId {
    return this.sky.positions.find((p) => p.body === body)!.sign;
  }
  /** The sign a body spends most of the period in. */
  mainSign(body: Body): SignId {
    const spans = this.sky.course[body].signs;
    return [...spans].sort((a, b) => b.to - b.from - (a.to - a.from))[0].sign;
  }
  retroShare(body: Body): number {
    const range = { from: this.sky.start, to: this.sky.end };
    return shareOf(
      this.sky.course[body].motion.filter((m) => m.retrograde),
      range,
    );
  }
  /** '24 Kasım' */
  dayMonth(ms: number): string {
    return istanbulFormat(ms, 'd MMMM');
  }
  weekday(ms: number): string {
    return istanbulFormat(ms, 'EEEE').toLocaleLowerCase('tr-TR');
  }
  clock(ms: number): string {
    return istanbulFormat(ms, 'HH.mm');
  }
  /** An event's day in running text: 'bugün', '24 Kasım Salı günü', '24 Kasım’da'. */
  onDay(ms: number): string {
    if (this.daily) return this.relativeDay(ms);
    if (this.type === 'weekly') return `${istanbulFormat(ms, 'd MMMM EEEE')} günü`;
    return `${istanbulFormat(ms, 'd')} ${locative(istanbulFormat(ms, 'MMMM'))}`;
  }
  /** '4 Aralık’a kadar ' */
  until(ms: number): string {
    return `${istanbulFormat(ms, 'd')} ${dative(istanbulFormat(ms, 'MMMM'))} kadar `;
  }
  /** Days between the period's first day and an instant's day, in Istanbul. */
  daysFromStart(ms: number): number {
    const day = istanbulFormat(ms, 'yyyy-MM-dd');
    return Math.round(
      (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${this.period.start}T00:00:00Z`)) / DAY_MS,
    );
  }
  /** 'bugün', 'yarın', 'dün', 'üç gün sonra', 'iki gün önce'. */
  relativeDay(ms: number): string {
    const n = this.daysFromStart(ms);
    if (n === 0) return 'bugün';
    if (n === 1) return 'yarın';
    if (n === -1) return 'dün';
    return n > 1 ? `${numberWords(n)} gün sonra` : `${numberWords(-n)} gün önce`;
  }
  /** Daily: 'saat 17.54’te' for today, else the day; longer periods: the day and the hour. */
  atTime(ms: number): string {
    return `${this.onDay(ms)} saat ${clockWith(this.clock(ms), 'locative')}`;
  }
}

/** A pool entry as a clause: full sentences lose their final stop and capital. */
function clause(text: string): string {
  return text.replace(/\.$/, '').replace(/^./, (c) => c.toLocaleLowerCase('tr-TR'));
}

/** The entry at `index`, or the next one the reading has not used yet. */
function fresh(ctx: Context, list: readonly string[], index: number): string {
  for (let i = 0; i < list.length; i++) {
    const text = list[(index + i) % list.length];
    if (!ctx.used.has(text)) {
      ctx.used.add(text);
      return text;
    }
  }
  return list[index % list.length];
}

function sentence(text: string, priority: number, paragraph = false): Part {
  return { text, priority, paragraph };
}

function lunationName(kind: SkyEvent['kind']): string {
  return kind === 'new-moon' ? 'yeni ay' : 'dolunay';
}

function family(kind: ExactAspect['kind']): 'soft' | 'hard' | 'conjunction' {
  if (kind === 'conjunction') return 'conjunction';
  return kind === 'trine' || kind === 'sextile' ? 'soft' : 'hard';
}

/** 'kare açı', or 'burç sınırını aşan bir kare açı' when the signs do not match the type. */
function aspectWords(a: Pick<ExactAspect, 'kind' | 'inSign'>): string {
  return a.inSign ? ASPECT_NAMES[a.kind] : `burç sınırını aşan bir ${ASPECT_NAMES[a.kind]}`;
}

// --- Placement: where a planet is -------------------------------------------------------------

interface Placement {
  body: Body;
  /** What {Body} reads as: 'Venüs', 'kariyerinizi yöneten Satürn'. */
  label: string;
  /** The section's pool of meanings by house. */
  meanings: ByHouse<readonly string[]>;
  slot: string;
  /** Frame offset, so the sections of one day do not share a frame. */
  offset: number;
}

/**
 * A planet's place for the reader. A day: its sign at noon, with the day it leaves the sign
 * (or turns direct) when that comes within months. A week or a month: the sign it holds all
 * period, or its signs with the day it changes ("4 Aralık’a kadar Terazi’de, sonra Akrep’te").
 */
function placement(ctx: Context, p: Placement): Part {
  const { body } = p;
  const course = ctx.sky.course[body];
  const meaningIndexOffset = p.offset;
  if (!ctx.daily && course.signs.length > 1) {
    const spans = course.signs;
    const pieces = spans.map((s, i) =>
      i === 0
        ? `${ctx.until(s.to)}${locative(ctx.signName(s.sign))}`
        : i < spans.length - 1
          ? `sonra ${ctx.until(s.to)}${locative(ctx.signName(s.sign))}`
          : `sonra ${locative(ctx.signName(s.sign))}`,
    );
    const last = spans[spans.length - 1];
    const house = ctx.house(last.sign);
    // Restated only where an earlier sentence already gave these very dates.
    const known =
      spans.slice(1).every((s) => ctx.told.has(`ingress:${body}:${s.from}`)) && ctx.introduced.has(body);
    // An earlier sentence (a station's) already put the body in a sign: the moves are told as
    // passages with their days ('7 Şubat’ta Kova’dan Balık’a'), so no sign is stated twice.
    const placed = ctx.introduced.has(body);
    for (const s of spans.slice(1)) ctx.told.add(`ingress:${body}:${s.from}`);
    ctx.introduced.add(body);
    const pool = p.meanings[house - 1];
    const meaning = clause(fresh(ctx, pool, ctx.index(pool.length, `${p.slot}-meaning`)));
    const area = ctx.area(house);
    // Named earlier with its dates: here only what its new area brings, without the signs again.
    if (known) {
      return sentence(
        fill('{BodyGen} {area} alanınıza geçişiyle {meaning}.', {
          BodyGen: genitive(BODY_NAMES[body]),
          area,
          meaning,
        }),
        0,
      );
    }
    if (placed) {
      const passages = spans
        .slice(1)
        .map(
          (s, i) =>
            `${ctx.onDay(s.from)} ${i === 0 ? `${ablative(ctx.signName(spans[0].sign))} ` : ''}${dative(ctx.signName(s.sign))}`,
        );
      return sentence(
        `${fill('{Body} {passages} geçiyor ve {area} alanınızı öne çıkarıyor.', {
          Body: BODY_NAMES[body],
          passages: turkishList(passages),
          area,
        })} ${fill('{meaning}.', { meaning })}`,
        0,
      );
    }
    const moves =
      spans.length === 2
        ? `${ctx.until(spans[0].to)}${locative(ctx.signName(spans[0].sign))} kalıyor, sonra ${dative(ctx.signName(last.sign))} geçerek ${area} alanınızı öne çıkarıyor`
        : `${pieces.join(', ')} ilerliyor ve ${area} alanınızda duruyor`;
    return sentence(
      `${fill('{Body} {moves}.', { Body: BODY_NAMES[body], moves })} ${fill('{meaning}.', { meaning })}`,
      0,
    );
  }
  const sign = ctx.daily ? ctx.noonSign(body) : course.signs[0].sign;
  const house = ctx.house(sign);
  const retroAll = ctx.daily
    ? ctx.sky.positions.find((x) => x.body === body)!.retrograde
    : course.motion.length === 1 && course.motion[0].retrograde;
  const stationInside = !ctx.daily && course.motion.length > 1;
  let until = '';
  let stay = '';
  if (ctx.daily) {
    const next = ctx.sky.next[body];
    const change = retroAll ? next?.station : next?.ingress;
    if (change && Date.parse(change.at) - ctx.sky.start < 150 * DAY_MS) {
      until = ctx.until(Date.parse(change.at));
      stay = retroAll
        ? ` ve ${ctx.dayMonth(Date.parse(change.at))} günü düz harekete dönecek`
        : ` ve ${ctx.until(Date.parse(change.at))}orada kalacak`;
    }
  }
  const kind = ctx.introduced.has(body) ? 'known' : retroAll ? 'retro' : 'intro';
  let frames: readonly string[] = PLACEMENT_FRAMES[kind];
  // A station inside the period: say nothing about the direction here (the station is told with its day).
  if (stationInside && kind === 'intro') frames = [frames[0], frames[2], frames[4]];
  const frame = ctx.rotate(frames, `${p.slot}-frame`, p.offset);
  const pool = p.meanings[house - 1];
  const meaning = clause(fresh(ctx, pool, ctx.index(pool.length, `${p.slot}-meaning`, meaningIndexOffset)));
  // A role ('kariyerinizin yöneticisi Satürn') reads well only where the name opens the sentence.
  const label = frame.startsWith('{Body}') ? p.label : BODY_NAMES[body];
  ctx.introduced.add(body);
  return sentence(
    fill(frame, {
      Body: label,
      BodyGen: genitive(label),
      signLoc: locative(ctx.signName(sign)),
      area: ctx.area(house),
      until,
      stay,
      meaning,
    }),
    0,
  );
}

// --- Genel ---------------------------------------------------------------------------------------

/** The Moon's course through a day, with the hour it changes sign. */
function moonOfDay(ctx: Context): Part {
  const spans = ctx.sky.course.moon.signs;
  const noon = ctx.sky.at.getTime();
  ctx.introduced.add('moon');
  if (spans.length > 1) {
    const [before, after] = spans;
    const to = ctx.signName(after.sign);
    const hAfter = ctx.house(after.sign);
    if (before.to <= noon) {
      return sentence(
        fill(
          'Ay saat {clock} {toDat} geçiyor ve günün büyük bölümünü {area} alanınızda geçiriyor; {theme}.',
          {
            clock: clockWith(ctx.clock(before.to), 'locative'),
            toDat: dative(to),
            area: ctx.area(hAfter),
            theme: ctx.rotate(MOON_THEME[hAfter - 1], 'moon-theme', 1),
          },
        ),
        0,
      );
    }
    const hBefore = ctx.house(before.sign);
    return sentence(
      fill(
        'Ay saat {clock} kadar {fromLoc}, {areaFrom} alanınızda; ardından {toDat} geçip {areaTo} alanınıza ilerliyor.',
        {
          clock: clockWith(ctx.clock(before.to), 'dative'),
          fromLoc: locative(ctx.signName(before.sign)),
          areaFrom: ctx.area(hBefore),
          toDat: dative(to),
          areaTo: ctx.area(hAfter),
        },
      ),
      0,
    );
  }
  const sign = spans[0].sign;
  const house = ctx.house(sign);
  const next = ctx.sky.next.moon?.ingress;
  const leaving = next
    ? `; ${ctx.relativeDay(Date.parse(next.at))} saat ${clockWith(ctx.clock(Date.parse(next.at)), 'locative')} ${dative(ctx.signName(next.sign))} geçecek`
    : '';
  return sentence(
    fill('Ay bütün gün {signLoc}, {area} alanınızda{leaving}.', {
      signLoc: locative(ctx.signName(sign)),
      area: ctx.area(house),
      leaving,
    }),
    0,
  );
}

/** Today's lunation, or the next one with how many days remain, in its own house. */
function lunationOfDay(ctx: Context): Part[] {
  const today = ctx.sky.events.find((e) => e.kind === 'new-moon' || e.kind === 'full-moon');
  if (today) {
    const at = Date.parse(today.at);
    const house = ctx.house(today.sign);
    const meanings = today.kind === 'new-moon' ? NEW_MOON_MEANING : FULL_MOON_MEANING;
    ctx.told.add(`lunation:${today.at}`);
    return [
      sentence(
        fill(
          today.kind === 'new-moon'
            ? 'Bugün saat {clock} {signLoc} yeni ay var ve {area} alanınızda yeni bir sayfa açıyor.'
            : 'Bugün saat {clock} {signLoc} dolunay var ve ışığı {area} alanınıza düşüyor.',
          {
            clock: clockWith(ctx.clock(at), 'locative'),
            signLoc: locative(ctx.signName(today.sign)),
            area: ctx.area(house),
          },
        ),
        0,
      ),
      sentence(ctx.pick(meanings[house - 1], 'lunation-meaning'), 1),
    ];
  }
  const next = ctx.sky.nextLunations.find((e) => Date.parse(e.at) >= ctx.sky.start)!;
  const at = Date.parse(next.at);
  const days = ctx.daysFromStart(at);
  return [
    sentence(
      fill('{phase}; {date} {signLoc} gerçekleşecek {name} {area} alanınızda olacak ve ona {days} gün var.', {
        phase: PHASE_WORDS[ctx.sky.moonPhase.name],
        date: `${ctx.dayMonth(at).split(' ')[0]} ${locative(ctx.dayMonth(at).split(' ')[1])}`,
        signLoc: locative(ctx.signName(next.sign)),
        name: lunationName(next.kind),
        area: ctx.area(ctx.house(next.sign)),
        days: numberWords(days),
      }),
      2,
    ),
  ];
}

/** An ingress or a station, with its day (and hour in a daily reading), in the reader's house. */
function eventSentence(ctx: Context, e: SkyEvent): Part {
  const at = Date.parse(e.at);
  const house = ctx.house(e.sign);
  const when = ctx.daily ? `bugün saat ${clockWith(ctx.clock(at), 'locative')}` : ctx.onDay(at);
  const name = BODY_NAMES[e.body];
  ctx.introduced.add(e.body);
  ctx.told.add(`${e.kind}:${e.body}:${at}`);
  if (e.kind === 'ingress') {
    return sentence(
      fill('{when} {Body} {toDat} geçiyor ve {area} alanınıza giriyor; {meaning}.', {
        when,
        Body: name,
        toDat: dative(ctx.signName(e.sign)),
        area: ctx.area(house),
        meaning: INGRESS_MEANING[e.body],
      }),
      0,
    );
  }
  const station = e.kind === 'station-retrograde' ? 'station-retrograde' : 'station-direct';
  const verb = station === 'station-retrograde' ? 'geri harekete başlıyor' : 'düz harekete dönüyor';
  return sentence(
    fill('{when} {Body} {signLoc} {verb}; {area} alanınızda {meaning}.', {
      when,
      Body: name,
      signLoc: locative(ctx.signName(e.sign)),
      verb,
      area: ctx.area(house),
      meaning: fill(ctx.pick(STATION_MEANING[station], `station-${e.body}`), {
        matters: BODY_MATTERS[e.body],
      }).replace(/^./, (c) => c.toLocaleLowerCase('tr-TR')),
    }),
    0,
  );
}

/** A contact between two planets with the day it is exact. */
function contactSentence(ctx: Context, a: ExactAspect, priority: number): Part {
  const fam = family(a.kind);
  const hA = ctx.house(a.signA);
  const hB = ctx.house(a.signB);
  const when = ctx.daily ? ctx.relativeDay(a.at) : ctx.onDay(a.at);
  const verb =
    ctx.daily && ctx.daysFromStart(a.at) < 0
      ? 'tam hâle geldi'
      : ctx.daily && ctx.daysFromStart(a.at) > 0
        ? 'tam hâle gelecek'
        : 'tam hâle geliyor';
  ctx.told.add(`contact:${a.a}:${a.b}:${a.at}`);
  const areas =
    fam === 'conjunction' || hA === hB
      ? fill(ctx.pick(CONTACT_AREAS.conjunction, `areas-${a.a}-${a.b}`), { areaA: ctx.area(hA) })
      : fill(ctx.pick(CONTACT_AREAS[fam], `areas-${a.a}-${a.b}`), {
          areaA: ctx.area(hA),
          areaB: ctx.area(hB),
        });
  return sentence(
    fill('{A} ile {B} arasındaki {kind} {when} {verb}: {meaning}; {areas}.', {
      A: BODY_NAMES[a.a],
      B: BODY_NAMES[a.b],
      kind: aspectWords(a),
      when,
      verb,
      meaning: fill(ctx.pick(CONTACT_MEANING[fam], `contact-${a.a}-${a.b}`), {
        kwA: KEYWORDS[a.a].nom,
        kwB: KEYWORDS[a.b].nom,
        kwAacc: KEYWORDS[a.a].acc,
        kwBacc: KEYWORDS[a.b].acc,
      }).replace(/^./, (c) => c.toLocaleLowerCase('tr-TR')),
      areas: areas.replace(/^./, (c) => c.toLocaleLowerCase('tr-TR')),
    }),
    priority,
  );
}

function contactWeight(a: ExactAspect): number {
  return (
    BODY_WEIGHT[a.a] +
    BODY_WEIGHT[a.b] +
    (a.kind === 'conjunction' || a.kind === 'opposition' || a.kind === 'square' ? 0.2 : 0)
  );
}

/** Contacts worth telling, strongest first; a Sun–Moon contact is a lunation and told as one. */
function contactsOf(ctx: Context, involving?: Body): ExactAspect[] {
  return ctx.sky.exact
    .filter((a) => !ctx.told.has(`contact:${a.a}:${a.b}:${a.at}`))
    .filter((a) => !involving || a.a === involving || a.b === involving)
    .sort((x, y) => contactWeight(y) - contactWeight(x) || x.at - y.at);
}

function dailyGeneral(ctx: Context): Part[] {
  const parts: Part[] = [moonOfDay(ctx)];
  const moonHouse = ctx.house(ctx.noonSign('moon'));
  parts.push(sentence(ctx.rotate(MOON_ADVICE[moonHouse - 1], 'moon-advice'), 0));
  parts.push(...lunationOfDay(ctx));
  for (const e of ctx.sky.events) {
    if (e.body === 'moon') continue;
    parts.push(eventSentence(ctx, e));
  }
  const contact = [...ctx.sky.moonContacts]
    .filter((a) => !(a.kind === 'conjunction' || a.kind === 'opposition') || (a.a !== 'sun' && a.b !== 'sun'))
    .sort((x, y) => contactWeight(y) - contactWeight(x))[0];
  if (contact) {
    const other = contact.a === 'moon' ? contact.b : contact.a;
    const otherSign = contact.a === 'moon' ? contact.signB : contact.signA;
    const fam = family(contact.kind);
    parts.push(
      sentence(
        fill('Ay saat {clock} {area} alanınızdaki {BodyCom} {kind} yapıyor; {meaning}.', {
          clock: clockWith(ctx.clock(contact.at), 'locative'),
          area: ctx.area(ctx.house(otherSign)),
          BodyCom: comitative(BODY_NAMES[other]),
          kind: aspectWords(contact),
          meaning: fill(ctx.rotate(MOON_CONTACT[fam], 'moon-contact'), { kwB: KEYWORDS[other].nom }).replace(
            /^./,
            (c) => c.toLocaleLowerCase('tr-TR'),
          ),
        }),
        3,
      ),
    );
  }
  const planet = contactsOf(ctx).find((a) => Math.abs(ctx.daysFromStart(a.at)) <= 2);
  if (planet) parts.push(contactSentence(ctx, planet, 2));
  return parts;
}

/** The Moon's week, day by day: the sign and area it is in, with the hour it moves on. */
function moonWeek(ctx: Context): Part {
  const spans = ctx.sky.course.moon.signs;
  const pieces = spans.map((s, i) => {
    const where = `${locative(ctx.signName(s.sign))}, ${ctx.area(ctx.house(s.sign))} alanınızda`;
    if (i === 0) return `haftanın başında ${where}`;
    return `${ctx.weekday(s.from)} saat ${clockWith(ctx.clock(s.from), 'ablative')} itibaren ${where}`;
  });
  ctx.introduced.add('moon');
  return sentence(`Ay’ın haftalık seyri şöyle: ${pieces.join('; ')}.`, 1, true);
}

/** An eclipse with the day and hour of its greatest phase, and whether Istanbul sees it. */
function eclipseSentence(ctx: Context, x: PeriodSky['eclipses'][number], lunation?: string): Part {
  const at = Date.parse(x.at);
  const what = `${ECLIPSE_TYPE_NAMES[x.eclipseType].toLocaleLowerCase('tr-TR')} bir ${
    x.kind === 'solar-eclipse' ? 'Güneş' : 'Ay'
  } tutulması`;
  const seen = x.visibleFromIstanbul ? 'İstanbul’dan görülebilecek' : 'İstanbul’dan görülmeyecek';
  const peak = `${ctx.onDay(at)} saat ${clockWith(ctx.clock(at), 'locative')}`;
  return sentence(
    lunation
      ? `Bu ${lunation} aynı zamanda ${what}: tutulma ${peak} en büyük evresine ulaşıyor ve ${seen}.`
      : fill('{peak} {what} en büyük evresine ulaşıyor; bu tutulma {seen}.', { peak, what, seen }),
    1,
  );
}

function periodGeneral(ctx: Context): Part[] {
  const parts: Part[] = [];
  const word = ctx.type === 'weekly' ? 'hafta' : 'ay';
  // The Sun: its sign for the period, or its signs with the day it changes.
  parts.push(placement(ctx, { body: 'sun', label: 'Güneş', meanings: SUN_MEANING, slot: 'sun', offset: 0 }));
  for (const e of ctx.sky.events) {
    if (e.kind === 'new-moon' || e.kind === 'full-moon') {
      const at = Date.parse(e.at);
      const house = ctx.house(e.sign);
      const meanings = e.kind === 'new-moon' ? NEW_MOON_MEANING : FULL_MOON_MEANING;
      parts.push(
        sentence(
          fill('{when} saat {clock} {signLoc} {name} var ve {area} alanınızda gerçekleşiyor.', {
            when: ctx.onDay(at),
            clock: clockWith(ctx.clock(at), 'locative'),
            signLoc: locative(ctx.signName(e.sign)),
            name: lunationName(e.kind),
            area: ctx.area(house),
          }),
          0,
          true,
        ),
      );
      parts.push(sentence(ctx.pick(meanings[house - 1], `lunation-${e.at}`), 2));
      const eclipse = ctx.sky.eclipses.find((x) => Math.abs(Date.parse(x.at) - at) < DAY_MS);
      if (eclipse) parts.push(eclipseSentence(ctx, eclipse, lunationName(e.kind)));
    }
  }
  // An eclipse whose lunation falls just outside the period is told on its own.
  for (const x of ctx.sky.eclipses) {
    const paired = ctx.sky.events.some(
      (e) =>
        (e.kind === 'new-moon' || e.kind === 'full-moon') &&
        Math.abs(Date.parse(e.at) - Date.parse(x.at)) < DAY_MS,
    );
    if (!paired) parts.push(eclipseSentence(ctx, x));
  }
  // Ingresses of the planets no section places, and every station, with their days.
  const placedBySection = new Set<Body>(['sun', 'venus', 'mars', ctx.careerRuler]);
  for (const e of ctx.sky.events) {
    if (e.kind === 'new-moon' || e.kind === 'full-moon' || e.body === 'moon') continue;
    if (e.kind === 'ingress' && placedBySection.has(e.body)) continue;
    parts.push(eventSentence(ctx, e));
  }
  const contacts = contactsOf(ctx).slice(0, ctx.type === 'weekly' ? 2 : 3);
  for (const c of contacts) parts.push(contactSentence(ctx, c, 3));
  if (ctx.type === 'weekly') parts.push(moonWeek(ctx));
  // Planets retrograde for the whole period (stations inside it are told with their days).
  const retro = (
    ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as Body[]
  ).filter((b) => ctx.sky.course[b].motion.length === 1 && ctx.sky.course[b].motion[0].retrograde);
  if (retro.length) {
    parts.push(
      sentence(
        fill(
          '{list} bu {word} boyunca geri harekette; bu gezegenlerin konularında ilerlemekten çok gözden geçirmek size kazandırır.',
          {
            list: turkishList(retro.map((b) => BODY_NAMES[b])),
            word,
          },
        ),
        4,
      ),
    );
  }
  return parts;
}

// --- Aşk, Kariyer, Sağlık ----------------------------------------------------------------------------

function loveSection(ctx: Context): Part[] {
  const parts = [
    placement(ctx, { body: 'venus', label: 'Venüs', meanings: LOVE_MEANING, slot: 'venus', offset: 0 }),
  ];
  const window = ctx.daily ? 2 : 40;
  const contact = contactsOf(ctx, 'venus').find((a) => Math.abs(ctx.daysFromStart(a.at)) <= window);
  if (contact) parts.push(contactSentence(ctx, contact, 3));
  return parts;
}

function workSection(ctx: Context): Part[] {
  const ruler = ctx.careerRuler;
  const label = `kariyerinizin yöneticisi ${BODY_NAMES[ruler]}`;
  const parts: Part[] = [];
  if (ruler === 'moon') {
    // Only a day reads the Moon as a ruler: it changes sign every two and a half days.
    const house = ctx.house(ctx.noonSign('moon'));
    parts.push(
      sentence(
        fill('Kariyerinizi yöneten Ay bugün {area} alanınızda; {meaning}.', {
          area: ctx.area(house),
          meaning: fresh(ctx, WORK_MEANING[house - 1], ctx.index(6, 'work-moon', 2)),
        }),
        0,
      ),
    );
  } else {
    parts.push(placement(ctx, { body: ruler, label, meanings: WORK_MEANING, slot: 'work', offset: 2 }));
  }
  if (ruler !== 'mercury') {
    const mercury = mercuryNote(ctx);
    if (mercury) parts.push(mercury);
  }
  if (ctx.type === 'monthly') {
    for (const body of ['jupiter', 'saturn'] as const) {
      if (body === ruler || ctx.sky.course[body].signs.length > 1) continue;
      parts.push({
        ...placement(ctx, { body, label: BODY_NAMES[body], meanings: WORK_MEANING, slot: body, offset: 3 }),
        priority: 3,
      });
    }
  }
  return parts;
}

/** Mercury retrograde (or about to turn), with the days it lasts. */
function mercuryNote(ctx: Context): Part | null {
  const house = ctx.house(ctx.daily ? ctx.noonSign('mercury') : ctx.mainSign('mercury'));
  if (ctx.daily) {
    const retro = ctx.sky.positions.find((p) => p.body === 'mercury')!.retrograde;
    const station = ctx.sky.next.mercury?.station;
    if (!station) return null;
    const days = ctx.daysFromStart(Date.parse(station.at));
    if (!retro && days > 10) return null;
    const signLoc = ctx.introduced.has('mercury')
      ? ''
      : `${locative(ctx.signName(ctx.noonSign('mercury')))} `;
    ctx.introduced.add('mercury');
    return sentence(
      retro
        ? fill(
            'Merkür {signLoc}geri harekette; {area} alanınızda yazışmaları ve planları iki kez kontrol edin, düz harekete dönmesine {days} gün var.',
            {
              signLoc,
              area: ctx.area(house),
              days: numberWords(Math.max(days, 0)),
            },
          )
        : fill(
            'Merkür {signLoc}{days} gün sonra geri dönecek; {area} alanınızdaki önemli imzaları ve kararları bu tarihten önce tamamlamaya çalışın.',
            {
              signLoc,
              days: numberWords(Math.max(days, 1)),
              area: ctx.area(house),
            },
          ),
      1,
    );
  }
  if (ctx.retroShare('mercury') < 1) return null;
  return sentence(
    fill(
      'Merkür bu {word} boyunca geri harekette; {area} alanınızda sözleşmeleri ve yazışmaları iki kez okuyun.',
      {
        word: ctx.type === 'weekly' ? 'hafta' : 'ay',
        area: ctx.area(house),
      },
    ),
    1,
  );
}

function healthSection(ctx: Context): Part[] {
  const parts = [
    placement(ctx, { body: 'mars', label: 'Mars', meanings: HEALTH_MEANING, slot: 'mars', offset: 4 }),
  ];
  if (!ctx.daily) {
    const contact = contactsOf(ctx, 'mars')[0];
    if (contact) parts.push(contactSentence(ctx, contact, 4));
  }
  return parts;
}

// --- Öneri and summary ------------------------------------------------------------------------------

interface MainEvent {
  kind: keyof typeof TIP_LEADS;
  house: number;
  body?: Body;
  at?: number;
}

/** The period's main event for the reader: a lunation, then a planet's ingress or station, then the Moon (a day) or the Sun. */
function mainEvent(ctx: Context): MainEvent {
  const lunation = ctx.sky.events.find((e) => e.kind === 'new-moon' || e.kind === 'full-moon');
  if (lunation) return { kind: lunation.kind, house: ctx.house(lunation.sign), at: Date.parse(lunation.at) };
  const planet = ctx.sky.events.find((e) => e.body !== 'moon');
  if (planet)
    return { kind: planet.kind, house: ctx.house(planet.sign), body: planet.body, at: Date.parse(planet.at) };
  if (ctx.daily) return { kind: 'moon', house: ctx.house(ctx.noonSign('moon')) };
  return { kind: 'ingress', house: ctx.house(ctx.mainSign('sun')), body: 'sun' };
}

function tipSection(ctx: Context): Part[] {
  const main = mainEvent(ctx);
  let lead: string;
  if (!ctx.daily && main.kind === 'ingress' && main.at === undefined) {
    lead = `Güneş ${ctx.area(main.house)} alanınızı aydınlatırken`;
  } else {
    lead = fill(ctx.rotate(TIP_LEADS[main.kind], 'tip-lead'), {
      area: ctx.area(main.house),
      Body: main.body ? BODY_NAMES[main.body] : '',
    });
  }
  const action = ctx.rotate(TIP_ACTION[main.house - 1], 'tip-action');
  return [sentence(`${lead} ${action}`, 0)];
}

function summaryOf(ctx: Context): string {
  const main = mainEvent(ctx);
  const area = ctx.area(main.house);
  if (ctx.daily) {
    if (main.kind === 'new-moon' || main.kind === 'full-moon') {
      return fill('Bugün saat {clock} {name} var ve {area} alanınız ışık altında.', {
        clock: clockWith(ctx.clock(main.at!), 'locative'),
        name: lunationName(main.kind),
        area,
      });
    }
    if (main.body) {
      const verb =
        main.kind === 'ingress'
          ? 'alanınıza giriyor'
          : main.kind === 'station-retrograde'
            ? 'alanınızda geri dönüyor'
            : 'alanınızda yeniden ilerliyor';
      return fill('Bugün saat {clock} {Body} {area} {verb}; günün ana teması bu.', {
        clock: clockWith(ctx.clock(main.at!), 'locative'),
        Body: BODY_NAMES[main.body],
        area,
        verb,
      });
    }
    return fill('Bu {weekday} Ay {area} alanınızda: {theme}.', {
      weekday: ctx.weekday(ctx.sky.start),
      area,
      theme: ctx.rotate(MOON_THEME[main.house - 1], 'summary-theme'),
    });
  }
  const word = ctx.type === 'weekly' ? 'Bu hafta' : 'Bu ay';
  if (main.kind === 'new-moon' || main.kind === 'full-moon') {
    return fill('{word} {area} alanınız öne çıkıyor: {when} {name} orada gerçekleşiyor.', {
      word,
      area,
      when: ctx.onDay(main.at!),
      name: lunationName(main.kind),
    });
  }
  return fill('{word} {area} alanınız öne çıkıyor.', { word, area });
}

function ratingSkyOf(ctx: Context): RatingSky {
  const range = { from: ctx.sky.start, to: ctx.sky.end };
  const contacts = ctx.daily
    ? [...ctx.sky.exact.filter((a) => Math.abs(ctx.daysFromStart(a.at)) <= 1), ...ctx.sky.moonContacts]
    : ctx.sky.exact;
  return {
    presence: (body, house) =>
      shareOf(
        ctx.sky.course[body].signs.filter((s) => ctx.house(s.sign) === house),
        range,
      ),
    retrograde: (body) => ctx.retroShare(body),
    contacts,
    lunations: ctx.sky.events.flatMap((e) =>
      e.kind === 'new-moon' || e.kind === 'full-moon' ? [{ kind: e.kind, house: ctx.house(e.sign) }] : [],
    ),
    careerRuler: ctx.careerRuler,
  };
}

// --- Assembly ----------------------------------------------------------------------------------------

interface Draft {
  key: ReadingSection['key'];
  title: string;
  parts: Part[];
}

/** Sentences into paragraphs of at most about PARAGRAPH_WORDS words. */
function paragraphs(parts: readonly Part[]): string {
  const out: string[][] = [];
  let words = 0;
  for (const p of parts) {
    const n = p.text.split(/\s+/).length;
    if (!out.length || p.paragraph || words + n > PARAGRAPH_WORDS) {
      out.push([]);
      words = 0;
    }
    out[out.length - 1].push(p.text);
    words += n;
  }
  return out.map((p) => p.join(' ')).join('\n\n');
}

/** Drops the least important sentences, latest first, until the reading fits its length. */
function fitToLength(sections: Draft[], type: HoroscopeType): ReadingSection[] {
  const render = () => sections.map((s) => ({ key: s.key, title: s.title, text: paragraphs(s.parts) }));
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

export function composeReading(input: CompositionInput): ComposedReading {
  const ctx = new Context(input.type, input.sign, input.period, input.sky);
  const sections: Draft[] = [
    {
      key: 'general',
      title: SECTION_TITLES.general,
      parts: ctx.daily ? dailyGeneral(ctx) : periodGeneral(ctx),
    },
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
