/**
 * The personal reading's own words: the natal points in the cases Turkish needs, what each
 * transiting body brings, what each point stands for, what each house holds, and the frames and
 * advice the composer picks from. Plain columnist's Turkish: one message, advice a reader can act on.
 */
import { BODY_NAMES } from '../astro/bodies';
import { ASPECT_NAMES, type AspectKind } from '../astro/aspects';
import type { NatalPoint, TransitingBody } from '../transits/find';

/** A natal point with its possessive ("your Sun") in the cases the sentences use. */
export interface PointForms {
  nom: string;
  acc: string;
  dat: string;
  com: string;
  gen: string;
}

export const POINT_FORMS: Record<NatalPoint, PointForms> = {
  sun: { nom: 'Güneşiniz', acc: 'Güneşinizi', dat: 'Güneşinize', com: 'Güneşinizle', gen: 'Güneşinizin' },
  moon: { nom: 'Ayınız', acc: 'Ayınızı', dat: 'Ayınıza', com: 'Ayınızla', gen: 'Ayınızın' },
  mercury: {
    nom: 'Merkürünüz',
    acc: 'Merkürünüzü',
    dat: 'Merkürünüze',
    com: 'Merkürünüzle',
    gen: 'Merkürünüzün',
  },
  venus: { nom: 'Venüsünüz', acc: 'Venüsünüzü', dat: 'Venüsünüze', com: 'Venüsünüzle', gen: 'Venüsünüzün' },
  mars: { nom: 'Marsınız', acc: 'Marsınızı', dat: 'Marsınıza', com: 'Marsınızla', gen: 'Marsınızın' },
  jupiter: {
    nom: 'Jüpiteriniz',
    acc: 'Jüpiterinizi',
    dat: 'Jüpiterinize',
    com: 'Jüpiterinizle',
    gen: 'Jüpiterinizin',
  },
  saturn: {
    nom: 'Satürnünüz',
    acc: 'Satürnünüzü',
    dat: 'Satürnünüze',
    com: 'Satürnünüzle',
    gen: 'Satürnünüzün',
  },
  uranus: {
    nom: 'Uranüsünüz',
    acc: 'Uranüsünüzü',
    dat: 'Uranüsünüze',
    com: 'Uranüsünüzle',
    gen: 'Uranüsünüzün',
  },
  neptune: {
    nom: 'Neptününüz',
    acc: 'Neptününüzü',
    dat: 'Neptününüze',
    com: 'Neptününüzle',
    gen: 'Neptününüzün',
  },
  pluto: {
    nom: 'Plütonunuz',
    acc: 'Plütonunuzu',
    dat: 'Plütonunuza',
    com: 'Plütonunuzla',
    gen: 'Plütonunuzun',
  },
  ascendant: {
    nom: 'yükseleniniz',
    acc: 'yükseleninizi',
    dat: 'yükseleninize',
    com: 'yükseleninizle',
    gen: 'yükseleninizin',
  },
  midheaven: {
    nom: 'tepe noktanız (MC)',
    acc: 'tepe noktanızı (MC)',
    dat: 'tepe noktanıza (MC)',
    com: 'tepe noktanızla (MC)',
    gen: 'tepe noktanızın (MC)',
  },
};

/** Short names of the natal points for lists ("natal Güneş"). */
export const POINT_NAMES: Record<NatalPoint, string> = {
  ...BODY_NAMES,
  ascendant: 'Yükselen',
  midheaven: 'Tepe noktası (MC)',
};

/** What a natal point stands for in a life. */
export const POINT_THEME: Record<NatalPoint, string> = {
  sun: 'kendinize güveniniz ve hayattaki yönünüz',
  moon: 'duygularınız, eviniz ve iç huzurunuz',
  mercury: 'konuşmalarınız, yazışmalarınız ve planlarınız',
  venus: 'ilişkileriniz, zevkleriniz ve paranız',
  mars: 'enerjiniz ve giriştiğiniz işler',
  jupiter: 'umutlarınız ve büyüme isteğiniz',
  saturn: 'sorumluluklarınız ve kurduğunuz düzen',
  uranus: 'özgürlük ihtiyacınız ve yenilik merakınız',
  neptune: 'hayalleriniz ve sezgileriniz',
  pluto: 'derindeki tutkularınız ve kontrol ihtiyacınız',
  ascendant: 'dışarıya verdiğiniz izlenim ve bedeniniz',
  midheaven: 'işiniz ve toplumdaki yeriniz',
};

