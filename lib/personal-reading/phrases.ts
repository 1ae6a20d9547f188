/**
 * The personal reading's own words: the natal points in the cases Turkish needs, what each
 * transiting body brings, what each point stands for, what each house holds, and the frames and
 * advice the composer picks from. Plain columnist's Turkish: one message, advice a reader can act on.
 */
import type { AspectKind } from '../astro/aspects';
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
  sun: 'Güneş',
  moon: 'Ay',
  mercury: 'Merkür',
  venus: 'Venüs',
  mars: 'Mars',
  jupiter: 'Jüpiter',
  saturn: 'Satürn',
  uranus: 'Uranüs',
  neptune: 'Neptün',
  pluto: 'Plüton',
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

/** "{Body} … {point}" in the present tense: the aspect told in words. */
export const ASPECT_CLAUSE: Record<AspectKind, (body: string, p: PointForms) => string> = {
  conjunction: (b, p) => `${b}, doğum haritanızdaki ${p.gen} üzerinden geçiyor`,
  sextile: (b, p) => `${b}, ${p.com} altmışlık açı yapıyor`,
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
  ],
  easy: [
    (b, t) => `${b} bugün ${t} için işinize yarıyor.`,
    (b, t) => `${t} konusunda ${b} sizden yana; küçük bir adım kolayca karşılık bulabilir.`,
    (b, t) => `Bu uyumlu açı, ${t} alanında ${b} getiriyor.`,
    (b, t) => `${t} için rüzgâr arkanızda: ${b} işleri yumuşatıyor.`,
  ],
  hard: [
    (b, t) => `${b}, ${t} konusunda sürtüşme yaratabilir.`,
    (b, t) => `Bu gergin açı ${t} üzerinde ${b} baskısı kuruyor; ilk tepkiyi hemen vermeyin.`,
    (b, t) => `${t} alanında ${b} sizi zorlayabilir; zorlanmak yanlış yolda olduğunuz anlamına gelmiyor.`,
    (b, t) => `${b} ile ${t} aynı anda söz istiyor; ikisini dengelemek sizin elinizde.`,
  ],
};

/** Things to do, by the natal point touched (imperative, plural "siz"). */
export const POINT_ACTIONS: Record<NatalPoint, string[]> = {
  sun: [
    'bugünün önceliğini tek cümleyle yazın ve ona sadık kalın',
    'bir kararı başkasına bırakmadan kendiniz verin',
    'yaptığınız bir işi sahiplenmekten çekinmeyin',
  ],
  moon: [
    'akşam için kendinize sakin bir saat ayırın',
    'evde sizi yoran küçük bir şeyi düzeltin',
    'içinizden geçeni güvendiğiniz birine anlatın',
  ],
  mercury: [
    'önemli mesajı göndermeden önce bir kez daha okuyun',
    'ertelediğiniz o telefonu açın',
    'kafanızdaki planı kâğıda dökün',
  ],
  venus: [
    'sevdiğiniz birine küçük bir jest yapın',
    'harcamadan önce bir gece bekleyin',
    'kendinize iyi gelen bir şeye vakit ayırın',
  ],
  mars: ['enerjinizi tek bir işe yöneltin', 'tartışma yerine yürüyüşe çıkın', 'yarım kalan bir işi bitirin'],
  jupiter: [
    'bir teklife hemen hayır demeyin, ayrıntısını sorun',
    'öğrenmek istediğiniz konu için ilk adımı atın',
    'vaatlerinizi gerçekçi tutun',
  ],
  saturn: [
    'takvimini çıkaramadığınız işi bugün takvime bağlayın',
    'yükünüzü paylaşabileceğiniz birini arayın',
    'söz verdiğiniz şeyin tarihini kontrol edin',
  ],
  uranus: [
    'alışkanlığınızı küçük bir noktada değiştirin',
    'beklenmedik bir değişikliğe esnek kalın',
    'ani bir karar vermeden önce bir saat bekleyin',
  ],
  neptune: [
    'belirsiz kalan bir konuyu yazıyla netleştirin',
    'sezginizi not edin ama imzayı yarına bırakın',
    'müzik ya da sanatla zihninizi dinlendirin',
  ],
  pluto: [
    'artık işe yaramayan bir alışkanlığı bırakın',
    'güç mücadelesine girmeden sınırınızı söyleyin',
    'sizi uzun süredir meşgul eden konuyu açıkça adlandırın',
  ],
  ascendant: [
    'görünüşünüze ve duruşunuza küçük bir özen gösterin',
    'ilk izleniminizi önemseyin, randevuya erken gidin',
    'bedeninizin istediği molayı verin',
  ],
  midheaven: [
    'iş yerinde yaptığınız bir şeyi görünür kılın',
    'yöneticinizle kısa ve net bir konuşma yapın',
    'uzun vadeli bir hedefi bugünkü bir adıma bölün',
  ],
};

