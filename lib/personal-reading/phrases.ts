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
/** A conjunction and an opposition are told three ways (`variant`, rotated by the day). */
export const ASPECT_CLAUSE: Record<AspectKind, (body: string, p: PointForms, variant?: number) => string> = {
  conjunction: (b, p, v = 0) =>
    [
      `${b}, doğum haritanızdaki ${p.gen} üzerinden geçiyor`,
      `${b}, ${p.com} kavuşumda`,
      `${b}, ${p.gen} üzerinde ilerliyor`,
    ][v % 3],
  sextile: (b, p) => `${b}, ${p.com} sekstil açıda`,
  square: (b, p) => `${b}, ${p.com} kare açıda`,
  trine: (b, p) => `${b}, ${p.com} üçgen açıda`,
  opposition: (b, p, v = 0) =>
    [
      `${b}, ${p.gen} tam karşısından geçiyor`,
      `${b}, ${p.com} karşıt açıda`,
      `${b}, ${p.dat} karşıdan bakıyor`,
    ][v % 3],
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

/** The day's closing advice, eighteen for each house the Moon passes through. */
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
    'Güne on dakikalık esneme ya da kısa bir egzersizle başlayın.',
    'Bugün bir kararı başkasının onayını beklemeden kendiniz verin.',
    'Kusurlara değil, iyi giden bir şeye odaklanın ve onu not edin.',
    'Kendinize küçük bir hedef koyun ve akşam olmadan bitirin.',
    'Yeni biriyle tanışırsanız kendinizi tek cümleyle, net biçimde anlatın.',
    'Bedeninizin yorgunluk sinyallerine kulak verin; gerekiyorsa erken yatın.',
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
    'Bu ayın harcamalarını üç kaleme ayırın ve en büyüğüne bakın.',
    'İhtiyacınız olmayan bir indirime bugün kanmayın.',
    'Birikim hesabınıza otomatik bir talimat vermeyi düşünün.',
    'Bir eşyayı yenisini almak yerine tamir ettirin.',
    'Maaş, fatura ve kira günlerini takviminize işleyin.',
    'Parayla ilgili bir kararı yarına bırakıp bir gece üzerinde düşünün.',
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
    'Bir komşunuza ya da apartmandan birine selam verip halini sorun.',
    'Kısa bir mesajla birine teşekkür edin; uzun yazmanıza gerek yok.',
    'Okumayı bıraktığınız kitabı bugün on sayfa ilerletin.',
    'Bir işi telefonla halletmek yerine yüz yüze konuşmayı deneyin.',
    'Notlarınızı tek bir yerde toplayın; kâğıt ya da telefon, ama tek yer.',
    'Yakın bir yere yürüyerek gidin; yolda aklınıza iyi fikirler gelebilir.',
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
    'Evde bir çekmeceyi boşaltın ve yalnızca gerçekten kullandıklarınızı geri koyun.',
    'Aile grubuna kısa bir haber verin; sesinizi duymak onlara iyi gelir.',
    'Akşam evde olun ve bir saat hiçbir şey yapmamaya izin verin.',
    'Balkona ya da pencere önüne bir bitki koyun.',
    'Çocukluğunuzdan bir yemeği bu hafta yeniden pişirin.',
    'Ev içindeki küçük bir gerginliği büyümeden konuşun.',
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
    'Bir arkadaşınızla uzun zamandır konuştuğunuz planı bugün takvime bağlayın.',
    'En sevdiğiniz şarkıyı açın; dans edin ya da eşlik edin.',
    'Bugün bir oyun oynayın: kutu oyunu, bulmaca ya da bir maç.',
    'Sevgilinize ya da eşinize ilk tanıştığınız günü hatırlatın.',
    'Aklınızdaki bir fikri kimseye göstermeden, yalnızca kendiniz için yazın.',
    'Bir çocuğa ya da gence bildiğiniz bir şeyi öğretin.',
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
    'İşe başlamadan önce günün en önemli üç işini yazın.',
    'Öğle arasında ekrandan uzaklaşıp on dakika dışarı çıkın.',
    'Bugün asansör yerine merdiveni kullanın.',
    'Uzun süredir aynı yerde duran bir iş dosyasını kapatın.',
    'Yemeklerinizi saatinde yiyin; atıştırmayı bugün azaltın.',
    'Yardım istemeniz gereken bir işte bugün açıkça yardım isteyin.',
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
    'Partnerinize bugün yaptığı bir şey için teşekkür edin.',
    'Ortak bir kararı tek başınıza vermeyin; önce onun görüşünü alın.',
    'Tartışma çıkarsa önce karşı tarafın söylediğini kendi sözlerinizle tekrar edin.',
    'Eşinizle ya da bir dostunuzla birlikte yürüyüşe çıkın.',
    'Bir pazarlıkta ilk teklifi siz yapmayın; önce dinleyin.',
    'Yakınınızla bu hafta için küçük bir ortak plan yapın.',
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
    'Ortak harcamalarda kimin neyi ödediğini açıkça yazın.',
    'Bir aboneliği ya da otomatik ödemeyi bugün kontrol edin.',
    'Sizi uzun süredir rahatsız eden bir duyguyu güvendiğiniz biriyle konuşun.',
    'Önemli belgelerinizi tek bir klasörde toplayın.',
    'Birine olan borcunuzu küçük de olsa bugün ödeyin.',
    'Bir değişikliğe direnmek yerine neyi kaybetmekten korktuğunuzu not edin.',
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
    'Ertelediğiniz bir kitabın ilk bölümünü bugün okuyun.',
    'Bir sonraki tatiliniz için bütçe ve tarih belirleyin.',
    'Hiç denemediğiniz bir mutfaktan bir yemek tadın.',
    'Kendi alanınız dışında bir konuda kısa bir ders izleyin.',
    'Görüşünüze karşı çıkan bir yazıyı sonuna kadar okuyun.',
    'Şehrinizde daha önce girmediğiniz bir müzeye ya da sergiye gidin.',
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
    'İşte bir sorunu çözün ve nasıl çözdüğünüzü kısaca not edin.',
    'Bir toplantıyı beş dakika erken bitirmeyi önerin.',
    'Ekibinizde iyi iş çıkaran birini herkesin önünde takdir edin.',
    'Gelecek üç ayın iş hedeflerini bir sayfaya sığdırın.',
    'Mesleğinizle ilgili bir etkinliğe ya da eğitime başvurun.',
    'İşte kimsenin üstlenmek istemediği küçük bir işi alıp bitirin.',
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
    'Bir arkadaşınıza onun sizin için neden değerli olduğunu söyleyin.',
    'Bir grup sohbetinde uzun süredir sessiz kalan birine doğrudan yazın.',
    'Bir hayalini gerçekleştirmiş biriyle konuşup nasıl yaptığını sorun.',
    'Katıldığınız bir grupta küçük bir görev üstlenin.',
    'Bu yıl için bir dileğinizi yazıp cüzdanınıza koyun.',
    'Aynı hobiyi paylaştığınız biriyle buluşma ayarlayın.',
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
    'Bugün bir saat hiçbir bildirime bakmayın.',
    'Uyumadan önce gününüzü üç cümleyle bir deftere yazın.',
    'Sessiz bir yerde on dakika oturup yalnızca nefesinizi sayın.',
    'Kendinize “hayır” deme izni verin ve bir daveti nazikçe geri çevirin.',
    'Bir parkı, bir ibadethaneyi ya da sessiz bir köşeyi ziyaret edin.',
    'Uzun süredir taşıdığınız bir kırgınlığı bir mektuba yazın; göndermek zorunda değilsiniz.',
  ],
];

