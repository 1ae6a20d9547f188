import type { SignId } from '../../zodiac/signs';

/**
 * Each sign's own traits in the five areas of a pair page, written as fragments so that a pair's
 * sentences can name both signs (compose.ts). `does` is a clause with the sign as its subject,
 * third person; `needs` is a noun phrase that fits "…'in ___ ihtiyacı".
 */
export type Area = 'ask' | 'iletisim' | 'guven' | 'evlilik' | 'dostluk';

export const AREAS: readonly Area[] = ['ask', 'iletisim', 'guven', 'evlilik', 'dostluk'];

export const AREA_LABEL: Record<Area, string> = {
  ask: 'Aşk ve çekim',
  iletisim: 'İletişim',
  guven: 'Güven ve çatışma',
  evlilik: 'Uzun vadeli birliktelik ve evlilik',
  dostluk: 'Arkadaşlık',
};

export interface AreaTrait {
  does: string;
  needs: string;
}

export interface SignForms {
  /** Genitive: Koç'un. */
  gen: string;
  /** Dative: Koç'a. */
  dat: string;
  /** Accusative: Koç'u. */
  acc: string;
}

export const SIGN_FORMS: Record<SignId, SignForms> = {
  koc: { gen: "Koç'un", dat: "Koç'a", acc: "Koç'u" },
  boga: { gen: "Boğa'nın", dat: "Boğa'ya", acc: "Boğa'yı" },
  ikizler: { gen: "İkizler'in", dat: "İkizler'e", acc: "İkizler'i" },
  yengec: { gen: "Yengeç'in", dat: "Yengeç'e", acc: "Yengeç'i" },
  aslan: { gen: "Aslan'ın", dat: "Aslan'a", acc: "Aslan'ı" },
  basak: { gen: "Başak'ın", dat: "Başak'a", acc: "Başak'ı" },
  terazi: { gen: "Terazi'nin", dat: "Terazi'ye", acc: "Terazi'yi" },
  akrep: { gen: "Akrep'in", dat: "Akrep'e", acc: "Akrep'i" },
  yay: { gen: "Yay'ın", dat: "Yay'a", acc: "Yay'ı" },
  oglak: { gen: "Oğlak'ın", dat: "Oğlak'a", acc: "Oğlak'ı" },
  kova: { gen: "Kova'nın", dat: "Kova'ya", acc: "Kova'yı" },
  balik: { gen: "Balık'ın", dat: "Balık'a", acc: "Balık'ı" },
};

