import {
  getSign,
  SIGN_IDS,
  isSignId,
  type Element,
  type Quality,
  type SignCore,
  type SignId,
} from '../../zodiac/signs';
import { AREAS, AREA_LABEL, SIGN_FORMS, SIGN_TRAITS, type Area } from './traits';

/**
 * The 78 pair pages (docs/compatibility.md): every unordered pair of signs, the same sign twice
 * included, named in zodiac order. Everything here is fixed: no chance, the same on every visit.
 */

export type Relation = 'ayni' | 'otuz' | 'altmis' | 'kare' | 'ucgen' | 'yuzelli' | 'karsit';

export const RELATION_LABEL: Record<Relation, string> = {
  ayni: 'Aynı burç',
  otuz: 'Komşu burçlar (30°)',
  altmis: 'Sekstil (60°)',
  kare: 'Kare açı (90°)',
  ucgen: 'Üçgen açı (120°)',
  yuzelli: 'Yüz ellilik açı (150°)',
  karsit: 'Karşıt burçlar (180°)',
};

const BY_STEPS: readonly Relation[] = ['ayni', 'otuz', 'altmis', 'kare', 'ucgen', 'yuzelli', 'karsit'];

/** The sign-to-sign relation: how many signs apart the two are, the shorter way round. */
export function signRelation(a: SignId, b: SignId): Relation {
  const d = Math.abs(SIGN_IDS.indexOf(a) - SIGN_IDS.indexOf(b));
  return BY_STEPS[Math.min(d, 12 - d)];
}

export interface PairIds {
  a: SignId;
  b: SignId;
}

/** The pair's canonical slug: the two ids in zodiac order. */
export function pairSlug(x: SignId, y: SignId): string {
  const [a, b] = SIGN_IDS.indexOf(x) <= SIGN_IDS.indexOf(y) ? [x, y] : [y, x];
  return `${a}-${b}`;
}

/** Reads `koc-terazi`; `canonical` is false for the reverse order. Null for anything else. */
export function parsePairSlug(slug: string): (PairIds & { canonical: boolean }) | null {
  const parts = slug.split('-');
  if (parts.length !== 2) return null;
  const [a, b] = parts;
  if (!isSignId(a) || !isSignId(b)) return null;
  return { a, b, canonical: SIGN_IDS.indexOf(a) <= SIGN_IDS.indexOf(b) };
}

/** All 78 pairs in zodiac order. */
export function allPairs(): PairIds[] {
  const out: PairIds[] = [];
  SIGN_IDS.forEach((a, i) => SIGN_IDS.slice(i).forEach((b) => out.push({ a, b })));
  return out;
}

// ---- The breakdown: fixed points per area from the element pair, quality pair and relation ----

type ElementKind = 'ayni' | 'tamamlayici' | 'komsu' | 'zit';
const ELEMENT_ORDER: readonly Element[] = ['Ateş', 'Toprak', 'Hava', 'Su'];

export function elementKind(x: Element, y: Element): ElementKind {
  if (x === y) return 'ayni';
  const key = [x, y].sort((p, q) => ELEMENT_ORDER.indexOf(p) - ELEMENT_ORDER.indexOf(q)).join('+');
  if (key === 'Ateş+Hava' || key === 'Toprak+Su') return 'tamamlayici';
  // Fire–earth and air–water share a border in temperament; fire–water and earth–air pull apart.
  if (key === 'Ateş+Toprak' || key === 'Hava+Su') return 'komsu';
  return 'zit';
}

