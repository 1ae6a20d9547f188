/**
 * The composer: plans a reading, then writes it (docs/readings.md). The planner (planner.ts)
 * picks the period's one or two dominant themes in the reader's houses; the voice writes a
 * headline, a summary and five short sections around them in plain words, drawing sentences
 * from the pools in voice/pools.ts; the ratings (ratings.ts) set the tone of the love, work and
 * health sections and come with a sentence that says why (voice/reasons.ts). Clock times, the
 * Moon's course, positions and countdowns go to the sky box (`sky`), not the prose.
 */
import { format } from 'date-fns';
import { tr } from 'date-fns/locale';
import { getSign, SIGN_IDS, type SignId } from '../zodiac/signs';
import type { PeriodSky } from './facts';
import { SECTION_TITLES, TIP_TITLES } from './phrases';
import { capitalize, clockWith, comitative, dative, locative } from './turkish';
import type { Period } from '../time/periods';
import { BODIES, BODY_NAMES, type Body } from '../astro/bodies';
import type { SkyEvent } from '../astro/events';
import { ECLIPSE_TYPE_NAMES } from '../astro/calendar-events';
import { shareOf, type ExactAspect } from '../astro/course';
import { inIstanbul } from '../time/zone';
import { houseOf } from './sky';
import type { HoroscopeType, SkyNote } from './types';
import { ratingsOf, type RatingKey, type RatingSky, type Ratings } from './ratings';
import { candidates, planThemes, type Theme } from './planner';
import { AREAS, HOUSE_WORDS } from './voice/houses';
import {
  ADVICE_LEADS,
  EVENT_TAILS,
  HEADLINES,
  MEANING_CLAUSES,
  MEANING_LEADS,
  MOON_ASIDE_CLAUSES,
  MOON_ASIDES,
  MOON_CLAUSES,
  MOON_LEADS,
  SECTION_ADVICE,
  SECTION_CONTEXT,
  SECTION_STATE,
  SUMMARY_CLAUSES,
  SUMMARY_LEADS,
  SUN_LEADS,
  TIP_ACTIONS,
  TIP_FRAMES,
  type TailKind,
  type Tone,
} from './voice/pools';
import { ratingReasons } from './voice/reasons';

export type { RatingKey, Ratings } from './ratings';
export type { Tone } from './voice/pools';

/** Length bounds of a reading in characters, and the length the composer aims under. */
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

/** What the composer writes: the reading, and what the plan adds around it. */
export interface PlannedReading extends ComposedReading {
  /** A few words that say the reading's theme. */
  headline: string;
  /** One sentence per rating that says why. */
  ratingReasons: Record<RatingKey, string>;
  /** The tone each section was written in (from its rating). */
  tones: { love: Tone; work: Tone; health: Tone };
  /** The sky the reading rests on: dated facts with their clock times, for the box under it. */
  sky: SkyNote[];
  /** The planned themes, strongest first (for tests and docs). */
  themes: Theme[];
}