/** How an action is offered, by the aspect's tone. */
export const ACTION_FRAME: Record<Tone, ((action: string) => string)[]> = {
  blend: [(a) => `Önerimiz: ${a}.`, (a) => `Bu enerjiyi boşa harcamayın; ${a}.`, (a) => `Odak sizde: ${a}.`],
  easy: [
    (a) => `Fırsatı değerlendirin: ${a}.`,
    (a) => `Kolay akan günü kullanın ve ${a}.`,
    (a) => `Şansı zorlamadan ${a}.`,
  ],
  hard: [
    (a) => `Tepkinizi ölçün: ${a}.`,
    (a) => `Gerginliği büyütmeyin; ${a}.`,
    (a) => `Zorlandığınız yerde durun ve ${a}.`,
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

/** The day's closing advice, three for each house the Moon passes through. */
export const HOUSE_ADVICE: string[][] = [
  [
    'Bugün kendinizi ikinci plana atmayın: bir ihtiyacınızı açıkça söyleyin.',
    'Aynaya değil, nasıl hissettiğinize bakın; bedeninize iyi gelen bir şey seçin.',
    'Yeni bir başlangıç için büyük bir an beklemeyin, küçük bir adımla başlayın.',
  ],
  [
    'Bütçenize on dakika ayırın; bir aboneliği ya da gereksiz bir gideri kesin.',
    'Değerinizi bilin: bir ücret ya da zam konuşmasını ertelemeyin.',
    'Alışverişte listeye sadık kalın; anlık istek yarın da orada olacak.',
  ],
  [
    'Cevap bekleyen mesajlarınızı bugün kapatın.',
    'Bir komşu ya da kardeşle kısa bir sohbet düşündüğünüzden iyi gelecek.',
    'Kısa bir yürüyüş ya da yakın bir yere gidiş aklınızı toparlar.',
  ],
  [
    'Evde bir köşeyi toparlayın; dağınıklık aklınızı da yoruyor.',
    'Ailenizden biriyle telefonda birkaç dakika konuşun.',
    'Akşamı erken kapatın, dinlenmek bugün bir görev.',
  ],
  [
    'Sadece keyif için bir şey yapın; verimli olmak zorunda değil.',
    'Yaratıcı bir fikri not alın ve bugün ilk taslağını çıkarın.',
    'Sevdiğiniz biriyle planı siz önerin.',
  ],
  [
    'Yapılacaklar listesini üç maddeye indirin ve üçünü de bitirin.',
    'Su içmeyi, öğle arasını ve kısa bir yürüyüşü atlamayın.',
    'Masanızı ya da çalışma düzeninizi on dakikada toparlayın.',
  ],
  [
    'Ortağınızı ya da yakın bir dostunuzu dinleyin; söz kesmeden.',
    'Bir anlaşmazlığı kazanmak yerine ortak noktayı arayın.',
    'Birlikte karar vermeniz gereken konuyu bugün masaya koyun.',
  ],
  [
    'Ortak hesapları, borç ve alacakları gözden geçirin.',
    'Sizi derinden etkileyen bir konuyu bastırmayın; yazarak boşaltın.',
    'Güven meselesinde varsayım yerine açık bir soru sorun.',
  ],
  [
    'Ufkunuzu açacak bir şey okuyun ya da dinleyin.',
    'Bir yolculuk ya da eğitim planı için ilk araştırmayı bugün yapın.',
    'Farklı düşünen biriyle tartışmadan konuşmayı deneyin.',
  ],
  [
    'İş yerinde bir sorumluluğu üstlenin ve sonucunu görünür kılın.',
    'Uzun vadeli bir hedefiniz için bugün ölçülebilir bir adım atın.',
    'Bir yöneticiye ya da büyüğünüze danışmaktan çekinmeyin.',
  ],
  [
    'Uzun zamandır görmediğiniz bir arkadaşınıza yazın.',
    'Bir grup ya da topluluk işine katkı verin; karşılığı sonra gelir.',
    'Gelecek yıl için bir dileğinizi somut bir plana çevirin.',
  ],
  [
    'Bugün kendinize sessiz bir saat ayırın; telefonsuz.',
    'Uykunuza özen gösterin ve geceyi erken bitirin.',
    'Kafanızı kurcalayan şeyi yazın; çözüm çoğu zaman kâğıtta belirir.',
  ],
];
