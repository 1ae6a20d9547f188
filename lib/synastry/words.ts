/**
 * The words synastry is written with: point names, what each point brings to a relationship,
 * the houses as the host lives them, and the composite signs. Client-safe: plain strings.
 */
import type { AspectKind } from '../astro/aspects';
import { BODY_NAMES } from '../astro/bodies';
import type { Element, SignId } from '../zodiac/signs';
import type { Person, SynastryPoint } from './types';

/** Nominative names for tables: 'Venüs', 'Yükselen'. */
export const POINT_NAMES: Record<SynastryPoint, string> = {
  ...BODY_NAMES,
  'north-node': 'Kuzey Ay Düğümü',
  ascendant: 'Yükselen',
  midheaven: 'Tepe Noktası (MC)',
};

/** The point as possessed by a person, after a genitive: 'birinci kişinin Venüsü'. */
export const POINT_POSSESSED: Record<SynastryPoint, string> = {
  sun: 'Güneşi',
  moon: 'Ayı',
  mercury: 'Merkürü',
  venus: 'Venüsü',
  mars: 'Marsı',
  jupiter: 'Jüpiteri',
  saturn: 'Satürnü',
  uranus: 'Uranüsü',
  neptune: 'Neptünü',
  pluto: 'Plütonu',
  'north-node': 'Kuzey Ay Düğümü',
  ascendant: 'yükseleni',
  midheaven: 'tepe noktası',
};

/** What the point stands for in a person, as a possessed noun phrase: 'birinci kişinin sevgi dili'. */
export const POINT_THEME: Record<SynastryPoint, string> = {
  sun: 'kimliği ve yaşama isteği',
  moon: 'duygusal ihtiyaçları',
  mercury: 'düşünme ve konuşma biçimi',
  venus: 'sevgi dili',
  mars: 'arzusu ve öfkesi',
  jupiter: 'cömertliği ve inançları',
  saturn: 'sorumluluk duygusu ve kaygıları',
  uranus: 'özgürlük ihtiyacı',
  neptune: 'hayalleri',
  pluto: 'tutkusu ve denetim isteği',
  'north-node': 'hayat yönü',
  ascendant: 'ilk tepkileri ve dışarıya gösterdiği yüz',
  midheaven: 'hedefleri ve toplumdaki yeri',
};

/** How much a point colours the reading; pairs of slow or impersonal points are left to the table. */
export const POINT_WEIGHT: Record<SynastryPoint, number> = {
  sun: 1,
  moon: 1,
  venus: 1,
  mars: 0.9,
  mercury: 0.8,
  ascendant: 0.9,
  saturn: 0.7,
  jupiter: 0.6,
  midheaven: 0.6,
  pluto: 0.45,
  uranus: 0.4,
  neptune: 0.4,
  'north-node': 0.4,
};

export const PERSON_GENITIVE: Record<Person, string> = { a: 'birinci kişinin', b: 'ikinci kişinin' };
export const PERSON_NAME: Record<Person, string> = { a: 'birinci kişi', b: 'ikinci kişi' };

export const ASPECT_WORD: Record<AspectKind, string> = {
  conjunction: 'kavuşum',
  sextile: 'sekstil',
  square: 'kare',
  trine: 'üçgen',
  opposition: 'karşıt açı',
};