/** Points added to a base of 55, per area in AREAS order: ask, iletisim, guven, evlilik, dostluk. */
export const BASE_POINTS = 55;
export const ELEMENT_POINTS: Record<ElementKind, readonly number[]> = {
  ayni: [10, 12, 8, 8, 12],
  tamamlayici: [12, 8, 5, 5, 10],
  komsu: [0, -3, 0, 3, 0],
  zit: [-3, -8, -5, -3, -3],
};
export const QUALITY_POINTS: Record<'ayni' | 'farkli', readonly number[]> = {
  // Two of the same quality want the same thing at the same time: attraction, and friction.
  ayni: [5, 0, -10, -5, 0],
  farkli: [0, 3, 3, 3, 3],
};
export const RELATION_POINTS: Record<Relation, readonly number[]> = {
  ayni: [5, 10, 0, 0, 10],
  otuz: [-5, 0, 0, 5, 5],
  altmis: [8, 15, 5, 5, 15],
  kare: [12, -10, -15, -5, -5],
  ucgen: [15, 10, 10, 10, 10],
  yuzelli: [0, -10, -5, -5, -5],
  karsit: [15, 0, -10, 0, 0],
};

export interface AreaScore {
  area: Area;
  label: string;
  element: number;
  quality: number;
  relation: number;
  total: number;
}

export function pairBreakdown(a: SignId, b: SignId): { areas: AreaScore[]; overall: number } {
  const x = getSign(a);
  const y = getSign(b);
  const ek = elementKind(x.element, y.element);
  const qk = x.quality === y.quality ? 'ayni' : 'farkli';
  const rel = signRelation(a, b);
  const areas = AREAS.map((area, i) => {
    const element = ELEMENT_POINTS[ek][i];
    const quality = QUALITY_POINTS[qk][i];
    const relation = RELATION_POINTS[rel][i];
    return {
      area,
      label: AREA_LABEL[area],
      element,
      quality,
      relation,
      total: Math.max(20, Math.min(95, BASE_POINTS + element + quality + relation)),
    };
  });
  const overall = Math.round(areas.reduce((s, r) => s + r.total, 0) / areas.length);
  return { areas, overall };
}

// ---- The text ----

type Names = { A: string; B: string; a: SignCore; b: SignCore };
type Template = (n: Names) => string;

const fa = (n: Names) => SIGN_FORMS[n.a.id];
const fb = (n: Names) => SIGN_FORMS[n.b.id];

const QUALITY_WORD: Record<Quality, string> = { Öncü: 'öncü', Sabit: 'sabit', Değişken: 'değişken' };
const ELEMENT_WORD: Record<Element, string> = { Ateş: 'ateş', Toprak: 'toprak', Hava: 'hava', Su: 'su' };

const RELATION_GLANCE: Record<Relation, Template> = {
  ayni: (n) =>
    `İki ${n.A} aynı burcun insanlarıdır: güçlü yanlarınız da zaaflarınız da ortak, bu yüzden birbirinizi hem çok iyi anlar hem de kolayca kızdırırsınız.`,
  otuz: (n) =>
    `${n.A} ile ${n.B} zodyakta yan yana durur; aralarındaki 30 derecelik mesafe, birbirine hem çok yakın hem de bambaşka iki mizacı anlatır.`,
  altmis: (n) =>
    `${n.A} ile ${n.B} arasında 60 derecelik bir açı, yani sekstil var. Astrolojide sekstil, kendiliğinden açılan kapıların ve arkadaşça bir kolaylığın işaretidir.`,
  kare: (n) =>
    `${n.A} ile ${n.B} arasında 90 derecelik kare açı var; bu açı sürtünme demektir, ama aynı sürtünme güçlü bir çekim ve büyüme fırsatı da yaratır.`,
  ucgen: (n) =>
    `${n.A} ile ${n.B} zodyakta 120 derece arayla, üçgen açıyla bakışır; astrolojinin en akıcı ilişkisi budur, çünkü ikisi aynı elementin çocuklarıdır.`,
  yuzelli: (n) =>
    `${n.A} ile ${n.B} arasında 150 derecelik bir açı var; ne elementleri ne nitelikleri örtüşen bu ikili, birbirini anlamak için sürekli ayar yapmak zorundadır.`,
  karsit: (n) =>
    `${n.A} ile ${n.B} zodyakta tam karşı karşıyadır; 180 derecelik karşıtlık, birinin eksiğinin ötekinde olduğu, mıknatıs gibi çeken bir ikiliyi anlatır.`,
};

