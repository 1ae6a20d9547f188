/**
 * The synastry reading, written from the comparison's facts only: every sentence names the
 * points, signs, houses or orbs it is about, so two couples read the same sentence only when
 * they share that fact. Where several wordings exist, a hash of the fact picks one (the same
 * pair always reads the same). Framework-free; client-safe.
 */
import { maxOrb, type AspectKind } from '../astro/aspects';
import { normalizeDegrees } from '../astro/longitude';
import { capitalize, locative, ordinal } from '../horoscope/turkish';
import type { BirthChart } from '../birth-chart/types';
import { getSign, SIGN_IDS, type SignId } from '../zodiac/signs';
import type { Person, SynastryAspect, SynastryFacts, SynastryInterpretation, SynastryPoint } from './types';
import {
  ASPECT_MODES,
  ASPECT_WORD,
  CLASSIC_PAIRS,
  classicKey,
  COMPOSITE_ASCENDANT,
  COMPOSITE_MARS,
  COMPOSITE_MOON,
  COMPOSITE_SUN,
  COMPOSITE_VENUS,
  EASE_ACTION,
  ELEMENT_MEETING,
  ELEMENT_WORD,
  HOUSE_AREA,
  OVERLAY_GIFT,
  PERSON_GENITIVE,
  POINT_POSSESSED,
  POINT_THEME,
  POINT_WEIGHT,
  STRAIN_ACTION,
} from './words';

/** How many aspects the reading writes up; the table lists them all. */
export const READING_ASPECTS = 5;

const signOfLongitude = (lon: number): SignId => SIGN_IDS[Math.floor(normalizeDegrees(lon) / 30) % 12];
const signName = (id: SignId) => getSign(id).name;

