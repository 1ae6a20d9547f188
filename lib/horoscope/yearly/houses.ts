/**
 * What the whole-sign houses mean in a yearly column, in plain words, one phrase per house and
 * event kind. Each phrase is joined in one clause to a date or a sign, so two signs of one year
 * never share a clause (tests/unit/yearly/yearly.test.ts measures it). Index 0 is unused so that
 * `X[house]` reads as the house number.
 */

/** Where: 'para işlerinizde'. */
export const HOUSE_IN = [
  '',
  'kendinizle ilgili kararlarda',
  'para işlerinizde',
  'yakın çevrenizle',
  'evde ve ailede',
  'aşkta ve eğlencede',
  'günlük işlerinizde',
  'ikili ilişkilerinizde',
  'ortak paralarda',
  'eğitimde ve yolculuklarda',
  'işte',
  'arkadaşlarınızla',
  'iç dünyanızda',
] as const;

/** What the year is about when Jupiter stays there: '{yıl}, {burç} için … yılı'. */
export const YEAR_TOPIC = [
  '',
  'kendinizi yeniden keşfetmenin',
  'kazancınızı büyütmenin',
  'öğrenmenin ve yeni bağlantıların',
  'yuvanızı güçlendirmenin',
  'aşkın ve yaratıcılığın',
  'düzen kurmanın ve sağlığın',
  'ortaklıkların ve evliliğin',
  'ortak birikimlerin ve derin bağların',
  'ufkunuzu genişletmenin',
  'kariyer adımlarının',
  'dostlukların ve büyük hayallerin',
  'dinlenmenin ve içe dönmenin',
] as const;

export const JUPITER_GROWTH = [
  '',
  'kendinize güveniniz artıyor ve insanlar sizi daha çabuk fark ediyor',
  'kazancınızı artıracak fırsatlar çoğalıyor, bildiğiniz işten para kazanmak kolaylaşıyor',
  'öğrenmek, yazmak ve yakın çevrenizle iş birliği yapmak size kapı açıyor',
  'ev ve aile konularında büyüme var, daha geniş bir eve geçmek gündeme gelebilir',
  'aşk, çocuklar ve yaratıcı işler hayatınıza neşe katıyor',
  'iş düzeniniz iyileşiyor, sağlığınız için başladığınız alışkanlıklar karşılığını veriyor',
  'evlilik, ortaklık ve anlaşmalar şans getiriyor',
  'kredi, ortak birikim ve miras gibi konularda destek geliyor',
  'eğitim, yurt dışı ve uzak yolculuklar ufkunuzu genişletiyor',
  'kariyerinizde yükselme fırsatı doğuyor ve emeğiniz görünür oluyor',
  'arkadaşlarınız size yeni kapılar açıyor, uzun süredir beklediğiniz bir dilek gerçeğe yaklaşıyor',
  'yalnız kaldığınız zamanlar size iyi geliyor ve görünmeyen bir destek arkanızda duruyor',
] as const;

export const SATURN_LESSON = [
  '',
  'kendinizden çok şey bekliyorsunuz, sorumluluklarınızı sınırlamak yorgunluğu önler',
  'bütçe disiplini şart, harcamalarınızı yazıya dökmek sizi rahatlatır',
  'sözlerinizi tartarak seçmeniz gerekiyor, kardeş ve komşu ilişkileri emek istiyor',
  'ev ve aile size sorumluluk yüklüyor, bir tadilatı ya da taşınmayı sağlam bir plana bağlamak gerek',
  'aşkta ciddiyet arıyorsunuz, oyalanmak yerine açık konuşmak işe yarar',
  'iş yükünüz artıyor, uyku ve beslenme düzeninizi korumak her zamankinden önemli',
  'ilişkiler sınavdan geçiyor, sağlam bağlar güçlenirken zayıf olanlar çözülebilir',
  'borçları ve ortak paraları toparlamanın vakti, yeni kredi almadan önce iki kez düşünün',
  'bir eğitimi ya da uzun bir projeyi sabırla bitirmek gerekiyor, kestirme yol yok',
  'kariyerinizde sorumluluk büyüyor, emeğinizin karşılığı yavaş ama kalıcı geliyor',
  'çevrenizi sadeleştiriyorsunuz, size yük olan gruplardan uzaklaşmak doğru bir karar',
  'eski yorgunluklar yüzeye çıkıyor, dinlenmeye ve kendinizi dinlemeye zaman ayırın',
] as const;