const ELEMENT_GLANCE: Record<string, Template> = {
  'Ateş+Ateş': (n) =>
    `İki ateş burcu olarak ${n.A} ile ${n.B} aynı hızda yaşar; coşku ortak, sabır ise ikisinde de kıt.`,
  'Toprak+Toprak': (n) =>
    `İki toprak burcu olarak ${n.A} ile ${n.B} gerçekçidir; ikisi de sözden çok yapılana bakar.`,
  'Hava+Hava': (n) =>
    `İki hava burcu olarak ${n.A} ile ${n.B} kafa kafaya verir; fikir ortak, duygular ise bazen sırada bekler.`,
  'Su+Su': (n) =>
    `İki su burcu olarak ${n.A} ile ${n.B} birbirini söylenmeden anlar; duygular derin, alınganlık da öyle.`,
  'Ateş+Hava': (n) =>
    `${n.A} ile ${n.B} arasında ateşle havanın bildik oyunu var: biri fikri verir, öteki onu alevlendirir.`,
  'Toprak+Su': (n) =>
    `${n.A} ile ${n.B} toprakla suyun bereketli ortaklığını kurar: biri kabı, öteki içini doldurur.`,
  'Ateş+Toprak': (n) =>
    `${n.A} ile ${n.B} ateşle toprağın farklı temposunu yaşar: biri hemen ister, öteki önce sağlama alır.`,
  'Ateş+Su': (n) => `${n.A} ile ${n.B} ateşle suyun zor ama yoğun buluşmasıdır: tutku bol, kırılganlık da.`,
  'Toprak+Hava': (n) =>
    `${n.A} ile ${n.B} toprakla havanın farklı dillerini konuşur: biri somut ister, öteki olasılıklarla oynar.`,
  'Hava+Su': (n) =>
    `${n.A} ile ${n.B} havayla suyun, yani akılla duygunun buluşmasıdır: biri açıklar, öteki hisseder.`,
};

function elementGlance(n: Names): string {
  const key = [n.a.element, n.b.element]
    .sort((p, q) => ELEMENT_ORDER.indexOf(p) - ELEMENT_ORDER.indexOf(q))
    .join('+');
  return ELEMENT_GLANCE[key](n);
}

const QUALITY_GLANCE: Record<string, Template> = {
  'Öncü+Öncü': (n) =>
    `İkisi de öncü burç; ${n.A} ile ${n.B} arasında kimin yönü belirleyeceği erken konuşulmalı.`,
  'Sabit+Sabit': (n) =>
    `İkisi de sabit burç; ${n.A} ile ${n.B} zor vazgeçer, bu da hem sadakat hem inat getirir.`,
  'Değişken+Değişken': (n) =>
    `İkisi de değişken burç; ${n.A} ile ${n.B} kolay uyum sağlar ama karar anlarında ikisi de topu öbürüne atabilir.`,
  'Öncü+Sabit': (n) =>
    `Öncü ile sabit niteliğin buluşmasında ${n.A} ile ${n.B} arasında biri başlatır, öteki sürdürür.`,
  'Öncü+Değişken': (n) =>
    `Öncü ile değişken niteliğin buluşmasında ${n.A} ile ${n.B} arasında biri yönü çizer, öteki yola uyar.`,
  'Sabit+Değişken': (n) =>
    `Sabit ile değişken niteliğin buluşmasında ${n.A} ile ${n.B} arasında biri köklenir, öteki dal budak salmak ister.`,
};
const QUALITY_ORDER: readonly Quality[] = ['Öncü', 'Sabit', 'Değişken'];

function qualityGlance(n: Names): string {
  const key = [n.a.quality, n.b.quality]
    .sort((p, q) => QUALITY_ORDER.indexOf(p) - QUALITY_ORDER.indexOf(q))
    .join('+');
  return QUALITY_GLANCE[key](n);
}