/**
 * Other ways to say what a natal point stands for (the first is POINT_THEME's): a transit read
 * for weeks is described in rotating words, as a columnist would not repeat the same phrase daily.
 */
export const POINT_THEMES: Record<NatalPoint, string[]> = {
  sun: [
    POINT_THEME.sun,
    'kendinizi ortaya koyma biçiminiz',
    'iradeniz ve yaşam enerjiniz',
    'kim olduğunuzu gösterme cesaretiniz',
    'kendi yolunuzu çizme isteğiniz',
    'özgüveniniz',
    'hayattan ne istediğiniz',
  ],
  moon: [
    POINT_THEME.moon,
    'ruh haliniz ve aile hayatınız',
    'iç dünyanız ve yuvanız',
    'duygusal ihtiyaçlarınız',
    'ev ve aile düzeniniz',
    'güvende hissetme ihtiyacınız',
    'duygusal dengeniz',
  ],
  mercury: [
    POINT_THEME.mercury,
    'kafanızdaki fikirler ve söyledikleriniz',
    'iletişiminiz ve karar verme biçiminiz',
    'telefon, e-posta ve evrak işleriniz',
    'öğrenme ve anlatma biçiminiz',
    'günlük kararlarınız',
  ],
  venus: [
    POINT_THEME.venus,
    'sevgi hayatınız ve harcamalarınız',
    'keyif aldığınız şeyler',
    'yakın ilişkileriniz',
    'gönül işleriniz ve bütçeniz',
    'sevdiklerinizle bağınız',
  ],
  mars: [
    POINT_THEME.mars,
    'harekete geçme isteğiniz',
    'mücadele gücünüz',
    'işe koyulma hızınız',
    'bedensel enerjiniz',
    'cesaretiniz ve sabrınız',
  ],
  jupiter: [
    POINT_THEME.jupiter,
    'inandığınız şeyler ve iyimserliğiniz',
    'ufkunuzu açan fırsatlar',
    'şansınızı deneme isteğiniz',
  ],
  saturn: [
    POINT_THEME.saturn,
    'yükümlülükleriniz',
    'disiplininiz ve uzun vadeli planlarınız',
    'hayatınızdaki sınırlar',
  ],
  uranus: [POINT_THEME.uranus, 'bağımsızlığınız', 'alışılmışın dışına çıkma isteğiniz', 'ani kararlarınız'],
  neptune: [
    POINT_THEME.neptune,
    'sezgileriniz ve iç sesiniz',
    'hayal gücünüz',
    'inançlarınız ve idealleriniz',
  ],
  pluto: [POINT_THEME.pluto, 'içinizdeki güç', 'bırakmakta zorlandığınız şeyler', 'derin bağlarınız'],
  ascendant: [
    POINT_THEME.ascendant,
    'dış görünüşünüz ve duruşunuz',
    'ilk izleniminiz',
    'kendinizi dünyaya sunuşunuz',
    'bedeninizin ihtiyaçları',
    'yeni tanıştığınız insanlardaki etkiniz',
    'görünüşünüz ve sağlığınız',
  ],
  midheaven: [
    POINT_THEME.midheaven,
    'kariyeriniz ve itibarınız',
    'iş hayatınızdaki hedefler',
    'mesleki görünürlüğünüz',
    'yöneticilerinizle ilişkiniz',
    'uzun vadeli iş planlarınız',
  ],
};

