/**
 * The voice's phrase pools. A sentence is put together from two or three short parts, each
 * drawn from its own list; the lists of one sentence have coprime lengths and the part index
 * moves by one each period, so a sentence comes back only after the product of the lengths
 * (35 to 210 periods) and no part is long enough to carry a six-word phrase alone. The rules
 * are in docs/readings.md ("The pools").
 *
 * Placeholders: {time} 'bugün' / 'bu hafta' / 'bu ay'; {nom} {loc} {acc} {dat} the house in
 * plain words ('ilişkileriniz', 'ilişkilerinizde', …); {detail} one concrete matter of that
 * house; {Ruler} the ruler of the tenth house; {rulerLoc} {rulerDat} its house.
 */

export type Tone = 'caution' | 'steady' | 'open';
export type ByTone<T> = Record<Tone, T>;

/** Two-part sentence: a lead and a clause (lengths coprime). */
export interface PairPool {
  lead: readonly string[];
  body: readonly string[];
  /** How the parts join: ' ' (lead is an adverbial) or ', '. */
  join: string;
}

// --- Sections: a state sentence (context × clause by tone) and an advice sentence ------------------

export const SECTION_CONTEXT = {
  love: [
    'Aşkta {time}',
    '{time} gönül işlerinde',
    'Sevdiğiniz kişiyle aranızda',
    'İkili ilişkilerde',
    '{time} kalp meselelerinde',
  ],
  work: [
    '{Ruler} {rulerLoc} ilerlerken,',
    '{Ruler} {rulerDat} yönelmişken,',
    '{Ruler} {rulerDat} ışık tutarken,',
    '{Ruler} {rulerLoc} dolaşırken,',
    '{Ruler} {rulerLoc} dururken,',
  ],
  money: [
    'Para konusunda {time}',
    '{time} harcamalarda',
    'Gelir tarafında',
    'Alışverişlerde',
    '{time} hesap kitapta',
  ],
  health: [
    'Sağlık açısından {time}',
    'Bedensel olarak',
    'Enerji tarafında',
    '{time} günlük ritminizde',
    'Form açısından',
  ],
} as const;

