/**
 * The aspect banks: what each pair of bodies is about, and how each aspect type makes the pair
 * work, written around the two bodies' themes. Pair sentence + type sentence: two aspects that
 * differ in pair or in type never read the same. Client-safe: plain strings.
 */
import type { AspectKind } from '../astro/aspects';
import type { ChartBody } from './types';

/** Each body's theme as a possessed noun phrase (“iradeniz”), joined with “ile” in the type sentences. */
export const BODY_THEME: Record<ChartBody, string> = {
  sun: 'iradeniz',
  moon: 'duygularınız',
  mercury: 'zihniniz',
  venus: 'sevme biçiminiz',
  mars: 'atılganlığınız',
  jupiter: 'iyimserliğiniz',
  saturn: 'sorumluluk duygunuz',
  uranus: 'özgürlük ihtiyacınız',
  neptune: 'hayal gücünüz',
  pluto: 'dönüşüm gücünüz',
  'north-node': 'hayat yönünüz',
};

/** The pair's subject; keys are the two ids in chart order joined by “+”. */
export const PAIR_SUBJECT: Record<string, string> = {
  'sun+moon':
    'Güneş ile Ay arasındaki açı, bilinçli isteğinizle duygusal ihtiyacınızın, içinizdeki anne ve baba seslerinin nasıl buluştuğunu anlatır.',
  'sun+mercury':
    'Güneş ile Merkür, kim olduğunuzla nasıl düşünüp konuştuğunuzun ne kadar iç içe olduğunu gösterir.',
  'sun+venus': 'Güneş ile Venüs, kişiliğinize çekicilik, zarafet ve sevgi katar.',
  'sun+mars': 'Güneş ile Mars, iradenizin ne kadar cesur ve eyleme dönük olduğunu anlatır.',
  'sun+jupiter': 'Güneş ile Jüpiter, özgüveninizi, iyimserliğinizi ve hayatın size açtığı kapıları anlatır.',
  'sun+saturn':
    'Güneş ile Satürn, kendinizi gerçekleştirme yolunuzdaki sınavları, disiplini ve otoriteyle ilişkinizi anlatır.',
  'sun+uranus': 'Güneş ile Uranüs, kişiliğinizdeki sıra dışı, özgür ve yenilikçi damarı anlatır.',
  'sun+neptune': 'Güneş ile Neptün, kimliğinizdeki sezgisel, sanatsal ve idealist yanı anlatır.',
  'sun+pluto': 'Güneş ile Plüton, iradenizin derinliğini ve kendinizi yeniden yaratma yeteneğinizi anlatır.',
  'sun+north-node': 'Güneş ile Kuzey Ay Düğümü, kişiliğinizin hayat yolunuzla nasıl buluştuğunu anlatır.',
  'moon+mercury': 'Ay ile Merkür, duygularınızı nasıl düşündüğünüzü ve dile getirdiğinizi anlatır.',
  'moon+venus': 'Ay ile Venüs, şefkatinizi, sevgi alışverişinizi ve duygusal huzurunuzu anlatır.',
  'moon+mars': 'Ay ile Mars, duygularınızın ne kadar hızlı ve ateşli bir tepkiye dönüştüğünü anlatır.',
  'moon+jupiter': 'Ay ile Jüpiter, duygusal cömertliğinizi ve iç dünyanızdaki iyimserliği anlatır.',
  'moon+saturn':
    'Ay ile Satürn, duygusal güvence ihtiyacınızı ve duygularınızı nasıl denetlediğinizi anlatır.',
  'moon+uranus': 'Ay ile Uranüs, duygusal özgürlük ihtiyacınızı ve ruh halinizdeki ani değişimleri anlatır.',
  'moon+neptune':
    'Ay ile Neptün, duyarlılığınızı, sezgilerinizi ve başkalarının duygularını ne kadar içinize çektiğinizi anlatır.',
  'moon+pluto': 'Ay ile Plüton, duygularınızın yoğunluğunu ve derinlerdeki dönüşüm gücünü anlatır.',
  'moon+north-node': 'Ay ile Kuzey Ay Düğümü, duygusal ihtiyaçlarınızın hayat yönünüzle ilişkisini anlatır.',
  'mercury+venus': 'Merkür ile Venüs, sözlerinizin inceliğini, zevkinizi ve diplomasi yeteneğinizi anlatır.',
  'mercury+mars': 'Merkür ile Mars, zihninizin hızını, keskinliğini ve tartışmadaki tavrınızı anlatır.',
  'mercury+jupiter': 'Merkür ile Jüpiter, düşüncelerinizin genişliğini ve öğrenme isteğinizi anlatır.',
  'mercury+saturn': 'Merkür ile Satürn, zihninizin disiplinini, ciddiyetini ve derinliğini anlatır.',
  'mercury+uranus': 'Merkür ile Uranüs, ani fikirlerinizi, özgün zekânızı ve hızlı kavrayışınızı anlatır.',
  'mercury+neptune': 'Merkür ile Neptün, sezgisel düşüncenizi ve şiirsel anlatımınızı anlatır.',
  'mercury+pluto': 'Merkür ile Plüton, araştırmacı zihninizi ve sözlerinizin ikna gücünü anlatır.',
  'mercury+north-node':
    'Merkür ile Kuzey Ay Düğümü, düşüncelerinizin ve sözlerinizin yolunuzdaki rolünü anlatır.',
  'venus+mars':
    'Venüs ile Mars, çekim gücünüzü, tutkunuzu ve aşkta almak ile vermek arasındaki dengeyi anlatır.',
  'venus+jupiter':
    'Venüs ile Jüpiter, sevgideki cömertliğinizi, keyif alma yeteneğinizi ve şansınızı anlatır.',
  'venus+saturn': 'Venüs ile Satürn, aşkta sadakatinizi, temkininizi ve zamanla olgunlaşan bağları anlatır.',
  'venus+uranus': 'Venüs ile Uranüs, aşkta heyecan ve özgürlük ihtiyacınızı, ani çekimleri anlatır.',
  'venus+neptune':
    'Venüs ile Neptün, romantik idealizminizi, sanatsal duyarlılığınızı ve koşulsuz sevgiyi anlatır.',
  'venus+pluto':
    'Venüs ile Plüton, aşktaki yoğunluğunuzu, tutkunuzu ve ilişkilerin sizi nasıl dönüştürdüğünü anlatır.',
  'venus+north-node': 'Venüs ile Kuzey Ay Düğümü, sevginin ve ilişkilerin hayat yolunuzdaki yerini anlatır.',
  'mars+jupiter':
    'Mars ile Jüpiter, enerjinizin coşkusunu, girişimciliğinizi ve büyük hedeflerinizi anlatır.',
  'mars+saturn': 'Mars ile Satürn, enerjinizi nasıl denetlediğinizi, dayanıklılığınızı ve sabrınızı anlatır.',
  'mars+uranus': 'Mars ile Uranüs, ani çıkışlarınızı, cesaretinizi ve kurallara başkaldırınızı anlatır.',
  'mars+neptune': 'Mars ile Neptün, enerjinizin idealler ve hayaller uğruna nasıl aktığını anlatır.',
  'mars+pluto':
    'Mars ile Plüton, iradenizin gücünü, dayanıklılığınızı ve tutkularınızın yoğunluğunu anlatır.',
  'mars+north-node':
    'Mars ile Kuzey Ay Düğümü, cesaretinizin ve eylemlerinizin yolunuzu nasıl açtığını anlatır.',
  'jupiter+saturn':
    'Jüpiter ile Satürn, büyüme isteğinizle sınırlarınız arasındaki dengeyi anlatır; bu açıyı kuşağınızdaki pek çok kişiyle paylaşırsınız.',
  'jupiter+uranus': 'Jüpiter ile Uranüs, beklenmedik fırsatları ve özgürleşerek büyümeyi anlatır.',
  'jupiter+neptune': 'Jüpiter ile Neptün, manevi arayışınızı, inancınızı ve büyük düşlerinizi anlatır.',
  'jupiter+pluto': 'Jüpiter ile Plüton, etki alanınızı büyütme ve güç kazanma arzunuzu anlatır.',
  'jupiter+north-node':
    'Jüpiter ile Kuzey Ay Düğümü, büyüme ve fırsatların yolunuzla nasıl buluştuğunu anlatır.',
  'saturn+uranus':
    'Satürn ile Uranüs, gelenek ile yenilik arasındaki gerilimi anlatır; kuşağınızın ortak bir temasıdır.',
  'saturn+neptune':
    'Satürn ile Neptün, hayalleri gerçeğe dönüştürme çabanızı anlatır; kuşağınızla paylaştığınız bir temadır.',
  'saturn+pluto':
    'Satürn ile Plüton, yapıları yıkıp yeniden kurma gücünü anlatır; kuşağınızla paylaştığınız bir temadır.',
  'saturn+north-node':
    'Satürn ile Kuzey Ay Düğümü, sorumlulukların ve sınavların yolunuzdaki yerini anlatır.',
  'uranus+neptune': 'Uranüs ile Neptün, kuşağınızın ideallerini ve ortak hayal gücünü anlatır.',
  'uranus+pluto': 'Uranüs ile Plüton, kuşağınızın toplumsal dönüşüm arzusunu anlatır.',
  'uranus+north-node':
    'Uranüs ile Kuzey Ay Düğümü, beklenmedik değişimlerin yolunuzu nasıl yönlendirdiğini anlatır.',
  'neptune+pluto':
    'Neptün ile Plüton, yüzyıllara yayılan bir döngünün parçasıdır ve kuşakların ortak bilinçdışını anlatır.',
  'neptune+north-node': 'Neptün ile Kuzey Ay Düğümü, sezgilerin ve hayallerin yolunuzdaki rolünü anlatır.',
  'pluto+north-node': 'Plüton ile Kuzey Ay Düğümü, derin dönüşümlerin hayat yolunuzdaki yerini anlatır.',
};