/** What a transiting body brings. */
export const BODY_BRINGS: Record<TransitingBody, string> = {
  sun: 'dikkat ve canlılık',
  mercury: 'haber, konuşma ve düşünce trafiği',
  venus: 'yakınlık, uyum ve keyif',
  mars: 'hız, cesaret ve biraz sabırsızlık',
  jupiter: 'genişleme ve fırsat',
  saturn: 'sınav, sınır ve sabır',
  uranus: 'sürpriz ve değişim isteği',
  neptune: 'belirsizlik ve ilham',
  pluto: 'derin bir dönüşüm baskısı',
};

export type Tone = 'blend' | 'easy' | 'hard';
export const ASPECT_TONE: Record<AspectKind, Tone> = {
  conjunction: 'blend',
  sextile: 'easy',
  trine: 'easy',
  square: 'hard',
  opposition: 'hard',
};

/** The aspects' names in running text. */
export const ASPECT_WORD: Record<AspectKind, string> = ASPECT_NAMES;

/** "{Body} … {point}" in the present tense: the aspect told in words. */
export const ASPECT_CLAUSE: Record<AspectKind, (body: string, p: PointForms) => string> = {
  conjunction: (b, p) => `${b}, doğum haritanızdaki ${p.gen} üzerinden geçiyor`,
  sextile: (b, p) => `${b}, ${p.com} sekstil açıda`,
  square: (b, p) => `${b}, ${p.com} kare açıda`,
  trine: (b, p) => `${b}, ${p.com} üçgen açıda`,
  opposition: (b, p) => `${b}, ${p.gen} tam karşısından geçiyor`,
};

/** The meaning of a transit: `brings` and `theme` filled in; one is picked by the day. */
export const MEANING: Record<Tone, ((brings: string, theme: string) => string)[]> = {
  blend: [
    (b, t) => `${t} bu günlerde ${b} ile yoğunlaşıyor.`,
    (b, t) => `Bu temas ${t} üzerine ${b} getiriyor; konu ne olursa olsun sizi içine çekecek.`,
    (b, t) => `${b} doğrudan ${t} alanına yerleşiyor; gündemin merkezinde siz varsınız.`,
    (b, t) => `Kısa süreliğine de olsa ${t} ile ${b} iç içe geçiyor.`,
    (b, t) => `Gündeminizin başında ${t} var; ${b} bu konuyu görmezden gelmenize izin vermiyor.`,
    (b, t) => `${t} söz konusu olduğunda bugünlerde ${b} hissedeceksiniz.`,
    (b, t) => `Bu buluşma ${t} için hem ${b} hem de yeni bir başlangıç duygusu taşıyor.`,
  ],
  easy: [
    (b, t) => `${b} bugün ${t} için işinize yarıyor.`,
    (b, t) => `${t} konusunda ${b} sizden yana; küçük bir adım kolayca karşılık bulabilir.`,
    (b, t) => `Bu uyumlu açı, ${t} alanında ${b} getiriyor.`,
    (b, t) => `${t} için rüzgâr arkanızda: ${b} işleri yumuşatıyor.`,
    (b, t) => `${t} alanında kapılar biraz daha kolay açılıyor; ${b} yardımınıza geliyor.`,
    (b, t) => `Zorlamadan ilerleyebileceğiniz bir dönem: ${b}, ${t} konusunu destekliyor.`,
    (b, t) => `${t} için gelen ${b} boşa gitmesin; fırsat küçük ama gerçek.`,
  ],
  hard: [
    (b, t) => `${b}, ${t} konusunda sürtüşme yaratabilir.`,
    (b, t) => `Bu gergin açı ${t} üzerinde ${b} baskısı kuruyor; ilk tepkiyi hemen vermeyin.`,
    (b, t) => `${t} alanında ${b} sizi zorlayabilir; zorlanmak yanlış yolda olduğunuz anlamına gelmiyor.`,
    (b, t) => `${b} ile ${t} aynı anda söz istiyor; ikisini dengelemek sizin elinizde.`,
    (b, t) => `${t} konusunda işler beklediğiniz hızda yürümeyebilir; ${b} sabrınızı sınıyor.`,
    (b, t) => `${b} bugünlerde ${t} üzerinde bir gerilim yaratıyor; acele yerine ölçülü davranın.`,
    (b, t) => `${t} alanındaki bir pürüz, ${b} yüzünden gözünüze daha büyük görünebilir.`,
  ],
};

