import type { Element, SignCore } from '../zodiac/signs';

/**
 * The result text, assembled from phrases (docs/compatibility.md): one for the two elements
 * (which also carries the element relation), one for whether the pair is harmonious, and
 * one for the score band.
 */

export type ScoreBand = 'dusuk' | 'orta' | 'yuksek' | 'cokYuksek';

export const SCORE_BANDS: readonly { band: ScoreBand; from: number; label: string }[] = [
  { band: 'cokYuksek', from: 85, label: 'Çok yüksek uyum' },
  { band: 'yuksek', from: 70, label: 'Yüksek uyum' },
  { band: 'orta', from: 50, label: 'Orta düzeyde uyum' },
  { band: 'dusuk', from: 0, label: 'Emek isteyen uyum' },
];

export function scoreBand(score: number): ScoreBand {
  return (SCORE_BANDS.find((b) => score >= b.from) ?? SCORE_BANDS[SCORE_BANDS.length - 1]).band;
}

export function bandLabel(band: ScoreBand): string {
  return SCORE_BANDS.find((b) => b.band === band)!.label;
}

type ElementPairKey = `${Element}+${Element}`;

/** One phrase for each unordered pair of elements; the key is the pair in a fixed order. */
const ELEMENT_PHRASES: Partial<Record<ElementPairKey, string>> = {
  'Ateş+Ateş':
    'İki ateş burcu bir araya geldiğinde ortaya göz kamaştıran bir enerji çıkar: coşku, tutku ve macera bu ilişkinin yakıtıdır. İkiniz de hızlı karar verir, hayatı dolu dolu yaşamak istersiniz; dikkat etmeniz gereken tek şey, aynı anda alevlenen öfkelerin bir yangına dönüşmemesidir.',
  'Toprak+Toprak':
    'İki toprak burcu aynı dili konuşur: güven, istikrar ve ortak hedefler. Birlikte sağlam bir hayat kurmak, birikim yapmak ve geleceği planlamak size doğal gelir; ilişkinin rutine dönmemesi için arada sürprizlere yer açmayı unutmayın.',
  'Hava+Hava':
    'İki hava burcu arasında sohbet hiç bitmez: fikir alışverişi, merak ve zihinsel uyum bu bağın temelidir. Birbirinize özgürlük tanır, birlikte öğrenir ve gülersiniz; duyguları da düşünceler kadar konuşmak ilişkinizi derinleştirir.',
  'Su+Su':
    'İki su burcu birbirini söze gerek kalmadan anlar: sezgi, şefkat ve derin duygular bu ilişkinin özüdür. Birbirinize güvenli bir liman olursunuz; kırgınlıkları içinize atmak yerine paylaşmayı alışkanlık edinmeniz yeterli.',
  'Ateş+Hava':
    'Ateş ile hava birbirini besler: hava ateşin alevini büyütür, ateş de havaya sıcaklık katar. Heyecan ile fikirler arasında kurulan bu köprü, ilişkinize canlılık ve yaratıcılık getirir.',
  'Toprak+Su':
    'Toprak ile su birbirini tamamlar: su toprağı yeşertir, toprak da suya yatağını verir. Biriniz güven ve düzen, diğeriniz şefkat ve sezgi getirir; bu denge ilişkinizi bereketli kılar.',
  'Ateş+Toprak':
    'Ateşin aceleciliği ile toprağın temkini ilk bakışta çatışabilir: biri hemen harekete geçmek isterken diğeri önce plan yapmayı seçer. Bu farkı bir dengeye dönüştürdüğünüzde ateş toprağa cesaret, toprak da ateşe süreklilik kazandırır.',
  'Ateş+Su':
    'Ateş ile su, tutku ile duygunun buluşmasıdır; bu bağ yoğun ama hassastır. Ateşin doğrudanlığı suyu incitebilir, suyun duygusallığı da ateşi yavaşlatabilir. Birbirinizin ritmine saygı gösterdiğinizde buhar kadar güçlü bir çekim doğar.',
  'Toprak+Hava':
    'Toprak ile hava farklı dünyalardan gelir: biri somut gerçeklerde, diğeri fikirlerde yaşar. Hava toprağa yeni ufuklar açar, toprak da havanın hayallerini gerçeğe dönüştürür; yeter ki birbirinizi değiştirmeye çalışmayın.',
  'Hava+Su':
    'Hava ile su arasında, akıl ile kalp arasındakine benzer bir çekim vardır. Hava duyguları mantıkla açıklamak ister, su ise yalnızca hissedilmeyi bekler. Sabırla birbirinizin dilini öğrendiğinizde bu fark ilişkinize derinlik katar.',
};

