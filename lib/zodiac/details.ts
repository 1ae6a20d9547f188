import type { SignDetails, ZodiacSign } from './schema';
import { SIGNS, getSign, type SignId } from './signs';

/**
 * The reference texts of the twelve signs (docs/zodiac.md), keyed by sign id. The core
 * attributes (name, dates, element, quality, ruler, icon) live only in `signs.ts`;
 * `fullSign` merges the two. Lucky numbers, colours, days, stones and flowers follow the
 * associations common in Turkish astrology writing; every famous person's birthday is
 * stored so a test can check it falls within the sign's dates.
 */

const born = (year: number, month: number, day: number) => ({ year, month, day });

export const SIGN_DETAILS: Record<SignId, SignDetails> = {
  koc: {
    luckyNumbers: [1, 9, 17],
    luckyColors: ['Kırmızı', 'Turuncu'],
    luckyDays: ['Salı', 'Pazar'],
    stone: 'Elmas',
    flower: 'Gelincik',
    traits: ['Cesur', 'Girişken', 'Enerjik', 'Açık sözlü', 'Rekabetçi', 'Sabırsız'],
    strengths: [
      'Liderlik etmekten çekinmez',
      'Zor anlarda hızla karar verir',
      'Dürüst ve doğrudan konuşur',
      'Yeni işlere başlama cesareti vardır',
      'Kin tutmaz, çabuk affeder',
    ],
    weaknesses: [
      'Sabırsızdır, beklemekten hoşlanmaz',
      'Öfkesi çabuk parlar',
      'Düşünmeden harekete geçebilir',
      'Başladığı işi yarım bırakabilir',
    ],
    description: [
      'Koç, zodyağın ilk burcudur ve baharın ilk günüyle başlayan yeni bir döngünün simgesidir. Yöneticisi Mars’tan aldığı enerjiyle düşünmektense harekete geçmeyi seçer; aklına bir fikir düştüğünde çoğu zaman çoktan işe koyulmuş olur. Öncü niteliği başlatma gücünü, ateş elementi de içten gelen coşkusunu anlatır.',
      'Koç insanı açık sözlüdür: ne düşündüğünü yüzünüze söyler, aynı dürüstlüğü karşısındakinden de bekler. Rekabetten hoşlanır; zorluk gördüğü yerde geri çekilmek yerine bir adım öne çıkar. Öfkesi çabuk parlar ama aynı hızla söner, kin tutmak doğasına pek uymaz.',
      'Sabır, bu burcun en çok çalışması gereken derstir. Başladığı işi sonuna kadar götürmeyi ve başkalarının temposuna saygı duymayı öğrendiğinde Koç’un cesareti gerçek bir liderliğe dönüşür.',
    ],
    career:
      'Koçlar inisiyatif alabildikleri ve sonucunu çabucak gördükleri işlerde parlar. Girişimcilik, satış, spor, acil tıp, itfaiye ve proje yöneticiliği gibi hız ve cesaret isteyen alanlar onlara göre kesilmiştir. Rutin işler ve ağır işleyen bürokrasi ise onları çabuk sıkar. Bir ekibi harekete geçirme yetenekleri güçlüdür; ayrıntıları takip eden titiz bir çalışma arkadaşıyla birlikte en verimli hâllerine ulaşırlar.',
    love: 'Aşkta ilk adımı atan çoğu zaman Koç’tur. Hoşlandığı kişiye ilgisini saklamaz, flörtü bir macera gibi yaşar. Tutkulu, sadık ve koruyucudur; ama ilişkinin heyecanını yitirip sıkıcı bir alışkanlığa dönüşmesinden korkar. Bağımsızlığına saygı duyan ve tartışmadan kaçmayan bir partnerle uzun soluklu, canlı bir birliktelik kurar. Kıskançlık anlarında sözlerini tartması ilişkisini güçlendirir.',
    health:
      'Geleneksel astrolojide Koç baş ve yüz bölgesini yönetir; bu yüzden stres çoğu zaman baş ağrısı, gerginlik ya da uykusuzluk olarak kendini gösterir. Yüksek enerjisini düzenli sporla boşaltmak ona iyi gelir: koşu, dövüş sporları ve takım oyunları hem bedenini hem sinirlerini rahatlatır. Aceleyle geçen günlerde küçük kazalara ve yorgunluğa karşı dikkatli olmalı, öğün atlamamalı, dinlenmeyi de antrenmanın bir parçası saymalıdır.',
    famousPeople: [
      { name: 'Yılmaz Güney', role: 'Yönetmen ve oyuncu', born: born(1937, 4, 1) },
      { name: 'Cem Karaca', role: 'Müzisyen', born: born(1945, 4, 5) },
      { name: 'Şebnem Ferah', role: 'Rock müzisyeni', born: born(1972, 4, 12) },
      { name: 'Charlie Chaplin', role: 'Oyuncu ve yönetmen', born: born(1889, 4, 16) },
      { name: 'Vincent van Gogh', role: 'Ressam', born: born(1853, 3, 30) },
      { name: 'Lady Gaga', role: 'Şarkıcı', born: born(1986, 3, 28) },
    ],
    compatibility: ['aslan', 'yay', 'ikizler'],
  },

  boga: {
    luckyNumbers: [2, 6, 24],
    luckyColors: ['Yeşil', 'Pembe'],
    luckyDays: ['Cuma', 'Pazartesi'],
    stone: 'Zümrüt',
    flower: 'Gül',
    traits: ['Sabırlı', 'Güvenilir', 'Kararlı', 'Sakin', 'Estetik düşkünü', 'İnatçı'],
    strengths: [
      'Başladığı işi sonuna kadar götürür',
      'Sadık ve güvenilir bir dosttur',
      'Parayı ve kaynakları iyi yönetir',
      'Zor zamanlarda soğukkanlı kalır',
      'Güzelliği ve kaliteyi iyi tanır',
    ],
    weaknesses: [
      'Değişime direnir',
      'İnatçılığı esnekliğini azaltır',
      'Sahiplenici ve kıskanç olabilir',
      'Konfor alanından çıkmakta zorlanır',
    ],
    description: [
      'Boğa, baharın en bereketli günlerinde doğar ve toprağın sabrını taşır. Yöneticisi Venüs ona güzelliğe, konfora ve dokunulabilen her şeye karşı derin bir sevgi verir. Sabit niteliği sayesinde bir kez yola çıktı mı kolay kolay vazgeçmez; ağır ama emin adımlarla ilerler.',
      'Boğa insanı güven duymak ister: sağlam bir ev, düzenli bir gelir, yıllara dayanan dostluklar. İyi yemekten, müzikten, doğadan ve güzel kumaşlardan keyif alır; hayatın küçük zevklerini ertelemez. Sözüne güvenilir, sadık ve sakin bir dosttur; yanında insan kendini huzurlu hisseder.',
      'Aynı kararlılık bazen inada dönüşür. Alışkanlıklarından vazgeçmek, değişime direnmek yerine ona yer açmak Boğa’nın büyüme alanıdır. Esnemeyi öğrendiğinde sabrı, çevresindeki herkes için bir dayanağa dönüşür.',
    ],
    career:
      'Boğalar emeklerinin karşılığını somut olarak görebildikleri, istikrarlı işlerde başarılı olur. Finans, bankacılık, emlak, tarım, mimarlık, gastronomi ve müzik gibi hem estetik hem sağlamlık isteyen alanlar onlara uygundur. Ani değişikliklerden ve belirsiz ortamlardan hoşlanmazlar; buna karşılık kendilerine verilen işi zamanında ve eksiksiz teslim eden, ekibin en güvenilir üyeleridir. Para konusundaki sağduyuları da uzun vadede onları rahat ettirir.',
    love: 'Boğa aşkta acele etmez; karşısındakini tanımak, ona güvenmek ister. Bir kez bağlandığında ise son derece sadık, şefkatli ve romantik bir partnerdir. Sevgisini sözden çok dokunuşla, özenle hazırlanmış bir sofrayla ya da unutulmayan küçük jestlerle gösterir. Kıskançlığı ve sahiplenme duygusu zaman zaman ağır gelebilir; açık konuşmak, ilişkisindeki huzuru korumanın anahtarıdır.',
    health:
      'Boğa geleneksel olarak boyun ve boğaz bölgesiyle ilişkilendirilir; boğaz ağrısı, ses kısıklığı ya da boyun tutulması stresin ilk işaretleri olabilir. Lezzetli yemeklere düşkün olduğu için dengeli beslenmeye ve porsiyonlara dikkat etmesi önemlidir. Hareketsiz kalmaya yatkın olduğundan yürüyüş, yoga, bahçe işleri ya da dans gibi keyifle sürdürebileceği hareketler ona hem bedenen hem ruhen iyi gelir.',
    famousPeople: [
      { name: 'Müslüm Gürses', role: 'Şarkıcı', born: born(1953, 5, 7) },
      { name: 'Cem Yılmaz', role: 'Komedyen ve yönetmen', born: born(1973, 4, 23) },
      { name: 'Rıfat Ilgaz', role: 'Yazar ve şair', born: born(1911, 5, 7) },
      { name: 'Audrey Hepburn', role: 'Oyuncu', born: born(1929, 5, 4) },
      { name: 'Sigmund Freud', role: 'Psikanalizin kurucusu', born: born(1856, 5, 6) },
      { name: 'Adele', role: 'Şarkıcı', born: born(1988, 5, 5) },
    ],
    compatibility: ['basak', 'oglak', 'yengec'],
  },

  ikizler: {
    luckyNumbers: [3, 5, 14],
    luckyColors: ['Sarı', 'Açık mavi'],
    luckyDays: ['Çarşamba', 'Perşembe'],
    stone: 'Akik',
    flower: 'Lavanta',
    traits: ['Meraklı', 'Konuşkan', 'Esprili', 'Çok yönlü', 'Uyumlu', 'Kararsız'],
    strengths: [
      'Hızlı öğrenir, çabuk kavrar',
      'İletişim yeteneği güçlüdür',
      'Her ortama kolayca uyum sağlar',
      'Espri anlayışıyla ortamı yumuşatır',
      'Farklı bakış açılarını görebilir',
    ],
    weaknesses: [
      'Odaklanmakta zorlanabilir',
      'Kararsız davranabilir',
      'Duygularını şakayla geçiştirebilir',
      'Tekdüzelikten çabuk sıkılır',
    ],
    description: [
      'İkizler, baharın son günlerinde doğan ve zodyağın en meraklı burcudur. Yöneticisi Merkür iletişimin, düşüncenin ve yolculuğun gezegenidir; İkizler de aynı anda birkaç konuyla ilgilenen, okuyan, soran, konuşan ve öğrendiğini paylaşmaktan keyif alan biridir. Değişken niteliği ona uyum yeteneği, hava elementi de zihinsel bir hafiflik kazandırır.',
      'Sohbetin tadını iyi bilir; esprili, hazırcevap ve her ortama kolayca karışan biridir. Bir gün yeni bir dil öğrenmeye başlar, ertesi gün başka bir hobiye merak salar. Sembolündeki ikizler onun çok yönlülüğünü anlatır: hem ciddi hem oyuncu, hem mantıklı hem hayalperest olabilir.',
      'Zihni bu kadar hızlı çalışan biri için odaklanmak ve derinleşmek kolay değildir. İkizler, ilgisini tek bir konuda toplamayı ve duygularını da düşünceleri kadar ciddiye almayı öğrendiğinde parlak zekâsı kalıcı işlere dönüşür.',
    ],
    career:
      'İkizler için ideal iş, her gün yeni bir şey öğrenebildiği ve insanlarla bol bol iletişim kurabildiği iştir. Gazetecilik, yazarlık, öğretmenlik, çevirmenlik, halkla ilişkiler, pazarlama ve satış, onun konuşma ve yazma yeteneğini öne çıkarır. Tekdüze masa başı işler onu çabuk köreltir; birden fazla projeyi aynı anda yürütebildiği esnek çalışma düzenleri ise verimini artırır.',
    love: 'İkizler aşka önce zihniyle bağlanır. Onu etkilemenin yolu iyi bir sohbetten, ortak meraklardan ve bolca kahkahadan geçer. Flörtöz ve eğlencelidir; ilişkide tekdüzelik başladığında ilgisi kolayca dağılabilir. Özgürlüğüne saygı duyan, onu şaşırtabilen ve konuşmaktan sıkılmayan bir partnerle derin ve uzun ömürlü bir bağ kurar. Duygularını dile getirmekte zorlandığında onları şakaya vurmak yerine açıkça söylemeyi denemelidir.',
    health:
      'İkizler geleneksel olarak eller, kollar, omuzlar ve akciğerlerle ilişkilendirilir. Zihni hızlı çalıştığı için en büyük sağlık meselesi çoğu zaman zihinsel yorgunluktur: düzensiz uyku, kaygı ve yetersiz dinlenme. Ekranlardan uzak geçirilen sakin saatler, nefes egzersizleri ve açık havada yürüyüşler ona çok iyi gelir. Düzenli bir uyku saati, en az yeni bir hobi kadar önem vermesi gereken bir alışkanlıktır.',
    famousPeople: [
      { name: 'Orhan Pamuk', role: 'Nobel ödüllü yazar', born: born(1952, 6, 7) },
      { name: 'Haluk Bilginer', role: 'Oyuncu', born: born(1954, 6, 5) },
      { name: 'Attila İlhan', role: 'Şair ve yazar', born: born(1925, 6, 15) },
      { name: 'Marilyn Monroe', role: 'Oyuncu', born: born(1926, 6, 1) },
      { name: 'Paul McCartney', role: 'Müzisyen', born: born(1942, 6, 18) },
      { name: 'Angelina Jolie', role: 'Oyuncu ve yönetmen', born: born(1975, 6, 4) },
    ],
    compatibility: ['terazi', 'kova', 'koc'],
  },

  yengec: {
    luckyNumbers: [2, 7, 11],
    luckyColors: ['Gümüş', 'Beyaz'],
    luckyDays: ['Pazartesi', 'Perşembe'],
    stone: 'Aytaşı',
    flower: 'Zambak',
    traits: ['Duygusal', 'Koruyucu', 'Sezgisi güçlü', 'Sadık', 'Şefkatli', 'Alıngan'],
    strengths: [
      'Sevdiklerine derinden bağlıdır',
      'İnsanların ihtiyacını sezgiyle anlar',
      'Güçlü bir hafızası vardır',
      'Sıcak ve güven veren bir yuva kurar',
      'Zor zamanda yanınızda olur',
    ],
    weaknesses: [
      'Çabuk kırılır, alınganlık gösterebilir',
      'Ruh hâli sık değişir',
      'Geçmişe ve kırgınlıklara takılabilir',
      'Kendini korumak için içine kapanır',
    ],
    description: [
      'Yengeç, yazın ilk günüyle başlar ve zodyağın en duygusal, en koruyucu burcudur. Yöneticisi Ay’dır; tıpkı Ay gibi onun ruh hâli de evreler geçirir. Su elementi sezgisini ve duyarlılığını, öncü niteliği de sevdiklerini korumak için harekete geçme gücünü anlatır.',
      'Yengeç için ev yalnızca dört duvar değildir; aile, anılar, kalabalık sofralar ve güven demektir. Sevdiklerini besler, kollar, onların derdini kendi derdi bilir. Hafızası güçlüdür: ne bir iyiliği ne de bir kırgınlığı kolay unutur. Sert görünen kabuğunun altında son derece hassas bir kalp taşır.',
      'Kırılmaktan korktuğunda kabuğuna çekilir, alınganlaşabilir. Yengeç, geçmişe tutunmak yerine duygularını açıkça paylaşmayı ve başkalarına gösterdiği şefkati kendine de göstermeyi öğrendiğinde, içindeki koruyucu güç hem kendisine hem çevresine huzur verir.',
    ],
    career:
      'Yengeçler insanlarla ilgilenebildikleri ve emeklerinin bir şeyi büyüttüğünü gördükleri işlerde mutlu olur. Hemşirelik, öğretmenlik, psikolojik danışmanlık, sosyal hizmet, gastronomi, otelcilik, gayrimenkul ve tarih ya da arşiv çalışmaları doğalarına uygundur. Güçlü sezgileri sayesinde insanların ihtiyacını daha söylenmeden anlarlar; bu da onları hem iyi bir ekip arkadaşı hem de koruyucu bir yönetici yapar. Güvensiz ve sürekli el değiştiren ortamlarda ise verimleri düşer.',
    love: 'Yengeç için aşk, bir yuva kurmak demektir. Sevdiği kişiye sınırsız şefkat, sadakat ve özen gösterir; onun doğum gününü, sevdiği yemeği, küçük huylarını unutmaz. Güvenmeden açılmaz, bu yüzden ilk adımlar zaman alabilir. Partnerinden de aynı duygusal derinliği ve güveni bekler. Kırıldığında sessizliğe gömülmek yerine hissettiklerini söylemesi ilişkisini uzun ömürlü kılar.',
    health:
      'Yengeç geleneksel olarak göğüs ve mide bölgesini yönetir; duyguları ile sindirimi arasında güçlü bir bağ vardır. Üzüntülü ya da stresli dönemlerde iştahı değişebilir, midesi hassaslaşabilir. Düzenli, ev yapımı yemekler, yeterince su içmek ve denize ya da suya yakın vakit geçirmek ona iyi gelir. Başkalarına bakarken kendini ihmal etmemesi, sağlığının en önemli anahtarıdır.',
    famousPeople: [
      { name: 'Sezen Aksu', role: 'Şarkıcı ve söz yazarı', born: born(1954, 7, 13) },
      { name: 'Türkan Şoray', role: 'Oyuncu', born: born(1945, 6, 28) },
      { name: 'Tuba Büyüküstün', role: 'Oyuncu', born: born(1982, 7, 5) },
      { name: 'Frida Kahlo', role: 'Ressam', born: born(1907, 7, 6) },
      { name: 'Nelson Mandela', role: 'Güney Afrika’nın ilk siyahi devlet başkanı', born: born(1918, 7, 18) },
      { name: 'Tom Hanks', role: 'Oyuncu', born: born(1956, 7, 9) },
    ],
    compatibility: ['akrep', 'balik', 'boga'],
  },

  aslan: {
    luckyNumbers: [1, 5, 19],
    luckyColors: ['Altın sarısı', 'Turuncu'],
    luckyDays: ['Pazar', 'Salı'],
    stone: 'Yakut',
    flower: 'Ayçiçeği',
    traits: ['Özgüvenli', 'Cömert', 'Yaratıcı', 'Sıcakkanlı', 'Gururlu', 'Lider ruhlu'],
    strengths: [
      'Çevresine ilham ve cesaret verir',
      'Cömert ve koruyucudur',
      'Yaratıcı fikirlerini hayata geçirir',
      'Sadakati ve sözüne bağlılığı güçlüdür',
      'Kalabalıkları motive etmeyi bilir',
    ],
    weaknesses: [
      'Gururu kolay incinir',
      'Hep ilgi odağı olmak isteyebilir',
      'Eleştiriye karşı hassastır',
      'Zaman zaman buyurgan davranabilir',
    ],
    description: [
      'Aslan, yazın en sıcak günlerinde doğar ve yöneticisi Güneş’in parlaklığını taşır. Ateş elementi ona coşku, sabit niteliği de sarsılmaz bir irade verir. Girdiği ortamda fark edilmemesi zordur; gülüşü, duruşu ve cömertliğiyle çevresini ısıtır.',
      'Aslan insanı sevmeyi de sevilmeyi de bilir. Sevdiklerine karşı son derece cömert, koruyucu ve sadıktır; onların başarısını kendi başarısı gibi kutlar. Yaratıcılığı güçlüdür: sahneye çıkmak, bir eser üretmek ya da bir fikri herkese sevdirmek ona doğal gelir. Gururlu ve onurludur; verdiği sözü tutmak onun için bir şeref meselesidir.',
      'Takdir görmek ona iyi gelir, alkış gelmediğinde ise kırılabilir. Aslan, ışığını başkalarıyla paylaşmayı ve eleştiriyi kişisel bir saldırı gibi algılamamayı öğrendiğinde, doğuştan gelen liderliği herkesin gönülden izlediği bir önderliğe dönüşür.',
    ],
    career:
      'Aslanlar yaratıcılıklarını gösterebildikleri ve emeklerinin görünür olduğu işlerde parlar. Oyunculuk, müzik, sahne sanatları, yöneticilik, organizasyon, moda ve eğitim, karizmalarını öne çıkaran alanlardır. Bir ekibi motive etmekte ve bir vizyonu herkese benimsetmekte ustadırlar. Takdir edilmedikleri, gölgede kaldıkları işlerde hevesleri kaçar; bu yüzden ilerleme fırsatı sunan, sorumluluk veren ortamları seçmeleri yerinde olur.',
    love: 'Aşkta Aslan romantik, tutkulu ve cömerttir. Sevdiği kişiyi bir hükümdar gibi ağırlar; sürprizler, büyük jestler ve unutulmaz kutlamalar onun aşk dilidir. Karşılığında hayranlık, sadakat ve ilgi bekler; partnerinin kendisiyle gurur duyduğunu hissetmek onun için çok önemlidir. Gururunu bir kenara bırakıp ilk özrü dileyebildiğinde ilişkileri çok daha derinleşir.',
    health:
      'Aslan geleneksel olarak kalp, sırt ve omurgayla ilişkilendirilir. Hayat enerjisi yüksek olsa da kendini aşırı yorduğunda bunu sırt ağrısı ve tükenmişlik olarak hissedebilir. Kalbini koruyan düzenli kardiyo egzersizleri, duruşunu destekleyen pilates ve güneşin altında geçen zamanın ölçülü tutulması ona iyi gelir. Dinlenmeyi bir zayıflık değil, sahneye daha güçlü çıkmanın yolu olarak görmelidir.',
    famousPeople: [
      { name: 'Orhan Gencebay', role: 'Müzisyen ve besteci', born: born(1944, 8, 4) },
      { name: 'Yılmaz Erdoğan', role: 'Oyuncu, yazar ve yönetmen', born: born(1967, 8, 4) },
      { name: 'Müjdat Gezen', role: 'Oyuncu ve yazar', born: born(1943, 8, 16) },
      { name: 'Madonna', role: 'Şarkıcı', born: born(1958, 8, 16) },
      { name: 'Coco Chanel', role: 'Modacı', born: born(1883, 8, 19) },
      { name: 'J. K. Rowling', role: 'Harry Potter’ın yazarı', born: born(1965, 7, 31) },
    ],
    compatibility: ['koc', 'yay', 'terazi'],
  },

  basak: {
    luckyNumbers: [5, 14, 23],
    luckyColors: ['Lacivert', 'Bej'],
    luckyDays: ['Çarşamba', 'Cumartesi'],
    stone: 'Safir',
    flower: 'Papatya',
    traits: ['Titiz', 'Analitik', 'Çalışkan', 'Yardımsever', 'Mütevazı', 'Eleştirel'],
    strengths: [
      'Başkalarının kaçırdığı ayrıntıları görür',
      'Planlı ve düzenli çalışır',
      'Sorunlara pratik çözümler üretir',
      'Yardıma ihtiyacı olana koşar',
      'Güvenilir ve sorumluluk sahibidir',
    ],
    weaknesses: [
      'Mükemmeliyetçiliği onu yorabilir',
      'Kendine ve başkalarına karşı fazla eleştirel olabilir',
      'Endişelenmeye yatkındır',
      'Kontrolü bırakmakta zorlanır',
    ],
    description: [
      'Başak, yaz sonunun hasat zamanında doğar; sembolü elinde başak tutan bir genç kızdır. Toprak elementi onu gerçekçi ve çalışkan, yöneticisi Merkür de çözümleyici ve dikkatli kılar. Değişken niteliği sayesinde koşullara uyum sağlar, düzeni bozulan her şeyi yeniden toparlamayı bilir.',
      'Başak insanı ayrıntıları görür: bir metindeki yazım hatasını, bir plandaki eksik adımı, bir dostunun sesindeki küçük değişikliği hemen fark eder. Yardımsever ve alçakgönüllüdür; sevgisini çoğu zaman sözle değil, işe yarar bir yardımla gösterir. Düzenli, planlı ve güvenilir bir çalışma arkadaşıdır.',
      'Kusursuzu arayan bu titizlik, zaman zaman kendine karşı acımasız bir eleştirmene dönüşür. Başak, yeterince iyi olanı da takdir etmeyi, endişelerini bırakıp anın tadını çıkarmayı öğrendiğinde ince zekâsı hem kendisine hem çevresine şifa olur.',
    ],
    career:
      'Başaklar dikkat, düzen ve beceri isteyen işlerde rakipsizdir. Sağlık meslekleri, eczacılık, beslenme ve diyetetik, muhasebe, editörlük, veri analizi, yazılım testi, araştırma ve el sanatları onlara uygundur. Dağınık bir sistemi düzene sokmak, süreçleri iyileştirmek doğal yetenekleridir. Takdir beklemeden çok çalışırlar; kendi değerlerini dile getirmeyi ve işleri devretmeyi öğrendiklerinde kariyerleri de hızla yükselir.',
    love: 'Başak aşkta temkinlidir; kalbini açmadan önce karşısındakini dikkatle tanır. Sevgisini büyük sözlerle değil, küçük ama anlamlı ilgilerle gösterir: partnerinin ihtiyaç duyduğu şeyi hatırlamak, onun bir işini kolaylaştırmak, sağlığını dert edinmek. Sadık ve güvenilirdir. Eleştirilerini yumuşatmayı ve kusursuzluk beklemekten vazgeçmeyi başardığında ilişkisi çok daha sıcak ve rahat olur.',
    health:
      'Başak geleneksel olarak sindirim sistemi ve bağırsaklarla ilişkilendirilir; kaygı ve stres çoğu zaman midesinde kendini gösterir. Sağlığa ilgi duyan bir burç olduğundan beslenmesine dikkat etmesi kolaydır, ama bunun bir takıntıya dönüşmemesi gerekir. Düzenli yürüyüşler, yoga, meditasyon ve sade, lifli yiyecekler ona iyi gelir. Zihnini susturabildiği hobiler, bedeninin de dinlenmesini sağlar.',
    famousPeople: [
      { name: 'Cüneyt Arkın', role: 'Oyuncu', born: born(1937, 9, 8) },
      { name: 'Fatih Terim', role: 'Teknik direktör', born: born(1953, 9, 4) },
      { name: 'Ayşe Kulin', role: 'Yazar', born: born(1941, 8, 26) },
      { name: 'Freddie Mercury', role: 'Queen’in solisti', born: born(1946, 9, 5) },
      { name: 'Michael Jackson', role: 'Şarkıcı', born: born(1958, 8, 29) },
      { name: 'Agatha Christie', role: 'Polisiye yazarı', born: born(1890, 9, 15) },
    ],
    compatibility: ['boga', 'oglak', 'akrep'],
  },

  terazi: {
    luckyNumbers: [6, 15, 24],
    luckyColors: ['Pastel mavi', 'Pembe'],
    luckyDays: ['Cuma', 'Cumartesi'],
    stone: 'Opal',
    flower: 'Ortanca',
    traits: ['Diplomatik', 'Zarif', 'Adil', 'Uyumlu', 'Romantik', 'Kararsız'],
    strengths: [
      'Çatışmaları yumuşatır, uzlaşma sağlar',
      'İki tarafı da dinleyerek adil davranır',
      'Estetik zevki gelişmiştir',
      'Nazik ve sosyal biridir',
      'İş birliğine yatkındır',
    ],
    weaknesses: [
      'Karar vermekte zorlanır',
      'Herkesi memnun etmeye çalışırken kendini ihmal eder',
      'Çatışmadan kaçmak için sorunları erteler',
      'Başkalarının onayına fazla önem verebilir',
    ],
    description: [
      'Terazi, sonbaharın ilk günüyle başlar; gece ile gündüzün eşitlendiği bu zaman, burcun özünü de anlatır: denge. Yöneticisi Venüs ona zarafet, estetik duygusu ve ilişkilere verdiği değeri kazandırır. Hava elementi sayesinde düşünceli ve iletişimcidir; öncü niteliği de onu insanları bir araya getiren biri yapar.',
      'Terazi insanı adalete önem verir; bir tartışmada iki tarafı da dinlemeden hüküm vermez. Kibar, zarif ve uzlaşmacıdır; gergin bir ortamı birkaç cümleyle yumuşatmayı bilir. Güzel bir müzik, zevkle döşenmiş bir oda ya da şık bir kıyafet ruhunu besler. Yalnızlıktan çok paylaşılan anlardan keyif alır.',
      'Herkesi memnun etme isteği, zaman zaman kendi isteklerini geri plana itmesine ve karar vermekte zorlanmasına yol açar. Terazi “hayır” demeyi ve kendi sesini de terazinin bir kefesine koymayı öğrendiğinde dengeyi gerçekten kurmuş olur.',
    ],
    career:
      'Teraziler estetik zevklerini ve diplomasi yeteneklerini kullanabildikleri işlerde başarılı olur. Hukuk, arabuluculuk, diplomasi, insan kaynakları, tasarım, moda, iç mimarlık, sanat yönetimi ve halkla ilişkiler onlara uygundur. Ekip çalışmasında uyumu sağlayan, farklı görüşleri ortak bir noktada buluşturan kişi çoğu zaman Terazi’dir. Sert rekabetin ve çatışmanın hâkim olduğu ortamlar onu yıpratır; adil ve nazik bir çalışma kültürü ise verimini katlar.',
    love: 'Terazi ilişkiler burcudur; hayatı bir partnerle paylaşmak ona kendini tamamlanmış hissettirir. Romantik, ince düşünceli ve zariftir; şık bir akşam yemeği, güzel bir mektup ya da özenle seçilmiş bir hediye onun aşk dilidir. Eşitliğe dayanan, saygılı ve huzurlu bir ilişki arar. Çatışmadan kaçmak için sorunları erteleme eğilimindedir; zor konuları zamanında konuşmak ilişkisini daha da güçlendirir.',
    health:
      'Terazi geleneksel olarak böbrekler, bel bölgesi ve ciltle ilişkilendirilir. Bol su içmek, tuzu ve şekeri ölçülü tüketmek ona iyi gelir. Hayatındaki denge bozulduğunda, özellikle de ilişkilerinde gerginlik yaşadığında, bu durum bedenine yorgunluk ve bel ağrısı olarak yansıyabilir. Dans, yoga, pilates ve güzel bir ortamda yapılan hafif egzersizler hem bedenini hem ruhunu dengeler.',
    famousPeople: [
      { name: 'Tarkan', role: 'Şarkıcı', born: born(1972, 10, 17) },
      { name: 'Hülya Avşar', role: 'Oyuncu ve şarkıcı', born: born(1963, 10, 10) },
      { name: 'Cahit Arf', role: 'Matematikçi', born: born(1910, 10, 11) },
      { name: 'Mahatma Gandhi', role: 'Hindistan bağımsızlık önderi', born: born(1869, 10, 2) },
      { name: 'John Lennon', role: 'Müzisyen', born: born(1940, 10, 9) },
      { name: 'Oscar Wilde', role: 'Yazar', born: born(1854, 10, 16) },
    ],
    compatibility: ['ikizler', 'kova', 'aslan'],
  },

  akrep: {
    luckyNumbers: [8, 9, 18],
    luckyColors: ['Bordo', 'Siyah'],
    luckyDays: ['Salı', 'Perşembe'],
    stone: 'Topaz',
    flower: 'Kasımpatı',
    traits: ['Tutkulu', 'Kararlı', 'Sezgisi güçlü', 'Gizemli', 'Sadık', 'Kıskanç'],
    strengths: [
      'Hedefine kilitlenir, kolay pes etmez',
      'İnsanları derinden anlar',
      'Kriz anlarında soğukkanlı kalır',
      'Sadakati ve bağlılığı sarsılmazdır',
      'Kendini yenileme gücü vardır',
    ],
    weaknesses: [
      'Kıskançlığa ve sahiplenmeye yatkındır',
      'Kırgınlıklarını uzun süre unutmaz',
      'Kontrolü elinde tutmak ister',
      'Duygularını fazlasıyla saklayabilir',
    ],
    description: [
      'Akrep, sonbaharın derinleştiği günlerde doğar ve zodyağın en yoğun, en gizemli burcudur. Modern astrolojide Plüton’a, geleneksel astrolojide ise Mars’a bağlanır; dönüşüm, tutku ve güç temalarını bu yüzden hayatının merkezinde taşır. Su elementi duygularının derinliğini, sabit niteliği de kararlılığını anlatır.',
      'Akrep insanı yüzeyde kalmaz; bir şeyi merak ettiğinde özüne inene kadar araştırır. Sezgileri keskin, bakışları delicidir; insanların söylemediklerini bile sezer. Sadakati sarsılmazdır, sevdikleri için her şeyi göze alır. Sırlarını kolay açmaz, ama size güvendiğinde ömür boyu yanınızda olur.',
      'Bu yoğunluk kıskançlığa, kontrol isteğine ya da kırgınlıkları uzun süre içinde taşımaya dönüşebilir. Akrep affetmeyi ve bırakmayı öğrendiğinde küllerinden doğan bir anka kuşu gibi yenilenir; en büyük gücü de bu dönüşüm yeteneğidir.',
    ],
    career:
      'Akrepler derinlemesine araştırma, odaklanma ve cesaret gerektiren işlerde başarılı olur. Psikoloji, psikiyatri, cerrahi, dedektiflik, araştırmacı gazetecilik, finans, kriz yönetimi ve bilimsel araştırma onlara uygundur. Baskı altında soğukkanlı kalır, başkalarının pes ettiği noktada devam ederler. Gizli kalanı ortaya çıkarmak ve stratejik düşünmek doğal yetenekleridir; güvenmedikleri insanlarla çalışmak ise onları yorar.',
    love: 'Akrep için aşk ya hep ya hiçtir. Yüzeysel ilişkilerle yetinmez; ruhunu açabileceği, derin ve tutkulu bir bağ arar. Sadık, koruyucu ve son derece romantiktir. Güveni sarsıldığında ise kıskançlığı ve kırgınlığı ağır basabilir; bu yüzden partnerinin ona dürüst davranması her şeyden önemlidir. Duygularını kontrol etmek yerine paylaşmayı seçtiğinde yaşadığı aşk, herkese örnek olacak kadar derinleşir.',
    health:
      'Akrep geleneksel olarak üreme ve boşaltım sistemleriyle ilişkilendirilir. Duygularını içine atmaya yatkın olduğundan stres bedeninde birikebilir; bu yükü düzenli olarak boşaltmak sağlığı için önemlidir. Yüzme, yoğun antrenmanlar ve dövüş sanatları gibi hem fiziksel hem zihinsel odak isteyen sporlar ona iyi gelir. Yeterli uyku ve düzenli sağlık kontrolleri de ihmal edilmemelidir.',
    famousPeople: [
      { name: 'Kemal Sunal', role: 'Oyuncu', born: born(1944, 11, 11) },
      { name: 'Ahmet Kaya', role: 'Müzisyen', born: born(1957, 10, 28) },
      { name: 'Kıvanç Tatlıtuğ', role: 'Oyuncu', born: born(1983, 10, 27) },
      { name: 'Marie Curie', role: 'Fizikçi ve kimyager', born: born(1867, 11, 7) },
      { name: 'Pablo Picasso', role: 'Ressam', born: born(1881, 10, 25) },
      { name: 'Leonardo DiCaprio', role: 'Oyuncu', born: born(1974, 11, 11) },
    ],
    compatibility: ['yengec', 'balik', 'basak'],
  },

  yay: {
    luckyNumbers: [3, 9, 12],
    luckyColors: ['Mor', 'Turkuaz'],
    luckyDays: ['Perşembe', 'Pazar'],
    stone: 'Turkuaz',
    flower: 'Karanfil',
    traits: ['İyimser', 'Özgür ruhlu', 'Maceracı', 'Dürüst', 'Neşeli', 'Sabırsız'],
    strengths: [
      'Zor zamanlarda bile umudunu korur',
      'Öğrenmeye ve yeni deneyimlere açıktır',
      'Dürüst ve içtendir',
      'Mizahıyla çevresine neşe verir',
      'Büyük resmi görür',
    ],
    weaknesses: [
      'Düşünmeden konuşup kırıcı olabilir',
      'Verdiği sözleri unutabilir',
      'Bağlanmaktan ve sorumluluktan kaçabilir',
      'Ayrıntıları gözden kaçırır',
    ],
    description: [
      'Yay, sonbaharın son günlerinde doğar; zodyağın hem gezgini hem filozofudur. Yöneticisi Jüpiter genişlemenin, bilginin ve şansın gezegenidir; Yay da ufkunu sürekli genişletmek isteyen, yeni yerlerin, yeni fikirlerin ve yeni insanların peşinden koşan biridir. Ateş elementi ona coşku, değişken niteliği de esneklik verir.',
      'Yay insanı iyimserdir; en zor durumda bile bir çıkış yolu, bir umut ışığı görür. Açık sözlü ve dürüsttür, düşündüğünü olduğu gibi söyler. Mizah anlayışı güçlüdür; sohbetleri hem eğlenceli hem öğreticidir. Özgürlüğüne düşkündür, kısıtlandığını hissettiği yerde duramaz.',
      'Bu coşku bazen sabırsızlığa, tutulamayan sözlere ya da düşünmeden söylenen kırıcı cümlelere dönüşebilir. Yay, ayrıntılara da özen göstermeyi ve sözlerinin etkisini tartmayı öğrendiğinde, hayata dair bilgeliği çevresindekilere yol gösteren bir pusulaya dönüşür.',
    ],
    career:
      'Yaylar öğrenebildikleri, seyahat edebildikleri ve ufuklarını genişletebildikleri işlerde mutlu olur. Akademisyenlik, yayıncılık, turizm, rehberlik, hukuk, felsefe, dış ticaret, spor ve medya onlara uygundur. Büyük resmi görme ve insanlara ilham verme yetenekleri güçlüdür. Sıkı kurallar, dar alanlar ve kendini tekrar eden işler ise onları bunaltır; esnek çalışma saatleri ve yeni projeler verimlerini artırır.',
    love: 'Yay aşkta eğlenceli, cömert ve maceracıdır. Birlikte yolculuklara çıkabileceği, yeni şeyler öğrenebileceği ve kahkahalarla gülebileceği bir partner arar. Özgürlüğüne çok düşkündür; kıskançlık ve sıkı kontrol onu uzaklaştırır. Bağlanmaktan çekiniyor gibi görünse de ruhunun dengini bulduğunda son derece sadık ve içten bir sevgilidir. Dürüstlüğünü biraz incelikle harmanlaması ilişkisini yumuşatır.',
    health:
      'Yay geleneksel olarak kalçalar, uyluklar ve karaciğerle ilişkilendirilir. Hayattan keyif almayı sevdiği için yeme içmede ölçüyü kaçırmaya yatkındır; dengeli beslenmek ve karaciğerini yormayan bir yaşam sürmek ona iyi gelir. Doğa yürüyüşü, bisiklet, binicilik ve koşu gibi açık havada yapılan sporlar hem enerjisini atmasını hem de zihnini tazelemesini sağlar. Hızlı hareket ederken küçük sakatlanmalara karşı dikkatli olmalıdır.',
    famousPeople: [
      { name: 'Zeki Müren', role: 'Sanat müziği sanatçısı', born: born(1931, 12, 6) },
      { name: 'Sertab Erener', role: 'Şarkıcı', born: born(1964, 12, 4) },
      { name: 'Tarık Akan', role: 'Oyuncu', born: born(1949, 12, 13) },
      { name: 'Walt Disney', role: 'Animasyon yapımcısı', born: born(1901, 12, 5) },
      { name: 'Jimi Hendrix', role: 'Gitarist', born: born(1942, 11, 27) },
      { name: 'Brad Pitt', role: 'Oyuncu', born: born(1963, 12, 18) },
    ],
    compatibility: ['koc', 'aslan', 'kova'],
  },

  oglak: {
    luckyNumbers: [4, 8, 22],
    luckyColors: ['Kahverengi', 'Antrasit'],
    luckyDays: ['Cumartesi', 'Salı'],
    stone: 'Oniks',
    flower: 'Kardelen',
    traits: ['Disiplinli', 'Hırslı', 'Sorumluluk sahibi', 'Sabırlı', 'Gerçekçi', 'Mesafeli'],
    strengths: [
      'Uzun vadeli hedeflerine sabırla ilerler',
      'Sorumluluk almaktan kaçmaz',
      'Planlı, düzenli ve güvenilirdir',
      'Zorluklar karşısında dayanıklıdır',
      'Pratik ve gerçekçi kararlar verir',
    ],
    weaknesses: [
      'İşkolikliğe yatkındır',
      'Duygularını göstermekte zorlanır',
      'Karamsarlığa kapılabilir',
      'Fazla katı ve kuralcı olabilir',
    ],
    description: [
      'Oğlak, kışın ilk günüyle başlar; zodyağın en sabırlı, en kararlı tırmanıcısıdır. Sembolü, sarp kayalıklara adım adım çıkan dağ keçisidir. Yöneticisi Satürn ona disiplin, sorumluluk ve zamanla olgunlaşan bir bilgelik verir; toprak elementi gerçekçiliğini, öncü niteliği de hedef koyma gücünü anlatır.',
      'Oğlak insanı ciddi ve ağırbaşlı görünür, ama onu yakından tanıyanlar ince ve kuru mizahını bilir. Çalışkan, planlı ve hırslıdır; başarıyı şansa değil emeğe bağlar. Sorumluluktan kaçmaz, ailesine ve sevdiklerine karşı koruyucu ve güvenilirdir. Yaşı ilerledikçe daha rahat ve neşeli bir insana dönüştüğü söylenir.',
      'Hedeflerine bu kadar odaklanan biri için dinlenmek ve duygularını göstermek kolay değildir. Oğlak, başarıyı tek ölçü olmaktan çıkarıp yolculuğun tadını çıkarmayı öğrendiğinde, zirveye yalnız değil sevdikleriyle birlikte ulaşır.',
    ],
    career:
      'Oğlaklar uzun vadeli hedefler koyabildikleri ve yükselmenin net bir yolunun olduğu işlerde başarılı olur. Yöneticilik, mühendislik, mimarlık, finans, hukuk, kamu kurumları ve kendi işini kurmak onlara uygundur. Disiplinleri, güvenilirlikleri ve sabırları sayesinde adım adım yükselir; çoğu zaman kurumların en güvenilen yöneticileri arasında yer alırlar. İşkolikliğe yatkın oldukları için iş ile özel hayat arasına sınır çizmeleri önemlidir.',
    love: 'Oğlak aşkta temkinli ve ciddidir; oyun oynamaz, geçici heveslerle vakit kaybetmez. Güvenebileceği, hayatını birlikte inşa edebileceği bir partner arar. Sevgisini sözlerden çok davranışlarıyla gösterir: sorumluluk alarak, destek olarak, geleceği birlikte planlayarak. Başta mesafeli görünebilir; ama kalbini açtığında son derece sadık, koruyucu ve kalıcı bir sevgilidir. Duygularını daha sık dile getirmesi ilişkisine sıcaklık katar.',
    health:
      'Oğlak geleneksel olarak kemikler, dizler, dişler ve ciltle ilişkilendirilir. Eklemlerini ve kemiklerini korumak için kalsiyum ve D vitamini açısından zengin beslenmeye, düzenli egzersize dikkat etmelidir. Çok çalıştığı dönemlerde omuzlarında ve sırtında gerginlik birikebilir. Yürüyüş, dağcılık, esneme hareketleri ve masaj ona iyi gelir; en önemlisi de dinlenmeyi takvimine bir iş gibi yazmalıdır.',
    famousPeople: [
      { name: 'Barış Manço', role: 'Müzisyen', born: born(1943, 1, 2) },
      { name: 'Şener Şen', role: 'Oyuncu', born: born(1941, 12, 26) },
      { name: 'Fazıl Say', role: 'Piyanist ve besteci', born: born(1970, 1, 14) },
      { name: 'Elvis Presley', role: 'Şarkıcı', born: born(1935, 1, 8) },
      { name: 'Martin Luther King Jr.', role: 'Sivil haklar önderi', born: born(1929, 1, 15) },
      { name: 'Stephen Hawking', role: 'Fizikçi', born: born(1942, 1, 8) },
    ],
    compatibility: ['boga', 'basak', 'balik'],
  },

  kova: {
    luckyNumbers: [4, 7, 11],
    luckyColors: ['Elektrik mavisi', 'Gümüş'],
    luckyDays: ['Cumartesi', 'Çarşamba'],
    stone: 'Ametist',
    flower: 'Orkide',
    traits: ['Yenilikçi', 'Bağımsız', 'İnsancıl', 'Özgün', 'Arkadaş canlısı', 'Mesafeli'],
    strengths: [
      'Alışılmışın dışında çözümler üretir',
      'Herkese eşit ve önyargısız davranır',
      'Toplumsal meselelere duyarlıdır',
      'Geleceği sezme yeteneği vardır',
      'Dostluklarına sadıktır',
    ],
    weaknesses: [
      'Duygusal olarak mesafeli görünebilir',
      'Fikirlerinde inatçı olabilir',
      'Kurallara gereğinden fazla karşı çıkabilir',
      'Yakın ilişkilerde açılmakta zorlanır',
    ],
    description: [
      'Kova, kışın ortasında doğar; zodyağın yenilikçisi ve özgür ruhudur. Modern astrolojide Uranüs’e, geleneksel astrolojide ise Satürn’e bağlanır: bir yanıyla kuralları yıkan bir devrimci, öbür yanıyla kendi ilkelerine sıkı sıkıya bağlı bir düşünürdür. Hava elementi zihinsel canlılığını, sabit niteliği de fikirlerindeki kararlılığını anlatır.',
      'Kova insanı geleceğe bakar; teknolojiye, bilime, yeni fikirlere ve toplumsal meselelere ilgi duyar. Arkadaş canlısıdır, birbirinden çok farklı insanlarla kolayca dost olur ve herkese eşit davranır. Sıra dışı olmaktan çekinmez; kalabalığın gittiği yoldan çok kendi doğru bildiği yoldan yürür.',
      'Bu bağımsızlık zaman zaman duygusal bir mesafeye dönüşür: insanlığı sever ama tek bir insana yakınlaşmakta zorlanabilir. Kova, aklı kadar kalbine de kulak vermeyi öğrendiğinde, hayal ettiği daha iyi dünyayı önce kendi yakın ilişkilerinde kurmaya başlar.',
    ],
    career:
      'Kovalar yenilik yapabildikleri ve fikirlerini özgürce ortaya koyabildikleri işlerde parlar. Yazılım, mühendislik, bilim, astronomi, teknoloji girişimleri, sivil toplum, sosyal sorumluluk projeleri ve yaratıcı tasarım onlara uygundur. Alışılmışın dışında çözümler üretmeleri, ekibe yeni bir bakış açısı getirir. Katı hiyerarşiler ve “her zaman böyle yapılır” anlayışı onları bunaltır; kendi başlarına karar verebildikleri ortamlarda en iyi işlerini çıkarırlar.',
    love: 'Kova için aşk önce dostluktur. Zihinsel olarak uyum yakalayabildiği, birlikte fikir üretebildiği ve bağımsızlığına saygı duyan bir partner arar. Sahiplenici ve kıskanç ilişkilerden uzak durur; sevdiğine de aynı özgürlüğü tanır. Duygularını ifade etmekte ağır davranabilir, ama güvendiğinde son derece sadık ve anlayışlı bir sevgilidir. Beklenmedik romantik sürprizler yapması ilişkisine ayrı bir sıcaklık katar.',
    health:
      'Kova geleneksel olarak ayak bilekleri, baldırlar ve dolaşım sistemiyle ilişkilendirilir. Uzun süre hareketsiz kalmak dolaşımını etkileyebilir; gün içinde kalkıp yürümek ve esneme hareketleri yapmak ona iyi gelir. Zihni sürekli çalıştığı için sinirsel gerginlik ve uykusuzluk yaşayabilir. Dans, yüzme, takım sporları ve teknolojiden uzak geçirilen saatler hem bedenini hem zihnini dinlendirir.',
    famousPeople: [
      { name: 'Ajda Pekkan', role: 'Şarkıcı', born: born(1946, 2, 12) },
      { name: 'Naim Süleymanoğlu', role: 'Olimpiyat şampiyonu halterci', born: born(1967, 1, 23) },
      { name: 'Nuri Bilge Ceylan', role: 'Yönetmen', born: born(1959, 1, 26) },
      { name: 'Wolfgang Amadeus Mozart', role: 'Besteci', born: born(1756, 1, 27) },
      { name: 'Charles Darwin', role: 'Doğa bilimci', born: born(1809, 2, 12) },
      { name: 'Bob Marley', role: 'Müzisyen', born: born(1945, 2, 6) },
    ],
    compatibility: ['ikizler', 'terazi', 'yay'],
  },

  balik: {
    luckyNumbers: [3, 7, 12],
    luckyColors: ['Deniz yeşili', 'Lila'],
    luckyDays: ['Perşembe', 'Pazartesi'],
    stone: 'Akuamarin',
    flower: 'Nilüfer',
    traits: ['Hayalperest', 'Şefkatli', 'Sezgisi güçlü', 'Sanatçı ruhlu', 'Fedakâr', 'Dalgın'],
    strengths: [
      'Derin bir empati yeteneği vardır',
      'Hayal gücü ve yaratıcılığı zengindir',
      'Yardımsever ve fedakârdır',
      'İnsanları yargılamadan dinler',
      'Sezgileriyle doğru yolu bulur',
    ],
    weaknesses: [
      'Gerçeklerden kaçmaya yatkındır',
      'Sınır koymakta zorlanır',
      'Fazla hassas ve kırılgan olabilir',
      'Kararlarını erteleyebilir',
    ],
    description: [
      'Balık, kışın son günlerinde doğar; zodyağın son burcu olarak kendinden öncekilerin hepsinden bir iz taşır. Modern astrolojide Neptün’e, geleneksel astrolojide Jüpiter’e bağlanır; hayal gücü, şefkat ve sezgi onun dünyasının temelidir. Su elementi duygusal derinliğini, değişken niteliği de akışkan ve uyumlu doğasını anlatır.',
      'Balık insanı başkalarının acısını kendi acısı gibi hisseder; empati yeteneği neredeyse sınırsızdır. Sanata, müziğe, şiire ve maneviyata derin bir ilgi duyar; hayal dünyası zengindir. Yardımsever, anlayışlı ve yumuşak kalplidir; yanında insanlar kendilerini anlaşılmış hisseder.',
      'Bu hassasiyet onu gerçeklerden kaçmaya ya da başkalarının yükünü taşırken kendini kaybetmeye itebilir. Balık, sınır çizmeyi ve hayallerini somut adımlarla desteklemeyi öğrendiğinde, engin hayal gücü dünyaya dokunan eserlere dönüşür.',
    ],
    career:
      'Balıklar yaratıcılıklarını ve şefkatlerini kullanabildikleri işlerde mutlu olur. Müzik, resim, sinema, edebiyat, fotoğrafçılık, psikolojik danışmanlık, sağlık hizmetleri, sosyal hizmet ve gönüllü çalışmalar onlara uygundur. Sezgileri sayesinde insanların ihtiyacını çabucak anlar, yaratıcı projelerde beklenmedik fikirler üretirler. Sert rekabetin ve katı kuralların hâkim olduğu ortamlar onları yıpratır; hayallerini planlı adımlara dönüştüren bir çalışma düzeni kurduklarında başarıları kalıcı olur.',
    love: 'Balık aşkta romantik, fedakâr ve duygusaldır. Ruh eşini bulma hayalinden hiç vazgeçmez; sevdiği kişiyi idealleştirmeye, onun için her şeyi göze almaya hazırdır. Şefkatlidir, anlayışlıdır ve partnerinin duygularını söze gerek kalmadan sezer. Bu fedakârlığın karşılıksız kalmaması için sınırlarını korumalı, sevdiğini olduğu gibi görmeyi de ihmal etmemelidir. Ona güven ve şefkat veren bir partnerle masalsı bir aşk yaşar.',
    health:
      'Balık geleneksel olarak ayaklar ve bağışıklık sistemiyle ilişkilendirilir. Çevresindeki duyguları sünger gibi emdiği için yorgunluğu önce ruhunda, sonra bedeninde hisseder. Yeterli uyku, bol su, yüzme ve denizin kıyısında geçirilen zaman ona iyi gelir. Ayaklarını rahat ettiren ayakkabılar ve düzenli ayak bakımı önemlidir. Meditasyon, müzik ve yalnız kalabildiği sakin anlar da enerjisini yeniden toplamasına yardım eder.',
    famousPeople: [
      { name: 'Beren Saat', role: 'Oyuncu', born: born(1984, 2, 26) },
      { name: 'Murat Boz', role: 'Şarkıcı', born: born(1980, 3, 7) },
      { name: 'Arda Güler', role: 'Futbolcu', born: born(2005, 2, 25) },
      { name: 'Albert Einstein', role: 'Fizikçi', born: born(1879, 3, 14) },
      { name: 'Steve Jobs', role: 'Apple’ın kurucu ortağı', born: born(1955, 2, 24) },
      { name: 'Rihanna', role: 'Şarkıcı', born: born(1988, 2, 20) },
    ],
    compatibility: ['yengec', 'akrep', 'oglak'],
  },
};