export const SOLAR_ECLIPSE = [
  '',
  'kendiniz için yeni bir sayfa açıyor, tavrınızda ya da görünüşünüzde bir değişikliğe hazır olun',
  'kazanç yolunuzda yeni bir başlangıç getiriyor',
  'yeni bir kurs, yeni bir araç ya da yakın çevrede yeni bir bağlantı getiriyor',
  'evde yeni bir düzenin kapısını aralıyor',
  'yeni bir aşkın ya da yaratıcı bir işin tohumunu atıyor',
  'iş düzeninizi baştan kurmanız için bir fırsat sunuyor',
  'ilişkilerde yeni bir dönemi başlatıyor, bir anlaşma ya da ortaklık gündeme gelebilir',
  'ortak paralarda yeni bir düzen kurmanızı istiyor',
  'bir yolculuk, okul ya da yurt dışı bağlantısı için kapı açıyor',
  'kariyerde yeni bir hedefin başlangıcı oluyor',
  'yeni arkadaşlıklara ve yeni bir çevreye yol açıyor',
  'sessiz bir yeniden başlangıç getiriyor, eskiyen bir şeyi geride bırakmaya hazırlanın',
] as const;

export const LUNAR_ECLIPSE = [
  '',
  'sizi yoran bir rolü bırakmanın vaktinin geldiğini gösteriyor',
  'bir harcama alışkanlığına son vermenizi istiyor',
  'yarım kalmış bir konuşmayı tamamlamanın zamanı olduğunu söylüyor',
  'ailede uzun süredir biriken bir konuyu çözüme kavuşturuyor',
  'bir ilişkide ya da hobide bir dönemi kapatıyor',
  'sizi yoran bir iş düzenine son vermenizi istiyor',
  'ilişkilerde bir dönüm noktası getiriyor, söylenmesi gerekenler söyleniyor',
  'bir borcu ya da ortak bir hesabı kapatmanın zamanı olduğunu gösteriyor',
  'bir eğitim ya da yolculuk planını sonuca bağlıyor',
  'kariyerde bir dönemin sonuna geldiğinizi ve emeğinizin sonucunu göreceğinizi gösteriyor',
  'bir arkadaşlıkta ya da grupta yolların ayrılabileceğini gösteriyor',
  'içinizde taşıdığınız bir yükü bırakmanızı istiyor',
] as const;

export const MERCURY_RETRO = [
  '',
  'kendinizle ilgili büyük kararları bir süre tartın',
  'ödemeleri, faturaları ve banka işlemlerini iki kez kontrol edin',
  'mesajlarınızı göndermeden önce yeniden okuyun, aracınızın bakımını aksatmayın',
  'evle ilgili evrakı ve tamirleri gözden geçirin',
  'eski bir sevgiliden haber gelebilir, acele cevap vermeyin',
  'iş listenizi sadeleştirin, tahlil ve randevu tarihlerini kontrol edin',
  'sözleşmelerin ayrıntılarını okuyun, yanlış anlaşılmaları hemen düzeltin',
  'kredi ve sigorta evrakını dikkatle okuyun',
  'yolculuk biletlerini ve başvuru tarihlerini iki kez kontrol edin',
  'iş yazışmalarında açık olun, önemli bir sunumu erteleyebiliyorsanız erteleyin',
  'arkadaş planlarında yanlış anlaşılmalara dikkat edin',
  'yavaşlayın, uykunuza ve iç sesinize kulak verin',
] as const;