export const SECTION_STATE: Record<keyof typeof SECTION_CONTEXT, ByTone<readonly string[]>> = {
  love: {
    open: [
      'sıcak bir yakınlaşma var',
      'duygularınız kolayca karşılık buluyor',
      'küçük jestler çok şey anlatıyor',
      'gülümseten bir sürpriz kapıda',
      'yeni tanışmalar için rüzgâr uygun',
      'karşınızdaki size her zamankinden açık',
      'paylaşılan bir neşe bağınızı güçlendiriyor',
    ],
    steady: [
      'sakin bir hava hâkim',
      'her şey akışında ilerliyor',
      'tanıdık bir huzur var',
      'alışkanlıklar güven veriyor',
      'sözlerden çok davranışlar konuşuyor',
      'duygular yavaş ama sağlam ilerliyor',
      'küçük sohbetler ilişkiyi besliyor',
    ],
    caution: [
      'kırgınlıklar kolayca büyüyebilir',
      'sözler yanlış anlaşılabilir',
      'sabrınız sınanabilir',
      'beklentiler gerginliğe yol açabilir',
      'eski kırgınlıklar gündeme gelebilir',
      'kıskançlık araya girebilir',
      'mesafe duygusu sizi zorlayabilir',
    ],
  },
  work: {
    open: [
      'işte sağlam adımlar atabilirsiniz',
      'emekleriniz görünür hâle geliyor',
      'yeni bir teklif kapınızı çalabilir',
      'fikirleriniz ilgiyle karşılanıyor',
      'üstlendiğiniz iş hızla ilerliyor',
      'yetkinliğiniz takdir topluyor',
      'bir görüşme beklediğinizden iyi geçiyor',
    ],
    steady: [
      'iş rutin ama verimli akıyor',
      'masanızdaki işler sırasıyla bitiyor',
      'mevcut projeler yolunda gidiyor',
      'sürpriz yok, düzen işliyor',
      'emeğiniz sessizce birikiyor',
      'iş yerinde tempo sakin',
      'planladığınız adımlar yerini buluyor',
    ],
    caution: [
      'acele kararlar pahalıya patlayabilir',
      'bir yazışma yanlış anlaşılabilir',
      'yetki karmaşası sabrınızı zorlayabilir',
      'beklenmedik bir gecikme moralinizi bozabilir',
      'üstlerinizle gerginlik çıkabilir',
      'iş yükü fazla gelebilir',
      'verdiğiniz sözler sizi zorlayabilir',
    ],
  },
  money: {
    open: [
      'beklenmedik bir kazanç mümkün',
      'doğru bir yatırım fikri belirebilir',
      'bir ödeme tam zamanında geliyor',
      'pazarlık gücünüz yüksek',
      'ek gelir kapısı aralanıyor',
      'birikimleriniz büyümeye başlıyor',
      'harcadığınızın karşılığını alıyorsunuz',
    ],
    steady: [
      'dengeli bir gidişat var',
      'gelir ve gider birbirini tutuyor',
      'tanıdık hesaplar yerli yerinde',
      'olağan ödemeler sorunsuz ilerliyor',
      'sade bir plan yeterli',
      'ufak düzenlemeler işe yarıyor',
      'hesaplar kendi rayında ilerliyor',
    ],
    caution: [
      'ani kararlara dikkat gerek',
      'unutulan bir fatura can sıkabilir',
      'borç vermek riskli olabilir',
      'indirimler sizi yanıltabilir',
      'acele alışveriş pişmanlık getirebilir',
      'ödemelerde gecikme yaşanabilir',
      'büyük bir harcama bütçeyi zorlayabilir',
    ],
  },
  health: {
    open: [
      'enerjiniz yüksek ve berrak',
      'bedeniniz hareketi seviyor',
      'uykunuz daha dinlendirici',
      'moraliniz formunuza yansıyor',
      'kendinizi güçlü hissediyorsunuz',
      'spora başlamak için uygun',
      'toparlanma hızınız yüksek',
    ],
    steady: [
      'ritminiz dengede',
      'olağan bir tempo var',
      'bedeniniz düzenli bir akış istiyor',
      'rutinleriniz size iyi geliyor',
      'orta karar tempo en doğrusu',
      'küçük molalar yeterli oluyor',
      'alışkanlıklarınız sizi taşıyor',
    ],
    caution: [
      'yorgunluk birikebilir',
      'stres bedeninize yansıyabilir',
      'sinirleriniz gergin olabilir',
      'aşırı yüklenmek sizi yorabilir',
      'uykusuzluk dikkatinizi dağıtabilir',
      'ani hareketlerde sakatlanma riski var',
      'boyun ve sırt gerginliği artabilir',
    ],
  },
};

/** Leads of advice sentences ('İlk fırsatta …'), shared by the sections with an offset each. */
export const ADVICE_LEADS = [
  'İlk fırsatta',
  'Sakin bir anda',
  'Fırsat bulduğunuzda',
  'Kafanız rahatken',
  'Vakit varken',
  'Bir nefes alıp',
  'Her şeyden önce',
] as const;