const ELEMENT_ORDER: readonly Element[] = ['Ateş', 'Toprak', 'Hava', 'Su'];

export function elementPhrase(a: Element, b: Element): string {
  const [x, y] = ELEMENT_ORDER.indexOf(a) <= ELEMENT_ORDER.indexOf(b) ? [a, b] : [b, a];
  const phrase = ELEMENT_PHRASES[`${x}+${y}`];
  if (!phrase) throw new Error(`Element çifti için metin yok: ${x}+${y}`);
  return phrase;
}

/** The phrase on the pair itself: the same sign twice, a harmonious pair, or any other pair. */
export function pairPhrase(first: SignCore, second: SignCore, harmonious: boolean): string {
  if (first.id === second.id) {
    return `İki ${first.name} burcu bir arada: aynı burcun insanları birbirinin hem aynası hem de en iyi anlayanıdır. Ortak yanlarınız işinizi kolaylaştırır; aynı zaafları paylaştığınızı bilmek de birbirinize karşı daha sabırlı olmanızı sağlar.`;
  }
  if (harmonious) {
    return `${second.name}, ${first.name} burcunun en uyumlu olduğu iki burçtan biridir. Geleneksel astrolojide bu ikili, birbirinin doğasını en kolay anlayan eşleşmeler arasında sayılır.`;
  }
  return `${second.name}, ${first.name} burcunun en uyumlu iki burcu arasında yer almıyor. Bu, ilişkinin yürümeyeceği anlamına gelmez; yalnızca birbirinizi anlamak için biraz daha emek ve merak gerektiğini gösterir.`;
}

const BAND_PHRASES: Record<ScoreBand, (score: number) => string> = {
  cokYuksek: (s) =>
    `%${s} uyumla yıldızlar bu ilişkiye gülümsüyor. Aranızdaki bağ güçlü; birbirinizi desteklediğiniz sürece birlikte her şeyin üstesinden gelebilirsiniz.`,
  yuksek: (s) =>
    `%${s} uyum, sağlam bir temelin işareti. Küçük farklılıklarınız ilişkiye renk katıyor; iletişimi açık tuttuğunuzda bağınız giderek güçlenecek.`,
  orta: (s) =>
    `%${s} uyum, dengeli ama emek isteyen bir ilişkiyi anlatıyor. Ortak noktalarınızı büyütür, farklılıklarınıza sabırla yaklaşırsanız uyumunuz zamanla artacak.`,
  dusuk: (s) =>
    `%${s} uyum, bu ilişkinin kolay olmayacağını söylüyor. Yine de yıldızlar yalnızca bir eğilim gösterir; karşılıklı anlayış ve çaba, en zorlu eşleşmeyi bile güzel bir hikâyeye dönüştürebilir.`,
};

export function bandPhrase(score: number): string {
  return BAND_PHRASES[scoreBand(score)](score);
}

export interface DescriptionInput {
  first: SignCore;
  second: SignCore;
  harmonious: boolean;
  score: number;
}

/** The description's paragraphs: elements, the pair, the score band. */
export function describeCompatibility({ first, second, harmonious, score }: DescriptionInput): string[] {
  return [
    elementPhrase(first.element, second.element),
    pairPhrase(first, second, harmonious),
    bandPhrase(score),
  ];
}