/** Other ways to say what a transiting body brings (the first is BODY_BRINGS's). */
export const BODY_BRINGS_ALT: Record<TransitingBody, string[]> = {
  sun: [BODY_BRINGS.sun, 'ışık ve enerji', 'görünür olma isteği', 'ilgi ve sıcaklık', 'netlik'],
  mercury: [
    BODY_BRINGS.mercury,
    'yoğun bir iletişim',
    'hızlı düşünce ve bol haber',
    'merak ve soru',
    'telefon trafiği ve yeni bilgiler',
  ],
  venus: [
    BODY_BRINGS.venus,
    'sıcaklık ve çekim',
    'tatlı bir uyum',
    'zarafet ve yumuşaklık',
    'sevgi ve güzellik',
  ],
  mars: [
    BODY_BRINGS.mars,
    'enerji ve aceleci bir dürtü',
    'mücadele isteği',
    'ateş ve hareket',
    'rekabet havası',
  ],
  jupiter: [BODY_BRINGS.jupiter, 'büyüme ve iyimserlik', 'bolluk ve cesaret', 'geniş bir bakış'],
  saturn: [BODY_BRINGS.saturn, 'ciddiyet ve sorumluluk', 'ağırlık ve olgunlaşma', 'düzen ihtiyacı'],
  uranus: [BODY_BRINGS.uranus, 'beklenmedik gelişmeler', 'özgürleşme ihtiyacı', 'ani bir uyanış'],
  neptune: [BODY_BRINGS.neptune, 'sis ve sezgi', 'hayal gücü ve belirsizlik', 'incelik ve hassasiyet'],
  pluto: [BODY_BRINGS.pluto, 'köklü bir değişim', 'köklü bir yenilenme', 'arınma ve yenilenme'],
};

