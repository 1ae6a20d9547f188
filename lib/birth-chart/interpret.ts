/**
 * The chart's interpretation in Turkish: the big three in depth, every planet in its sign and
 * house, the strongest aspects and the balance of elements and modalities. Composed from the
 * banks in interpret-*.ts; a paragraph is a function of its placement only, so two different
 * placements never read the same. Framework-free and client-safe.
 */
import { ASPECT_ORB } from '../astro/aspects';
import { BODY_NAMES } from '../astro/bodies';
import { ablative, capitalize, dative, genitive, locative, ordinal } from '../horoscope/turkish';
import { getSign, SIGN_IDS, type Element, type Quality, type SignId } from '../zodiac/signs';
import { ASPECT_MODE, ASPECT_TITLE, BODY_THEME, PAIR_SUBJECT } from './interpret-aspects';
import { MOON_IN_SIGN, RISING_IN_SIGN, SIGN_GIFT, SUN_IN_SIGN } from './interpret-big-three';
import {
  BODY_IN_HOUSE,
  HOUSE_MATTERS,
  PLANET_IN_SIGN,
  RETROGRADE,
  type PlanetBody,
} from './interpret-placements';
import { CHART_BODIES, type BirthChart, type ChartAspect, type ChartBody, type SignPosition } from './types';

export interface InterpretationItem {
  /** Stable key: 'sun', 'ascendant', 'mercury', 'sun+moon:square', 'balance'. */
  key: string;
  title: string;
  /** A short line under the title: where the placement stands. */
  subtitle: string | null;
  paragraphs: string[];
}

export interface ChartInterpretation {
  /** Güneş, Ay and, when the birth time is known, Yükselen. */
  bigThree: InterpretationItem[];
  /** Mercury to Pluto and the north node, in chart order. */
  placements: InterpretationItem[];
  /** The strongest aspects, strongest first (at most MAX_ASPECTS). */
  aspects: InterpretationItem[];
  balance: InterpretationItem;
}

export const MAX_ASPECTS = 6;

/** The chart's point names as the interpretations write them. */
export const CHART_BODY_NAMES: Record<ChartBody, string> = { ...BODY_NAMES, 'north-node': 'Kuzey Ay Düğümü' };

const signName = (id: SignId) => getSign(id).name;

const DECAN_ORDINAL = ['ilk', 'ikinci', 'üçüncü'] as const;

/** The decan (10° slice) of a position and the sign that colours it: the signs of its element in order. */
export function decanOf(position: Pick<SignPosition, 'sign' | 'degree'>): {
  index: 0 | 1 | 2;
  ruler: SignId;
} {
  const index = Math.min(2, Math.floor(position.degree / 10)) as 0 | 1 | 2;
  const signIndex = SIGN_IDS.indexOf(position.sign);
  return { index, ruler: SIGN_IDS[(signIndex + index * 4) % 12] };
}

/** 12° 5′ */
export function degreeLabel(position: Pick<SignPosition, 'degree' | 'minute'>): string {
  return `${position.degree}° ${position.minute}′`;
}

function decanSentence(subject: string, position: SignPosition): string {
  const { index, ruler } = decanOf(position);
  const sign = signName(position.sign);
  const where = `${subject} ${genitive(sign)} ${DECAN_ORDINAL[index]} dekanında, ${degreeLabel(position)} üzerinde duruyor.`;
  if (index === 0) {
    return `${where} Bu dilim burcun en saf halidir: ${genitive(sign)} ${SIGN_GIFT[position.sign]} katıksız biçimde taşırsınız.`;
  }
  const sub = signName(ruler);
  return `${where} Bu dilimin rengini ${sub} verir: ${genitive(sign)} temasına ${genitive(sub)} ${SIGN_GIFT[ruler]} eklersiniz.`;
}

const RULER_BODY: Record<string, ChartBody> = Object.fromEntries(
  CHART_BODIES.map((b) => [CHART_BODY_NAMES[b], b]),
) as Record<string, ChartBody>;