/** Three ways each aspect makes two themes (x, y: possessed phrases) work between two people. */
export const ASPECT_MODES: Record<AspectKind, ((x: string, y: string) => string)[]> = {
  conjunction: [
    (x, y) =>
      `Kavuşumda ${x} ile ${y} aynı noktada buluşur: bu alanda birbirinizi ilk anda tanırsınız, ama hep aynı yere yüklenmek zamanla boğucu da olabilir.`,
    (x, y) =>
      `${x} ile ${y} üst üste biniyor; ikiniz de bu konuyu ilişkinin ortasına koyarsınız ve kimse onu görmezden gelemez.`,
    (x, y) =>
      `Bu kavuşum ${x} ile ${y} arasında doğrudan bir akım kurar: biri harekete geçince öteki hemen karşılık verir.`,
  ],
  sextile: [
    (x, y) =>
      `Sekstil, ${x} ile ${y} arasında kolay bir köprü kurar; o köprüden geçmek ise ikinizin isteğine bağlı.`,
    (x, y) =>
      `${x} ile ${y} birbirini sekstille destekler: küçük bir çaba, örneğin ortak bir plan, bu desteği görünür kılar.`,
    (x, y) =>
      `Sekstilde ${x}, ${y} için bir fırsattır; üzerine konuşulduğunda büyür, kendi haline bırakıldığında fark edilmeden geçer.`,
  ],
  square: [
    (x, y) =>
      `Kare açı ${x} ile ${y} arasında sürtünme yaratır: aynı durumda farklı şeyler istersiniz ve bu çoğu zaman küçük şeylerde patlar.`,
    (x, y) =>
      `${x} ile ${y} kare açıda; birinin doğal tepkisi ötekine meydan okuma gibi gelebilir, ama bu gerilim ilişkiyi canlı da tutar.`,
    (x, y) =>
      `Bu kare, ${x} ile ${y} arasında bir çekişme noktasıdır: iyi yönetilirse ikinizi de büyütür, yok sayılırsa aynı tartışma dönüp durur.`,
  ],
  trine: [
    (x, y) =>
      `Üçgen açıda ${x} ile ${y} kendiliğinden uyuşur; bu alanda birbirinize kendinizi anlatmanız gerekmez.`,
    (x, y) =>
      `${x} ile ${y} arasındaki üçgen ilişkinin en rahat aktığı yerlerden biri: zor günlerde sığınacağınız bir liman.`,
    (x, y) =>
      `Üçgen, ${x} ile ${y} arasında doğal bir akış kurar; tek tehlikesi, bu kolaylığın olağan sayılıp emek verilmemesidir.`,
  ],
  opposition: [
    (x, y) =>
      `Karşıt açıda ${x} ile ${y} karşı karşıya durur: birbirinizi hem çeker hem zorlarsınız; denge kurulduğunda birbirinizi tamamlarsınız.`,
    (x, y) =>
      `${x} ile ${y} karşıt duruyor: birinizde eksik olan ötekinde fazlasıyla var, bu da hem çekimin hem tartışmanın kaynağı.`,
    (x, y) =>
      `Bu karşıt açı, ${x} ile ${y} arasında bir ayna tutar; ötekinde sizi rahatsız eden şey çoğu zaman kendinizde bastırdığınız şeydir.`,
  ],
};