/** Things to do, by the natal point touched (imperative, plural "siz"). */
export const POINT_ACTIONS: Record<NatalPoint, string[]> = {
  sun: [
    'bugünün önceliğini tek cümleyle yazın ve ona sadık kalın',
    'bir kararı başkasına bırakmadan kendiniz verin',
    'yaptığınız bir işi sahiplenmekten çekinmeyin',
    'sizi gerçekten heyecanlandıran işe günün en iyi saatini ayırın',
    'bir toplantıda ya da sohbette fikrinizi ilk siz söyleyin',
    'başkalarının beklentisiyle kendi isteğinizi ayırın',
    'gün ışığında yarım saat yürüyün',
    'ertelediğiniz bir kişisel hedefe bugün bir adım atın',
  ],
  moon: [
    'akşam için kendinize sakin bir saat ayırın',
    'evde sizi yoran küçük bir şeyi düzeltin',
    'içinizden geçeni güvendiğiniz birine anlatın',
    'annenizi ya da sizi büyüten birini arayın',
    'sıcak ve ev yapımı bir yemek yiyin',
    'gün içinde nasıl hissettiğinizi üç kelimeyle not edin',
    'sizi gerenden bir süre uzak durun',
    'yatmadan önce ekranı bir saat erken kapatın',
  ],
  mercury: [
    'önemli mesajı göndermeden önce bir kez daha okuyun',
    'ertelediğiniz o telefonu açın',
    'kafanızdaki planı kâğıda dökün',
    'bir konuşmada önce soru sorun, sonra fikrinizi söyleyin',
    'gelen kutunuzdaki en eski mesajı yanıtlayın',
    'imzalayacağınız bir metnin küçük harflerini okuyun',
    'yarım kalan bir yazışmayı tek cümleyle toparlayın',
    'merak ettiğiniz bir konuda yarım saat okuyun',
  ],
  venus: [
    'sevdiğiniz birine küçük bir jest yapın',
    'harcamadan önce bir gece bekleyin',
    'kendinize iyi gelen bir şeye vakit ayırın',
    'bir arkadaşınızı kahveye çağırın',
    'evinizde bir köşeyi çiçekle ya da düzenle güzelleştirin',
    'küslüğü bitirecek ilk mesajı siz yazın',
    'bir iltifatı geri çevirmeden kabul edin',
    'bu ayki keyif harcamanız için bir sınır koyun',
  ],
  mars: [
    'enerjinizi tek bir işe yöneltin',
    'tartışma yerine yürüyüşe çıkın',
    'yarım kalan bir işi bitirin',
    'günün en zor işini öğleden önce bitirin',
    'öfkelendiğiniz anda cevap yazmayın, on dakika bekleyin',
    'terleten bir spor ya da tempolu bir yürüyüş yapın',
    'ertelediğiniz bir başvuruyu bugün yapın',
    'hızlanmadan önce trafikte ve işte iki kez bakın',
  ],
  jupiter: [
    'bir teklife hemen hayır demeyin, ayrıntısını sorun',
    'öğrenmek istediğiniz konu için ilk adımı atın',
    'vaatlerinizi gerçekçi tutun',
    'size yol gösterebilecek birine akıl danışın',
    'bir kursa ya da atölyeye kaydolmayı araştırın',
    'bir hayalinizi bütçesi ve tarihiyle yazıya dökün',
    'fazla iyimser bir hesabı bir kez daha kontrol edin',
    'birine cömert davranın ama kendinizi de ihmal etmeyin',
  ],
  saturn: [
    'takvimini çıkaramadığınız işi bugün takvime bağlayın',
    'yükünüzü paylaşabileceğiniz birini arayın',
    'söz verdiğiniz şeyin tarihini kontrol edin',
    'yapamayacağınız bir işe bugün nazikçe hayır deyin',
    'resmi bir evrakı ya da faturayı bugün halledin',
    'büyük işi küçük parçalara bölün ve ilkini bitirin',
    'uyku ve yemek saatlerinizi düzene sokun',
    'bir uzmana ya da deneyimli birine danışın',
  ],
  uranus: [
    'alışkanlığınızı küçük bir noktada değiştirin',
    'beklenmedik bir değişikliğe esnek kalın',
    'ani bir karar vermeden önce bir saat bekleyin',
    'işe farklı bir yoldan gidin',
    'hep ertelediğiniz yeni bir şeyi bir kez deneyin',
    'planınızda bir B seçeneği hazır tutun',
    'sizi kısıtlayan bir kuralı gözden geçirin',
    'yeni bir uygulama ya da yöntemi küçük bir işte deneyin',
  ],
  neptune: [
    'belirsiz kalan bir konuyu yazıyla netleştirin',
    'sezginizi not edin ama imzayı yarına bırakın',
    'müzik ya da sanatla zihninizi dinlendirin',
    'söylenenleri değil, yazılı olanı esas alın',
    'gördüğünüz bir rüyayı ya da aklınıza gelen bir fikri not edin',
    'denize ya da suya bakarak yarım saat geçirin',
    'birine yardım ederken kendi sınırınızı da koruyun',
    'kafanızı karıştıran konuyu tek bir soruya indirin',
  ],
  pluto: [
    'artık işe yaramayan bir alışkanlığı bırakın',
    'güç mücadelesine girmeden sınırınızı söyleyin',
    'sizi uzun süredir meşgul eden konuyu açıkça adlandırın',
    'çekmecede ya da dolapta tuttuğunuz gereksiz bir şeyi atın',
    'kıskançlık ya da kontrol isteğini fark ettiğiniz anda durun',
    'bir borcu ya da bir meseleyi kökünden çözmek için ilk adımı atın',
    'güvendiğiniz biriyle derin bir konuyu açın',
    'eski bir kırgınlığı bırakmaya karar verin',
  ],
  ascendant: [
    'görünüşünüze ve duruşunuza küçük bir özen gösterin',
    'ilk izleniminizi önemseyin, randevuya erken gidin',
    'bedeninizin istediği molayı verin',
    'gardırobunuzdan en sevdiğiniz kıyafeti seçin',
    'yeni biriyle tanışma fırsatını kaçırmayın',
    'gün içinde birkaç kez omuzlarınızı gevşetip derin nefes alın',
    'saçınız ya da cildiniz için kendinize vakit ayırın',
    'kendinizi tanıtırken tek cümlelik net bir ifade kullanın',
  ],
  midheaven: [
    'iş yerinde yaptığınız bir şeyi görünür kılın',
    'yöneticinizle kısa ve net bir konuşma yapın',
    'uzun vadeli bir hedefi bugünkü bir adıma bölün',
    'özgeçmişinizi ya da profilinizi güncelleyin',
    'iş yerinde söz verdiğiniz bir teslimi vaktinden önce bitirin',
    'mesleğinizde sizden deneyimli birine bir soru sorun',
    'bu yılki iş hedefinizi tek satırla yazın',
    'bir toplantıda önerinizi rakamlarla destekleyin',
  ],
};