export const SIGN_TRAITS: Record<SignId, Record<Area, AreaTrait>> = {
  koc: {
    ask: { does: 'beğendiğini hemen belli eder, ilk adımı atmaktan çekinmez', needs: 'heyecan ve açık ilgi' },
    iletisim: { does: 'ne düşünüyorsa dolandırmadan söyler, uzun açıklamalardan sıkılır', needs: 'kısa ve net cevap' },
    guven: { does: 'çabuk parlar ama kin tutmaz, kavga bittiğinde sayfayı kapatır', needs: 'dürüstlük ve hızlı barışma' },
    evlilik: { does: 'ortak hayatta da kendi alanını ve girişimlerini ister', needs: 'bağımsızlık ve ortak hedef' },
    dostluk: { does: 'arkadaşını maceraya sürükler, zor günde ilk koşan olur', needs: 'hareket ve rekabetin tadı' },
  },
  boga: {
    ask: { does: 'yavaş açılır ama bağlandığında sadakatini dokunarak, emek vererek gösterir', needs: 'sabır ve fiziksel yakınlık' },
    iletisim: { does: 'az ve ölçülü konuşur, sözünü verdiyse arkasında durur', needs: 'sakin bir ses tonu ve zaman' },
    guven: { does: 'zor kızar ama inatlaştığında yerinden kıpırdamaz', needs: 'tutarlılık ve sözün tutulması' },
    evlilik: { does: 'ev, birikim ve düzen kurmayı ilişkinin doğal parçası sayar', needs: 'maddi güvence ve rahat bir yuva' },
    dostluk: { does: 'yıllar boyu aynı masada oturulacak, sofrası açık bir dosttur', needs: 'süreklilik ve sadelik' },
  },
  ikizler: {
    ask: { does: 'sohbetle flört eder, aklını çelen birine kalbini de kaptırır', needs: 'merak ve oyunbazlık' },
    iletisim: { does: 'konudan konuya atlar, her şeyi konuşmak ister, mesajlara hızlı döner', needs: 'canlı sohbet ve yeni konular' },
    guven: { does: 'tartışmayı bir fikir maçına çevirir, kırgınlığı esprilerle geçiştirir', needs: 'hafiflik ve sorgulanmadan dinlenmek' },
    evlilik: { does: 'rutini sevmez, hayatın değişmesini ve yeniliklerin sürmesini ister', needs: 'çeşitlilik ve hareket alanı' },
    dostluk: { does: 'herkesi tanır, arkadaşını yeni çevrelere ve fikirlere taşır', needs: 'geniş bir çevre ve serbestlik' },
  },
  yengec: {
    ask: { does: 'önce güvenmek ister, sonra sevgisini şefkat ve ilgiyle doldurur', needs: 'duygusal güven ve sıcaklık' },
    iletisim: { does: 'duygusunu sözden çok tavırla belli eder, alındığında içine kapanır', needs: 'yumuşak bir dil ve sezgili bir dinleyici' },
    guven: { does: 'kırıldığında kabuğuna çekilir, eski kırgınlıkları kolay unutmaz', needs: 'özür ve sürekli sevgi kanıtı' },
    evlilik: { does: 'aileyi ve yuvayı hayatın merkezine koyar, eşini korur kollar', needs: 'aile sıcaklığı ve aidiyet' },
    dostluk: { does: 'arkadaşının derdini kendi derdi bilir, çorbasıyla kapıya gelir', needs: 'vefa ve samimiyet' },
  },
  aslan: {
    ask: { does: 'cömert ve gösterişli sever, sevgilisini herkesin önünde över', needs: 'hayranlık ve takdir' },
    iletisim: { does: 'sıcak ve kendinden emin konuşur, dinlenmeyi ve fark edilmeyi bekler', needs: 'ilgi ve içten iltifat' },
    guven: { does: 'gururu incindiğinde sert çıkar, ama gönlü alınınca çabuk yumuşar', needs: 'saygı ve sadakat' },
    evlilik: { does: 'evi bir sahne gibi canlı tutar, ailesine cömertçe sahip çıkar', needs: 'gurur duyacağı bir ortak hayat' },
    dostluk: { does: 'grubun neşesi ve koruyucusudur, arkadaşlarını ağırlamayı sever', needs: 'sadakat ve takdir görmek' },
  },
  basak: {
    ask: { does: 'sevgisini büyük sözlerle değil, küçük ve düşünülmüş hizmetlerle gösterir', needs: 'incelik ve düzen' },
    iletisim: { does: 'ayrıntıya dikkat eder, düzeltme yapmadan duramaz', needs: 'açık bilgi ve mantıklı gerekçe' },
    guven: { does: 'sorunları tek tek not eder, eleştirisi çoğu zaman çözüm arayışıdır', needs: 'güvenilirlik ve özen' },
    evlilik: { does: 'günlük hayatı planlar, evin ve sağlığın yükünü sessizce taşır', needs: 'işbirliği ve düzenli bir hayat' },
    dostluk: { does: 'pratik yardımın ustasıdır, arkadaşının işini yoluna koyar', needs: 'karşılıklı emek ve dürüstlük' },
  },
  terazi: {
    ask: { does: 'zarafet ve romantizmle sever, ilişkiyi güzel bir ortaklık gibi kurar', needs: 'incelik ve eşitlik' },
    iletisim: { does: 'her iki tarafı da dinler, kırıcı olmamak için sözünü yumuşatır', needs: 'nezaket ve uzlaşma' },
    guven: { does: 'çatışmadan kaçar, kararsız kaldığında sorunu erteler', needs: 'huzur ve adil bir paylaşım' },
    evlilik: { does: 'ortaklığı hayatın anlamı sayar, evi de ilişkiyi de güzelleştirmeye çalışır', needs: 'denge ve estetik bir yuva' },
    dostluk: { does: 'arabulucu ve hoş sohbet bir dosttur, kimseyi dışarıda bırakmaz', needs: 'uyum ve karşılıklı nezaket' },
  },
  akrep: {
    ask: { does: 'ya hep ya hiç der, derin ve tutkulu bağlanır', needs: 'sadakat ve duygusal derinlik' },
    iletisim: { does: 'az konuşur ama çok şey sezer, satır aralarını okur', needs: 'dürüstlük ve mahremiyet' },
    guven: { does: 'ihaneti zor affeder, kıskançlığını saklasa da hisseder', needs: 'tam açıklık ve sır tutmak' },
    evlilik: { does: 'bir kez bağlandığında ilişkiyi sonuna kadar korur, güçlü bir ortaklık kurar', needs: 'bağlılık ve ortak güç' },
    dostluk: { does: 'az ama sıkı dostu olur, sırlarını yalnızca sınanmış kişilere açar', needs: 'güven ve sadakat' },
  },
  yay: {
    ask: { does: 'aşkı bir macera gibi yaşar, neşesi ve açıklığıyla çeker', needs: 'özgürlük ve birlikte keşif' },
    iletisim: { does: 'içinden geldiği gibi konuşur, bazen fazla dobra kaçar', needs: 'açık sözlülük ve felsefi sohbet' },
    guven: { does: 'kıskançlıktan ve sorgulanmaktan bunalır, kavgayı uzatmaz', needs: 'güven ve geniş alan' },
    evlilik: { does: 'bağlanmakta acele etmez, evliliği ortak bir yolculuk olarak görür', needs: 'yolculuk ve ortak anlam' },
    dostluk: { does: 'seyahat ve macera arkadaşıdır, moral veren sözleriyle bilinir', needs: 'yeni deneyim ve neşe' },
  },
  oglak: {
    ask: { does: 'ilişkiye ciddiyetle girer, sevgisini sorumluluk alarak gösterir', needs: 'saygı ve ciddiyet' },
    iletisim: { does: 'lafı dolandırmaz, duygudan çok plan konuşur', needs: 'somutluk ve güvenilir söz' },
    guven: { does: 'duygusunu gizler, kırıldığında soğuk ve mesafeli olur', needs: 'sorumluluk ve istikrar' },
    evlilik: { does: 'uzun vadeli düşünür, birlikte bir düzen ve statü inşa etmek ister', needs: 'ortak hedef ve sağlam bir gelecek' },
    dostluk: { does: 'az ama ömürlük dost edinir, sözüne her zaman güvenilir', needs: 'güvenilirlik ve saygı' },
  },
  kova: {
    ask: { does: 'önce arkadaş olur, sıra dışı ve özgür bir ilişki ister', needs: 'özgürlük ve zihinsel bağ' },
    iletisim: { does: 'fikirleri tartışmayı sever, duyguları mantıkla anlatmaya çalışır', needs: 'açık fikirlilik ve özgün konular' },
    guven: { does: 'tartışmada geri çekilip soğuklaşır, duygusal baskıya direnir', needs: 'kişisel alan ve tarafsızlık' },
    evlilik: { does: 'geleneksel kalıplara uymaz, ortaklığı kendi kurallarıyla yazmak ister', needs: 'bağımsızlık ve ortak ideal' },
    dostluk: { does: 'sadık ve ilkeli bir dosttur, topluluk işlerinde öne çıkar', needs: 'ortak dava ve eşitlik' },
  },
  balik: {
    ask: { does: 'romantik ve fedakâr sever, sevdiğini hayallerinde büyütür', needs: 'şefkat ve romantizm' },
    iletisim: { does: 'sezgiyle anlar, zor konuları söylemekte zorlanır', needs: 'anlayış ve sabır' },
    guven: { does: 'çatışmadan kaçar, kırıldığında sessizce uzaklaşır', needs: 'şefkat ve sakin bir ortam' },
    evlilik: { does: 'ilişkiye kendini adar, evi sığınılacak bir liman yapar', needs: 'duygusal destek ve hayal payı' },
    dostluk: { does: 'dinlemeyi bilir, arkadaşının acısını paylaşır', needs: 'anlayış ve yumuşaklık' },
  },
};