/** What astrologers traditionally read in a pair of points across two charts (unordered key 'p+q'). */
export const CLASSIC_PAIRS: Record<string, string> = {
  'moon+sun': 'eski astrologların evlilik için ilk baktığı bağ budur',
  'mars+venus': 'bu, fiziksel çekimin klasik imzasıdır',
  'moon+moon': 'gündelik hayatta birbirinizin ruh haline ne kadar kolay uyduğunuzu bu açı söyler',
  'sun+sun': 'iki kişinin yaşama isteği bu açıda karşılaşır',
  'mercury+mercury': 'nasıl konuşup nasıl anlaştığınızın ilk ölçüsü budur',
  'venus+venus': 'zevklerinizin, neyi güzel bulduğunuzun buluştuğu yer burasıdır',
  'mars+mars': 'bu açı iki kişinin enerjisinin ve öfkesinin nasıl karşılaştığını gösterir',
  'moon+venus': 'bu, şefkat ve sevgi alışverişinin en yumuşak bağlarından biridir',
  'mars+moon': 'duygular ile arzu arasındaki bu bağ çabuk ısınır',
  'mercury+moon': 'bu bağ duyguların söze nasıl döküldüğünü anlatır',
  'saturn+sun': 'bu, bağlılığın ve birbirine karşı sorumluluğun bağıdır',
  'moon+saturn': 'bu, duygusal güvenin, kimi zaman da soğukluğun bağıdır',
  'saturn+venus': 'bu, sadakatin ve zamanla olgunlaşan sevginin bağıdır',
  'ascendant+sun': 'bu, ilk karşılaşmada fark edilen bir bağdır',
  'ascendant+moon': 'bu bağ birbirinizin yanında ne kadar rahat ettiğinizi anlatır',
  'ascendant+venus': 'bu, ilk görüşte beğeninin klasik işaretidir',
  'pluto+venus': 'bu, yoğun ve kolay vazgeçilmeyen bir çekimin işaretidir',
  'moon+pluto': 'bu, duyguları derinden etkileyen ve kıskançlığa açık bir bağdır',
  'jupiter+sun': 'bu bağda birbirinizi cesaretlendirirsiniz',
  'jupiter+venus': 'bu, birlikte keyif almanın ve cömertliğin bağıdır',
  'uranus+venus': 'bu bağ heyecan verir ama istikrar ister',
  'moon+uranus': 'bu, duygusal sürprizlerin ve ani değişimlerin bağıdır',
  'neptune+venus': 'bu bağ romantiktir ama birbirinizi olduğunuzdan farklı görmeye de açıktır',
  'moon+neptune': 'bu bağ sezgisel bir yakınlık kurar ama sınırları bulanıklaştırabilir',
  'mars+saturn': 'bu bağda birinin hızını öteki frenler',
  'midheaven+sun': 'bu bağda birbirinizin hedeflerine destek olursunuz',
};

export const classicKey = (p: SynastryPoint, q: SynastryPoint) => [p, q].sort().join('+');

/** What to do when a point is under strain between the two (imperative, plural "you"). */
export const STRAIN_ACTION: Record<SynastryPoint, string> = {
  sun: 'ortak kararlarda son sözü kimin söyleyeceğini önceden konuşun',
  moon: 'kötü bir günde ne istediğinizi, yalnız kalmak mı yoksa sarılmak mı, tek cümleyle söyleyin',
  mercury: 'önemli konuları yorgunken değil sakin bir saatte konuşun ve kararı yazıya geçirin',
  venus: 'sevginin size nasıl gösterilmesini istediğinizi açıkça sorun, tahmine bırakmayın',
  mars: 'öfke yükseldiğinde tartışmaya yirmi dakika ara verin, sonra kaldığınız yerden sürdürün',
  jupiter: 'harcamalarda ve verilen sözlerde ortak bir sınır koyun',
  saturn: 'sorumlulukları açık bir listeyle paylaşın, eleştiriyi bir istek cümlesine çevirin',
  uranus: 'her birinize haftada birkaç saat kendine ait zaman ayırın',
  neptune: 'varsaymak yerine sorun, beklentilerinizi yüksek sesle söyleyin',
  pluto: 'kıskançlık ve denetim konularını saklamadan konuşun',
  'north-node': 'yılda bir kez birlikte nereye gittiğinizi konuşun',
  ascendant: 'ilk tepkiye değil, arkasından gelen ikinci cümleye bakın',
  midheaven: 'iş ve kariyer planlarınızı ortak bir takvime koyun',
};