function rulerSentence(chart: BirthChart, rising: SignId): string | null {
  const rulerName = getSign(rising).ruler;
  const body = chart.bodies.find((b) => b.body === RULER_BODY[rulerName]);
  if (!body) return null;
  const where = body.house
    ? `${locative(signName(body.sign))} ve ${ordinal(body.house)} evinizde`
    : locative(signName(body.sign));
  const first = `Yükselen burcunuzun yöneticisi ${rulerName}, haritanızın da yöneticisidir ve ${where} duruyor.`;
  if (!body.house) return first;
  return `${first} Bu yüzden hayatınızın ağırlık merkezinde ${HOUSE_MATTERS[body.house - 1]} durur; ${genitive(rulerName)} burada yaşadıkları bütün haritanıza yön verir.`;
}

function bigThree(chart: BirthChart): InterpretationItem[] {
  const items: InterpretationItem[] = [];
  const timeKnown = chart.input.time !== null;
  const sun = chart.bodies.find((b) => b.body === 'sun')!;
  const moon = chart.bodies.find((b) => b.body === 'moon')!;

  const sunSecond = [decanSentence('Güneşiniz', sun)];
  if (sun.house) sunSecond.push(BODY_IN_HOUSE.sun[sun.house - 1]);
  items.push({
    key: 'sun',
    title: `Güneş ${locative(signName(sun.sign))}`,
    subtitle: sun.house ? `${capitalize(ordinal(sun.house))} ev` : null,
    paragraphs: [SUN_IN_SIGN[sun.sign], sunSecond.join(' ')],
  });

  const moonSigns = !timeKnown && chart.moonSigns ? chart.moonSigns : [moon.sign];
  if (moonSigns.length === 2) {
    const [from, to] = moonSigns.map(signName);
    items.push({
      key: 'moon',
      title: `Ay ${locative(from)} ya da ${locative(to)}`,
      subtitle: 'Doğum saati bilinmiyor',
      paragraphs: [
        `Ay doğduğunuz gün ${ablative(from)} ${dative(to)} geçti ve doğum saatiniz bilinmediği için hangisinde olduğunu kesin söyleyemiyoruz. İki yorumu da okuyun: çoğu kişi kendine ait olanı ilk okuyuşta tanır. Saatinizi öğrendiğinizde harita kesinleşir.`,
        MOON_IN_SIGN[moonSigns[0]],
        MOON_IN_SIGN[moonSigns[1]],
      ],
    });
  } else {
    const moonSecond: string[] = [];
    if (timeKnown) moonSecond.push(decanSentence('Ayınız', moon));
    else
      moonSecond.push(
        `Ay doğduğunuz gün boyunca ${locative(signName(moon.sign))} kaldı: doğum saatiniz bilinmese de Ay burcunuz kesin.`,
      );
    if (moon.house) moonSecond.push(BODY_IN_HOUSE.moon[moon.house - 1]);
    items.push({
      key: 'moon',
      title: `Ay ${locative(signName(moon.sign))}`,
      subtitle: moon.house ? `${capitalize(ordinal(moon.house))} ev` : null,
      paragraphs: [MOON_IN_SIGN[moon.sign], moonSecond.join(' ')],
    });
  }

  if (chart.ascendant) {
    const asc = chart.ascendant;
    const second = [decanSentence('Yükselen noktanız', asc)];
    const ruler = rulerSentence(chart, asc.sign);
    if (ruler) second.push(ruler);
    items.push({
      key: 'ascendant',
      title: `Yükselen ${signName(asc.sign)}`,
      subtitle: `${signName(asc.sign)} ${degreeLabel(asc)}`,
      paragraphs: [RISING_IN_SIGN[asc.sign], second.join(' ')],
    });
  }
  return items;
}