export const SECTION_ADVICE: Record<'love' | 'work' | 'health', ByTone<readonly string[]>> = {
  love: {
    open: [
      'gönlünüzden geçeni açıkça söyleyin',
      'küçük bir sürpriz hazırlayın',
      'davet için ilk adımı atın',
      'birlikte yeni bir şey deneyin',
      'hislerinizi bir mesajla paylaşın',
      'aklınızdaki buluşmayı planlayın',
    ],
    steady: [
      'birlikte sade bir akşam planlayın',
      'partnerinize gününün nasıl geçtiğini sorun',
      'ortak bir alışkanlığı yeniden canlandırın',
      'tanıdık bir mekânda buluşun',
      'küçük bir teşekkürü eksik etmeyin',
      'birbirinize ayırdığınız zamanı koruyun',
    ],
    caution: [
      'dinlemeye özen gösterin',
      'kırıcı sözlerden uzak durun',
      'önemli konuşmaları erteleyin',
      'beklentilerinizi dikkatle dile getirin',
      'geçmişi tartışmaya açmaktan kaçının',
      'duygusal bir kararda acele etmeyin',
    ],
  },
  work: {
    open: [
      'yeni bir fikri sunun',
      'zam talebinizi dile getirin',
      'görünür bir görevi üstlenin',
      'tanışmak istediğiniz kişiye yazın',
      'yarım kalan projeyi öne çıkarın',
      'emeğinizi kayda geçirin',
    ],
    steady: [
      'yapılacaklar listenizi güncelleyin',
      'bir sonraki adımı takvime yazın',
      'ekibinizle kısa bir değerlendirme yapın',
      'masanızdaki dağınıklığı toparlayın',
      'eksik belgeleri tamamlayın',
      'önünüzdeki günleri planlayın',
    ],
    caution: [
      'imzadan önce metni dikkatle okuyun',
      'tartışmalı yazışmaları bir gün bekletin',
      'yeni sorumlulukları acele üstlenmeyin',
      'verdiğiniz sözlerde temkinli olun',
      'önemli görüşmeleri ertelemeyi düşünün',
      'rakamlara özen gösterin',
    ],
  },
  health: {
    open: [
      'yeni bir spora başlayın',
      'tempolu bir yürüyüşe çıkın',
      'açık havada biraz koşun',
      'enerjinizi bir hobiye yönlendirin',
      'sevdiğiniz bir egzersizi deneyin',
      'vücudunuzu esneten bir ders bulun',
    ],
    steady: [
      'öğünlerinizi düzenli tutun',
      'bol su içmeyi unutmayın',
      'akşam ekran süresini kısaltın',
      'kısa bir yürüyüşe çıkın',
      'uykunuzu aynı saate bağlayın',
      'mevsimin sebzelerine yer açın',
    ],
    caution: [
      'kendinizi fazla zorlamayın',
      'dinlenmeyi ertelemeyin',
      'ağır egzersiz yerine esneme yapın',
      'kafeini azaltmaya özen gösterin',
      'yorgunluk sinyallerine dikkat edin',
      'yorgun bedeninizi erken yatarak dinlendirin',
    ],
  },
};

/**
 * Words that mark a caution. A section drawn from a caution pool carries one of them; a
 * section drawn from an encouraging pool carries none (tests/unit/horoscope/voice-bounds).
 */
export const CAUTION_WORDS = [
  'dikkat',
  'temkin',
  'acele',
  'sabr',
  'sabır',
  'özen',
  'gergin',
  'zorla',
  'kırgın',
  'kırıcı',
  'yanlış anlaş',
  'tartış',
  'ertele',
  'kaçın',
  'gecikme',
  'risk',
  'yorgun',
  'yorab',
  'aşırı',
  'fazla',
  'ağır',
  'kıskanç',
  'alıngan',
  'pişman',
  'yanılt',
  'can sık',
  'stres',
  'uykusuz',
] as const;

// --- Genel -----------------------------------------------------------------------------------------

/** A day led by the Moon's house (no stronger event): lead × clause, 7 × 8. */
export const MOON_LEADS = [
  'Dikkatiniz {dat} kayıyor',
  'Ay {dat} ışık tutuyor',
  'Gündemin başında {nom} var',
  'Duygularınız {dat} yöneliyor',
  'Sabahtan beri {nom} önde',
  'Merkezde {nom} duruyor',
  'Günün sorusu: {nom}',
] as const;

export const MOON_CLAUSES = [
  'küçük ayrıntılar bile önem kazanıyor',
  'ertelenen konu önünüze geliyor',
  'ilk sezginiz haklı çıkıyor',
  'insanlar sizden bir adım bekliyor',
  'sezgileriniz her zamankinden keskin',
  'atılan adımlar karşılık buluyor',
  'bakışınızı değiştiren bir an yaşanabilir',
  'beklemediğiniz bir kapı aralanabilir',
] as const;

