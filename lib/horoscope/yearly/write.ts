/**
 * Writes a sign's yearly reading from its year's sky (sky.ts), the way a columnist plans a
 * year: one message (the house Jupiter holds longest, with Saturn's lesson beside it), then the
 * slow planets, the eclipses and the retrogrades, each dated, a short paragraph per month, and
 * love, work, money and health with the weeks that matter for each. Every phrase from
 * houses.ts sits in one clause with a date or a sign, so the twelve signs of a year do not
 * share clauses and no clause repeats within a reading.
 */
import { BODY_NAMES } from '../../astro/bodies';
import { ECLIPSE_TYPE_NAMES } from '../../astro/calendar-events';
import { calendarYearBounds } from '../../astro/calendar';
import { MONTH_NAMES } from '../../time/calendar';
import { inIstanbul } from '../../time/zone';
import { getSign, type SignId } from '../../zodiac/signs';
import { capitalize, dative, genitive, locative, ablative, ordinal } from '../turkish';
import {
  HEALTH_TIP,
  HOUSE_IN,
  JUPITER_GROWTH,
  LOVE_TIP,
  LUNAR_ECLIPSE,
  MARS_PASS,
  MARS_RETRO,
  MERCURY_RETRO,
  MONEY_TIP,
  MONTH_ADVICE,
  SATURN_LESSON,
  SOLAR_ECLIPSE,
  SUN_PASS,
  VENUS_PASS,
  VENUS_RETRO,
  WORK_TIP,
  YEAR_TIP,
  YEAR_TOPIC,
} from './houses';
import type { SignYearSky, SlowPlanetYear, YearEclipse, YearIngress, YearRetrograde } from './sky';

export interface YearlySection {
  key: string;
  title: string;
  text: string;
}

export interface MonthHighlight {
  /** 1–12. */
  month: number;
  name: string;
  text: string;
}

export interface WrittenYear {
  summary: string;
  sections: YearlySection[];
  months: MonthHighlight[];
}

/** A stay of a body in one sign within the year: from its ingress (or 1 January) to the next. */
interface Stay {
  body: YearIngress['body'];
  sign: SignId;
  house: number;
  from: string;
  to: string;
  /** Whether the stay begins with the year (the body was already there). */
  fromYearStart: boolean;
}

const signName = (id: SignId) => getSign(id).name;

/** Day and month in Istanbul, with the year when it is not the reading's year. */
function dayLabel(at: string, year: number): string {
  const d = inIstanbul(new Date(at));
  const base = `${d.getDate()} ${MONTH_NAMES[d.getMonth()]}`;
  return d.getFullYear() === year ? base : `${base} ${d.getFullYear()}`;
}

