/**
 * One line on what a day suits in traditional Moon astrology (elective astrology: the Moon's sign
 * says what kind of work flows, its phase whether to begin or to finish). Client-safe text only.
 * Two wordings per sign and phase, alternating by day, so a month does not read like a template.
 */
import type { SignId } from '../zodiac/sign-ids';
import type { MoonPhaseId } from './phase';

const BY_SIGN: Record<SignId, readonly [string, string]> = {
  koc: [
    'Ay Koç’ta: yeni bir işe atılmak, spor ve cesaret isteyen adımlar için elverişli.',
    'Koç Ay’ı hız ister; ertelenen bir işe girişmenin, kısa ve kararlı hamlelerin günü.',
  ],
  boga: [
    'Ay Boğa’da: para işleri, bahçe, güzellik bakımı ve kalıcı olsun istenen alışverişler için uygun.',
    'Boğa Ay’ı sabır ve keyif ister; bütçe yapmak, toprakla uğraşmak ve sofra kurmak için iyi bir gün.',
  ],
  ikizler: [
    'Ay İkizler’de: yazışmalar, görüşmeler, kısa yolculuklar ve yeni bir şey öğrenmek için elverişli.',
    'İkizler Ay’ı merak uyandırır; telefon, e-posta, imza öncesi sorular ve kitaplar öne çıkar.',
  ],
  yengec: [
    'Ay Yengeç’te: ev işleri, aile ziyaretleri, yemek yapmak ve dinlenmek için uygun.',
    'Yengeç Ay’ı yuvaya çağırır; evi toparlamanın, sevdiklerine vakit ayırmanın günü.',
  ],
  aslan: [
    'Ay Aslan’da: kutlamalar, yaratıcı işler, kendini göstermek ve çocuklarla vakit geçirmek için elverişli.',
    'Aslan Ay’ı sahne ister; sunum, davet, hobi ve gönül işleri için cömert bir gün.',
  ],
  basak: [
    'Ay Başak’ta: düzen, temizlik, sağlık kontrolü, diyete başlamak ve ayrıntılı işler için uygun.',
    'Başak Ay’ı titizlik ister; dolap ayıklamak, evrak toparlamak ve plan yapmak kolaylaşır.',
  ],
  terazi: [
    'Ay Terazi’de: anlaşmalar, buluşmalar, barışmak, sanat ve güzellik için elverişli.',
    'Terazi Ay’ı uzlaşmayı sever; ortaklık konuşmaları, randevular ve estetik işler öne çıkar.',
  ],
  akrep: [
    'Ay Akrep’te: derinlemesine araştırma, borç ve alacak hesapları, arınma ve kapanışlar için uygun.',
    'Akrep Ay’ı derine iner; gizli kalanı ortaya çıkarmanın, bağımlılıkları bırakmanın günü.',
  ],
  yay: [
    'Ay Yay’da: yolculuk, eğitim, yayın ve uzun vadeli hayaller için elverişli.',
    'Yay Ay’ı ufku açar; okula yazılmak, yola çıkmak ve büyük resme bakmak için iyi bir gün.',
  ],
  oglak: [
    'Ay Oğlak’ta: iş planları, resmî işlemler ve uzun vadede yük taşıyacak kararlar için uygun.',
    'Oğlak Ay’ı disiplin ister; kariyer adımları, sözleşmeler ve sağlam temeller atmak için verimli.',
  ],
  kova: [
    'Ay Kova’da: arkadaşlar, topluluk işleri, teknoloji ve alışılmadık fikirler için elverişli.',
    'Kova Ay’ı yenilik sever; bir ekibe katılmak, cihaz kurmak ve rutini kırmak için iyi bir gün.',
  ],
  balik: [
    'Ay Balık’ta: dinlenmek, sanat, yardımlaşma, rüyalar ve ruhsal çalışmalar için uygun.',
    'Balık Ay’ı sezgiyi güçlendirir; müzik, meditasyon, deniz ve şefkat isteyen işler öne çıkar.',
  ],
};

const BY_PHASE: Record<MoonPhaseId, readonly [string, string]> = {
  new: ['Yeni ay niyet tutmanın ve tohum ekmenin zamanı.', 'Yeni ayda başlanan işin ardında sabır gerekir.'],
  'waxing-crescent': [
    'Büyüyen Ay başlangıçları destekler.',
    'Hilal büyürken yeni alışkanlıklar daha kolay yerleşir.',
  ],
  'first-quarter': [
    'İlk dördünde engeller belirir; karar verip yürümek gerekir.',
    'İlk dördün harekete geçmeyi ister.',
  ],
  'waxing-gibbous': [
    'Şişkin Ay son rötuşların ve sabrın zamanı.',
    'Dolunaya doğru emekler meyve vermeye yaklaşır.',
  ],
  full: [
    'Dolunayda duygular kabarır; tamamlamak ve kutlamak için iyi.',
    'Dolunay sonuçları görünür kılar; aceleci tartışmalardan kaçının.',
  ],
  'waning-gibbous': [
    'Küçülen Ay paylaşmaya ve gözden geçirmeye uygun.',
    'Dolunayın ardından öğrendiklerini paylaşmak kolaylaşır.',
  ],
  'last-quarter': [
    'Son dördün bırakmanın ve toparlamanın zamanı.',
    'Son dördünde gereksiz yüklerden kurtulmak kolaylaşır.',
  ],
  'waning-crescent': [
    'Küçülen hilal dinlenmeye ve kapanışlara uygun; yeni işleri yeni aya saklayın.',
    'Ay incelirken arınmak ve eksikleri kapatmak iyi gelir.',
  ],
};

/** The day's line: the Moon's sign and phase; `day` (1–31) picks the wording. */
export function moonDayAdvice(sign: SignId, phase: MoonPhaseId, day: number): string {
  const v = day % 2;
  return `${BY_SIGN[sign][v]} ${BY_PHASE[phase][(v + Math.floor(day / 7)) % 2]}`;
}