/**
 * The Moon's sign and house in every day's Genel, as an aside (5) × clause (7). Five does not
 * divide 27 or 28, so the Moon's return to the same sign never meets the same aside.
 */
export const MOON_ASIDES = [
  'Bu arada Ay {signLoc} ve {dat} dokunuyor',
  'Arka planda Ay {signLoc}, ilgi {dat} kayıyor',
  'Ay {signLoc} ilerlerken {nom} canlanıyor',
  'Öte yandan Ay {signLoc} ve {loc}',
  'Ay’ın {signLoc} olması {dat} dokunuyor',
] as const;

export const MOON_ASIDE_CLAUSES = [
  'duygular ağır basabilir',
  'sezgiler güçleniyor',
  'küçük bir ihtiyaç beliriyor',
  'bir hatıra canlanabilir',
  'ufak bir sürpriz olası',
  'sohbetler derinleşiyor',
  'içgüdüleriniz yol gösteriyor',
] as const;

/** A week or a month with no event of its own, led by the Sun's house: 5 × MOON_CLAUSES. */
export const SUN_LEADS = [
  'Güneş {dat} ışık tutuyor',
  '{time} ağırlık {dat} kayıyor',
  '{time} ilginiz {dat} yöneliyor',
  'Güneş {dat} uğruyor',
  'Dönemin ana konusu {nom}',
] as const;

/** What follows an event (after a comma), by kind, in the event's house: seven for a sign change, a station or a lunation, thirteen for an aspect (they are the most frequent). */
export const EVENT_TAILS = {
  ingress: [
    '{nom} yeni döneme giriyor',
    '{loc} hava değişiyor',
    '{dat} taze enerji geliyor',
    '{nom} yeniden gündeme oturuyor',
    '{loc} sayfa değişiyor',
    'ilgi {dat} kayıyor',
    'öncelikler arasında {nom} yükseliyor',
  ],
  'station-retrograde': [
    '{loc} geriye bakma vakti',
    '{nom} yeniden gözden geçiriliyor',
    '{loc} eski konular dönüyor',
    '{loc} tempo yavaşlıyor',
    '{nom} ikinci kez düşünülüyor',
    '{loc} yarım kalanlar canlanıyor',
    '{dat} dair kararlar bekliyor',
  ],
  'station-direct': [
    '{loc} takılan işler akıyor',
    '{nom} rahatlıyor',
    '{loc} ileriye bakma zamanı',
    '{dat} dair kararlar netleşiyor',
    '{loc} yol açılıyor',
    '{nom} yeniden hız kazanıyor',
    '{loc} düğümler çözülmeye başlıyor',
  ],
  'new-moon': [
    '{loc} yeni sayfa açılıyor',
    '{nom} için niyet zamanı',
    '{loc} temiz başlangıç mümkün',
    '{dat} tohum ekme vakti',
    '{loc} sıfırdan kurmak kolaylaşıyor',
    '{nom} yeni hedef arıyor',
    '{loc} bir plan filizleniyor',
  ],
  'full-moon': [
    'ışığı {dat} düşüyor',
    '{loc} bir konu olgunlaşıyor',
    '{loc} duygular yükseliyor',
    '{nom} sonuca yaklaşıyor',
    '{loc} gizli kalan görünüyor',
    '{nom} dönüm noktasında',
    '{loc} emeklerin karşılığı görünüyor',
  ],
  soft: [
    '{loc} işler kolaylaşıyor',
    '{nom} destek buluyor',
    '{loc} akış uyumlu',
    '{dat} yardım eli uzanıyor',
    '{loc} doğru kişiler çıkıyor',
    '{nom} şans kapısı aralıyor',
    '{loc} az çaba yetiyor',
    '{nom} rüzgârı arkasına alıyor',
    '{loc} kapılar kolay açılıyor',
    '{dat} iyi haber gelebilir',
    '{loc} işbirliği verim veriyor',
    '{nom} kendiliğinden toparlanıyor',
    '{loc} gülümseten gelişmeler var',
  ],
  hard: [
    '{loc} bir gerilim hissediliyor',
    '{nom} seçim istiyor',
    '{loc} sürtüşme çıkabilir',
    '{nom} sabrınızı sınıyor',
    '{loc} denge kurmak gerekiyor',
    '{dat} dair engel beliriyor',
    '{loc} iki istek çatışıyor',
    '{nom} esneklik bekliyor',
    '{loc} inat işe yaramaz',
    '{dat} dair gerginlik artabilir',
    '{loc} öncelik sırası şart',
    '{nom} zorlayıcı olabilir',
    '{loc} bir pürüz çıkabilir',
  ],
  conjunction: [
    '{loc} güçler birleşiyor',
    '{nom} yoğunlaşıyor',
    '{loc} yeni döngü başlıyor',
    '{dat} odaklanmak kolaylaşıyor',
    '{loc} her şey toplanıyor',
    '{nom} tam merkeze yerleşiyor',
    '{loc} istekler buluşuyor',
    '{nom} güç topluyor',
    '{loc} yeni bir tohum atılıyor',
    '{dat} tüm dikkat yöneliyor',
    '{loc} enerji birikiyor',
    '{nom} netleşmeye başlıyor',
    '{loc} iki güç el sıkışıyor',
  ],
} as const;
export type TailKind = keyof typeof EVENT_TAILS;