/** How an action is offered, by the aspect's tone. */
export const ACTION_FRAME: Record<Tone, ((action: string) => string)[]> = {
  blend: [
    (a) => `Önerimiz: ${a}.`,
    (a) => `Bu enerjiyi boşa harcamayın; ${a}.`,
    (a) => `Odak sizde: ${a}.`,
    (a) => `Bugün için tek bir şey seçecekseniz, ${a}.`,
    (a) => `Gündem yoğun; yine de ${a}.`,
    (a) => `Bu hareketli günün hakkını verin: ${a}.`,
    (a) => `Sözün kısası: ${a}.`,
  ],
  easy: [
    (a) => `Fırsatı değerlendirin: ${a}.`,
    (a) => `Kolay akan günü kullanın ve ${a}.`,
    (a) => `Şansı zorlamadan ${a}.`,
    (a) => `Destek sizden yanayken ${a}.`,
    (a) => `Bugün küçük bir adım yeter: ${a}.`,
    (a) => `Havanın iyi olduğu bu günlerde ${a}.`,
    (a) => `Bekletmeyin; ${a}.`,
  ],
  hard: [
    (a) => `Tepkinizi ölçün: ${a}.`,
    (a) => `Gerginliği büyütmeyin; ${a}.`,
    (a) => `Zorlandığınız yerde durun ve ${a}.`,
    (a) => `Üstünüze gelen baskıya karşı ${a}.`,
    (a) => `Sabırlı olun ve ${a}.`,
    (a) => `Aceleye gerek yok; ${a}.`,
    (a) => `Gerilimi işe çevirin: ${a}.`,
  ],
};