/** The bodies' names in the genitive ("Venüs’ün"). */
export const BODY_GENITIVE: Record<TransitingBody, string> = {
  sun: 'Güneş’in',
  mercury: 'Merkür’ün',
  venus: 'Venüs’ün',
  mars: 'Mars’ın',
  jupiter: 'Jüpiter’in',
  saturn: 'Satürn’ün',
  uranus: 'Uranüs’ün',
  neptune: 'Neptün’ün',
  pluto: 'Plüton’un',
};

/** An aspect as a possessed noun: "Venüs’ün Güneşinizle üçgeni". */
export const ASPECT_POSSESSED: Record<AspectKind, string> = {
  conjunction: 'kavuşumu',
  sextile: 'sekstili',
  square: 'karesi',
  trine: 'üçgeni',
  opposition: 'karşıtlığı',
};

/** What the aspect does to the point, as a verb phrase with the point in the accusative. */
const ASPECT_DOES: Record<AspectKind, (p: PointForms) => string> = {
  conjunction: (p) => `${p.gen} üzerinden geçiyor`,
  sextile: (p) => `${p.acc} sekstil açıyla destekliyor`,
  trine: (p) => `${p.acc} üçgen açıyla destekliyor`,
  square: (p) => `${p.acc} kare açıyla zorluyor`,
  opposition: (p) => `${p.acc} karşıdan zorluyor`,
};

/**
 * The first clause of the day's main text: the lead transit stated in full, in five shapes,
 * rotated by the day, so a transit that leads for several days opens each of them differently.
 */
export const LEAD_OPENING: ((
  b: TransitingBody,
  p: PointForms,
  aspect: AspectKind,
  variant: number,
) => string)[] = [
  (b, p, a, v) => ASPECT_CLAUSE[a](BODY_NAMES[b], p, v),
  (b, p, a) => `${BODY_GENITIVE[b]} ${p.com} ${ASPECT_POSSESSED[a]} günün ana etkisi`,
  (b, p, a) => `${BODY_NAMES[b]} bugün ${ASPECT_DOES[a](p)}`,
  (b, p, a) => `Günün en güçlü teması ${BODY_GENITIVE[b]} ${p.com} ${ASPECT_POSSESSED[a]}`,
  (b, p, a) => `Bugün öne çıkan, ${p.com} ${BODY_NAMES[b]} arasındaki ${ASPECT_NAMES[a]} açı`,
];

/** A fast transit exact on another day than the one read: its effect, told two ways each. */
export const EXACT_AROUND = {
  yesterday: [
    (clock: string) => `açı dün saat ${clock} tamdı, bugün hâlâ güçlü`,
    (clock: string) => `dün ${clock} tam oldu, izleri bugün de hissediliyor`,
    (clock: string) => `en yoğun anını dün ${clock} yaşadı ama etkisi geçmedi`,
    (clock: string) => `dün ${clock} doruğa ulaştı, yankısı bugün de sürüyor`,
    (clock: string) => `dün ${clock} tam oldu, etkisi bugün yavaş yavaş azalıyor`,
  ],
  tomorrow: [
    (clock: string) => `açı yarın saat ${clock} tam olacak, etkisi şimdiden başladı`,
    (clock: string) => `yarın ${clock} tam oluyor, yaklaşan etkiyi bugünden sezebilirsiniz`,
    (clock: string) => `en yoğun anı yarın ${clock}, hazırlığı bugünden başlıyor`,
    (clock: string) => `yarın ${clock} doruğa çıkacak, bugün ısınma turu`,
    (clock: string) => `tam hali yarın ${clock}, bugün ilk belirtileri görebilirsiniz`,
  ],
  before: [
    (day: string) => `açı ${day} günü tamdı, etkisi bugün de sürüyor`,
    (day: string) => `${day} günü tam oldu, etkisi henüz dağılmadı`,
    (day: string) => `en yoğun anı ${day} günüydü, izleri bugün de okunuyor`,
    (day: string) => `${day} günü doruğa ulaştı ve henüz sönmedi`,
    (day: string) => `tam hali ${day} günü yaşandı, bugün geriye kalanla çalışıyorsunuz`,
  ],
  after: [
    (day: string) => `açı ${day} günü tam olacak, etkisi bugünden hissediliyor`,
    (day: string) => `${day} günü tam oluyor, yaklaşan etkinin ilk işaretleri bugün görülüyor`,
    (day: string) => `en yoğun anı ${day} günü, şimdiden yaklaşıyor`,
    (day: string) => `${day} günü doruğa çıkacak, bugün yolun başındasınız`,
    (day: string) => `tam hali ${day} günü, ama havası şimdiden hissediliyor`,
  ],
};