/** The theme's meaning: lead (6) × the house's matter (5) × what it asks (7). */
export const MEANING_LEADS = [
  'Pratikte',
  'Somut olarak',
  'Gündelik hayatta',
  'Kısacası',
  'En çok da',
  'Bu süreçte',
] as const;

export const MEANING_CLAUSES = [
  'yeniden ele alınmayı bekliyor',
  'net bir tavır istiyor',
  'ummadığınız bir fırsata dönüşebilir',
  'sade adımlarla düzelebilir',
  'düşündüğünüzden çok kapı açıyor',
  'ilginizi hak ediyor',
  'yeni bir anlam kazanıyor',
] as const;

// --- Öneri, headline, summary -------------------------------------------------------------------------

/** The tip: the theme's matter (6 frames) × an action (7). */
export const TIP_FRAMES = [
  '{detail} için',
  '{detail} konusunda',
  '{nom} adına',
  '{detail} söz konusu olduğunda',
  '{nom} açısından',
  '{detail} üzerine',
] as const;

export const TIP_ACTIONS = [
  'somut bir adım atın',
  'bir yol haritası çıkarın',
  'güvendiğiniz birine danışın',
  'ilk adımı siz atın',
  'kendinize bir tarih belirleyin',
  'eksikleri tek tek tamamlayın',
  'sessiz bir saat ayırın',
] as const;

/** Headline of the reading: a few words on the theme (9). */
export const HEADLINES = [
  '{Loc} yeni bir sayfa',
  '{Nom} ön planda',
  'Gözler {nom} üzerinde',
  '{Loc} hareketli günler',
  'Ağırlık {nom} tarafında',
  '{Nom} söz sahibi',
  '{Loc} kilit adım',
  'Sahne {dat} ait',
  '{Loc} tempo değişiyor',
] as const;

/** The one-sentence summary: lead (5) × message (7). */
export const SUMMARY_LEADS = [
  '{time} ağırlık {dat} kayıyor',
  '{time} gözler {dat} dönük',
  '{time} öncelik {nom}',
  '{time} {nom} konuşuluyor',
  '{time} sahne {dat} ait',
] as const;

export const SUMMARY_CLAUSES = [
  'küçük adımlar büyük fark yaratıyor',
  'sakin kalan kazanıyor',
  'açık sözlülük kapı açıyor',
  'doğru zamanlama her şey',
  'esneklik işinizi kolaylaştırıyor',
  'sabırlı olan kazanıyor',
  'cesaret ödüllendiriliyor',
] as const;