function placements(chart: BirthChart): InterpretationItem[] {
  return chart.bodies
    .filter((b): b is typeof b & { body: PlanetBody } => b.body !== 'sun' && b.body !== 'moon')
    .map((b) => {
      const parts = [PLANET_IN_SIGN[b.body][b.sign]];
      if (b.house) parts.push(BODY_IN_HOUSE[b.body][b.house - 1]);
      if (b.retrograde && b.body !== 'north-node') parts.push(RETROGRADE[b.body]);
      const name = CHART_BODY_NAMES[b.body];
      return {
        key: b.body,
        title: `${name} ${locative(signName(b.sign))}`,
        subtitle: [
          `${signName(b.sign)} ${degreeLabel(b)}`,
          b.house ? `${capitalize(ordinal(b.house))} ev` : null,
          b.retrograde && b.body !== 'north-node' ? 'Geri hareket' : null,
        ]
          .filter(Boolean)
          .join(' · '),
        paragraphs: [parts.join(' ')],
      };
    });
}

// How much a point colours a chart's reading; the slow outer planets share their aspects with a
// whole generation, so a pair of them never makes the list on its own.
const WEIGHT: Record<ChartBody, number> = {
  sun: 0.9,
  moon: 1,
  mercury: 0.8,
  venus: 0.9,
  mars: 0.9,
  jupiter: 0.7,
  saturn: 0.7,
  uranus: 0.45,
  neptune: 0.45,
  pluto: 0.45,
  'north-node': 0.4,
};

/** An aspect's weight in the chart: tighter orbs and more personal points score higher. */
export function aspectStrength(aspect: ChartAspect): number {
  const weight = (WEIGHT[aspect.a] + WEIGHT[aspect.b]) / 2;
  return Math.max(0, 1 - aspect.orb / ASPECT_ORB[aspect.type]) * weight;
}

/** The aspects worth reading, strongest first. */
export function strongestAspects(aspects: readonly ChartAspect[], limit = MAX_ASPECTS): ChartAspect[] {
  return aspects
    .filter((x) => WEIGHT[x.a] >= 0.5 || WEIGHT[x.b] >= 0.5)
    .map((x) => ({ x, s: aspectStrength(x) }))
    .filter(({ s }) => s > 0)
    .sort((p, q) => q.s - p.s || p.x.orb - q.x.orb)
    .slice(0, limit)
    .map(({ x }) => x);
}

/** `2° 14′` from a decimal orb. */
export function orbLabel(orb: number): string {
  const total = Math.round(orb * 60);
  return `${Math.floor(total / 60)}° ${total % 60}′`;
}

function pairKey(a: ChartBody, b: ChartBody): string {
  const [x, y] = CHART_BODIES.indexOf(a) <= CHART_BODIES.indexOf(b) ? [a, b] : [b, a];
  return `${x}+${y}`;
}

function aspectItem(aspect: ChartAspect): InterpretationItem {
  const key = pairKey(aspect.a, aspect.b);
  const [first, second] = key.split('+') as [ChartBody, ChartBody];
  const exactness =
    aspect.orb < 1
      ? `Açı neredeyse tam: tam açıdan yalnızca ${orbLabel(aspect.orb)} uzakta, bu yüzden haritanızda çok belirgindir.`
      : `Açı, tam açıdan ${orbLabel(aspect.orb)} uzakta.`;
  const phase = aspect.applying
    ? 'Yaklaşan bir açı olduğu için bu tema yaşınız ilerledikçe daha da belirginleşir.'
    : 'Ayrılan bir açı olduğu için bu tema size tanıdık ve yerleşik gelir.';
  return {
    key: `${key}:${aspect.type}`,
    title: `${CHART_BODY_NAMES[first]} ile ${CHART_BODY_NAMES[second]}: ${ASPECT_TITLE[aspect.type]}`,
    subtitle: `${orbLabel(aspect.orb)} · ${aspect.applying ? 'yaklaşan' : 'ayrılan'}`,
    paragraphs: [
      `${PAIR_SUBJECT[key]} ${ASPECT_MODE[aspect.type](BODY_THEME[first], BODY_THEME[second])} ${exactness} ${phase}`,
    ],
  };
}

const COUNT_OF: Record<number, string> = {
  1: 'biri',
  2: 'ikisi',
  3: 'üçü',
  4: 'dördü',
  5: 'beşi',
  6: 'altısı',
  7: 'yedisi',
  8: 'sekizi',
  9: 'dokuzu',
  10: 'onu',
};

