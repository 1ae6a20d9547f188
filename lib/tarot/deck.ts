import type { TarotCard } from './schema';

/**
 * The site's tarot deck: the first ten cards of the Major Arcana, numbered 1 to 10 (docs/tarot.md). Each card has a glyph of its
 * classical correspondence (the Golden Dawn attributions: the Fool is air, the Magician
 * Mercury, the Emperor Aries, …), a meaning, a reversed meaning and what it says when it
 * falls on each position of the three-card spread.
 */

export const TAROT_DECK: readonly TarotCard[] = [
  {
    id: 1,
    name: 'Deli',
    glyph: '🜁',
    correspondence: 'Hava',
    keywords: ['Yeni başlangıç', 'Cesaret', 'Merak'],
    meaning:
      'Yeni başlangıçlar, cesaret ve saf bir merak. Deli, sonunu bilmeden yola çıkmaya hazır ruhu anlatır: kalıpların dışına çıkmak, içgüdülerine güvenmek ve hayata bir çocuğun hayretiyle bakmak.',
    reversedMeaning:
      'Düşüncesizlik, aceleyle verilen kararlar ve sorumluluktan kaçış. Ters gelen Deli, atlamadan önce yere bakmanızı, cesaret ile pervasızlık arasındaki farkı gözetmenizi hatırlatır.',
    readings: {
      past: 'Geçmişinizde cesurca atılmış bir adım var: bilinmeze doğru çıktığınız bir yolculuk, bugünkü hikâyenizin ilk sayfasını yazdı. O dönemin saflığı ve cesareti hâlâ içinizde.',
      present:
        'Şu an yeni bir başlangıcın eşiğindesiniz. Her ayrıntıyı önceden planlamanız gerekmiyor; içinizden gelen sese güvenip ilk adımı atmanın zamanı.',
      future:
        'Önünüzde beklenmedik bir fırsat beliriyor. Alışkanlıklarınızı bir kenara bırakıp onu açık bir kalple karşılarsanız sizi hiç tahmin etmediğiniz güzelliklere götürecek.',
    },
  },
  {
    id: 2,
    name: 'Büyücü',
    glyph: '☿',
    correspondence: 'Merkür',
    keywords: ['İrade', 'Beceri', 'Odak'],
    meaning:
      'İrade, beceri ve odaklanmış güç. Büyücü, elindeki araçların farkında olan ve düşünceyi eyleme dönüştüren kişiyi simgeler: niyet ettiğiniz şeyi gerçekleştirmek için gereken her şeye sahipsiniz.',
    reversedMeaning:
      'Dağınık enerji, kullanılmayan yetenekler ya da kurnazlık. Ters Büyücü, gücünüzü doğru amaç için kullanıp kullanmadığınızı, sözlerinizle eylemlerinizin örtüşüp örtüşmediğini sorgulatır.',
    readings: {
      past: 'Geçmişte yeteneklerinizi ustalıkla kullanarak bir şeyi sıfırdan var ettiniz. O dönemde edindiğiniz beceriler, bugün dayandığınız sağlam zemini oluşturuyor.',
      present:
        'Şu an ihtiyaç duyduğunuz her araç elinizin altında. Dağınık fikirlerinizi tek bir hedefte toplarsanız isteğinizi gerçeğe dönüştürecek güce sahipsiniz.',
      future:
        'Yakında bilginizi ve becerinizi gösterebileceğiniz bir fırsat doğacak. Kendinize güvenip inisiyatif aldığınızda kapılar birer birer açılacak.',
    },
  },
  {
    id: 3,
    name: 'Yüksek Rahibe',
    glyph: '☽',
    correspondence: 'Ay',
    keywords: ['Sezgi', 'Sır', 'İç ses'],
    meaning:
      'Sezgi, gizli bilgi ve iç ses. Yüksek Rahibe, sözlerin ötesindeki gerçeği duyabilen, sabırla bekleyip gözlemleyen bilgeliği temsil eder: aradığınız cevap dışarıda değil, içinizde.',
    reversedMeaning:
      'Bastırılmış sezgiler, sırlar ve yüzeysellik. Ters Yüksek Rahibe, iç sesinizi duymazdan geldiğinizi ya da bazı gerçeklerin henüz gün ışığına çıkmadığını gösterir.',
    readings: {
      past: 'Geçmişte mantığın açıklayamadığı bir sezgi sizi doğru yöne çekti. O günlerde dinlediğiniz iç ses, bugünkü seçimlerinizin sessiz rehberi oldu.',
      present:
        'Şu an aceleyle karar vermek yerine durup dinlemeniz gereken bir dönemdesiniz. Rüyalarınıza, içinizdeki hislere ve söylenmeyenlere kulak verin.',
      future:
        'Yakında gizli kalmış bir bilgi gün ışığına çıkacak. Sezgilerinize güvendiğinizde başkalarının göremediğini görecek ve doğru anda harekete geçeceksiniz.',
    },
  },
  {
    id: 4,
    name: 'İmparatoriçe',
    glyph: '♀',
    correspondence: 'Venüs',
    keywords: ['Bereket', 'Şefkat', 'Yaratıcılık'],
    meaning:
      'Bereket, şefkat ve yaratıcılık. İmparatoriçe doğanın cömertliğini, anne sevgisini ve emeğin meyvelerini simgeler: ektiğiniz tohumlar filizlenmeye hazır.',
    reversedMeaning:
      'Yaratıcı tıkanıklık, kendini ihmal etmek ya da aşırı bağımlılık. Ters İmparatoriçe, başkalarına verirken kendinizi unuttuğunuzu ve kendinize bakma zamanının geldiğini söyler.',
    readings: {
      past: 'Geçmişinizde sevgiyle büyütülmüş bir şey var: bir ilişki, bir proje ya da bir yuva. O dönemde gördüğünüz şefkat, bugün başkalarına verdiğiniz sevginin kaynağı.',
      present:
        'Şu an bolluk ve yaratıcılık dönemindesiniz. Emeklerinizin meyvelerini toplarken güzelliğe, doğaya ve bedeninizin ihtiyaçlarına da zaman ayırın.',
      future:
        'Önünüzdeki dönem bereketli geçecek. Sabırla beslediğiniz bir ilişki ya da proje büyüyüp serpilecek; yeni bir yaratıcı başlangıç da kapıda.',
    },
  },
  {
    id: 5,
    name: 'İmparator',
    glyph: '♈',
    correspondence: 'Koç',
    keywords: ['Otorite', 'Düzen', 'Sağlam temel'],
    meaning:
      'Otorite, düzen ve sağlam temeller. İmparator, kuralları koyan, sorumluluk alan ve kararlı bir liderliği temsil eder: disiplin ve yapı, hayallerinizi ayakta tutacak çerçeveyi kurar.',
    reversedMeaning:
      'Katılık, aşırı kontrol ya da disiplin eksikliği. Ters İmparator, bir otoriteyle yaşanan çatışmaya ya da gücün yanlış kullanılmasına dikkat çeker.',
    readings: {
      past: 'Geçmişte güçlü bir figür ya da kendi kararlılığınız hayatınıza düzen getirdi. O dönemde attığınız sağlam temeller, bugün üzerinde durduğunuz zemini oluşturuyor.',
      present:
        'Şu an kontrolü elinize almanız ve net kararlar vermeniz gerekiyor. Planlı ve disiplinli davrandığınızda karmaşa yerini düzene bırakacak.',
      future:
        'Yakında sorumluluğunuz ve etkiniz artacak. Liderlik edeceğiniz bir durum yaklaşıyor; adil ve tutarlı kaldığınız sürece başarınız kalıcı olacak.',
    },
  },
  {
    id: 6,
    name: 'Hierofant',
    glyph: '♉',
    correspondence: 'Boğa',
    keywords: ['Gelenek', 'Öğreti', 'Rehberlik'],
    meaning:
      'Gelenek, öğreti ve manevi rehberlik. Hierofant, bilgiyi kuşaktan kuşağa aktaran öğretmeni, kurumları ve ortak değerleri simgeler: bir ustadan öğrenmenin ya da köklü bir yolu izlemenin zamanı.',
    reversedMeaning:
      'Kalıplara sıkışmak ya da geleneğe başkaldırmak. Ters Hierofant, size dayatılan kuralları sorgulamanızı ve kendi inançlarınızı bulmanızı ister.',
    readings: {
      past: 'Geçmişte bir öğretmen, bir aile büyüğü ya da köklü bir gelenek size yol gösterdi. O dönemde edindiğiniz değerler bugün de pusulanız.',
      present:
        'Şu an bilgili birinin rehberliğine ya da denenmiş bir yöntemi izlemeye ihtiyacınız var. Eğitim, resmî süreçler ve ortak değerler öne çıkıyor.',
      future:
        'Yakında bir topluluğa katılacak, bir eğitime başlayacak ya da bildiklerinizi başkalarına öğreten kişi olacaksınız. Bilginiz paylaştıkça derinleşecek.',
    },
  },
  {
    id: 7,
    name: 'Aşıklar',
    glyph: '♊',
    correspondence: 'İkizler',
    keywords: ['Aşk', 'Uyum', 'Seçim'],
    meaning:
      'Aşk, uyum ve yürekten verilen kararlar. Aşıklar kartı iki kişi arasındaki derin bağı ve değerlerinizle uyumlu bir seçim yapmayı anlatır: kalbinizle aklınızı aynı yöne çevirme zamanı.',
    reversedMeaning:
      'Uyumsuzluk, kararsızlık ya da değerlerle çelişen seçimler. Ters Aşıklar, bir ilişkide dengenin bozulduğunu ya da kalbinizle aklınız arasında sıkıştığınızı gösterir.',
    readings: {
      past: 'Geçmişte verdiğiniz önemli bir kalp kararı hayatınızın yönünü değiştirdi. O dönemde kurduğunuz bağ ya da yaptığınız seçim, bugün hâlâ sizi etkiliyor.',
      present:
        'Şu an bir seçimin eşiğindesiniz. Kolay olanı değil, değerlerinize ve kalbinize en uygun olanı seçtiğinizde içiniz huzurla dolacak.',
      future:
        'Önünüzde anlamlı bir birliktelik ya da uyumlu bir ortaklık beliriyor. Açık yürekli ve dürüst olduğunuz sürece bu bağ ikinizi de büyütecek.',
    },
  },
  {
    id: 8,
    name: 'Savaş Arabası',
    glyph: '♋',
    correspondence: 'Yengeç',
    keywords: ['Zafer', 'İrade', 'İlerleme'],
    meaning:
      'Zafer, irade ve kararlılıkla ilerlemek. Savaş Arabası, birbirine zıt güçleri dizginleyerek hedefe ulaşan iradeyi temsil eder: odaklandığınızda hiçbir engel sizi durduramaz.',
    reversedMeaning:
      'Yön kaybı, dağınıklık ya da engeller karşısında hırçınlık. Ters Savaş Arabası, kontrolü kaybettiğiniz ve önce kendi iç çatışmanızı çözmeniz gereken bir döneme işaret eder.',
    readings: {
      past: 'Geçmişte önünüze çıkan büyük bir engeli yalnızca irade gücünüzle aştınız. O mücadeleden kazandığınız özgüven, bugünkü cesaretinizin temeli.',
      present:
        'Şu an hedefinize odaklanmanız ve dikkatinizi dağıtan her şeyi dizginlemeniz gerekiyor. Kararlı kaldığınız sürece hızla ilerleyeceksiniz.',
      future:
        'Yakında uzun süredir uğraştığınız bir konuda zafer kazanacaksınız. Ufukta bir yolculuk ya da hızlı bir ilerleme de görünüyor.',
    },
  },
  {
    id: 9,
    name: 'Güç',
    glyph: '♌',
    correspondence: 'Aslan',
    keywords: ['İç güç', 'Sabır', 'Şefkat'],
    meaning:
      'İç güç, sabır ve şefkatle gelen cesaret. Güç kartı, vahşi bir aslanı zorla değil sevgiyle yatıştıran bir kadını gösterir: gerçek güç duygularınızı bastırmakta değil, onları yumuşaklıkla yönetmektedir.',
    reversedMeaning:
      'Özgüven eksikliği, bastırılmış öfke ya da iç huzursuzluk. Ters Güç, kendinize karşı fazla sert olduğunuzu ve gücünüzü yeniden hatırlamanız gerektiğini söyler.',
    readings: {
      past: 'Geçmişte zor bir dönemden sabrınız ve iç gücünüz sayesinde geçtiniz. Öfkeyi şefkate dönüştürmeyi öğrendiğiniz o günler sizi olgunlaştırdı.',
      present:
        'Şu an güçlü olmanız gerekiyor, ama bu sert olmak anlamına gelmiyor. Sabır ve anlayışla yaklaştığınızda en zorlu durumları bile yumuşatacaksınız.',
      future:
        'Önünüzdeki süreçte iç gücünüzün sınanacağı ama sonunda kendinizle gurur duyacağınız bir deneyim sizi bekliyor. Korkularınızı sevgiyle evcilleştireceksiniz.',
    },
  },
  {
    id: 10,
    name: 'Ermiş',
    glyph: '♍',
    correspondence: 'Başak',
    keywords: ['İçe dönüş', 'Bilgelik', 'Yalnızlık'],
    meaning:
      'İçe dönüş, yalnızlık ve bilgelik arayışı. Ermiş, elindeki fenerle kendi yolunu aydınlatan yaşlı bilgeyi simgeler: dış dünyanın gürültüsünden çekilip kendi gerçeğinizi bulmanın zamanı.',
    reversedMeaning:
      'Aşırı yalnızlık, içe kapanma ya da yol gösteren ışığı görmezden gelmek. Ters Ermiş, inzivanın bir kaçışa dönüştüğünü ve yeniden insanlara açılmanız gerektiğini hatırlatır.',
    readings: {
      past: 'Geçmişte kendinizle baş başa kaldığınız bir dönem yaşadınız. O sessizlikte bulduğunuz cevaplar, bugün yolunuzu aydınlatan fenerin ışığı.',
      present:
        'Şu an kalabalıktan biraz uzaklaşıp kendinizi dinlemeye ihtiyacınız var. Acele etmeden düşünmek, aradığınız cevabı bulmanızı sağlayacak.',
      future:
        'Önünüzde ruhsal bir olgunlaşma ve derin bir farkındalık sizi bekliyor. Bilge bir rehberle karşılaşabilir ya da başkalarına yol gösteren kişi siz olabilirsiniz.',
    },
  },
];