/** Joins sections into the stored text: 'Genel: …' paragraphs separated by blank lines. */
export function sectionsToText(sections: readonly Pick<ReadingSection, 'title' | 'text'>[]): string {
  return sections.map((s) => `${s.title}: ${s.text}`).join('\n\n');
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

const DAY_MS = 86_400_000;
const RULER_BODY = Object.fromEntries(Object.entries(BODY_NAMES).map(([id, name]) => [name, id])) as Record<
  string,
  Body
>;

/** The ruler of the reader's tenth house; a week or a month never reads the Moon (docs/readings.md). */
export function careerRulerOf(sign: SignId, type: HoroscopeType): Body {
  const tenth = SIGN_IDS[(SIGN_IDS.indexOf(sign) + 9) % 12];
  const ruler = RULER_BODY[getSign(tenth).ruler];
  return ruler === 'moon' && type !== 'daily' ? 'saturn' : ruler;
}

// The same few instants are formatted for twelve signs and many neighbouring days.
const formatted = new Map<string, string>();
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

/** Aspect names in running text (sekstil, not "altmışlık açı"). */
const ASPECT_WORDS: Record<ExactAspect['kind'], string> = {
  conjunction: 'kavuşum',
  sextile: 'sekstil',
  square: 'kare',
  trine: 'üçgen',
  opposition: 'karşıt açı',
};

const ASPECT_POSSESSED: Record<ExactAspect['kind'], string> = {
  conjunction: 'kavuşumu',
  sextile: 'sekstili',
  square: 'karesi',
  trine: 'üçgeni',
  opposition: 'karşıt açısı',
};

function toneOf(rating: number): Tone {
  return rating <= 2 ? 'caution' : rating >= 4 ? 'open' : 'steady';
}

/** Everything the writer needs: the reader, the period, the sky, and the rotation index. */
class Context {
  /** The rotation index: the period's number plus the sign's, so signs and days differ. */
  readonly index: number;
  readonly dayNumber: number;
  readonly careerRuler: Body;
  readonly time: string;

  constructor(
    readonly type: HoroscopeType,
    readonly sign: SignId,
    readonly period: Period,
    readonly sky: PeriodSky,
  ) {
    this.dayNumber = Math.round(Date.parse(`${period.start}T00:00:00Z`) / DAY_MS);
    const [y, m] = period.start.split('-').map(Number);
    const number =
      type === 'daily' ? this.dayNumber : type === 'weekly' ? Math.floor(this.dayNumber / 7) : y * 12 + m;
    this.index = number + SIGN_IDS.indexOf(sign);
    this.careerRuler = careerRulerOf(sign, type);
    this.time = type === 'daily' ? 'bugün' : type === 'weekly' ? 'bu hafta' : 'bu ay';
  }

  get daily() {
    return this.type === 'daily';
  }
  /** The entry of a list for this reading, moved by `offset` (a second use of the same list). */
  pick<T>(list: readonly T[], offset = 0): T {
    return list[(((this.index + offset) % list.length) + list.length) % list.length];
  }
  house(sign: SignId): number {
    return houseOf(sign, this.sign);
  }
  signName(sign: SignId): string {
    return getSign(sign).name;
  }
  noonSign(body: Body): SignId {
    return this.sky.positions.find((p) => p.body === body)!.sign;
  }
  mainSign(body: Body): SignId {
    const spans = this.sky.course[body].signs;
    return [...spans].sort((a, b) => b.to - b.from - (a.to - a.from))[0].sign;
  }
  retroShare(body: Body): number {
    return shareOf(
      this.sky.course[body].motion.filter((m) => m.retrograde),
      { from: this.sky.start, to: this.sky.end },
    );
  }
  daysFromStart(ms: number): number {
    const day = istanbulFormat(ms, 'yyyy-MM-dd');
    return Math.round(
      (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${this.period.start}T00:00:00Z`)) / DAY_MS,
    );
  }
  /** '24 Kasım' */
  dayMonth(ms: number): string {
    return istanbulFormat(ms, 'd MMMM');
  }
  clock(ms: number): string {
    return istanbulFormat(ms, 'HH.mm');
  }
  weekday(ms: number): string {
    return istanbulFormat(ms, 'EEEE').toLocaleLowerCase('tr-TR');
  }
  /** An event's day in prose: 'bugün', 'yarın', 'dün' for a day; '14 Kasım’da' for a week or a month. */
  when(ms: number): string {
    if (this.daily) {
      const n = this.daysFromStart(ms);
      return n === 0 ? 'bugün' : n === 1 ? 'yarın' : n === -1 ? 'dün' : `${this.dayMonth(ms)} günü`;
    }
    return `${istanbulFormat(ms, 'd')} ${locative(istanbulFormat(ms, 'MMMM'))}`;
  }
  /** -1 past, 0 present, 1 future: a day's verbs follow the event's day. */
  tense(ms: number): -1 | 0 | 1 {
    if (!this.daily) return 0;
    const n = this.daysFromStart(ms);
    return n < 0 ? -1 : n > 0 ? 1 : 0;
  }
  /** The house words of a house, for {nom} {loc} {acc} {dat} {detail}. */
  houseVars(house: number, offset = 0): Record<string, string> {
    const w = HOUSE_WORDS[house - 1];
    return {
      nom: w.nom,
      loc: w.loc,
      acc: w.acc,
      dat: w.dat,
      Nom: capitalize(w.nom),
      Loc: capitalize(w.loc),
      detail: this.pick(w.details, offset),
      Detail: capitalize(this.pick(w.details, offset)),
      time: this.time,
    };
  }
}

/**
 * A day's word order for an event's sentence (five orders): it moves with the event's week, so
 * the same aspect made again on a retrograde's second pass takes another shape; the sign's
 * number spreads the twelve signs of a day over the orders.
 */
function eventTurn(ctx: Context, at: number): number {
  return Math.floor(at / (7 * DAY_MS)) + SIGN_IDS.indexOf(ctx.sign);
}

function verb(tense: -1 | 0 | 1, forms: [string, string, string]): string {
  return forms[tense + 1];
}

/**
 * What happens, as a clause: 'yarın Güneş Yay’a geçecek'. A day varies the word order (five
 * orders, by the event's week) so that its readings do not all open with "Bugün"; a week or a
 * month keeps the date first.
 */
function eventFact(ctx: Context, theme: Theme): string {
  const at = theme.at!;
  const when = ctx.when(at);
  const t = ctx.tense(at);
  const order = ctx.daily ? eventTurn(ctx, at) % 5 : 0;
  if (theme.aspect) {
    const a = theme.aspect;
    const [A, B] = [BODY_NAMES[a.a], BODY_NAMES[a.b]];
    const cross = a.inSign ? '' : 'burç sınırını aşan bir ';
    const v = verb(t, ['kesinleşti', 'kesinleşiyor', 'kesinleşecek']);
    const does = verb(t, ['yaptı', 'yapıyor', 'yapacak']);
    if (order === 1) return `${when} ${A} ${comitative(B)} ${cross}${ASPECT_WORDS[a.kind]} ${does}`;
    if (order === 2) return `${A} ve ${B} ${when} ${cross}${ASPECT_WORDS[a.kind]} ${does}`;
    if (order === 3) return `${A} ile ${B} arasında ${when} ${cross}${ASPECT_WORDS[a.kind]} ${v}`;
    if (order === 4) return `${A}, ${when} ${comitative(B)} ${cross}${ASPECT_WORDS[a.kind]} ${does}`;
    return a.inSign
      ? `${A}–${B} ${ASPECT_POSSESSED[a.kind]} ${when} ${v}`
      : `${A} ile ${B} arasında ${cross}${ASPECT_WORDS[a.kind]} ${when} ${v}`;
  }
  const e = theme.event!;
  const body = BODY_NAMES[e.body];
  const sign = ctx.signName(e.sign);
  const lead = (who: string) => (order === 0 ? `${when} ${who}` : `${who} ${when}`);
  switch (e.kind) {
    case 'ingress':
      return `${lead(body)} ${dative(sign)} ${verb(t, ['geçti', 'geçiyor', 'geçecek'])}`;
    case 'station-retrograde':
      return e.body === 'mercury'
        ? `${lead('Merkür retrosu')} ${locative(sign)} ${verb(t, ['başladı', 'başlıyor', 'başlayacak'])}`
        : `${lead(body)} ${locative(sign)} geri harekete ${verb(t, ['geçti', 'geçiyor', 'geçecek'])}`;
    case 'station-direct':
      return `${lead(body)} ${locative(sign)} düz harekete ${verb(t, ['döndü', 'dönüyor', 'dönecek'])}`;
    case 'new-moon':
    case 'full-moon': {
      const name = e.kind === 'new-moon' ? 'yeni ay' : 'dolunay';
      const eclipse = theme.eclipse
        ? ` ve ${theme.eclipse.kind === 'solar-eclipse' ? 'Güneş' : 'Ay'} ${verb(t, ['tutuldu', 'tutuluyor', 'tutulacak'])}`
        : '';
      const place = order === 0 ? `${when} ${locative(sign)}` : `${locative(sign)} ${when}`;
      return `${place} ${name} ${verb(t, ['vardı', 'var', 'olacak'])}${eclipse}`;
    }
  }
}

function tailKind(theme: Theme): TailKind {
  if (theme.aspect) {
    const k = theme.aspect.kind;
    return k === 'conjunction' ? 'conjunction' : k === 'trine' || k === 'sextile' ? 'soft' : 'hard';
  }
  return theme.event!.kind as TailKind;
}

/** The sentence that says what happens in a theme: the fact, then what it opens in the house. */
function themeSentence(ctx: Context, theme: Theme, offset: number): string {
  const vars = ctx.houseVars(theme.house, offset);
  if (theme.kind === 'moon' || theme.kind === 'sun') {
    const leads = theme.kind === 'moon' ? MOON_LEADS : SUN_LEADS;
    return `${fill(ctx.pick(leads, offset), vars)}, ${fill(ctx.pick(MOON_CLAUSES, offset), vars).replace(/^./, (c) => c.toLocaleLowerCase('tr-TR'))}.`;
  }
  // The tail also moves with the body, so two contacts of one planet in a month read apart.
  // A day's tail is fixed by the event itself (its bodies, its sign, the tense), not by the
  // day: two contacts with the same planet never share a tail (3·ΔA is never a multiple of 13).
  const body = theme.aspect?.a ?? theme.event!.body;
  const tails = EVENT_TAILS[tailKind(theme)];
  const own = theme.aspect
    ? 3 * BODIES.indexOf(body) + 5 * BODIES.indexOf(theme.aspect.b)
    : 3 * BODIES.indexOf(body) + SIGN_IDS.indexOf(theme.event!.sign);
  const turn = ctx.daily ? own + ctx.tense(theme.at!) + 1 : ctx.index + offset + own;
  const tail = fill(tails[turn % tails.length], vars);
  return `${capitalize(eventFact(ctx, theme))}, ${tail.replace(/^./, (c) => c.toLocaleLowerCase('tr-TR'))}.`;
}

function lower(text: string): string {
  return text.replace(/^./, (c) => c.toLocaleLowerCase('tr-TR'));
}

/** The Moon's sign and house of the day, as an aside: every day's Genel names them once. */
function moonAside(ctx: Context): string {
  const sign = ctx.noonSign('moon');
  const vars = { ...ctx.houseVars(ctx.house(sign)), signLoc: locative(ctx.signName(sign)) };
  return `${fill(ctx.pick(MOON_ASIDES), vars)}, ${ctx.pick(MOON_ASIDE_CLAUSES)}.`;
}

/** The theme's meaning in one sentence: 'Pratikte bir yolculuk planı yeniden ele alınmayı bekliyor.' */
function meaningSentence(ctx: Context, house: number, offset: number): string {
  const vars = ctx.houseVars(house, offset);
  return `${ctx.pick(MEANING_LEADS, offset)} ${vars.detail} ${ctx.pick(MEANING_CLAUSES, offset)}.`;
}

/** A two-part sentence: lead, then clause. */
function pair(
  ctx: Context,
  lead: readonly string[],
  body: readonly string[],
  vars: Record<string, string>,
  offset = 0,
) {
  return `${fill(ctx.pick(lead, offset), vars)} ${lower(fill(ctx.pick(body, offset), vars))}.`;
}

/** A two-part sentence with its own offsets for the lead and the clause. */
function pairAt(
  ctx: Context,
  lead: readonly string[],
  body: readonly string[],
  vars: Record<string, string>,
  leadOffset: number,
  bodyOffset: number,
) {
  return `${fill(ctx.pick(lead, leadOffset), vars)} ${lower(fill(ctx.pick(body, bodyOffset), vars))}.`;
}

/** The second pair of a week's or a month's section: lead moved by 2, clause by 3. */
function pair2(ctx: Context, lead: readonly string[], body: readonly string[], vars: Record<string, string>) {
  return `${fill(ctx.pick(lead, 2), vars)} ${lower(fill(ctx.pick(body, 3), vars))}.`;
}

// --- The sky box ---------------------------------------------------------------------------------

function eventNote(ctx: Context, e: SkyEvent): SkyNote {
  const at = Date.parse(e.at);
  const sign = ctx.signName(e.sign);
  const body = BODY_NAMES[e.body];
  const stamp = `${ctx.dayMonth(at)} saat ${ctx.clock(at)}`;
  const house = `${ctx.house(e.sign)}. ev, ${AREAS[ctx.house(e.sign) - 1]}`;
  const what =
    e.kind === 'ingress'
      ? `${body} ${dative(sign)} geçiyor`
      : e.kind === 'station-retrograde'
        ? `${body} ${locative(sign)} geri harekete başlıyor`
        : e.kind === 'station-direct'
          ? `${body} ${locative(sign)} düz harekete dönüyor`
          : `${locative(sign)} ${e.kind === 'new-moon' ? 'yeni ay' : 'dolunay'}`;
  return { key: `${e.kind}:${e.body}:${e.at}`, label: stamp, text: `${what}; ${house}.` };
}

/** An eclipse with its hour, and whether Istanbul sees it at that hour. */
function eclipseNote(ctx: Context, x: PeriodSky['eclipses'][number]): SkyNote {
  const at = Date.parse(x.at);
  const what = `${ECLIPSE_TYPE_NAMES[x.eclipseType].toLocaleLowerCase('tr-TR')} ${x.kind === 'solar-eclipse' ? 'Güneş' : 'Ay'} tutulması`;
  let seen: string;
  if (x.kind === 'lunar-eclipse') {
    seen = x.peakVisibleFromIstanbul
      ? 'Ay o saatte İstanbul’un ufkunun üstünde: İstanbul’dan görülebilecek'
      : 'Ay o saatte İstanbul’un ufkunun altında: tutulmanın en büyük anı İstanbul’dan görülmeyecek';
  } else if (x.istanbul && x.istanbul.sunAltitudeAtPeak > 0) {
    const peak = Date.parse(x.istanbul.peak);
    seen = `İstanbul’dan parçalı olarak, en çok saat ${clockWith(ctx.clock(peak), 'locative')} görülebilecek`;
  } else {
    seen = 'İstanbul’dan görülmeyecek';
  }
  return {
    key: `${x.kind}:${x.at}`,
    label: `${ctx.dayMonth(at)} saat ${ctx.clock(at)}`,
    text: `${capitalize(what)}, ${locative(ctx.signName(x.sign))}; ${seen}.`,
  };
}

function skyNotes(ctx: Context): SkyNote[] {
  const notes: SkyNote[] = [];
  const { sky } = ctx;
  if (ctx.daily) {
    const spans = sky.course.moon.signs;
    const moon =
      spans.length > 1
        ? `Saat ${clockWith(ctx.clock(spans[0].to), 'dative')} kadar ${locative(ctx.signName(spans[0].sign))}, sonra ${locative(ctx.signName(spans[1].sign))}`
        : `Bütün gün ${locative(ctx.signName(spans[0].sign))}`;
    const house = ctx.house(ctx.noonSign('moon'));
    notes.push({
      key: 'moon',
      label: 'Ay',
      text: `${moon}; öğle saatinde ${house}. evinizde, ${AREAS[house - 1]}. Evre: ${sky.moonPhase.name.toLocaleLowerCase('tr-TR')}.`,
    });
  } else {
    const spans = sky.course.moon.signs;
    if (ctx.type === 'weekly') {
      notes.push({
        key: 'moon',
        label: 'Ay’ın seyri',
        text: `${spans
          .map((s, i) =>
            i === 0
              ? `${ctx.weekday(s.from)} ${ctx.signName(s.sign)}`
              : `${ctx.weekday(s.from)} ${ctx.clock(s.from)} ${ctx.signName(s.sign)}`,
          )
          .join(', ')}.`,
      });
    }
  }
  const ruler = ctx.careerRuler;
  const rulerHouse = ctx.house(ctx.daily ? ctx.noonSign(ruler) : ctx.mainSign(ruler));
  notes.push({
    key: 'career-ruler',
    label: 'Meslek gezegeniniz',
    text: `${BODY_NAMES[ruler]}, 10. evinizin yöneticisi; ${ctx.daily ? 'bugün' : 'dönemin çoğunda'} ${rulerHouse}. evinizde, ${AREAS[rulerHouse - 1]}.`,
  });
  for (const e of sky.events) {
    if (e.body === 'moon' && e.kind === 'ingress') continue;
    notes.push(eventNote(ctx, e));
  }
  for (const x of sky.eclipses) notes.push(eclipseNote(ctx, x));
  const exact = sky.exact
    .filter((a) => (ctx.daily ? Math.abs(ctx.daysFromStart(a.at)) <= 1 : true))
    .slice(0, ctx.daily ? 3 : 6);
  for (const a of exact) {
    notes.push({
      key: `aspect:${a.a}:${a.b}:${a.at}`,
      label: `${ctx.dayMonth(a.at)} saat ${ctx.clock(a.at)}`,
      text: `${BODY_NAMES[a.a]}–${BODY_NAMES[a.b]} ${ASPECT_POSSESSED[a.kind]} kesinleşiyor.`,
    });
  }
  for (const c of sky.moonContacts.slice(0, 2)) {
    const other = c.a === 'moon' ? c.b : c.a;
    notes.push({
      key: `moon-contact:${other}:${c.at}`,
      label: `Saat ${ctx.clock(c.at)}`,
      text: `Ay–${BODY_NAMES[other]} ${ASPECT_WORDS[c.kind]}.`,
    });
  }
  // Retrograde planets: with the day they turn, where that is known.
  const retro = (
    ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as Body[]
  ).filter((b) => ctx.retroShare(b) > 0);
  if (retro.length) {
    const items = retro.map((b) => {
      const whole = ctx.retroShare(b) >= 1;
      const station = ctx.daily ? sky.next[b]?.station : undefined;
      if (station && station.kind === 'station-direct') {
        const at = Date.parse(station.at);
        return `${BODY_NAMES[b]}, ${ctx.dayMonth(at)} tarihinde düz harekete dönüyor`;
      }
      return whole ? `${BODY_NAMES[b]}, dönem boyunca` : `${BODY_NAMES[b]}, dönemin bir bölümünde`;
    });
    notes.push({ key: 'retrograde', label: 'Retrodaki gezegenler', text: `${items.join('; ')}.` });
  }
  if (ctx.daily) {
    // What comes next: the next lunation with how far it is, and sign changes within a month.
    const next = sky.nextLunations.find((e) => Date.parse(e.at) >= sky.end);
    if (next) {
      const at = Date.parse(next.at);
      const n = ctx.daysFromStart(at);
      notes.push({
        key: 'next-lunation',
        label: next.kind === 'new-moon' ? 'Sonraki yeni ay' : 'Sonraki dolunay',
        text: `${ctx.dayMonth(at)} saat ${ctx.clock(at)}, ${ctx.signName(next.sign)}; ${n === 1 ? 'yarın' : `${n} gün sonra`}.`,
      });
    }
    const ahead = (['sun', 'mercury', 'venus', 'mars'] as Body[])
      .map((b) => ({ b, e: sky.next[b]?.ingress }))
      .filter(
        (x): x is { b: Body; e: SkyEvent } =>
          !!x.e && Date.parse(x.e.at) >= sky.end && Date.parse(x.e.at) - sky.start < 30 * DAY_MS,
      )
      .map(
        ({ b, e }) =>
          `${BODY_NAMES[b]} ${ctx.dayMonth(Date.parse(e.at))} tarihinde ${dative(ctx.signName(e.sign))}`,
      );
    if (ahead.length)
      notes.push({ key: 'ahead', label: 'Yakında burç değiştirecek', text: `${ahead.join('; ')}.` });
  }
  return notes;
}

// --- Ratings -----------------------------------------------------------------------------------------

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

/** Sentences into paragraphs of at most about PARAGRAPH_WORDS words. */
function paragraphs(sentences: readonly string[]): string {
  const out: string[][] = [];
  let words = 0;
  for (const s of sentences) {
    const n = s.split(/\s+/).length;
    if (!out.length || words + n > PARAGRAPH_WORDS) {
      out.push([]);
      words = 0;
    }
    out[out.length - 1].push(s);
    words += n;
  }
  return out.map((p) => p.join(' ')).join('\n\n');
}

function general(ctx: Context, themes: Theme[]): string[] {
  const [first, second] = themes;
  const out = [themeSentence(ctx, first, 0), meaningSentence(ctx, first.house, 0)];
  if (ctx.daily) {
    if (second && second.kind !== 'moon') out.push(themeSentence(ctx, second, 3));
    out.push(moonAside(ctx));
    return out;
  }
  // A week or a month: its other events too, each dated, strongest first.
  const told = new Set(themes.map((t) => t.event ?? t.aspect));
  const rest = planRest(ctx, told);
  if (second) out.push(themeSentence(ctx, second, 3));
  rest.forEach((t, i) => out.push(themeSentence(ctx, t, 5 + i * 2)));
  // Moved by 105 in a 210-long cycle: no other sign or nearby period draws the same sentence.
  out.push(meaningSentence(ctx, (second ?? first).house, 105));
  return out;
}

/** A week's or a month's events beyond the themes: lunations, stations, ingresses, then aspects. */
function planRest(ctx: Context, told: Set<unknown>): Theme[] {
  const themes = planThemesAll(ctx).filter((t) => t.kind !== 'sun' && !told.has(t.event ?? t.aspect));
  const events = themes.filter((t) => t.event);
  const aspects = themes.filter((t) => t.aspect).slice(0, ctx.type === 'weekly' ? 1 : 2);
  return [...events.slice(0, ctx.type === 'weekly' ? 6 : 5), ...aspects].sort((a, b) => a.at! - b.at!);
}

/** Tomorrow's sign changes, stations and lunation: a day may lead with them ("yarın"). */
function upcoming(ctx: Context): SkyEvent[] {
  const found = [
    ...Object.values(ctx.sky.next).flatMap((n) => [n?.ingress, n?.station]),
    ...ctx.sky.nextLunations,
  ].filter((e): e is SkyEvent => (!!e && e.body !== 'moon' ? true : !!e && e.kind !== 'ingress'));
  return found.filter((e) => Date.parse(e.at) >= ctx.sky.end && ctx.daysFromStart(Date.parse(e.at)) === 1);
}

function planInput(ctx: Context) {
  return {
    daily: ctx.daily,
    sky: ctx.sky,
    house: (s: SignId) => ctx.house(s),
    dayOf: (ms: number) => ctx.daysFromStart(ms),
    luminarySign: ctx.daily ? ctx.noonSign('moon') : ctx.mainSign('sun'),
    upcoming: ctx.daily ? upcoming(ctx) : [],
  };
}

function planThemesAll(ctx: Context): Theme[] {
  return candidates(planInput(ctx));
}

export function composeReading(input: CompositionInput): PlannedReading {
  const ctx = new Context(input.type, input.sign, input.period, input.sky);
  const themes = planThemes(planInput(ctx));
  const ratingSky = ratingSkyOf(ctx);
  const ratings = ratingsOf(ratingSky);
  const tones = { love: toneOf(ratings.love), work: toneOf(ratings.career), health: toneOf(ratings.health) };
  const vars = ctx.houseVars(themes[0].house);
  const ruler = ctx.careerRuler;
  const rulerHouse = ctx.house(ctx.daily ? ctx.noonSign(ruler) : ctx.mainSign(ruler));
  const workVars = {
    ...vars,
    Ruler: BODY_NAMES[ruler],
    rulerLoc: HOUSE_WORDS[rulerHouse - 1].loc,
    rulerDat: HOUSE_WORDS[rulerHouse - 1].dat,
  };
  const sections: { key: ReadingSection['key']; title: string; sentences: string[] }[] = [
    { key: 'general', title: SECTION_TITLES.general, sentences: general(ctx, themes) },
    {
      key: 'love',
      title: SECTION_TITLES.love,
      sentences: [
        pair(ctx, SECTION_CONTEXT.love, SECTION_STATE.love[tones.love], vars),
        pair(ctx, ADVICE_LEADS, SECTION_ADVICE.love[tones.love], vars),
      ],
    },
    {
      key: 'work',
      title: SECTION_TITLES.work,
      sentences: [
        pair(ctx, SECTION_CONTEXT.work, SECTION_STATE.work[tones.work], workVars),
        pair(ctx, SECTION_CONTEXT.money, SECTION_STATE.money[tones.work], vars),
        pair(ctx, ADVICE_LEADS, SECTION_ADVICE.work[tones.work], vars, 2),
      ],
    },
    {
      key: 'health',
      title: SECTION_TITLES.health,
      sentences: [
        pair(ctx, SECTION_CONTEXT.health, SECTION_STATE.health[tones.health], vars),
        pair(ctx, ADVICE_LEADS, SECTION_ADVICE.health[tones.health], vars, 4),
      ],
    },
    {
      key: 'tip',
      title: TIP_TITLES[ctx.type],
      sentences: [
        `${fill(ctx.pick(TIP_FRAMES), vars)} ${fill(ctx.pick(TIP_ACTIONS), vars).replace(/^./, (c) => c.toLocaleLowerCase('tr-TR'))}.`,
      ],
    },
  ];
  if (!ctx.daily) {
    // A week or a month says a little more in each section: second pairs from the same lists,
    // moved by 17 in their cycle of 35 or 42 (lead and clause each by 17 modulo its length), so
    // that neither another sign of the same period nor a nearby period draws the same sentence.
    const more = (key: ReadingSection['key'], sentence: string) =>
      sections.find((s) => s.key === key)!.sentences.splice(1, 0, sentence);
    more('love', pair2(ctx, SECTION_CONTEXT.love, SECTION_STATE.love[tones.love], vars));
    more('work', pair2(ctx, SECTION_CONTEXT.money, SECTION_STATE.money[tones.work], vars));
    more('health', pair2(ctx, SECTION_CONTEXT.health, SECTION_STATE.health[tones.health], vars));
    sections[1].sentences.push(pairAt(ctx, ADVICE_LEADS, SECTION_ADVICE.love[tones.love], vars, 3, 5));
    sections[3].sentences.push(pairAt(ctx, ADVICE_LEADS, SECTION_ADVICE.health[tones.health], vars, 7, 9));
    const second = themes[1] ?? themes[0];
    const vars2 = ctx.houseVars(second.house, 2);
    sections[4].sentences.push(
      `${fill(ctx.pick(TIP_FRAMES, 5), vars2)} ${lower(fill(ctx.pick(TIP_ACTIONS, 3), vars2))}.`,
    );
  }
  const rendered = sections.map((s) => ({ key: s.key, title: s.title, text: paragraphs(s.sentences) }));
  return {
    text: sectionsToText(rendered),
    headline: fill(ctx.pick(HEADLINES), vars),
    summary: `${fill(ctx.pick(SUMMARY_LEADS), vars)}, ${ctx.pick(SUMMARY_CLAUSES)}.`,
    ratings,
    ratingReasons: ratingReasons(ratings, ratingSky),
    tones,
    sections: rendered,
    sky: skyNotes(ctx),
    themes,
  };
}