/** The day's summary line after the date: the lead told in a short sentence, four shapes. */
export const SUMMARY_FRAME: ((
  b: string,
  p: PointForms,
  a: AspectKind,
  when: string,
  theme: string,
) => string)[] = [
  (b, p, a, w, t) =>
    `${b} ile ${p.nom} arasındaki ${ASPECT_NAMES[a]} açısı (${w}) ${t} konusunu öne çıkarıyor.`,
  (b, p, a, w, t) =>
    `Gündeminizde ${t} var; sebebi ${b} ile ${p.nom} arasındaki ${ASPECT_NAMES[a]} açısı (${w}).`,
  (b, p, a, w) => `${b}, ${p.com} ${ASPECT_LOCATIVE[a]} (${w}); ${TONE_OF_DAY[ASPECT_TONE[a]]}.`,
  (b, p, a, w) => `Bugünün ana başlığı: ${b}, ${p.com} ${ASPECT_LOCATIVE[a]} (${w}).`,
];

/** The day's weather by the lead aspect's tone, for a summary that does not repeat the theme. */
const TONE_OF_DAY: Record<Tone, string> = {
  easy: 'işler kolay akıyor, fırsatı kaçırmayın',
  hard: 'gün sabır ve ölçü istiyor',
  blend: 'gün yoğun ve hareketli geçiyor',
};

/** The aspect as where a body stands to a point: "Güneşinizle kare açıda". */
const ASPECT_LOCATIVE: Record<AspectKind, string> = {
  conjunction: 'kavuşumda',
  sextile: 'sekstil açıda',
  square: 'kare açıda',
  trine: 'üçgen açıda',
  opposition: 'karşıt açıda',
};

/** A quiet day's summary after the date: the Moon's house and its matters. */
export const QUIET_SUMMARY: ((house: string, matter: string) => string)[] = [
  (h, m) => `Ay ${h} evinizden geçerken ${m} öne çıkıyor.`,
  (h, m) => `Büyük bir açının olmadığı bir gün; Ay ${h} evinizde ve gündem ${m}.`,
  (h, m) => `Günün rengini ${h} evinizdeki Ay veriyor: ${m}.`,
];

/** The second transit of the day, in three shapes; `when` is the EXACT_AROUND-style phrase. */
export const SECOND_FRAME: ((clause: string, when: string, theme: string, brings: string) => string)[] = [
  (c, w, t, b) => `Ayrıca ${c}: ${w}; ${t} için ${b} getiriyor.`,
  (c, w, t, b) => `${capitalizeTr(c)}; ${w}, yani ${t} tarafında ${b} bekleyin.`,
  (c, w, t, b) => `Bir yandan da ${c} ve bu, ${t} için ${b} demek; ${w}.`,
];

/** A slow transit felt on the day but not leading: three shapes, `verb` after the theme. */
export const SLOW_BACKGROUND: ((
  clause: string,
  when: string,
  theme: string,
  brings: string,
  verb: string,
) => string)[] = [
  (c, w, t, b, v) => `${capitalizeTr(c)}; ${w}, yani ${t} bu aylarda ${b} ile ${v}.`,
  (c, w, t, b) => `Arka planda ${c}; ${w} ve ${t} konusunda ${b} bir süre daha sizinle.`,
  (c, w, t, b) => `${capitalizeTr(t)} için ${b} sürüyor: ${c}; ${w}.`,
];