export const VENUS_RETRO = [
  '',
  'görünüşünüzde köklü bir değişikliği sonraya bırakın',
  'büyük alışverişleri ve lüks harcamaları erteleyin',
  'yakınlarınızla eski kırgınlıkları konuşmak için uygun bir dönem',
  'ailede eski bir meseleyi yumuşaklıkla çözmeye çalışın',
  'eski bir aşk yeniden gündeme gelebilir, hislerinizi acele etmeden tartın',
  'iş yerindeki ilişkilerde kırıcı olmamaya özen gösterin',
  'ilişkinizde ertelediğiniz konuşmayı yapın ama yeni bir söz vermeyin',
  'ortak paralar ve borçlar konusunda eski bir hesabı kapatın',
  'uzakta kalan bir dostla bağınızı tazeleyin',
  'işte takdir beklerken sabırlı olun',
  'eski bir arkadaş kapınızı çalabilir, ona zaman ayırın',
  'kendinize şefkat gösterin, yalnız kalmak size iyi gelir',
] as const;

export const MARS_RETRO = [
  '',
  'yorgunluk ve sabırsızlık artabilir, yeni işlere atılmak yerine başladıklarınızı bitirin',
  'aceleyle harcama yapmayın, gelir artırma planlarını sonraya bırakın',
  'tartışmalara girmeyin, trafikte dikkatli olun',
  'evde gerginlik çıkabilir, tadilat işlerini erteleyin',
  'aşkta kıskançlığa ve inatlaşmaya kapılmayın',
  'iş temposunu düşürün, bedeninizin verdiği işaretlere kulak verin',
  'ilişkilerde eski kavgaları yeniden açmayın',
  'borç ve ortak para konularında sert pazarlıklardan kaçının',
  'hukuki işleri ve uzun yolculukları dikkatle planlayın',
  'işte yöneticilerle güç savaşına girmeyin',
  'arkadaş gruplarında çıkan gerginliklere taraf olmayın',
  'bastırdığınız öfkeyi sporla ya da yürüyüşle boşaltın',
] as const;

/** What Venus brings to a house while it passes. */
export const VENUS_PASS = [
  '',
  'çekiciliğiniz artıyor',
  'para konusunda şansınız açılıyor',
  'tatlı sözler ve güzel haberler çoğalıyor',
  'evde huzur artıyor',
  'flörtler ve keyifli buluşmalar öne çıkıyor',
  'iş arkadaşlarınızla ilişkiler yumuşuyor',
  'ilişkinizde yakınlık artıyor',
  'ortak paralarda anlaşmak kolaylaşıyor',
  'bir yolculuk ya da yeni bir konu gönlünüzü çeliyor',
  'işte sevimli yanınız kapı açıyor',
  'arkadaşlarınızla güzel günler geçiriyorsunuz',
  'kendinize ayırdığınız zaman size iyi geliyor',
] as const;

/** What Mars stirs up in a house while it passes. */
export const MARS_PASS = [
  '',
  'enerjiniz yükseliyor ama sabrınız azalıyor',
  'daha çok kazanmak için harekete geçiyorsunuz',
  'konuşmalar hızlanıyor ve tartışmalar kızışabiliyor',
  'evde yapılacak işler birikiyor',
  'tutkunuz artıyor',
  'iş yükünüz artıyor',
  'ilişkilerde rekabet ve tutku bir arada',
  'ortak paralarda pazarlıklar sertleşiyor',
  'yolculuk ve eğitim planları hız kazanıyor',
  'işte atak davranmak kazandırıyor',
  'arkadaş gruplarında öne çıkıyorsunuz',
  'yorgunluğunuzu dinlenerek atmanız gerekiyor',
] as const;

/** What the Sun lights up in a house for its month. */
export const SUN_PASS = [
  '',
  'yeni yaşınızın havası ve kişisel hedefleriniz öne çıkıyor',
  'kazancınız ve harcamalarınız gündeme geliyor',
  'yazışmalar, kısa yolculuklar ve kardeşlerle işler öne çıkıyor',
  'ev ve aile işleri önem kazanıyor',
  'aşk ve eğlence için en neşeli haftalar başlıyor',
  'iş düzeni ve sağlık alışkanlıkları önem kazanıyor',
  'ortaklıklar ve ikili ilişkiler gündemin başına geçiyor',
  'ortak paralar ve borçlar konuşuluyor',
  'eğitim ve yolculuk planları öne çıkıyor',
  'kariyerinizde görünür olduğunuz haftalar başlıyor',
  'arkadaşlar ve gruplarla dolu bir dönem başlıyor',
  'yavaşlamanız ve yeni yaşınıza hazırlanmanız gereken haftalar başlıyor',
] as const;