/** A swatch for each lucky colour name, so the card can show the colour beside its name. */
export const LUCKY_COLOR_SWATCH: Record<string, string> = {
  Kırmızı: '#dc2626',
  Turuncu: '#f97316',
  Yeşil: '#16a34a',
  Pembe: '#f472b6',
  Sarı: '#facc15',
  'Açık mavi': '#7dd3fc',
  Gümüş: '#c0c4cc',
  Beyaz: '#f8fafc',
  'Altın sarısı': '#e6b422',
  Lacivert: '#1e3a8a',
  Bej: '#e8d9bf',
  'Pastel mavi': '#a7c7e7',
  Bordo: '#800020',
  Siyah: '#0a0a0a',
  Mor: '#7e22ce',
  Turkuaz: '#2dd4bf',
  Kahverengi: '#7c4a1e',
  Antrasit: '#383e42',
  'Elektrik mavisi': '#3b82f6',
  'Deniz yeşili': '#2e8b57',
  Lila: '#c8a2c8',
};

/** One sign with its core attributes and its reference texts. */
export function fullSign(id: SignId): ZodiacSign {
  return { ...getSign(id), ...SIGN_DETAILS[id] };
}

/** All twelve signs in zodiac order, complete. */
export const ZODIAC: readonly ZodiacSign[] = SIGNS.map((s) => fullSign(s.id));