/** One sentence per relation and area, naming both signs. */
const RELATION_AREA: Record<Relation, Record<Area, Template>> = {
  ayni: {
    ask: (n) =>
      `${n.A}, bir başka ${n.A} karşısında kendi yansımasını görür; çekim ilk günden güçlüdür ama tekdüzeliğe dönmemesi için birbirinizi şaşırtın.`,
    iletisim: (n) =>
      `Aynı burçtan iki ${n.A} konuşurken cümleyi birbirinin ağzından alır; anlaşmak kolay, dinlemeyi unutmak da.`,
    guven: (n) =>
      `İki ${n.A} kavga ettiğinde aynı silahları kullanır; kimin haklı olduğundan çok, kimin önce yumuşayacağını kararlaştırın.`,
    evlilik: (n) =>
      `İki ${n.A} aynı evde aynı alışkanlıkları büyütür; işleri paylaşırken güçlü yanları değil, eksik kalan işleri de bölüşün.`,
    dostluk: (n) =>
      `İki ${n.A} arkadaş olunca aynı esprilere güler, aynı şeylere kızar; bu dostluk çoğu zaman ilk görüşte kurulur.`,
  },
  otuz: {
    ask: (n) =>
      `Komşu burçlar olan ${n.A} ile ${n.B} arasındaki çekim yavaş pişer: önce merak, sonra birbirinde eksik olanı bulma isteği gelir.`,
    iletisim: (n) =>
      `${n.A} ile ${n.B} aynı cümleye farklı yerlerden bakar; konuşmadan önce ne kastettiğinizi bir kez daha sormak yanlış anlamaları önler.`,
    guven: (n) =>
      `${n.A} ile ${n.B} büyük kavgalardan çok küçük rahatsızlıklarla yıpranır; birikmeden söylenen bir cümle çok şeyi kurtarır.`,
    evlilik: (n) =>
      `Uzun vadede ${n.A} ile ${n.B} birbirinin eksiğini kapatmayı öğrenir; zodyaktaki komşuluk evde de iyi bir komşuluğa dönüşebilir.`,
    dostluk: (n) => `${n.A} ile ${n.B} arasındaki dostluk birbirinden bir şey öğrenmenin keyfiyle beslenir.`,
  },
  altmis: {
    ask: (n) =>
      `${n.A} ile ${n.B} arasında aşk çoğu zaman arkadaşlıktan doğar; sekstil flörtü kolay ve neşeli kılar.`,
    iletisim: (n) =>
      `${n.A} ile ${n.B} konuşurken birbirini tamamlar; sekstilin en çok hissedildiği alan budur.`,
    guven: (n) =>
      `${n.A} ile ${n.B} tartıştığında bile köprüleri atmaz; ortak bir dil bulmak onlar için zor değildir.`,
    evlilik: (n) =>
      `${n.A} ile ${n.B} ortak projelerle büyüyen bir ilişki kurar; birlikte bir iş, bir ev ya da bir hobi bu bağı sağlamlaştırır.`,
    dostluk: (n) =>
      `${n.A} ile ${n.B} belki de en iyi arkadaş olarak parlar; birlikte plan yapmak ve gülmek onlara doğal gelir.`,
  },
  kare: {
    ask: (n) =>
      `${n.A} ile ${n.B} arasındaki kare açı, çekimi elektrikli kılar; tartışma ile tutku arasındaki çizgi bu ikilide incedir.`,
    iletisim: (n) =>
      `${n.A} ile ${n.B} aynı konuda zıt yöntemler önerir; kazanmaya değil anlamaya odaklandıklarında konuşmaları verimlidir.`,
    guven: (n) =>
      `${n.A} ile ${n.B} arasında çatışma kaçınılmazdır; kavga kurallarını sakin bir günde baştan koymak bu ilişkinin sigortasıdır.`,
    evlilik: (n) =>
      `${n.A} ile ${n.B} birlikte kalmayı seçtiğinde birbirini en çok geliştiren eşlerden olur; ama bu, emek isteyen bir yoldur.`,
    dostluk: (n) =>
      `${n.A} ile ${n.B} dostlukta birbirini kışkırtır ve ileri iter; rekabet tatlı kaldığı sürece bu bağ güçlenir.`,
  },
  ucgen: {
    ask: (n) =>
      `${n.A} ile ${n.B} arasındaki üçgen açı, aşkı zahmetsiz kılar; tek tehlike, bu kolaylığı kanıksamaktır.`,
    iletisim: (n) =>
      `${n.A} ile ${n.B} aynı elementin dilini konuşur; çoğu konuda söze gerek kalmadan anlaşırlar.`,
    guven: (n) =>
      `${n.A} ile ${n.B} arasında güven hızla kurulur; kavgalar da kısa sürer, çünkü ikisi de öbürünün niyetinden şüphe etmez.`,
    evlilik: (n) =>
      `${n.A} ile ${n.B} uzun bir birliktelik için geleneksel astrolojinin en sağlam eşleşmelerinden biridir.`,
    dostluk: (n) =>
      `${n.A} ile ${n.B} arkadaşlıkta birbirinin ailesi gibi olur; yıllar sonra da aynı yakınlığı korurlar.`,
  },
  yuzelli: {
    ask: (n) =>
      `${n.A} ile ${n.B} arasındaki çekim tuhaf ve inatçıdır; birbirinizi tam anlayamasanız da vazgeçmekte zorlanırsınız.`,
    iletisim: (n) =>
      `${n.A} ile ${n.B} farklı frekanslarda yayın yapar; önemli konuları yazıyla ya da sakin bir saatte konuşmak işe yarar.`,
    guven: (n) =>
      `${n.A} ile ${n.B} arasında kırgınlık çoğu zaman yanlış anlamadan doğar; varsaymak yerine sormayı alışkanlık edinin.`,
    evlilik: (n) =>
      `${n.A} ile ${n.B} uzun vadede sürekli küçük uzlaşmalarla yol alır; esneklik bu evliliğin çimentosudur.`,
    dostluk: (n) =>
      `${n.A} ile ${n.B} arasındaki dostluk birbirine bambaşka dünyalar açar; ortak bir uğraş bu bağı sabitler.`,
  },
  karsit: {
    ask: (n) =>
      `${n.A} ile ${n.B} birbirini mıknatıs gibi çeker; karşıt burçların aşkı ilk bakışta yoğun, uzun vadede dengeleyicidir.`,
    iletisim: (n) =>
      `${n.A} ile ${n.B} aynı konunun iki yüzünü görür; birlikte düşündüklerinde tek başlarına göremedikleri resmi tamamlarlar.`,
    guven: (n) =>
      `${n.A} ile ${n.B} arasındaki gerilim bir halat çekmeye dönebilir; kimin kazandığını değil, halatı birlikte tutmayı düşünün.`,
    evlilik: (n) =>
      `${n.A} ile ${n.B} evlilikte birbirini tamamlayan iki yarım gibidir; yeter ki farkları bir suçlama konusu olmasın.`,
    dostluk: (n) =>
      `${n.A} ile ${n.B} arkadaşlıkta birbirine ayna tutar; dürüst bir dost arayan ikisi de burada bulur.`,
  },
};