/** The month's advice, three ways per house; the month's name goes in front. */
export const MONTH_ADVICE = [
  [],
  [
    'kendi önceliklerinizi bir kâğıda yazın ve ilk adımı atın',
    'başkalarının beklentilerine değil kendi hedefinize odaklanın',
    'görünüşünüze ve duruşunuza küçük bir yenilik katın',
  ],
  [
    'aylık bütçenizi gözden geçirin ve bir birikim hedefi koyun',
    'yeteneklerinizden birini paraya dönüştürmenin yolunu arayın',
    'gereksiz bir aboneliği ya da harcamayı kesin',
  ],
  [
    'ertelediğiniz telefonları açın ve yazışmaları toparlayın',
    'kısa bir kursa ya da atölyeye yazılın',
    'bir kardeşinize ya da komşunuza destek olun',
  ],
  [
    'evde sizi rahatsız eden bir köşeyi düzenleyin',
    'ailenizle uzun bir sofra kurun',
    'ev işlerini paylaşmak için açık bir konuşma yapın',
  ],
  [
    'sevdiğiniz insanla baş başa bir akşam planlayın',
    'ertelediğiniz bir hobiye yeniden başlayın',
    'kendinizi eğlendirmeye izin verin',
  ],
  [
    'günlük düzeninize bir yürüyüş ekleyin',
    'iş listenizi sadeleştirin ve birini devredin',
    'ertelediğiniz bir sağlık kontrolünü yaptırın',
  ],
  [
    'partnerinizle geleceğe dair somut bir plan yapın',
    'bir anlaşmayı imzalamadan önce karşı tarafı dinleyin',
    'bir ortaklığın kurallarını yazıya dökün',
  ],
  [
    'borçlarınızın bir listesini çıkarın',
    'ortak hesaplarla ilgili konuşmayı ertelemeyin',
    'sigorta ve kredi koşullarınızı karşılaştırın',
  ],
  [
    'bir yolculuk planlayın ya da yeni bir konu öğrenmeye başlayın',
    'yurt dışıyla ilgili bir başvuruyu tamamlayın',
    'size yeni bir bakış açısı kazandıracak bir kitap seçin',
  ],
  [
    'yöneticinizle hedefleriniz hakkında konuşun',
    'özgeçmişinizi güncelleyin',
    'üstlendiğiniz işlerin sınırını net çizin',
  ],
  [
    'bir arkadaş buluşması düzenleyin',
    'ilgilendiğiniz bir konuda bir topluluğa katılın',
    'uzun vadeli bir hayalinizi bir dostunuzla paylaşın',
  ],
  [
    'takviminizde yalnızca kendinize ait bir gün ayırın',
    'uykunuzu düzene sokun',
    'sizi yoran bir alışkanlığı bırakın',
  ],
] as const;

/** Closing advice of a section, by the house Jupiter (love, money, the year) or Saturn (work, health) holds longest. */
export const LOVE_TIP = [
  '',
  'önce kendinizi sevmeyi öğrenin, doğru insan bu güveni fark eder',
  'sevgiyi pahalı hediyelerle değil zaman ayırarak gösterin',
  'duygularınızı yazarak ya da açıkça söyleyerek ifade etmekten çekinmeyin',
  'ailenizle sevgilinizi tanıştırmak için acele etmeyin ama kapıyı kapatmayın',
  'kalbinizin sesini dinleyin, eğlenmek de ciddi bir ilişkinin parçası',
  'ilişkinizde küçük gündelik jestlerin gücünü küçümsemeyin',
  'karşınızdakini değiştirmeye değil anlamaya çalışın',
  'güven konusunu açık konuşun, kıskançlık yerine dürüstlüğü seçin',
  'farklı bir kültürden ya da şehirden biriyle tanışmaya açık olun',
  'işinizle aşkınız arasındaki dengeyi kurmaya özen gösterin',
  'arkadaşlığın aşka dönüşebileceğini aklınızda tutun',
  'geçmişin kırgınlıklarını bırakmadan yeni bir ilişkiye başlamayın',
] as const;