/** When the Moon changes house during the day: the new house's matters come forward. */
export const MOON_HOUSE_CHANGE: ((clock: string, from: string, to: string, matter: string) => string)[] = [
  (c, f, t, m) => `Saat ${c} doğru ${f} evden ${t} evinize geçiyor; ${m} o saatten sonra öne çıkıyor.`,
  (c, f, t, m) => `Ay saat ${c} doğru ${t} evinize geçtiğinde gündem değişiyor: sıra ${m} konusunda.`,
  (c, f, t, m) => `Saat ${c} doğru Ay ${f} evden ${t} eve geçiyor; ${m} ağırlık kazanıyor.`,
  (c, f, t, m) =>
    `Günün bir bölümünü ${f} evde geçiren Ay, saat ${c} doğru ${t} evinize ulaşıyor; günün geri kalanında konu ${m}.`,
  (c, f, t, m) => `Saat ${c} doğru ${t} eve geçen Ay, ilginizi ${m} konusuna çekiyor.`,
];

function capitalizeTr(text: string): string {
  return text.charAt(0).toLocaleUpperCase('tr-TR') + text.slice(1);
}

/** A personal planet's retrograde under way, in three shapes: house, its matter, end day, days left. */
export const RETROGRADE_UNDER_WAY: ((
  body: string,
  where: string,
  matter: string,
  endDay: string,
  left: number,
) => string)[] = [
  (b, w, m, e, l) =>
    `${b} ${e} gününe kadar geri harekette (${l} gün kaldı) ve ${w}: ${m} konusunda yeni bir şeye başlamadan önce eskisini toparlayın.`,
  (b, w, m, e, l) =>
    `${w.charAt(0).toLocaleUpperCase('tr-TR') + w.slice(1)} geri giden ${b}, ${e} günü düzelecek; ${l} gün boyunca ${m} alanında eski dosyaları kapatmak yeni işe girişmekten daha verimli.`,
  (b, w, m, e, l) =>
    `${b}${l > 1 ? ` ${l} gün daha` : ' bir gün daha'} geri harekette (${e} gününe kadar) ve ${w}; ${m} için sözleşme ve büyük alışverişte ikinci kez bakın.`,
];

/** What a lunation or a station near the day asks of the house it falls in; rotated by the day. */
export const EVENT_ADVICE = {
  newMoonPast: [
    (m: string) => `${m} için koyduğunuz niyet taze, ona bugün bir adım ekleyin`,
    (m: string) => `${m} konusunda başlattığınız şeyi bugün bir adım ileri taşıyın`,
    (m: string) => `${m} için tuttuğunuz notlara bakın ve ilk somut işi seçin`,
  ],
  newMoonAhead: [
    (m: string) => `${m} için yeni bir niyet koymanın zamanı`,
    (m: string) => `${m} konusunda ne başlatmak istediğinizi şimdiden yazın`,
    (m: string) => `${m} alanında temiz bir sayfa açılıyor`,
  ],
  fullMoonPast: [
    (m: string) => `${m} konusunda netleşen şeyi bugün sakin kafayla değerlendirin`,
    (m: string) => `${m} alanında ortaya çıkan sonucu kabul edip bir sonraki adımı planlayın`,
    (m: string) => `${m} alanında tamamlananı kutlayın, fazlalığı bırakın`,
  ],
  fullMoonAhead: [
    (m: string) => `${m} konusunda bir şey olgunlaşıyor ya da netleşiyor`,
    (m: string) => `${m} alanında bir sonuç ya da doruk noktası yaklaşıyor`,
    (m: string) => `${m} tarafında duygular yükselebilir; büyük kararları dolunay geçince verin`,
  ],
  stationRetrograde: [
    (where: string, m: string) => `${where} ilerlediği için ${m} konusunu gözden geçirmeye uygun bir dönem`,
    (where: string, m: string) => `${where} yavaşladığı için ${m} konusunda eski işlere dönmek kolaylaşıyor`,
    (where: string, m: string) => `${where} geri gideceği haftalarda ${m} için acele kararlardan kaçının`,
  ],
  stationDirect: [
    (m: string) => `${m} konusunda bekleyen işler yeniden yürümeye başlıyor`,
    (m: string) => `${m} tarafında takılan işler çözülmeye başlıyor`,
    (m: string) => `${m} alanında ertelenen kararları yeniden ele alabilirsiniz`,
  ],
};
