/**
 * One plain line on what a calendar event means, in the words of everyday astrology: what the
 * body stands for, how the sign colours it, what a lunation, an eclipse or a station asks of us.
 * Client-safe text only.
 */
import type { Body } from '@/lib/astro/bodies';
import type { CalendarEvent } from '@/lib/astro/calendar-events';
import type { SignId } from '@/lib/zodiac/sign-ids';

/** What each body stands for. */
const THEME: Record<Body, string> = {
  sun: 'enerjimiz ve önceliklerimiz',
  moon: 'duygular ve gündelik ihtiyaçlar',
  mercury: 'düşünce, konuşma ve yazışmalar',
  venus: 'aşk, ilişkiler ve para',
  mars: 'enerji, istek ve mücadele',
  jupiter: 'şans, büyüme ve inançlar',
  saturn: 'sorumluluklar, sınırlar ve sınavlar',
  uranus: 'ani değişimler ve özgürlük arayışı',
  neptune: 'hayaller, sezgiler ve ilham',
  pluto: 'derin dönüşümler ve güç ilişkileri',
};

/** The tone a sign gives: "… {tone} bir hal alır". */
const TONE: Record<SignId, string> = {
  koc: 'cesur, hızlı ve aceleci',
  boga: 'sakin, sabırlı ve kalıcılık arayan',
  ikizler: 'meraklı, konuşkan ve değişken',
  yengec: 'duygusal, korumacı ve yuvaya dönük',
  aslan: 'gösterişli, cömert ve yaratıcı',
  basak: 'titiz, pratik ve ayrıntıcı',
  terazi: 'uzlaşmacı, zarif ve ilişkilere dönük',
  akrep: 'yoğun, tutkulu ve derine inen',
  yay: 'iyimser, maceracı ve ufku geniş',
  oglak: 'ciddi, planlı ve hırslı',
  kova: 'yenilikçi, özgür ve topluluğa dönük',
  balik: 'sezgili, şefkatli ve hayalperest',
};

/** Locative forms: Koç’ta, Boğa’da … */
const IN_SIGN: Record<SignId, string> = {
  koc: 'Koç’ta',
  boga: 'Boğa’da',
  ikizler: 'İkizler’de',
  yengec: 'Yengeç’te',
  aslan: 'Aslan’da',
  basak: 'Başak’ta',
  terazi: 'Terazi’de',
  akrep: 'Akrep’te',
  yay: 'Yay’da',
  oglak: 'Oğlak’ta',
  kova: 'Kova’da',
  balik: 'Balık’ta',
};

/** What a lunation in a sign is good for. */
const LUNATION_FOCUS: Record<SignId, string> = {
  koc: 'cesaret isteyen başlangıçlar',
  boga: 'para, beden ve huzur',
  ikizler: 'iletişim, öğrenme ve yakın çevre',
  yengec: 'ev, aile ve duygusal güven',
  aslan: 'yaratıcılık, aşk ve kendini ifade',
  basak: 'sağlık, düzen ve iş alışkanlıkları',
  terazi: 'ilişkiler, ortaklıklar ve denge',
  akrep: 'bağlar, paylaşılan kaynaklar ve arınma',
  yay: 'yolculuk, eğitim ve inançlar',
  oglak: 'kariyer, hedefler ve sorumluluk',
  kova: 'arkadaşlar, topluluk ve gelecek planları',
  balik: 'iç dünya, sezgi ve bırakmak',
};

export function eventMeaning(e: CalendarEvent): string {
  switch (e.kind) {
    case 'new-moon':
      return `Yeni başlangıçlar ve niyetler için ayın en uygun zamanı; odakta ${LUNATION_FOCUS[e.sign]}.`;
    case 'full-moon':
      return `Duyguların ve sonuçların doruğa çıktığı an: ${LUNATION_FOCUS[e.sign]} konusunda bir şey tamamlanır ya da görünür olur.`;
    case 'solar-eclipse':
      return `Güçlü bir yeni ay: tutulmalar ani dönüm noktaları sayılır; ${LUNATION_FOCUS[e.sign]} alanında beklenmedik bir kapı açılabilir.`;
    case 'lunar-eclipse':
      return `Güçlü bir dolunay: ${LUNATION_FOCUS[e.sign]} alanında bir dönem kapanır; büyük kararlar için birkaç gün beklemek gelenektir.`;
    case 'ingress':
      return e.retrograde
        ? `Geri hareketle önceki burca dönüş: ${THEME[e.body]} konusunda yarım kalan işler yeniden gündeme gelir.`
        : `${IN_SIGN[e.sign]} ${THEME[e.body]} ${TONE[e.sign]} bir hal alır.`;
    case 'station-retrograde':
      return `Gezegen gökyüzünde geri gidiyor gibi görünmeye başlar: ${THEME[e.body]} konusunda gecikmeler, gözden geçirme ve yeniden düşünme zamanı.`;
    case 'station-direct':
      return `Geri hareket biter: ${THEME[e.body]} konusunda ertelenen işler yeniden yürümeye başlar.`;
    case 'retrograde':
      return `${THEME[e.body].charAt(0).toLocaleUpperCase('tr-TR')}${THEME[e.body].slice(1)} konusunda yavaşlama ve gözden geçirme dönemi; yeni başlangıçlardan çok yarım kalan işler için uygundur.`;
  }
}