export const WORK_TIP = [
  '',
  'her işi kendiniz yapmaya çalışmayın, yetki devretmeyi öğrenin',
  'maaş ya da ücret konuşmasını ertelemeyin ve hazırlıklı gidin',
  'yazılı iletişiminizi güçlendirin, iyi yazılmış bir e-posta çok şey kazandırır',
  'evden çalışma düzeninizi ciddiye alın ve sınırlarını koyun',
  'yaratıcı fikirlerinizi işe taşıyın, farklı olmak bu yıl kazandırıyor',
  'rutin işlerinizi sadeleştirin ve zamanınızı büyük hedefe ayırın',
  'ortaklık teklifleri için sözleşmeyi mutlaka yazılı yapın',
  'işte görünmeyen emeğinizin karşılığını isteyin',
  'bir sertifika ya da yüksek lisans gibi uzun vadeli bir yatırım yapın',
  'kısa vadeli kazanç yerine kalıcı bir itibar kurmaya odaklanın',
  'meslek çevrenizle bağlarınızı güçlendirin, fırsatlar oradan geliyor',
  'perde arkasındaki hazırlığınıza güvenin, sahneye çıkma zamanı gelecek',
] as const;

export const MONEY_TIP = [
  '',
  'kendinize yapacağınız yatırımı masraf değil gelecek olarak görün',
  'ek bir gelir kapısı açmak için bildiğiniz işten yola çıkın',
  'küçük ama düzenli bir birikim bu yılın en doğru adımı',
  'ev ve aile harcamaları için ayrı bir hesap tutun',
  'keyif harcamalarına bir üst sınır koyun',
  'ay sonunu rahat getirmek için harcamalarınızı haftalık izleyin',
  'ortak kararları partnerinizle birlikte verin',
  'borç kapatmak yeni yatırımdan önce gelir',
  'eğitim ve yolculuk için ayrı bir kumbara açın',
  'kariyer adımınızın size getireceği gelir artışını plana bağlayın',
  'arkadaşlarla ortak para işlerinde kuralları baştan konuşun',
  'gözden kaçan küçük ödemeleri toplayın ve gereksizleri kesin',
] as const;

export const HEALTH_TIP = [
  '',
  'bedeninizin sınırlarını tanıyın ve dinlenmeyi plana yazın',
  'beslenmenize bütçe kadar özen gösterin',
  'ekran süresini kısaltın ve gün içinde kısa yürüyüşler yapın',
  'evde huzurlu bir uyku düzeni kurun',
  'sizi mutlu eden bir sporu seçin, zorla yapılan spor kalıcı olmaz',
  'yıllık sağlık kontrolünüzü ertelemeyin',
  'stresinizi ilişkilerinize yansıtmadan önce bir yürüyüşle boşaltın',
  'kendinizi yoran yükleri bırakmak bedeninize de iyi gelir',
  'doğada geçirdiğiniz zamanı artırın',
  'iş temposu ne olursa olsun uykunuzdan vazgeçmeyin',
  'arkadaşlarınızla birlikte yapılacak bir spor motivasyonunuzu artırır',
  'nefes egzersizleri ve sessiz saatler sinirlerinizi yatıştırır',
] as const;

export const YEAR_TIP = [
  '',
  'kendinize yatırım yapın ve ilk adımı başkasından beklemeyin',
  'emeğinizin değerini bilin ve karşılığını isteyin',
  'merak ettiğiniz her konuya kapıyı aralık tutun',
  'kökleriniz sağlam olursa her fırtınayı atlatırsınız',
  'hayattan keyif almayı ertelemeyin',
  'küçük ama her gün tekrarlanan adımlar büyük değişimi getirir',
  'birlikte yürüyeceğiniz insanları dikkatle seçin',
  'bırakmanız gerekeni bırakın, yerine daha iyisi gelecek',
  'ufkunuzu genişletecek her fırsata evet deyin',
  'uzun vadeli hedefinizi yazın ve her ay ona bakın',
  'doğru insanlarla kurulan bağ en değerli sermayenizdir',
  'sessizlikte topladığınız güç yılın sonunda işe yarayacak',
] as const;