const ELEMENT_STRONG: Record<Element, string> = {
  Ateş: 'Ateş elementi baskın: coşku, cesaret ve harekete geçme isteği haritanızın genel tonunu belirler. Hayata sıcaklıkla ve heyecanla yaklaşırsınız.',
  Toprak:
    'Toprak elementi baskın: gerçekçilik, sabır ve somut sonuçlar haritanızın genel tonunu belirler. Hayata ayaklarınız yere basarak yaklaşırsınız.',
  Hava: 'Hava elementi baskın: düşünce, iletişim ve ilişki kurmak haritanızın genel tonunu belirler. Hayatı önce zihninizle kavrarsınız.',
  Su: 'Su elementi baskın: duygular, sezgi ve empati haritanızın genel tonunu belirler. Hayatı önce hissederek anlarsınız.',
};

const ELEMENT_MISSING: Record<Element, string> = {
  Ateş: 'Ateş burçlarında hiçbir gök cismi yok: coşkuyu ve kendiliğindenliği bilinçli olarak beslemek, harekete geçmek için kendinize küçük hedefler koymak size iyi gelir.',
  Toprak:
    'Toprak burçlarında hiçbir gök cismi yok: düzen kurmak, bedeninize ve maddi konulara özen göstermek sizin için bilinçli bir çaba ister.',
  Hava: 'Hava burçlarında hiçbir gök cismi yok: duygularınıza ve eylemlerinize bir adım geri çekilip bakmak, düşündüklerinizi konuşmak size yeni bir bakış kazandırır.',
  Su: 'Su burçlarında hiçbir gök cismi yok: duygularınızı tanımak ve ifade etmek bilinçli bir çaba isteyebilir; sezgilerinize alan açtıkça ilişkileriniz derinleşir.',
};

const MODALITY_STRONG: Record<Quality, string> = {
  Öncü: 'Öncü burçlar öne çıkıyor: başlatmak, yön vermek ve ilk adımı atmak sizin doğal tarzınızdır.',
  Sabit:
    'Sabit burçlar öne çıkıyor: kararlılık, süreklilik ve sadakat sizin doğal tarzınızdır; değişim size zor gelebilir.',
  Değişken: 'Değişken burçlar öne çıkıyor: uyum sağlamak, esneklik ve çok yönlülük sizin doğal tarzınızdır.',
};

const ELEMENT_ORDER: readonly Element[] = ['Ateş', 'Toprak', 'Hava', 'Su'];
const MODALITY_ORDER: readonly Quality[] = ['Öncü', 'Sabit', 'Değişken'];

function balance(chart: BirthChart): InterpretationItem {
  const { elements, modalities } = chart.balance;
  const counted = ELEMENT_ORDER.filter((e) => elements[e] > 0)
    .map((e) => `${COUNT_OF[elements[e]]} ${e.toLocaleLowerCase('tr-TR')}`)
    .join(', ');
  const topElement = Math.max(...ELEMENT_ORDER.map((e) => elements[e]));
  const topModality = Math.max(...MODALITY_ORDER.map((q) => modalities[q]));
  const sentences = [
    `Güneş’ten Plüton’a on gök cisminin ${counted.replace(/, ([^,]*)$/, ' ve $1')} burçlarında duruyor.`,
    ...ELEMENT_ORDER.filter((e) => elements[e] === topElement).map((e) => ELEMENT_STRONG[e]),
    ...ELEMENT_ORDER.filter((e) => elements[e] === 0).map((e) => ELEMENT_MISSING[e]),
    ...MODALITY_ORDER.filter((q) => modalities[q] === topModality).map((q) => MODALITY_STRONG[q]),
  ];
  return {
    key: 'balance',
    title: 'Elementler ve nitelikler',
    subtitle: null,
    paragraphs: [sentences.join(' ')],
  };
}

/** The whole interpretation of a chart. */
export function interpretChart(chart: BirthChart): ChartInterpretation {
  return {
    bigThree: bigThree(chart),
    placements: placements(chart),
    aspects: strongestAspects(chart.aspects).map(aspectItem),
    balance: balance(chart),
  };
}