/** How to use a point's ease between the two. */
export const EASE_ACTION: Record<SynastryPoint, string> = {
  sun: 'birlikte bir hedef seçip ona düzenli zaman ayırın',
  moon: 'evde ikinizin de dinlendiği küçük bir akşam alışkanlığı kurun',
  mercury: 'haftada bir akşamı telefonsuz, uzun bir sohbete ayırın',
  venus: 'sevdiğiniz bir şeyi, bir yemeği, bir müziği ya da bir yeri düzenli olarak birlikte yapın',
  mars: 'spor ya da ortak bir iş gibi enerjinizi birlikte harcayacağınız bir uğraş bulun',
  jupiter: 'birlikte yeni bir yer ya da yeni bir konu keşfedin',
  saturn: 'ev ya da birikim gibi uzun vadeli bir planı birlikte yapın',
  uranus: 'arada bir alışkanlıkları bozan küçük sürprizler yapın',
  neptune: 'sanatla, müzikle ya da doğada birlikte vakit geçirin',
  pluto: 'zor konuları konuşmaktan kaçmayın, bu bağ onları kaldırır',
  'north-node': 'birbirinizin büyüme hedeflerine açıkça destek verin',
  ascendant: 'birbirinizin ilk izlenimine güvenin',
  midheaven: 'birbirinizin işini ve hedeflerini başkalarının yanında da sahiplenin',
};

/** A house of the host's chart as the host lives it, for overlays. */
export const HOUSE_AREA: Record<number, string> = {
  1: 'kimliği ve kendini ortaya koyuşu',
  2: 'parası ve değer verdiği şeyler',
  3: 'gündelik konuşmaları ve yakın çevresi',
  4: 'evi, ailesi ve kökleri',
  5: 'aşkı, eğlencesi ve yaratıcılığı',
  6: 'gündelik düzeni, işi ve sağlığı',
  7: 'ortaklıkları ve evliliği',
  8: 'ortak parası, tutkuları ve sırları',
  9: 'inançları, yolculukları ve öğrendikleri',
  10: 'kariyeri ve toplumdaki yeri',
  11: 'arkadaşları ve gelecek planları',
  12: 'iç dünyası ve kimseye göstermediği yanları',
};

/** What a guest's body brings into the host's house. */
export const OVERLAY_GIFT: Partial<Record<SynastryPoint, string>> = {
  sun: 'ışık tutar ve o alanı canlandırır',
  moon: 'duygusal bir yakınlık ve bakım getirir',
  venus: 'sevgi, keyif ve incelik getirir',
  mars: 'hareket, istek ve zaman zaman sürtünme getirir',
  mercury: 'konuşma, merak ve yeni fikirler getirir',
  saturn: 'ciddiyet, sorumluluk ve sınırlar getirir',
};

export const ELEMENT_WORD: Record<Element, string> = {
  Ateş: 'ateş',
  Toprak: 'toprak',
  Hava: 'hava',
  Su: 'su',
};

/** Two Sun signs' elements (unordered key, Turkish element names sorted). */
export const ELEMENT_MEETING: Record<string, string> = {
  'Ateş+Ateş': 'aynı ateşten iki kişi; hızınız tutar, ama kimin önden gideceği tartışma konusu olabilir',
  'Ateş+Hava': 'hava ateşi besler; fikirler çabuk eyleme dönüşür',
  'Ateş+Toprak': 'biri hemen başlamak, öteki önce sağlama almak ister',
  'Ateş+Su': 'coşku ile hassasiyet yan yana; biri ne kadar hızlıysa öteki o kadar derinden hisseder',
  'Toprak+Toprak': 'iki sağlam zemin; güven kolay kurulur, sürpriz az olur',
  'Hava+Toprak': 'biri somut sonuç, öteki yeni fikir peşinde',
  'Su+Toprak': 'toprak suyu tutar; birlikte güvenli bir yuva kurmaya yatkınsınız',
  'Hava+Hava': 'konuşmanın hiç bitmediği bir ikili; eksik kalan çoğu zaman duygular',
  'Hava+Su': 'biri düşünerek, öteki hissederek karar verir',
  'Su+Su': 'sözsüz anlaşan iki hassas insan; kırgınlıklar da sessizce birikebilir',
};