/** How each aspect type makes two themes work together. */
export const ASPECT_MODE: Record<AspectKind, (a: string, b: string) => string> = {
  conjunction: (a, b) =>
    `Kavuşumda iki güç aynı noktada birleşir: ${a} ile ${b} birbirinden ayrılmaz, biri harekete geçtiğinde öteki de hemen devreye girer. Bu birlik size yoğun ve tek yöne odaklanmış bir enerji verir.`,
  sextile: (a, b) =>
    `Sekstil bir fırsat kapısıdır: ${a} ile ${b} siz biraz çaba gösterdiğinizde birbirini besler. Bu kapıyı bilinçli olarak açtığınızda kolay kazanılan bir yetenek elde edersiniz.`,
  square: (a, b) =>
    `Kare açı bu iki güç arasında bir sürtünme yaratır: ${a} ile ${b} çoğu zaman sizi farklı yönlere çeker. Bu gerilim sizi harekete geçirir; fark edip yönlendirdiğinizde en büyük başarılarınızın kaynağına dönüşür.`,
  trine: (a, b) =>
    `Üçgen açı bu iki gücü doğal bir uyumla akıtır: ${a} ile ${b} birbirini kendiliğinden destekler. Bu kolaylık doğuştan gelen bir armağandır; üzerine emek koyduğunuzda ustalığa dönüşür.`,
  opposition: (a, b) =>
    `Karşıt açıda iki güç karşılıklı durur: ${a} ile ${b} arasında bir denge kurmanız gerekir. Çoğu zaman birini kendiniz yaşarken ötekini karşınızdaki insanlarda görürsünüz; ilişkileriniz bu dengeyi öğreten aynalardır.`,
};

/** The Turkish name of the aspect as a title word. */
export const ASPECT_TITLE: Record<AspectKind, string> = {
  conjunction: 'kavuşum',
  sextile: 'sekstil',
  square: 'kare açı',
  trine: 'üçgen açı',
  opposition: 'karşıt açı',
};