/** What each house of the chart holds, for the Moon passing through it. */
export const HOUSE_THEME: string[] = [
  'kendi ihtiyaçlarınız ve görünüşünüz öne çıkıyor',
  'para, alışveriş ve kendinizi değerli hissetmek gündemde',
  'kısa yollar, kardeşler, komşular ve mesajlar hareketli',
  'ev, aile ve dinlenme ihtiyacı ağır basıyor',
  'keyif, yaratıcılık, çocuklar ve flört için uygun bir hava var',
  'günlük işler, düzen ve sağlık alışkanlıkları öne çıkıyor',
  'ortaklarınız ve yakın ilişkileriniz daha çok ilginizi istiyor',
  'ortak para, borç-alacak ve derin duygular gündemde',
  'yolculuk, okumak ve ufkunuzu açan konular çekici geliyor',
  'iş, itibar ve görünür sorumluluklar önde',
  'arkadaşlar, gruplar ve gelecek planları canlanıyor',
  'geri çekilmek, uyku ve iç dünyanız daha çok önem kazanıyor',
];

/** Short names of the houses' matters, for events that fall in them. */
export const HOUSE_MATTER: string[] = [
  'kendiniz ve yeni başlangıçlarınız',
  'paranız ve sahip olduklarınız',
  'yazışmalar ve yakın çevreniz',
  'eviniz ve aileniz',
  'aşk, çocuklar ve hobileriniz',
  'günlük işiniz ve sağlığınız',
  'ortaklıklarınız ve evliliğiniz',
  'ortak kaynaklar ve borçlar',
  'yolculuk, eğitim ve inançlarınız',
  'kariyeriniz',
  'arkadaşlarınız ve gelecek planlarınız',
  'iç dünyanız ve dinlenmeniz',
];

/** Other ways to say what a house holds, for the Moon passing (same order as HOUSE_THEME). */
export const HOUSE_THEME_ALT: string[][] = [
  [
    'kendinize ayırdığınız zaman ve ilk izleniminiz önem kazanıyor',
    'bedeninizin ve ruh halinizin sesi daha yüksek çıkıyor',
  ],
  ['harcamalar ve kazançlar daha çok aklınızda', 'neye değer verdiğiniz, cüzdanınızda da belli oluyor'],
  ['telefon, mesaj ve kısa işler gününüzü dolduruyor', 'yakın çevrenizle konuşmalar sıklaşıyor'],
  [
    'evinizde ve ailenizle geçen saatler daha değerli',
    'içinize kapanıp güvendiğiniz yerde olmak istiyorsunuz',
  ],
  [
    'eğlenmek ve kendinizi ifade etmek için iyi bir zaman',
    'gönlünüzün çektiği şeylere daha çok yer açılıyor',
  ],
  ['iş listesi ve sağlığınız daha çok ilgi istiyor', 'küçük düzenlemeler gününüzü kolaylaştırıyor'],
  ['karşınızdaki insan ve ortak kararlar öne geçiyor', 'ilişkilerde dengeyi kurmak gündemde'],
  ['paylaşılan para ve güven konuları derinleşiyor', 'yüzeyde kalmayan duygular su yüzüne çıkıyor'],
  ['uzak yerler, öğrenmek ve yeni fikirler ilginizi çekiyor', 'rutinin dışına çıkma isteği artıyor'],
  ['işteki yeriniz ve görünürlüğünüz öne çıkıyor', 'kariyerinizle ilgili adımlar daha çok göze batıyor'],
  ['dostlarınız ve ortak hayaller gündemde', 'kalabalıklar ve ekip işleri size iyi geliyor'],
  ['yalnız kalmak ve dinlenmek ihtiyaç haline geliyor', 'kendi içinize dönmek size güç veriyor'],
];