/** FNV-1a: a stable choice among wordings for one fact. */
function pick<T>(options: readonly T[], fact: string): T {
  let h = 0x811c9dc5;
  for (let i = 0; i < fact.length; i++) {
    h ^= fact.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return options[(h >>> 0) % options.length];
}

/** '1,2°', or 'tam' under 0,05°. */
function orbText(orb: number): string {
  if (orb < 0.05) return 'neredeyse tam';
  return `${orb.toLocaleString('tr-TR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })}° orbla`;
}

function pointSign(chart: BirthChart, point: SynastryPoint): SignId | null {
  if (point === 'ascendant') return chart.ascendant?.sign ?? null;
  if (point === 'midheaven') return chart.midheaven?.sign ?? null;
  return chart.bodies.find((b) => b.body === point)?.sign ?? null;
}

/** 'birinci kişinin Terazi’deki Venüsü' */
function placed(chart: BirthChart, person: Person, point: SynastryPoint): string {
  const sign = pointSign(chart, point);
  const where = sign ? `${locative(signName(sign))}ki ` : '';
  return `${PERSON_GENITIVE[person]} ${where}${POINT_POSSESSED[point]}`;
}

const plain = (person: Person, point: SynastryPoint) =>
  `${PERSON_GENITIVE[person]} ${POINT_POSSESSED[point]}`;
const theme = (person: Person, point: SynastryPoint) => `${PERSON_GENITIVE[person]} ${POINT_THEME[point]}`;

const HARMONY = new Set<AspectKind>(['sextile', 'trine']);
const TENSION = new Set<AspectKind>(['square', 'opposition']);

/** How much an aspect should colour the reading: personal points and tight orbs first. */
export function aspectWeight(x: SynastryAspect): number {
  const p = POINT_WEIGHT[x.from.point];
  const q = POINT_WEIGHT[x.to.point];
  if (p < 0.5 && q < 0.5) return 0;
  return p * q * (1 - x.orb / maxOrb(x.aspect, x.from.point, x.to.point));
}

function aspectParagraph(a: BirthChart, b: BirthChart, x: SynastryAspect): string {
  const p = x.from.point;
  const q = x.to.point;
  const classic = CLASSIC_PAIRS[classicKey(p, q)];
  const fact = `${capitalize(placed(a, 'a', p))} ile ${placed(b, 'b', q)} arasında ${orbText(x.orb)} ${ASPECT_WORD[x.aspect]} var${classic ? `; ${classic}` : ''}.`;
  const mode = pick(ASPECT_MODES[x.aspect], `${p}|${q}|${x.aspect}|${pointSign(a, p)}|${pointSign(b, q)}`);
  return `${fact} ${capitalize(mode(theme('a', p), theme('b', q)))}`;
}

function overview(a: BirthChart, b: BirthChart, facts: SynastryFacts): string[] {
  const sunA = pointSign(a, 'sun')!;
  const sunB = pointSign(b, 'sun')!;
  const moonA = pointSign(a, 'moon')!;
  const moonB = pointSign(b, 'moon')!;
  const out: string[] = [];
  const moonNote = (c: BirthChart) => (c.input.time ? '' : ' (saat bilinmediği için öğle vaktine göre)');
  out.push(
    `Birinci kişinin Güneşi ${locative(signName(sunA))}, Ayı ${locative(signName(moonA))}${moonNote(a)}; ikinci kişinin Güneşi ${locative(signName(sunB))}, Ayı ${locative(signName(moonB))}${moonNote(b)}.`,
  );
  const ea = getSign(sunA).element;
  const eb = getSign(sunB).element;
  const meeting = ELEMENT_MEETING[[ea, eb].sort().join('+')];
  out.push(
    ea === eb
      ? `${signName(sunA)} ile ${signName(sunB)} Güneşleri aynı elementten, ikisi de ${ELEMENT_WORD[ea]}: ${meeting}.`
      : `${signName(sunA)} Güneşi ${ELEMENT_WORD[ea]}, ${signName(sunB)} Güneşi ${ELEMENT_WORD[eb]} elementinden: ${meeting}.`,
  );
  const harmony = facts.aspects.filter((x) => HARMONY.has(x.aspect)).length;
  const tension = facts.aspects.filter((x) => TENSION.has(x.aspect)).length;
  const conj = facts.aspects.length - harmony - tension;
  const tightest = facts.aspects[0];
  if (tightest) {
    out.push(
      `İki harita arasında orb sınırları içinde ${facts.aspects.length} açı var: ${harmony} uyumlu (üçgen ya da sekstil), ${tension} gerilimli (kare ya da karşıt), ${conj} kavuşum; en sıkısı ${plain('a', tightest.from.point)} ile ${plain('b', tightest.to.point)} arasındaki ${ASPECT_WORD[tightest.aspect]} (${tightest.orb.toLocaleString('tr-TR')}°).`,
    );
    out.push(
      harmony > tension * 1.5
        ? `Uyumlu açılar ağır basıyor (${harmony} uyumluya karşı ${tension} gerilimli): ilişki kolay akar, asıl iş bu kolaylığın tembelliğe dönüşmemesi.`
        : tension > harmony * 1.5
          ? `Gerilimli açılar ağır basıyor (${tension} gerilimliye karşı ${harmony} uyumlu): ilişki canlı ama yorucu olabilir, sorunları büyümeden konuşmak burada her şeyden önemli.`
          : `Uyumlu ve gerilimli açılar dengede (${harmony} uyumlu, ${tension} gerilimli): bu ilişkide rahatlık ile sürtünme bir arada ve ikisi de işe yarar.`,
    );
  } else {
    out.push(
      'İki harita arasında orb sınırları içinde hiç açı yok: bu ender bir durumdur; bağ, açılardan çok ortak yaşantıyla kurulur.',
    );
  }
  const unknown = (['a', 'b'] as const).filter((p) => !(p === 'a' ? a : b).input.time);
  if (unknown.length === 2) {
    out.push(
      `İki doğum saati de bilinmediği için yükselenler, evler ve ev yerleşimleri karşılaştırmaya girmedi; Aylar öğle vaktine göre ${locative(signName(moonA))} ve ${locative(signName(moonB))} alındı.`,
    );
  } else if (unknown.length === 1) {
    const who = unknown[0];
    const moon = who === 'a' ? moonA : moonB;
    out.push(
      `${capitalize(PERSON_GENITIVE[who])} doğum saati bilinmediği için onun yükseleni ve evleri yok, ev yerleşimleri de hesaplanmadı; Ayı öğle vaktine göre ${locative(signName(moon))} alındı.`,
    );
  }
  return out;
}

function overlayParagraphs(a: BirthChart, b: BirthChart, facts: SynastryFacts): string[] {
  if (!facts.overlays) return [];
  const out: string[] = [];
  for (const guest of ['a', 'b'] as const) {
    const host: Person = guest === 'a' ? 'b' : 'a';
    const guestChart = guest === 'a' ? a : b;
    const sentences: string[] = [];
    for (const body of ['sun', 'moon', 'venus', 'mars'] as const) {
      const o = facts.overlays.find((x) => x.person === guest && x.body === body);
      if (!o) continue;
      sentences.push(
        `${capitalize(placed(guestChart, guest, body))} ${PERSON_GENITIVE[host]} ${ordinal(o.house)} evine düşüyor: onun ${HOUSE_AREA[o.house]} alanına ${OVERLAY_GIFT[body]}.`,
      );
    }
    out.push(sentences.join(' '));
  }
  return out;
}

function compositeParagraphs(facts: SynastryFacts): string[] {
  const sign = (body: string) =>
    signOfLongitude(facts.composite.bodies.find((x) => x.body === body)!.longitude);
  const sun = sign('sun');
  const moon = sign('moon');
  const venus = sign('venus');
  const mars = sign('mars');
  const out = [
    `İki haritanın orta noktalarından kurulan kompozit haritada Güneş ${locative(signName(sun))}, Ay ${locative(signName(moon))}: ilişkinin özü ${COMPOSITE_SUN[sun]}, duygusal iklimi ise ${COMPOSITE_MOON[moon]} bir iklim.`,
    `Kompozit Venüs ${locative(signName(venus))}, Mars ${locative(signName(mars))}: sevginizi birbirinize ${COMPOSITE_VENUS[venus]} gösterir, birlikte ${COMPOSITE_MARS[mars]} harekete geçersiniz.`,
  ];
  if (facts.composite.ascendant) {
    const asc = signOfLongitude(facts.composite.ascendant.longitude);
    const mc = facts.composite.midheaven ? signOfLongitude(facts.composite.midheaven.longitude) : null;
    const degree = Math.floor(normalizeDegrees(facts.composite.ascendant.longitude) % 30);
    out.push(
      `Kompozit yükselen ${signName(asc)} ${degree}°${mc ? `, tepe noktası ${signName(mc)}` : ''}: çevreniz sizi ${COMPOSITE_ASCENDANT[asc]} bir çift olarak görür.`,
    );
  }
  return out;
}

function adviceOf(a: BirthChart, b: BirthChart, ranked: SynastryAspect[]): string[] {
  const out: string[] = [];
  const tense = ranked.filter((x) => TENSION.has(x.aspect)).slice(0, 2);
  for (const x of tense) {
    const p = x.from.point;
    const q = x.to.point;
    const actions = p === q ? [STRAIN_ACTION[p]] : [STRAIN_ACTION[p], STRAIN_ACTION[q]];
    out.push(
      `${capitalize(plain('a', p))} ile ${plain('b', q)} arasındaki ${ASPECT_WORD[x.aspect]} (${x.orb.toLocaleString('tr-TR')}°) için: ${actions.join('; ')}.`,
    );
  }
  const easy = ranked.find(
    (x) =>
      HARMONY.has(x.aspect) ||
      (x.aspect === 'conjunction' && x.from.point !== 'saturn' && x.to.point !== 'saturn'),
  );
  if (easy) {
    const lead =
      POINT_WEIGHT[easy.from.point] >= POINT_WEIGHT[easy.to.point] ? easy.from.point : easy.to.point;
    out.push(
      `${capitalize(plain('a', easy.from.point))} ile ${plain('b', easy.to.point)} arasındaki ${ASPECT_WORD[easy.aspect]} ilişkinin güçlü yanı; onu besleyin: ${EASE_ACTION[lead]}.`,
    );
  }
  if (!out.length) {
    const sunA = signName(pointSign(a, 'sun')!);
    const sunB = signName(pointSign(b, 'sun')!);
    out.push(
      `Belirgin bir kişisel açı yokken ${sunA} ile ${sunB} arasındaki bağı ortak yaşantı kurar: birlikte düzenli yaptığınız bir şey bulun.`,
    );
  }
  return out;
}

/** The reading of two charts' comparison. */
export function interpretSynastry(
  a: BirthChart,
  b: BirthChart,
  facts: SynastryFacts,
): SynastryInterpretation {
  const ranked = facts.aspects
    .map((x) => ({ x, w: aspectWeight(x) }))
    .filter((r) => r.w > 0)
    .sort((l, r) => r.w - l.w)
    .map((r) => r.x);
  const top = ranked.slice(0, READING_ASPECTS);
  const lead = top[0];
  const sunA = signName(pointSign(a, 'sun')!);
  const sunB = signName(pointSign(b, 'sun')!);
  const headline = lead
    ? `${sunA} Güneşi ile ${sunB} Güneşi: en belirgin bağ, ${plain('a', lead.from.point)} ile ${plain('b', lead.to.point)} arasındaki ${ASPECT_WORD[lead.aspect]} (${lead.orb.toLocaleString('tr-TR')}°).`
    : `${sunA} Güneşi ile ${sunB} Güneşi: kişisel noktalar arasında belirgin bir açı yok.`;

  const sections: SynastryInterpretation['sections'] = [
    { key: 'overview', title: 'Genel tablo', paragraphs: overview(a, b, facts) },
  ];
  if (top.length) {
    sections.push({
      key: 'aspects',
      title: 'Öne çıkan bağlar',
      paragraphs: top.map((x) => aspectParagraph(a, b, x)),
    });
  }
  const overlays = overlayParagraphs(a, b, facts);
  if (overlays.length)
    sections.push({ key: 'overlays', title: 'Birbirinizin evlerinde', paragraphs: overlays });
  sections.push({ key: 'composite', title: 'Kompozit harita', paragraphs: compositeParagraphs(facts) });
  return { headline, sections, advice: adviceOf(a, b, ranked) };
}