/** The composite Sun's sign: what the relationship itself is about. */
export const COMPOSITE_SUN: Record<SignId, string> = {
  koc: 'birlikte cesaret etmek ve yeni işlere girişmek',
  boga: 'güven, süreklilik ve ortak bir rahatlık',
  ikizler: 'merak, konuşma ve birlikte öğrenmek',
  yengec: 'yuva kurmak ve birbirini korumak',
  aslan: 'birbirini parlatmak ve cömertçe sevmek',
  basak: 'gündelik hayatı birlikte düzene sokmak ve birbirine yararlı olmak',
  terazi: 'denge, incelik ve ortaklık duygusu',
  akrep: 'derin bağlılık ve birlikte dönüşmek',
  yay: 'birlikte keşfetmek ve anlam aramak',
  oglak: 'ortak hedefler ve zamanla kurulan sağlam bir yapı',
  kova: 'arkadaşlık, özgürlük ve alışılmadık bir ortaklık',
  balik: 'şefkat, sezgi ve ortak hayaller',
};

/** The composite Moon's sign: the pair's emotional climate, as an adjective phrase. */
export const COMPOSITE_MOON: Record<SignId, string> = {
  koc: 'çabuk parlayıp çabuk sönen',
  boga: 'sakin ve güven arayan',
  ikizler: 'konuşarak rahatlayan',
  yengec: 'korumacı ve yuvaya düşkün',
  aslan: 'ilgi ve takdir bekleyen',
  basak: 'özenli ama kaygıya açık',
  terazi: 'uyum arayan, kavgadan kaçan',
  akrep: 'yoğun ve sadakat bekleyen',
  yay: 'neşeli ve alan isteyen',
  oglak: 'ölçülü, sevgisini işle gösteren',
  kova: 'mesafeli ama dostça',
  balik: 'hassas ve sezgisel',
};

/** The composite Venus's sign: how the pair shows love. */
export const COMPOSITE_VENUS: Record<SignId, string> = {
  koc: 'açık ve doğrudan',
  boga: 'dokunarak ve emek vererek',
  ikizler: 'sözle ve şakayla',
  yengec: 'ilgi ve bakımla',
  aslan: 'gösterişli jestlerle',
  basak: 'küçük yardımlarla',
  terazi: 'incelik ve nezaketle',
  akrep: 'yoğun ve kimseye göstermeden',
  yay: 'cömert ve özgürce',
  oglak: 'sadakatle ve sözünü tutarak',
  kova: 'arkadaşça ve alışılmadık biçimde',
  balik: 'şefkat ve fedakârlıkla',
};

/** The composite Mars's sign: how the pair acts together. */
export const COMPOSITE_MARS: Record<SignId, string> = {
  koc: 'hızlı ve cesurca',
  boga: 'yavaş ama kararlı',
  ikizler: 'konuşarak ve aynı anda birkaç işle',
  yengec: 'ev ve aile için',
  aslan: 'gururla ve sahneye çıkarak',
  basak: 'planlı ve titizce',
  terazi: 'uzlaşarak',
  akrep: 'tutkuyla ve sonuna kadar',
  yay: 'macera duygusuyla',
  oglak: 'hedef koyarak ve sabırla',
  kova: 'kuralları yeniden yazarak',
  balik: 'sezgiyle, bazen dolambaçlı yoldan',
};

/** The composite Ascendant's sign: how others see the pair. */
export const COMPOSITE_ASCENDANT: Record<SignId, string> = {
  koc: 'enerjik ve girişken',
  boga: 'sakin ve güvenilir',
  ikizler: 'hareketli ve konuşkan',
  yengec: 'sıcak ve korumacı',
  aslan: 'göz önünde ve neşeli',
  basak: 'düzenli ve ölçülü',
  terazi: 'zarif ve uyumlu',
  akrep: 'gizemli ve birbirine kenetlenmiş',
  yay: 'maceracı ve rahat',
  oglak: 'ciddi ve kararlı',
  kova: 'sıra dışı ve bağımsız',
  balik: 'yumuşak ve hayalperest',
};