// A year is read aloud by its last word ('2026' → 'altı'); the suffix follows that word.
const YEAR_LAST_WORD = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const YEAR_TENS_WORD = ['bin', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
function spokenTail(label: string): string {
  const m = /(\d{4})$/.exec(label);
  if (!m) return label;
  const y = Number(m[1]);
  return y % 10 ? YEAR_LAST_WORD[y % 10] : YEAR_TENS_WORD[Math.floor((y % 100) / 10)];
}
function withCase(label: string, inflect: (w: string) => string): string {
  const tail = spokenTail(label);
  return `${label}${inflect(tail).slice(tail.length)}`;
}
const on = (at: string, year: number) => withCase(dayLabel(at, year), locative);
const until = (at: string, year: number) => withCase(dayLabel(at, year), dative);
const since = (at: string, year: number) => withCase(dayLabel(at, year), ablative);
const range = (from: string, to: string, year: number) => `${dayLabel(from, year)}–${dayLabel(to, year)}`;

/**
 * A stretch of the year in words: '14 Mayıs–15 Temmuz arasında', '26 Temmuz’a kadar' when it
 * begins with the year, '25 Kasım’dan yıl sonuna kadar' when it runs to its end.
 */
function span(from: string, to: string, year: number, ending: 'arası' | 'arasında'): string {
  const { start, end } = calendarYearBounds(year);
  const fromStart = Date.parse(from) <= start.getTime();
  const toEnd = Date.parse(to) >= end.getTime() - 1;
  if (fromStart && toEnd) return 'bütün yıl';
  if (fromStart) return `yıl başından ${until(to, year)} kadar`;
  if (toEnd) return `${since(from, year)} yıl sonuna kadar`;
  return `${range(from, to, year)} ${ending}`;
}
const monthOf = (at: string) => inIstanbul(new Date(at)).getMonth() + 1;

/** The stays of the Sun, Venus and Mars in the year, in order. */
function staysOf(sky: SignYearSky, body: 'sun' | 'venus' | 'mars', startSign: SignId, startHouse: number): Stay[] {
  const { start, end } = calendarYearBounds(sky.year);
  const ingresses = sky.ingresses.filter((e) => e.body === body);
  const stays: Stay[] = [];
  let current = { sign: startSign, house: startHouse, from: start.toISOString(), fromYearStart: true };
  for (const e of ingresses) {
    stays.push({ body, ...current, to: e.at });
    current = { sign: e.sign, house: e.house, from: e.at, fromYearStart: false };
  }
  stays.push({ body, ...current, to: new Date(end.getTime() - 1).toISOString() });
  return stays;
}

/** The house a slow planet holds longest in the year. */
function dominantHouse(p: SlowPlanetYear, year: number): number {
  const { start, end } = calendarYearBounds(year);
  const spans = new Map<number, number>();
  let house = p.start.house;
  let from = start.getTime();
  for (const e of p.ingresses) {
    const t = Date.parse(e.at);
    spans.set(house, (spans.get(house) ?? 0) + t - from);
    house = e.house;
    from = t;
  }
  spans.set(house, (spans.get(house) ?? 0) + end.getTime() - from);
  return [...spans.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

function slowPlanetText(p: SlowPlanetYear, year: number, meaning: readonly string[], link = 've'): string[] {
  const name = BODY_NAMES[p.body];
  const first = p.ingresses[0];
  if (!first) {
    return [
      `${name} ${year} boyunca ${locative(signName(p.start.sign))}, ${ordinal(p.start.house)} evinizde ilerliyor, ${link} ${meaning[p.start.house]}.`,
    ];
  }
  const out = [
    `${name} yıla ${locative(signName(p.start.sign))}, ${ordinal(p.start.house)} evinizde başlıyor, ${until(first.at, year)} kadar ${meaning[p.start.house]}.`,
  ];
  for (const e of p.ingresses) {
    out.push(
      e.retrograde
        ? `${capitalize(on(e.at, year))} ${name} geri giderek ${dative(signName(e.sign))} dönüyor ve ${ordinal(e.house)} evinizin konuları bir süre daha gündemde kalıyor.`
        : `${capitalize(on(e.at, year))} ${name} ${dative(signName(e.sign))} geçiyor, ${ordinal(e.house)} evinizde ${meaning[e.house]}.`,
    );
  }
  return out;
}

function eclipseName(e: YearEclipse): string {
  const adjective = ECLIPSE_TYPE_NAMES[e.eclipseType].toLocaleLowerCase('tr-TR');
  return `${adjective} ${e.kind === 'solar' ? 'Güneş' : 'Ay'} tutulması`;
}

function eclipseText(e: YearEclipse, year: number): string {
  const meaning = e.kind === 'solar' ? SOLAR_ECLIPSE[e.house] : LUNAR_ECLIPSE[e.house];
  return `${capitalize(on(e.at, year))} ${locative(signName(e.sign))} ${eclipseName(e)} ${ordinal(e.house)} evinize düşüyor ve ${meaning}.`;
}

/** The slow planets seen from one subject: only the houses that subject looks at. */
const JUPITER_TOPIC = {
  love: { 5: 'yeni bir aşka ya da ilişkinizde yeni bir heyecana kapı açık', 7: 'evlilik ve nişan haberleri için şanslı bir dönemdesiniz' } as Record<number, string>,
  work: { 6: 'iş yerinde düzeninizi kuran adımlar ödüllendiriliyor', 10: 'terfi ve yeni görev teklifleri için kapı aralık' } as Record<number, string>,
  money: { 2: 'gelirinizi artırmak için elinizdeki fırsatları değerlendirin', 8: 'kredi ve ortak yatırımlarda destek bulmanız kolaylaşıyor' } as Record<number, string>,
};
const SATURN_TOPIC = {
  love: { 5: 'aşkta hafif maceralar yerine ciddi bir bağ arıyorsunuz', 7: 'ilişkinizde sorumlulukları paylaşmayı konuşmanız gerekiyor' } as Record<number, string>,
  work: { 6: 'iş yükünüzü sınırlamazsanız yorgunluk birikiyor', 10: 'yöneticilerinizin beklentisi yüksek ama kalıcı bir yükselişin temeli atılıyor' } as Record<number, string>,
};

const RETRO_MEANING = { mercury: MERCURY_RETRO, venus: VENUS_RETRO, mars: MARS_RETRO } as const;

function retroText(r: YearRetrograde, year: number): string {
  const where =
    r.from.sign === r.to.sign
      ? `${locative(signName(r.from.sign))}, ${ordinal(r.from.house)} evinizde`
      : `${ablative(signName(r.from.sign))} ${dative(signName(r.to.sign))} doğru, ${ordinal(r.from.house)} ve ${ordinal(r.to.house)} evleriniz arasında`;
  return `${BODY_NAMES[r.body]} ${range(r.start, r.end, year)} arasında ${where} geri gidiyor, bu haftalarda ${RETRO_MEANING[r.body][r.from.house]}.`;
}

/** Candidate highlights of a month, strongest first (the rule in docs/readings.md). */
interface Candidate {
  rank: number;
  at: string;
  house: number;
  text: string;
}

function monthCandidates(sky: SignYearSky, month: number): Candidate[] {
  const y = sky.year;
  const inMonth = (at: string) => {
    const d = inIstanbul(new Date(at));
    return d.getFullYear() === y && d.getMonth() + 1 === month;
  };
  const out: Candidate[] = [];
  for (const e of sky.eclipses.filter((e) => inMonth(e.at))) {
    out.push({
      rank: 0,
      at: e.at,
      house: e.house,
      text:
        e.kind === 'solar'
          ? `${capitalize(on(e.at, y))} ${HOUSE_IN[e.house]} yeni bir sayfa açan Güneş tutulması var.`
          : `${capitalize(on(e.at, y))} ${HOUSE_IN[e.house]} bir dönemi kapatan Ay tutulması var.`,
    });
  }
  for (const p of [sky.jupiter, sky.saturn]) {
    for (const e of p.ingresses.filter((e) => inMonth(e.at))) {
      out.push({
        rank: 1,
        at: e.at,
        house: e.house,
        text:
          p.body === 'jupiter'
            ? `${capitalize(on(e.at, y))} Jüpiter ${dative(signName(e.sign))} geçiyor ve şans ${ordinal(e.house)} evinize taşınıyor.`
            : `${capitalize(on(e.at, y))} Satürn ${dative(signName(e.sign))} geçiyor ve sorumluluklar ${ordinal(e.house)} evinizde toplanıyor.`,
      });
    }
  }
  for (const r of sky.retrogrades) {
    if (inMonth(r.start)) {
      out.push({
        rank: 2,
        at: r.start,
        house: r.from.house,
        text: `${capitalize(on(r.start, y))} ${BODY_NAMES[r.body]} retrosu başlıyor ve ${HOUSE_IN[r.from.house]} eski konular yeniden gündeme geliyor.`,
      });
    }
    if (inMonth(r.end)) {
      out.push({
        rank: 2,
        at: r.end,
        house: r.to.house,
        text: `${capitalize(on(r.end, y))} ${BODY_NAMES[r.body]} düz harekete dönüyor ve ${HOUSE_IN[r.to.house]} işler yeniden akmaya başlıyor.`,
      });
    }
  }
  const pass = { mars: MARS_PASS, venus: VENUS_PASS, sun: SUN_PASS } as const;
  const rank = { mars: 3, venus: 4, sun: 5 } as const;
  for (const e of sky.ingresses) {
    if (e.retrograde || !inMonth(e.at) || !(e.body === 'mars' || e.body === 'venus' || e.body === 'sun')) continue;
    out.push({
      rank: rank[e.body],
      at: e.at,
      house: e.house,
      text: `${capitalize(on(e.at, y))} ${BODY_NAMES[e.body]} ${dative(signName(e.sign))} geçiyor, ${pass[e.body][e.house]}.`,
    });
  }
  return out.sort((a, b) => a.rank - b.rank || a.at.localeCompare(b.at));
}

function monthHighlights(sky: SignYearSky): MonthHighlight[] {
  const adviceUsed = new Map<number, number>();
  return MONTH_NAMES.map((name, i) => {
    const month = i + 1;
    const picked = monthCandidates(sky, month).slice(0, 2).sort((a, b) => a.at.localeCompare(b.at));
    const lead = picked.length ? [...picked].sort((a, b) => a.rank - b.rank)[0].house : 1;
    const used = adviceUsed.get(lead) ?? 0;
    adviceUsed.set(lead, used + 1);
    const advice = MONTH_ADVICE[lead][used % MONTH_ADVICE[lead].length];
    const opener = [`${name} ayında`, `${name} boyunca`, `Bu ${name} ayında`][i % 3];
    return { month, name, text: [...picked.map((c) => c.text), `${opener} ${advice}.`].join(' ') };
  });
}

/** The first stay of a body in one of the houses, the longest if there are several. */
function longestStay(stays: Stay[], house: number): Stay | undefined {
  return stays
    .filter((s) => s.house === house)
    .sort((a, b) => Date.parse(b.to) - Date.parse(b.from) - (Date.parse(a.to) - Date.parse(a.from)))[0];
}

function stayRange(s: Stay, year: number, ending: 'arası' | 'arasında' = 'arası'): string {
  return span(s.from, s.to, year, ending);
}

function slowIn(p: SlowPlanetYear, houses: readonly number[], year: number): { house: number; when: string } | null {
  const { start, end } = calendarYearBounds(year);
  const points = [{ at: start.toISOString(), house: p.start.house }, ...p.ingresses.map((e) => ({ at: e.at, house: e.house }))];
  for (let i = 0; i < points.length; i++) {
    if (!houses.includes(points[i].house)) continue;
    const to = points[i + 1]?.at ?? new Date(end.getTime() - 1).toISOString();
    return { house: points[i].house, when: span(points[i].at, to, year, 'arasında') };
  }
  return null;
}

/** Writes the reading. */
export function writeYear(sky: SignYearSky, startSigns: Record<'sun' | 'venus' | 'mars', { sign: SignId; house: number }>): WrittenYear {
  const y = sky.year;
  const sign = getSign(sky.sign);
  const jupiterHouse = dominantHouse(sky.jupiter, y);
  const saturnHouse = dominantHouse(sky.saturn, y);
  const sun = staysOf(sky, 'sun', startSigns.sun.sign, startSigns.sun.house);
  const venus = staysOf(sky, 'venus', startSigns.venus.sign, startSigns.venus.house);
  const mars = staysOf(sky, 'mars', startSigns.mars.sign, startSigns.mars.house);

  const jupiterWhen = slowIn(sky.jupiter, [jupiterHouse], y)!.when;
  const summary = `${y}, ${sign.name} burcu için ${YEAR_TOPIC[jupiterHouse]} yılı, çünkü Jüpiter ${jupiterWhen} ${ordinal(jupiterHouse)} evinizde ilerliyor.`;

  // The summary is the reading's lead (shown above the sections): the sections do not repeat it.
  const general = [
    ...slowPlanetText(sky.jupiter, y, JUPITER_GROWTH),
    ...slowPlanetText(sky.saturn, y, SATURN_LESSON, 'bu yüzden'),
  ].join(' ');

  const eclipses = sky.eclipses.map((e) => eclipseText(e, y)).join(' ');

  const retroBodies = ['mercury', 'venus', 'mars'] as const;
  const retros = sky.retrogrades
    .slice()
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((r) => retroText(r, y));
  for (const body of retroBodies) {
    if (!sky.retrogrades.some((r) => r.body === body)) {
      retros.push(
        body === 'venus'
          ? `Venüs ${y} yılında hiç geri gitmiyor, ${genitive(sign.name)} gönül işlerinde eski hesapları açan bir dönem yok.`
          : body === 'mars'
            ? `Mars ${y} yılında hiç geri gitmiyor, ${genitive(sign.name)} enerjisi yıl boyunca ileri akıyor.`
            : `Merkür ${y} yılında geri gitmiyor, ${genitive(sign.name)} yazışmaları aksamadan ilerliyor.`,
      );
    }
  }

  // Love: Venus in the 5th and 7th houses, the slow planets and eclipses there.
  const love: string[] = [];
  const v5 = longestStay(venus, 5);
  const v7 = longestStay(venus, 7);
  if (v5) love.push(`Flört ve yeni tanışmalar için en parlak haftalar, Venüs’ün beşinci evinizden geçtiği ${stayRange(v5, y)}.`);
  if (v7) love.push(`Evlilik, nişan ya da birlikte yaşama kararı için en uygun zaman Venüs’ün yedinci evinizde olduğu ${stayRange(v7, y)}.`);
  const jLove = slowIn(sky.jupiter, [5, 7], y);
  if (jLove) love.push(`Jüpiter ${jLove.when} ${ordinal(jLove.house)} evinizde, ${JUPITER_TOPIC.love[jLove.house]}.`);
  const sLove = slowIn(sky.saturn, [5, 7], y);
  if (sLove) love.push(`Satürn ${sLove.when} ${ordinal(sLove.house)} evinizde, ${SATURN_TOPIC.love[sLove.house]}.`);
  for (const e of sky.eclipses.filter((e) => e.house === 5 || e.house === 7)) {
    love.push(`${capitalize(on(e.at, y))} ${ordinal(e.house)} evinizdeki tutulma, ilişkinizde bir kararı öne çekebilir.`);
  }
  love.push(`${capitalize(y.toString())} boyunca aşkta ${LOVE_TIP[jupiterHouse]}.`);

  // Work: the Sun and Mars in the 10th, the slow planets in the 6th and 10th, Mercury's retrogrades there.
  const work: string[] = [];
  const s10 = longestStay(sun, 10);
  if (s10) work.push(`İşte en görünür olduğunuz dönem Güneş’in onuncu evinizden geçtiği ${stayRange(s10, y)}, terfi ya da zam konuşması için bu haftaları seçin.`);
  const m10 = longestStay(mars, 10);
  if (m10) work.push(`Mars’ın onuncu evinizde olduğu ${stayRange(m10, y, 'arasında')} işte hızlı davranmak kazandırıyor ama yöneticilerle sert tartışmalardan kaçının.`);
  const m6 = longestStay(mars, 6);
  if (m6) work.push(`Mars ${stayRange(m6, y, 'arasında')} altıncı evinizde, iş yükü artarken molalarınızı takvime yazın.`);
  const sWork = slowIn(sky.saturn, [6, 10], y);
  if (sWork) work.push(`Satürn ${sWork.when} ${ordinal(sWork.house)} evinizde, ${SATURN_TOPIC.work[sWork.house]}.`);
  const jWork = slowIn(sky.jupiter, [6, 10], y);
  if (jWork) work.push(`Jüpiter ${jWork.when} ${ordinal(jWork.house)} evinizde, ${JUPITER_TOPIC.work[jWork.house]}.`);
  work.push(`Kariyer planlarınızda ${WORK_TIP[saturnHouse]}.`);

  // Money: Venus and Jupiter in the 2nd and 8th houses, eclipses there.
  const money: string[] = [];
  const v2 = longestStay(venus, 2);
  if (v2) money.push(`Para konusunda en rahat haftalar Venüs’ün ikinci evinizde olduğu ${stayRange(v2, y)}.`);
  const v8 = longestStay(venus, 8);
  if (v8) money.push(`Kredi, borç ve ortak birikim konularında anlaşmak için en uygun zaman Venüs’ün sekizinci evinizden geçtiği ${stayRange(v8, y)}.`);
  const jMoney = slowIn(sky.jupiter, [2, 8], y);
  if (jMoney) money.push(`Jüpiter ${jMoney.when} ${ordinal(jMoney.house)} evinizde, ${JUPITER_TOPIC.money[jMoney.house]}.`);
  for (const e of sky.eclipses.filter((e) => e.house === 2 || e.house === 8)) {
    money.push(`${capitalize(on(e.at, y))} ${ordinal(e.house)} evinizdeki tutulma, bütçenizde bir düzenlemeyi zorunlu kılabilir.`);
  }
  money.push(`Bütçenizde ${MONEY_TIP[jupiterHouse]}.`);

  // Health: Mars in the 1st and 6th houses, the Sun in the 6th, Saturn in the 1st, 6th or 12th.
  const health: string[] = [];
  const s6 = longestStay(sun, 6);
  if (s6) health.push(`Sağlık kontrolleri ve yeni bir spor düzeni için en uygun zaman Güneş’in altıncı evinizde olduğu ${stayRange(s6, y)}.`);
  const m1 = longestStay(mars, 1);
  if (m1) health.push(`Mars’ın burcunuzdan geçtiği ${stayRange(m1, y, 'arasında')} enerjiniz yüksek, aceleden doğan küçük kazalara dikkat edin.`);
  const sHealth = slowIn(sky.saturn, [1, 6, 12], y);
  if (sHealth) health.push(`Satürn ${sHealth.when} ${ordinal(sHealth.house)} evinizde, yorgunluğu hafife almayın.`);
  health.push(`Sağlığınız için ${HEALTH_TIP[saturnHouse]}.`);

  const months = monthHighlights(sky);
  const tip = `${y} yılında ${YEAR_TIP[jupiterHouse]}, ${sign.name} burcunun bu yılki anahtarı bu.`;

  const sections: YearlySection[] = [
    { key: 'general', title: 'Genel', text: general },
    ...(eclipses ? [{ key: 'eclipses', title: 'Tutulmalar', text: eclipses }] : []),
    { key: 'retrogrades', title: 'Retrolar', text: retros.join(' ') },
    ...months.map((m) => ({ key: `month-${String(m.month).padStart(2, '0')}`, title: m.name, text: m.text })),
    { key: 'love', title: 'Aşk', text: love.join(' ') },
    { key: 'work', title: 'İş ve kariyer', text: work.join(' ') },
    { key: 'money', title: 'Para', text: money.join(' ') },
    { key: 'health', title: 'Sağlık', text: health.join(' ') },
    { key: 'tip', title: 'Yılın önerisi', text: tip },
  ];
  return { summary, sections, months };
}

export { monthOf };