export interface PairSection {
  area: Area;
  title: string;
  sentences: string[];
}

export interface PairPage {
  slug: string;
  a: SignCore;
  b: SignCore;
  relation: Relation;
  title: string;
  description: string;
  glance: string[];
  sections: PairSection[];
  breakdown: ReturnType<typeof pairBreakdown>;
  /** The note under the breakdown: fixed, unlike the calculator's score. */
  breakdownNote: string;
}

function areaSentences(n: Names, rel: Relation, area: Area): string[] {
  const ta = SIGN_TRAITS[n.a.id][area];
  const tb = SIGN_TRAITS[n.b.id][area];
  if (n.a.id === n.b.id) {
    return [
      `${AREA_LABEL[area]} söz konusu olduğunda iki ${n.A} burcu da aynı şeyi yapar: ${ta.does}.`,
      RELATION_AREA[rel][area](n),
      `İkiniz de ${ta.needs} istersiniz; bunu birbirinizden beklemek yerine sırayla verin.`,
    ];
  }
  return [
    `${n.A} ${ta.does}; ${n.B} ise ${tb.does}.`,
    RELATION_AREA[rel][area](n),
    ADVICE[area](n, ta.needs, tb.needs),
  ];
}

/** The advice that closes each area's paragraph, built from both signs' needs. */
const ADVICE: Record<Area, (n: Names, na: string, nb: string) => string> = {
  ask: (n, na, nb) =>
    `${fa(n).dat} önerimiz: ${fb(n).gen} ${nb} ihtiyacını hafife almayın; ${fb(n).dat} düşen de ${fa(n).gen} ${na} ihtiyacına alan açmak.`,
  iletisim: (n, na, nb) =>
    `Konuşurken ${fa(n).gen} ${na}, ${fb(n).gen} ise ${nb} beklediğini akılda tutmak tartışmaların yarısını baştan çözer.`,
  guven: (n, na, nb) =>
    `Kriz anında ${fa(n).gen} ihtiyacı ${na}, ${fb(n).gen} ihtiyacı ise ${nb}; barış, ikisini de aynı akşam vermekten geçer.`,
  evlilik: (n, na, nb) =>
    `Ortak bir ev kurulacaksa ${n.A} için ${na}, ${n.B} için ${nb} pazarlık konusu yapılmamalı.`,
  dostluk: (n, na, nb) =>
    `Bu dostluğu uzun ömürlü kılan, ${fa(n).dat} ${na}, ${fb(n).dat} de ${nb} sunabilmektir.`,
};