/** The day's closing advice, twelve for each house the Moon passes through. */
export const HOUSE_ADVICE: string[][] = [
  [
    'Bugün kendinizi ikinci plana atmayın: bir ihtiyacınızı açıkça söyleyin.',
    'Aynaya değil, nasıl hissettiğinize bakın; bedeninize iyi gelen bir şey seçin.',
    'Yeni bir başlangıç için büyük bir an beklemeyin, küçük bir adımla başlayın.',
    'Sabah en sevdiğiniz kıyafeti giyin; kendinizi iyi hissetmek günün havasını değiştirir.',
    'Bugün bir isteğe hayır demeniz gerekiyorsa, özür dilemeden söyleyin.',
    'Yarım saatlik bir yürüyüşü takviminize yazın ve atlamayın.',
    'Ertelediğiniz bir doktor ya da diş randevusunu bugün alın.',
    'Saçınıza, cildinize ya da kıyafetinize küçük bir yenilik yapın.',
    'Kendinize tek bir soru sorun: Bugün ne istiyorum? Cevabı not edin.',
    'Başkalarının işini üstlenmeden önce kendi işinizi bitirin.',
    'Öğle yemeğini ayakta değil, oturarak ve acele etmeden yiyin.',
    'Uzun zamandır denemek istediğiniz bir şeye bugün ilk adımı atın.',
  ],
  [
    'Bütçenize on dakika ayırın; bir aboneliği ya da gereksiz bir gideri kesin.',
    'Değerinizi bilin: bir ücret ya da zam konuşmasını ertelemeyin.',
    'Alışverişte listeye sadık kalın; anlık istek yarın da orada olacak.',
    'Banka hesabınızdaki son hareketlere bir göz atın; küçük kaçaklar burada görünür.',
    'Kullanmadığınız bir eşyayı satışa çıkarın ya da ihtiyacı olana verin.',
    'Ay sonunu rahat geçirmek için bugün küçük bir tutarı kenara koyun.',
    'Bir faturayı son gününü beklemeden bugün ödeyin.',
    'Pahalı bir alışverişten önce iki yerden fiyat alın.',
    'Alacağınız bir parayı nazikçe ama açıkça hatırlatın.',
    'Sizi mutlu eden küçük bir şeye, bütçeyi zorlamadan para harcayın.',
    'Kredi kartı ekstrenizi okuyun; beklemediğiniz bir kalem çıkabilir.',
    'Yeteneklerinizden birini nasıl gelire çevirebileceğinizi bir kâğıda yazın.',
  ],
  [
    'Cevap bekleyen mesajlarınızı bugün kapatın.',
    'Bir komşu ya da kardeşle kısa bir sohbet düşündüğünüzden iyi gelecek.',
    'Kısa bir yürüyüş ya da yakın bir yere gidiş aklınızı toparlar.',
    'Önemli bir e-postayı göndermeden önce bir kez yüksek sesle okuyun.',
    'Uzun süredir aramadığınız kardeşinizi ya da kuzeninizi arayın.',
    'Mahallenizdeki işleri, postane, banka, market, tek seferde halledin.',
    'Bugün bir şey öğrenin: kısa bir makale, bir podcast bölümü yeter.',
    'Dedikoduya kulak vermeyin; duyduğunuzu kaynağından doğrulayın.',
    'Telefonunuzdaki gereksiz bildirimleri kapatın, aklınız rahatlasın.',
    'Yarın için küçük bir yapılacaklar listesi yazıp çantanıza koyun.',
    'Bir toplantıda söz almadan önce söyleyeceğinizi iki cümleye indirin.',
    'Yolda ya da toplu taşımada telefonu bırakıp etrafınıza bakın.',
  ],
  [
    'Evde bir köşeyi toparlayın; dağınıklık aklınızı da yoruyor.',
    'Ailenizden biriyle telefonda birkaç dakika konuşun.',
    'Akşamı erken kapatın, dinlenmek bugün bir görev.',
    'Bu akşam evde sıcak bir yemek pişirin ve sofrayı özenle kurun.',
    'Evde uzun süredir bozuk duran bir şeyi tamir ettirin.',
    'Anne ya da babanızla eski bir fotoğrafa birlikte bakın, bir anıyı konuşun.',
    'Yatak odanızı havalandırın ve çarşafları değiştirin.',
    'Ev işlerini aile arasında yeniden paylaştırmayı bugün konuşun.',
    'Akşam haberleri yerine sevdiğiniz bir müziği açın.',
    'Evinizde sadece size ait küçük bir köşe yaratın.',
    'Kira, aidat ya da ev giderlerinden birini bugün düzene koyun.',
    'Büyüklerinizden birine yemek tarifini sorun ve not alın.',
  ],
  [
    'Sadece keyif için bir şey yapın; verimli olmak zorunda değil.',
    'Yaratıcı bir fikri not alın ve bugün ilk taslağını çıkarın.',
    'Sevdiğiniz biriyle planı siz önerin.',
    'Bir sinema, konser ya da sergi için bilet bakın.',
    'Çocuklarla ya da içinizdeki çocukla oyun oynamaya vakit ayırın.',
    'Yarım bıraktığınız hobinize bugün yarım saat ayırın.',
    'Hoşlandığınız kişiye küçük bir mesaj atın; uzun düşünmeyin.',
    'Fotoğraf çekin, resim yapın ya da birkaç satır yazın; sonucu önemli değil.',
    'Akşam için eğlenceli bir plan yapın, ekranın başında bitmesin.',
    'Kendinizi şımartacak küçük bir tatlı ya da kahve molası verin.',
    'Riskli bir bahis ya da yatırım yerine keyfi ucuz olanı seçin.',
    'Birine içtenlikle iltifat edin; güzel sözün bedeli yok.',
  ],
  [
    'Yapılacaklar listesini üç maddeye indirin ve üçünü de bitirin.',
    'Su içmeyi, öğle arasını ve kısa bir yürüyüşü atlamayın.',
    'Masanızı ya da çalışma düzeninizi on dakikada toparlayın.',
    'Ertelediğiniz bir tahlili ya da kontrolü bugün planlayın.',
    'Öğle yemeğinde bir porsiyon sebze ekleyin.',
    'Her saat başı beş dakika kalkıp esneyin.',
    'İş yerinde tekrar eden bir işi kolaylaştırmanın yolunu arayın.',
    'Ekibinizdeki birine yardım edin ama kendi işinizi de bitirin.',
    'Bu akşam yatma saatinizi yarım saat öne çekin.',
    'Bilgisayarınızdaki dosyaları düzenleyin; yarın aradığınızı hemen bulun.',
    'Evcil hayvanınız varsa onunla uzun bir yürüyüşe çıkın.',
    'Kahveyi bugün bir fincan azaltın, yerine bitki çayı deneyin.',
  ],
  [
    'Ortağınızı ya da yakın bir dostunuzu dinleyin; söz kesmeden.',
    'Bir anlaşmazlığı kazanmak yerine ortak noktayı arayın.',
    'Birlikte karar vermeniz gereken konuyu bugün masaya koyun.',
    'Eşinize ya da yakınınıza bugün neye ihtiyacı olduğunu sorun.',
    'Bir iş ortaklığında sözlü kalan bir konuyu yazıya geçirin.',
    'Partnerinizle telefonsuz bir akşam yemeği planlayın.',
    'Size karşı çıkan birinin gerekçesini sonuna kadar dinleyin.',
    'Bir sözleşmeyi imzalamadan önce bir kez daha okuyun.',
    'Ortak bir işte payınıza düşeni eksiksiz yapın, karşı taraftan da aynısını isteyin.',
    'Uzun zamandır küs olduğunuz biriyle barışmak için ilk adımı atın.',
    'İlişkinizde sizi rahatsız eden şeyi suçlamadan, bir cümleyle söyleyin.',
    'Sevdiğiniz biriyle sizin değil, onun seçtiği bir şey yapın.',
  ],
  [
    'Ortak hesapları, borç ve alacakları gözden geçirin.',
    'Sizi derinden etkileyen bir konuyu bastırmayın; yazarak boşaltın.',
    'Güven meselesinde varsayım yerine açık bir soru sorun.',
    'Bir kredi ya da taksit planını bugün yeniden hesaplayın.',
    'Sigorta, vergi ya da miras gibi ertelenmiş bir evrakı ele alın.',
    'Birinden ödünç aldığınız bir şeyi bugün geri verin.',
    'Sizi kıskandıran durumu fark edin ve bir kenara not edin.',
    'Eşinizle ya da ailenizle ortak bütçeyi açık açık konuşun.',
    'Sizi yoran bir bağı gevşetmek için küçük bir mesafe koyun.',
    'Bir sırrı saklamak yerine güvendiğiniz kişiye açmayı düşünün.',
    'Şifrelerinizi ve hesap güvenliğinizi bugün gözden geçirin.',
    'Geçmişte kalan bir kaybı anmak için kendinize sessiz bir an tanıyın.',
  ],
  [
    'Ufkunuzu açacak bir şey okuyun ya da dinleyin.',
    'Bir yolculuk ya da eğitim planı için ilk araştırmayı bugün yapın.',
    'Farklı düşünen biriyle tartışmadan konuşmayı deneyin.',
    'Hiç gitmediğiniz bir semtte ya da kasabada bir gün geçirmeyi planlayın.',
    'Yabancı bir dilde birkaç yeni kelime öğrenin.',
    'Uzakta yaşayan bir dostunuza ya da akrabanıza yazın.',
    'Bir belgesel açın ve sonuna kadar izleyin.',
    'Pasaport, vize ya da bilet gibi seyahat işlerinizi kontrol edin.',
    'Merak ettiğiniz bir kursa ya da söyleşiye kaydolun.',
    'Bir hocanıza ya da akıl danıştığınız birine sorunuzu sorun.',
    'İnançlarınızı sınayan bir fikre kapıyı kapatmadan önce sonuna kadar dinleyin.',
    'Kütüphaneye ya da kitapçıya uğrayıp rafları karıştırın.',
  ],
  [
    'İş yerinde bir sorumluluğu üstlenin ve sonucunu görünür kılın.',
    'Uzun vadeli bir hedefiniz için bugün ölçülebilir bir adım atın.',
    'Bir yöneticiye ya da büyüğünüze danışmaktan çekinmeyin.',
    'Özgeçmişinizi ya da iş profilinizi bugün güncelleyin.',
    'Yaptığınız bir işi kısa bir notla yöneticinize bildirin.',
    'Bu hafta bitirmeniz gereken en önemli işi sabah ilk iş yapın.',
    'Kariyerinizde örnek aldığınız biriyle kahve içmeyi teklif edin.',
    'Söz verdiğiniz bir teslim tarihini bir kez daha kontrol edin.',
    'İş yerinde bir sorunu şikâyet etmek yerine bir çözüm önerisiyle gidin.',
    'Gelecek yılki iş hedefinizi bir cümleyle yazın ve görünür bir yere asın.',
    'Bir toplantıya hazırlıklı gidin; üç maddelik not yeter.',
    'Emeğinizin karşılığını konuşmak için uygun bir randevu isteyin.',
  ],
  [
    'Uzun zamandır görmediğiniz bir arkadaşınıza yazın.',
    'Bir grup ya da topluluk işine katkı verin; karşılığı sonra gelir.',
    'Gelecek yıl için bir dileğinizi somut bir plana çevirin.',
    'Arkadaşlarınızla hafta sonu için bir buluşma ayarlayın.',
    'Bir derneğe, gönüllü işe ya da yardım kampanyasına küçük bir destek verin.',
    'Sizi olduğunuz gibi kabul eden arkadaşınıza bunu söyleyin.',
    'İlgi alanınızdaki bir topluluğa ya da kulübe katılmayı araştırın.',
    'Bir arkadaşınızın işine ya da projesine tavsiye ederek destek olun.',
    'Mesaj gruplarında sizi yoran birinden sessize alarak uzaklaşın.',
    'Beş yıl sonra nerede olmak istediğinizi üç maddeyle yazın.',
    'Ekip işinde fikrinizi söyleyin, son kararı birlikte verin.',
    'Yeni bir insanla tanışmak için davetlere bugün evet deyin.',
  ],
  [
    'Bugün kendinize sessiz bir saat ayırın; telefonsuz.',
    'Uykunuza özen gösterin ve geceyi erken bitirin.',
    'Kafanızı kurcalayan şeyi yazın; çözüm çoğu zaman kâğıtta belirir.',
    'Yatmadan önce on dakika nefes egzersizi yapın.',
    'Gördüğünüz rüyayı sabah unutmadan not edin.',
    'Kalabalık bir davete gitmek yerine evde dinlenmeyi seçin.',
    'Sizi üzen bir olayı affetmek için kendinize zaman tanıyın.',
    'Ihlamur ya da papatya çayı eşliğinde bir kitabın birkaç sayfasını okuyun.',
    'Bugün kimseye bir şey kanıtlamaya çalışmayın; işinizi sessizce yapın.',
    'Hastanede ya da yalnız yaşayan birini arayıp hatırını sorun.',
    'Sosyal medyaya bugün bir mola verin.',
    'Gün bitmeden yarın sizi bekleyen işlerin listesini çıkarıp aklınızdan boşaltın.',
  ],
];