/** The whole pair page for a canonical pair. */
export function pairPage(a: SignId, b: SignId): PairPage {
  const sa = getSign(a);
  const sb = getSign(b);
  // The same sign twice reads as 'Koç ile bir başka Koç'.
  const n: Names = { A: sa.name, B: a === b ? `bir başka ${sb.name}` : sb.name, a: sa, b: sb };
  const rel = signRelation(a, b);
  const same = a === b;
  const glance = [
    same
      ? `${sa.name} ${QUALITY_WORD[sa.quality]} bir ${ELEMENT_WORD[sa.element]} burcudur ve bu ilişkide iki taraf da ${sa.ruler} yönetiminde aynı mizacı taşır.`
      : `${sa.name} ${QUALITY_WORD[sa.quality]} bir ${ELEMENT_WORD[sa.element]} burcu, ${sb.name} ise ${QUALITY_WORD[sb.quality]} bir ${ELEMENT_WORD[sb.element]} burcudur; yöneticileri ${sa.ruler} ve ${sb.ruler}.`,
    RELATION_GLANCE[rel](n),
    elementGlance(n),
    qualityGlance(n),
  ];
  const sections = AREAS.map((area) => ({
    area,
    title: AREA_LABEL[area],
    sentences: areaSentences(n, rel, area),
  }));
  const pair = same ? `${sa.name} ve ${sa.name}` : `${sa.name} ve ${sb.name}`;
  const breakdown = pairBreakdown(a, b);
  return {
    slug: pairSlug(a, b),
    a: sa,
    b: sb,
    relation: rel,
    title: `${pair} Uyumu`,
    description: `${pair} burçlarının aşk uyumu: elementleri, nitelikleri ve aralarındaki açı; aşk, iletişim, güven, evlilik ve arkadaşlıkta neye dikkat etmeli?`,
    glance,
    sections,
    breakdown,
    breakdownNote: `${pair} için bu tablo her ziyarette aynıdır: puanlar yalnızca element çiftinden, nitelik çiftinden ve ${RELATION_LABEL[rel].toLocaleLowerCase('tr-TR')} ilişkisinden gelir. Aşk uyumu hesaplayıcısının yüzdesi ise her seferinde şans payı ekler; bu tabloda şansa yer yoktur.`,
  };
}

/** Every sentence a visitor reads on the pair page (glance, sections, the breakdown's note). */
export function pairPageSentences(page: PairPage): string[] {
  return [...page.glance, ...page.sections.flatMap((s) => s.sentences), page.breakdownNote];
}
