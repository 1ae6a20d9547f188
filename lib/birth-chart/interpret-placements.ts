/**
 * The placement banks: each planet (and the north node) in each sign, each body in each house,
 * and what a retrograde planet at birth adds. A placement's paragraph is its sign sentence, its
 * house sentence and, for a retrograde planet, the retrograde sentence: two different placements
 * differ in at least one of them. Client-safe: plain strings.
 */
import type { SignId } from '../zodiac/signs';
import type { ChartBody } from './types';

type SignBank = Record<SignId, string>;
type HouseBank = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export type PlanetBody = Exclude<ChartBody, 'sun' | 'moon'>;

export const PLANET_IN_SIGN: Record<PlanetBody, SignBank> = {
  mercury: {
    koc: 'Merkür Koç’ta: hızlı düşünür, lafı dolandırmadan söylersiniz. Fikirleriniz kıvılcım gibi parlar; tartışmadan çekinmez, bazen karşınızdakini dinlemeden cevap verirsiniz.',
    boga: 'Merkür Boğa’da: yavaş ama sağlam düşünürsünüz. Bir şeyi öğrenmek için zaman istersiniz, öğrendiğinizi ise unutmazsınız; sözleriniz somut ve güven vericidir.',
    ikizler:
      'Merkür İkizler’de, kendi burcunda: zihniniz çevik, meraklı ve çok yönlüdür. Dil, yazı ve iletişim doğal yeteneğinizdir; aynı anda birkaç konuyu takip edebilirsiniz.',
    yengec:
      'Merkür Yengeç’te: düşüncelerinize duygularınız yön verir. Güçlü bir hafızanız vardır, özellikle duygusal anıları unutmazsınız; şefkatli ve sezgisel bir dille konuşursunuz.',
    aslan:
      'Merkür Aslan’da: kendinden emin, canlı ve etkileyici konuşursunuz. Anlatırken sahneye çıkmış gibisinizdir; fikirlerinize gönülden bağlanır, eleştiriyi kişisel alabilirsiniz.',
    basak:
      'Merkür Başak’ta, kendi burcunda: çözümleyici, titiz ve pratik bir zihniniz var. Ayrıntıyı yakalar, hatayı düzeltir, karmaşık bir işi adım adım sadeleştirirsiniz.',
    terazi:
      'Merkür Terazi’de: diplomatik ve dengeli düşünürsünüz. Bir konunun iki yüzünü de görür, sözlerinizi incelikle seçersiniz; karar vermek için başkalarının fikrine ihtiyaç duyabilirsiniz.',
    akrep:
      'Merkür Akrep’te: derin, araştırmacı ve delip geçen bir zihniniz var. Söylenmeyeni duyar, sırları çözersiniz; az ama etkili konuşursunuz.',
    yay: 'Merkür Yay’da: büyük resmi gören, felsefi ve açık sözlü bir zihniniz var. Fikirleri hızla birleştirirsiniz; ayrıntıyı atlama ve fazla doğrudan konuşma eğiliminize dikkat edin.',
    oglak:
      'Merkür Oğlak’ta: ciddi, planlı ve sonuç odaklı düşünürsünüz. Boş söze tahammülünüz yoktur; sözleriniz ölçülü, kararlarınız gerçekçidir.',
    kova: 'Merkür Kova’da: özgün, yenilikçi ve bağımsız düşünürsünüz. Herkesin kabul ettiği fikri sorgular, sıra dışı çözümler bulursunuz; bir sonuca vardığınızda onu kolay bırakmazsınız.',
    balik:
      'Merkür Balık’ta: imgelerle ve hislerle düşünürsünüz. Şiirsel bir anlatımınız ve güçlü bir hayal gücünüz vardır; bilgiyi mantıktan çok sezgiyle kavrarsınız, ayrıntıyı kaçırmamak için not almak size iyi gelir.',
  },
  venus: {
    koc: 'Venüs Koç’ta: aşkta heyecanı, ilk adımı ve kovalamacayı seversiniz. Duygularınızı açıkça gösterir, beklemeye dayanamazsınız; ilgi canlı kaldıkça bağlılığınız da canlı kalır.',
    boga: 'Venüs Boğa’da, kendi burcunda: sevgiyi dokunarak, paylaşarak ve sadakatle yaşarsınız. Kaliteli, kalıcı ve güzel şeylerden hoşlanır; ilişkide güvenin zamanla kurulmasını istersiniz.',
    ikizler:
      'Venüs İkizler’de: sizi önce zekâ ve sohbet çeker. Oyuncu, flörtöz ve meraklı bir sevgi diliniz vardır; zihinsel uyum olmadan çekim uzun sürmez.',
    yengec:
      'Venüs Yengeç’te: sevgiyi korumak ve beslemek olarak yaşarsınız. Güvende hissettiğiniz, sizi bir yuva gibi saran bir ilişki istersiniz; kırıldığınızda ise içinize kapanırsınız.',
    aslan:
      'Venüs Aslan’da: aşkta cömert, romantik ve tutkulusunuz. Sevdiğinizi şımartır, karşılığında hayranlık ve sadakat beklersiniz; ilişkinizin bir kutlama gibi yaşanmasını istersiniz.',
    basak:
      'Venüs Başak’ta: sevginizi küçük, özenli ve işe yarar jestlerle gösterirsiniz. Seçicisiniz; karşınızdakinin güvenilir ve emek veren biri olması sizin için romantik sözlerden daha değerlidir.',
    terazi:
      'Venüs Terazi’de, kendi burcunda: ilişkilerde zarif, uyumlu ve eşitlikçisiniz. Güzelliğe, inceliğe ve dengeye derin bir ihtiyaç duyar, bir ortaklık içinde kendinizi tamamlanmış hissedersiniz.',
    akrep:
      'Venüs Akrep’te: aşkı yoğun, tutkulu ve bütün varlığınızla yaşarsınız. Yüzeysel ilişkiler sizi doyurmaz; güven sarsıldığında ise kıskançlık ve kırgınlık derinleşebilir.',
    yay: 'Venüs Yay’da: aşkta özgürlüğü, macerayı ve birlikte büyümeyi ararsınız. Sizi güldüren, ufkunuzu açan ve kafese koymayan biriyle bağınız güçlenir.',
    oglak:
      'Venüs Oğlak’ta: sevgide ciddi, sadık ve sabırlısınız. Duygularınızı göstermekte temkinlisiniz, ama verdiğiniz söz sağlamdır; ilişkinizin zamanla olgunlaşan bir yapı olmasını istersiniz.',
    kova: 'Venüs Kova’da: aşkta dostluğu ve özgürlüğü öne çıkarırsınız. Alışılmadık ilişkilere ve sıra dışı insanlara çekilirsiniz; sahiplenilmek sizi uzaklaştırır.',
    balik:
      'Venüs Balık’ta, yücelimde: sevginiz koşulsuz, romantik ve fedakârdır. Karşınızdakini ideal bir ışık altında görür, ruhsal bir birlik ararsınız; hayal kırıklığına düşmemek için gerçeği de görmek gerekir.',
  },
  mars: {
    koc: 'Mars Koç’ta, kendi burcunda: enerjiniz doğrudan, hızlı ve cesurdur. Rekabetten çekinmez, bir işe atılmadan önce uzun düşünmezsiniz; öfkeniz çabuk parlar, çabuk söner.',
    boga: 'Mars Boğa’da: yavaş başlar ama durdurulamaz bir dayanıklılıkla ilerlersiniz. Sabırlı ve kararlısınız; sizi kızdırmak zordur, kızdığınızda ise geri adım atmazsınız.',
    ikizler:
      'Mars İkizler’de: enerjinizi sözle, zihinle ve hızlı hareketle kullanırsınız. Aynı anda birkaç işe girişir, tartışmada çevik ve keskin olursunuz; dağılmamak için odak gerekir.',
    yengec:
      'Mars Yengeç’te: sevdiklerinizi ve yuvanızı korurken çok güçlüsünüzdür. Öfkenizi doğrudan değil dolaylı gösterme eğiliminiz vardır; sizi harekete geçiren asıl yakıt duygularınızdır.',
    aslan:
      'Mars Aslan’da: enerjiniz gururlu, cömert ve gösterişlidir. Kalbinizi koyduğunuz işte olağanüstü bir güç gösterir, öne çıkmaktan ve liderlik etmekten çekinmezsiniz.',
    basak:
      'Mars Başak’ta: enerjinizi verimli, planlı ve titiz bir çalışmaya dönüştürürsünüz. Bir işi eksiksiz yapmak sizi motive eder; gerginliğinizi eleştiriye dönüştürmemeye dikkat edin.',
    terazi:
      'Mars Terazi’de: isteğinizi diplomasiyle ve iş birliğiyle elde etmeyi tercih edersiniz. Doğrudan çatışma size zor gelir, ama adaletsizlik karşısında beklenmedik bir kararlılık gösterirsiniz.',
    akrep:
      'Mars Akrep’te: iradeniz güçlü, tutkunuz derin ve stratejiniz sessizdir. Hedefinize kilitlendiğinizde vazgeçmezsiniz; öfkeyi içinizde biriktirmek yerine dönüştürmeyi öğrenmek önemlidir.',
    yay: 'Mars Yay’da: inandığınız bir amaç için coşkuyla harekete geçersiniz. Macera, spor ve yolculuk enerjinizi boşaltır; sabırsızlık ve abartı en büyük tuzağınızdır.',
    oglak:
      'Mars Oğlak’ta, yücelimde: enerjiniz disiplinli, hırslı ve uzun soluklu. Hedefinize adım adım ve israf etmeden ilerlersiniz; sabrınız en büyük gücünüzdür.',
    kova: 'Mars Kova’da: enerjinizi özgürlük, yenilik ve toplumsal bir amaç için kullanırsınız. Size dayatılan kurallara direnir, kendi yönteminizle çalışırsınız; bir davanın peşine düştüğünüzde çok etkilisiniz.',
    balik:
      'Mars Balık’ta: enerjiniz sezgisel ve dalgalıdır. Doğrudan mücadele yerine akışla ilerler, kendiniz için değil başkaları için savaşırken daha güçlü olursunuz; sanat ve şefkat enerjinizi besler.',
  },
  jupiter: {
    koc: 'Jüpiter Koç’ta: şansınız cesaretinizde ve ilk adımı atmanızdadır. Girişimcilik ruhunuz fırsatları çoğaltır; inandığınız şey için öne çıktığınızda büyürsünüz.',
    boga: 'Jüpiter Boğa’da: bereketiniz sabırla, emekle ve değer bilmekle artar. Maddi konularda sağlam bir içgüdünüz vardır; hayatın keyfini sürmek de sizin için bir bilgeliktir.',
    ikizler:
      'Jüpiter İkizler’de: büyümeniz öğrenmekten, okumaktan ve insanlarla bağlantı kurmaktan geçer. Merakınız fırsat getirir; bilgiyi derinleştirmek dağınıklığı önler.',
    yengec:
      'Jüpiter Yengeç’te, yücelimde: bereketiniz aileden, yuvadan ve şefkatten gelir. Başkalarını besledikçe hayat da sizi besler; duygusal cömertliğiniz en büyük şansınızdır.',
    aslan:
      'Jüpiter Aslan’da: yaratıcılığınız ve cömertliğiniz kapıları açar. Kendinizi ifade ettiğinizde ve kalbinizle liderlik ettiğinizde şansınız büyür.',
    basak:
      'Jüpiter Başak’ta: büyümeniz ustalıkla, hizmetle ve ayrıntıya gösterdiğiniz özenle gelir. Küçük iyileştirmelerin toplamı hayatınızda büyük bir fark yaratır.',
    terazi:
      'Jüpiter Terazi’de: şansınız ortaklıklarda ve ilişkilerde yatar. Adalet duygunuz ve diplomasiniz sizi doğru insanlarla buluşturur; birlikte yaptığınız işler daha çok büyür.',
    akrep:
      'Jüpiter Akrep’te: büyümeniz derinleşmekten, krizleri dönüştürmekten ve ortak kaynaklardan gelir. Araştırma, psikoloji ve gizli kalmış konular size bereket getirir.',
    yay: 'Jüpiter Yay’da, kendi burcunda: iyimserliğiniz, inancınız ve öğrenme aşkınız hayatınıza sürekli yeni kapılar açar. Yolculuk, eğitim ve öğretmek büyümenizin ana yoludur.',
    oglak:
      'Jüpiter Oğlak’ta: şansınız disiplin ve gerçekçilikle gelir. Hayattan aldıklarınızı emekle hak edersiniz; ama kurduğunuz şeyler kalıcıdır ve zamanla değer kazanır.',
    kova: 'Jüpiter Kova’da: büyümeniz arkadaşlıklardan, topluluklardan ve yenilikçi fikirlerden gelir. Kalabalığa katkı yaptıkça kendi yolunuz da genişler.',
    balik:
      'Jüpiter Balık’ta, geleneksel yönetimindeki burçta: şefkatiniz ve sezgileriniz sizi korur. Maneviyat, sanat ve yardım etmek hayatınıza beklenmedik bir bereket getirir.',
  },
  saturn: {
    koc: 'Satürn Koç’ta: kendinizi ortaya koymakta ve inisiyatif almakta önce çekingen olabilirsiniz. Sabırla cesaret geliştirdikçe kendi başına ayakta duran sağlam bir iradeye kavuşursunuz.',
    boga: 'Satürn Boğa’da: para, güvence ve öz değer konularında ciddi dersleriniz var. Kıtlık korkusunu emekle ve sabırla aştığınızda kalıcı bir maddi ve duygusal temel kurarsınız.',
    ikizler:
      'Satürn İkizler’de: düşüncelerinizi ifade etmekte ya da öğrenmekte zorlandığınız dönemler olmuş olabilir. Zamanla zihniniz disiplinli ve derin bir hale gelir; sözünüz ağırlık kazanır.',
    yengec:
      'Satürn Yengeç’te: duygusal güvence ve aile konuları hayatınızda ağır bir sorumluluk taşır. Kendinize şefkat göstermeyi öğrendikçe başkalarına da güvenli bir liman olursunuz.',
    aslan:
      'Satürn Aslan’da: kendinizi ifade etmek ve takdir görmek konusunda içsel bir çekingenlik taşırsınız. Yaratıcılığınızı disiplinle işledikçe onayı dışarıda aramayan olgun bir özgüven kazanırsınız.',
    basak:
      'Satürn Başak’ta: iş, sağlık ve günlük düzen konusunda yüksek bir sorumluluk duygunuz var. Mükemmeliyetçiliği yumuşattığınızda ustalığınız gerçek bir değere dönüşür.',
    terazi:
      'Satürn Terazi’de, yücelimde: ilişkilerde ciddiyet, sadakat ve adalet ararsınız. Bağlanmakta temkinlisiniz, ama kurduğunuz ortaklıklar zamanın sınavından geçer.',
    akrep:
      'Satürn Akrep’te: güven, yakınlık ve güç konularında derin dersleriniz var. Kontrolü bırakmayı öğrendikçe krizlere dayanan sarsılmaz bir iç güç gelişir.',
    yay: 'Satürn Yay’da: inançlarınızı ve hayat felsefenizi sorgulayarak olgunlaşırsınız. Hazır cevaplar yerine kendi deneyiminizle sınadığınız bir bilgeliğe ulaşırsınız.',
    oglak:
      'Satürn Oğlak’ta, kendi burcunda: sorumluluk, disiplin ve hırs doğanızın parçasıdır. Hayat size erken yükler verebilir, ama bu yükler sizi zirveye taşıyan bir merdivene dönüşür.',
    kova: 'Satürn Kova’da, geleneksel yönetimindeki burçta: özgürlük ile sorumluluk arasında denge kurmak temel dersinizdir. Topluluk içinde düzen kuran ve ilkeli bir rol üstlenirsiniz.',
    balik:
      'Satürn Balık’ta: sınırsız duygular ile somut gerçeklik arasında köprü kurmayı öğrenirsiniz. Hayallerinize biçim verdiğinizde ve sınır koymayı öğrendiğinizde şefkatiniz güce dönüşür.',
  },
  uranus: {
    koc: 'Uranüs Koç’ta: yeni başlangıçlara ve bireysel özgürlüğe cesaretle atılan bir kuşaktansınız. Kendi yolunuzu açma isteğiniz ani ve güçlüdür.',
    boga: 'Uranüs Boğa’da: değerler, para ve doğayla ilişkide köklü değişimler yaşayan bir kuşaktansınız. Güvenceyi yeniden tanımlamak hayatınızda beklenmedik dönüşler getirir.',
    ikizler:
      'Uranüs İkizler’de: iletişimi ve bilgiyi yeniden icat eden bir kuşaktansınız. Zihniniz hızlı, yeniliğe açık ve beklenmedik bağlantılar kurmaya yatkındır.',
    yengec:
      'Uranüs Yengeç’te: aile ve yuva kavramlarının değiştiği bir dönemde doğdunuz. Alışılmadık bir ev düzeni ya da aileden ayrışma isteği hayatınızda yer tutabilir.',
    aslan:
      'Uranüs Aslan’da: yaratıcılıkta ve kendini ifade etmekte kuralları yıkan bir kuşaktansınız. Özgünlüğünüzü ortaya koymak size ilham verir.',
    basak:
      'Uranüs Başak’ta: çalışma biçimlerini, sağlığı ve teknolojiyi yenileyen bir kuşaktansınız. Günlük düzeninizi akıllı ve sıra dışı yöntemlerle kurarsınız.',
    terazi:
      'Uranüs Terazi’de: ilişki ve evlilik anlayışının değiştiği bir kuşaktansınız. Eşitliğe ve özgürlüğe dayanan ortaklıklar ararsınız.',
    akrep:
      'Uranüs Akrep’te: tabuları sarsan, gizli kalanı açığa çıkaran bir kuşaktansınız. Krizlerden ani ve köklü dönüşümlerle çıkarsınız.',
    yay: 'Uranüs Yay’da: inançları, eğitimi ve dünyaya bakışı özgürleştiren bir kuşaktansınız. Sınırları aşan fikirlere ve yolculuklara çekilirsiniz.',
    oglak:
      'Uranüs Oğlak’ta: kurumları ve yerleşik yapıları yeniden biçimlendiren bir kuşaktansınız. Yeniliği kalıcı bir düzene dönüştürme yeteneğiniz vardır.',
    kova: 'Uranüs Kova’da, kendi burcunda: teknolojinin ve toplumsal ağların içine doğmuş yenilikçi bir kuşaktansınız. Bağımsızlık ve ortak akıl sizin için doğal değerlerdir.',
    balik:
      'Uranüs Balık’ta: hayal gücünü, sanatı ve maneviyatı yeni biçimlerle buluşturan bir kuşaktansınız. Sezgileriniz ani ilhamlar olarak gelir.',
  },
  neptune: {
    koc: 'Neptün Koç’ta: cesaret ve öncülük düşleyen bir kuşaktansınız. İdealleriniz için harekete geçme arzusu güçlüdür.',
    boga: 'Neptün Boğa’da: doğanın, güzelliğin ve maddi dünyanın kutsallığını hisseden bir kuşaktansınız. Sanat ve bedensel huzur ruhunuzu besler.',
    ikizler:
      'Neptün İkizler’de: sözün, hikâyenin ve hayal gücünün sınırlarını zorlayan bir kuşaktansınız. Sezgi ile düşünce sizde iç içedir.',
    yengec:
      'Neptün Yengeç’te: yuvayı, vatanı ve aileyi idealleştiren bir kuşaktansınız. Geçmişe duyulan özlem duygusal dünyanızı derinleştirir.',
    aslan:
      'Neptün Aslan’da: sahneyi, sinemayı ve romantik aşkı idealleştiren bir kuşaktansınız. Yaratıcı hayalleriniz büyüktür.',
    basak:
      'Neptün Başak’ta: hizmeti, şifayı ve sağlığı idealleştiren bir kuşaktansınız. Yardım etmek sizin için manevi bir anlam taşır.',
    terazi:
      'Neptün Terazi’de: barışı, uyumu ve ideal aşkı düşleyen bir kuşaktansınız. İlişkilerde ruhsal bir birlik ararsınız.',
    akrep:
      'Neptün Akrep’te: gizemleri, psikolojiyi ve yasak olanı keşfeden bir kuşaktansınız. Sezgileriniz derin ve sarsıcıdır.',
    yay: 'Neptün Yay’da: inançları, yolculukları ve uzak kültürleri idealleştiren bir kuşaktansınız. Anlam arayışınız sınır tanımaz.',
    oglak:
      'Neptün Oğlak’ta: hayalleri somut yapılara dönüştürmeye çalışan bir kuşaktansınız. Otorite ve başarı üzerine kurulu yanılsamaları sorgularsınız.',
    kova: 'Neptün Kova’da: ortak bir insanlık düşü kuran, sanal dünyayla büyüyen bir kuşaktansınız. Topluluk sizin için manevi bir aidiyettir.',
    balik:
      'Neptün Balık’ta, kendi burcunda: sezgisi güçlü, sınırları ince ve şefkati derin bir kuşaktansınız. Sanat ve maneviyat doğal dilinizdir.',
  },
  pluto: {
    koc: 'Plüton Koç’ta: bireysel iradeyi ve cesareti köklü biçimde dönüştüren bir kuşaktansınız. Gücünüzü kendi varlığınızı ortaya koyarak bulursunuz.',
    boga: 'Plüton Boğa’da: değerleri, mülkiyeti ve doğayla ilişkiyi derinden dönüştüren bir kuşaktansınız. Güç sizde kalıcılık ve dayanıklılıktır.',
    ikizler:
      'Plüton İkizler’de: bilginin ve iletişimin gücünü keşfeden bir kuşaktansınız. Sözün dünyayı değiştirebileceğine inanırsınız.',
    yengec:
      'Plüton Yengeç’te: aile, vatan ve aidiyet kavramlarının sarsıldığı bir dönemde doğdunuz. Kökleriniz size hem yük hem güç verir.',
    aslan:
      'Plüton Aslan’da: bireysel ifadenin ve yaratıcı gücün öne çıktığı bir kuşaktansınız. Kendinizi gerçekleştirme arzunuz derin ve kararlıdır.',
    basak:
      'Plüton Başak’ta: çalışma hayatını, sağlığı ve teknolojiyi köklü biçimde dönüştüren bir kuşaktansınız. Gücünüz ayrıntıda ve verimlilikte saklıdır.',
    terazi:
      'Plüton Terazi’de: ilişkilerin, evliliğin ve adalet anlayışının derinden dönüştüğü bir kuşaktansınız. Eşitlik sizin için bir güç meselesidir.',
    akrep:
      'Plüton Akrep’te, kendi burcunda: tabularla yüzleşen, krizleri dönüştüren yoğun bir kuşaktansınız. Psikolojik derinlik ve dayanıklılık doğal gücünüzdür.',
    yay: 'Plüton Yay’da: inançların, eğitimin ve dünyaya bakışın dönüştüğü bir kuşaktansınız. Gerçeği ararken sınırları zorlarsınız.',
    oglak:
      'Plüton Oğlak’ta: kurumların, ekonomik düzenin ve otoritenin sarsıldığı bir dönemde doğdunuz. Yıkılanın yerine yenisini kurmak kuşağınızın görevidir.',
    kova: 'Plüton Kova’da: teknolojiyle ve ortak akılla toplumu yeniden biçimlendiren bir kuşaktansınız. Gücünüz bireyde değil ağlarda ve topluluklardadır.',
    balik:
      'Plüton Balık’ta: inançların ve ortak hayallerin derinden dönüştüğü bir kuşaktansınız. Gücünüz sezgide ve şefkattedir.',
  },
  'north-node': {
    koc: 'Kuzey Ay Düğümü Koç’ta: bu hayattaki yönünüz kendiniz için karar vermek ve cesaretle ilk adımı atmak. Başkalarının onayını beklemeyi bıraktıkça yolunuz açılır.',
    boga: 'Kuzey Ay Düğümü Boğa’da: yönünüz sadeleşmek, kendi değerinizi bilmek ve sakin bir istikrar kurmak. Krizlerin ve başkalarının kaynaklarının çekiminden çıkıp kendi toprağınızı işlediğinizde büyürsünüz.',
    ikizler:
      'Kuzey Ay Düğümü İkizler’de: yönünüz merak etmek, soru sormak ve farklı görüşleri dinlemek. Tek bir doğruya sıkı sıkıya bağlanmak yerine öğrenmeye açıldıkça yolunuz genişler.',
    yengec:
      'Kuzey Ay Düğümü Yengeç’te: yönünüz duygularınıza alan açmak, yuva kurmak ve şefkati kabul etmek. Yalnızca başarıyla tanımlanmayı bıraktığınızda içsel güvenceniz güçlenir.',
    aslan:
      'Kuzey Ay Düğümü Aslan’da: yönünüz kalbinizle öne çıkmak ve yaratıcılığınızı görünür kılmak. Kalabalığın içinde kaybolmak yerine kendi ışığınızı gösterdiğinizde büyürsünüz.',
    basak:
      'Kuzey Ay Düğümü Başak’ta: yönünüz hayallerinize düzen ve emekle biçim vermek. Somut adımlar, günlük alışkanlıklar ve hizmet size aradığınız anlamı getirir.',
    terazi:
      'Kuzey Ay Düğümü Terazi’de: yönünüz iş birliği, uzlaşma ve gerçek bir ortaklık kurmak. Her şeyi tek başına yapma alışkanlığını bıraktıkça ilişkileriniz sizi büyütür.',
    akrep:
      'Kuzey Ay Düğümü Akrep’te: yönünüz derinleşmek, yakınlığa ve dönüşüme izin vermek. Tanıdık konforun ötesine geçip güveni paylaştığınızda güçlenirsiniz.',
    yay: 'Kuzey Ay Düğümü Yay’da: yönünüz anlam aramak, inancınızı bulmak ve ufkunuzu genişletmek. Ayrıntıda ve başkalarının görüşlerinde kaybolmak yerine kendi hakikatinize güvendiğinizde yolunuz açılır.',
    oglak:
      'Kuzey Ay Düğümü Oğlak’ta: yönünüz sorumluluk almak, kendi otoritenizi kurmak ve dünyada bir şey inşa etmek. Güvenli yuvanın ötesine geçtiğinizde olgunlaşırsınız.',
    kova: 'Kuzey Ay Düğümü Kova’da: yönünüz topluluğa katkı, özgünlük ve ortak bir amaç. Onay ve alkış ihtiyacını bıraktıkça başkalarıyla birlikte daha büyük bir şeyin parçası olursunuz.',
    balik:
      'Kuzey Ay Düğümü Balık’ta: yönünüz teslimiyet, şefkat ve sezgiye güvenmek. Her şeyi kontrol etme ve kusursuzlaştırma isteğini bıraktığınızda içsel huzura kavuşursunuz.',
  },
};

export const BODY_IN_HOUSE: Record<ChartBody, HouseBank> = {
  sun: [
    'Güneş birinci evinizde: varlığınız güçlü bir iz bırakır; kendinizi ortaya koymak, fark edilmek ve kendi yolunuzu çizmek hayatınızın merkezindedir.',
    'Güneş ikinci evinizde: kendinizi kazandıklarınız, yetenekleriniz ve değer verdiklerinizle tanımlarsınız. Maddi güvence kurmak özgüveninizi besler.',
    'Güneş üçüncü evinizde: kimliğiniz iletişim, öğrenme ve yakın çevrenizle şekillenir. Yazmak, konuşmak, kardeşler ve komşular hayatınızda önemli bir yer tutar.',
    'Güneş dördüncü evinizde: ailenizde, yuvanızda ve köklerinizde parlarsınız. İç dünyanız ve evinizin sıcaklığı dışarıdaki başarıdan daha çok önem taşır.',
    'Güneş beşinci evinizde: yaratıcılık, aşk, oyun ve çocuklar hayatınızın ışığıdır. Kendinizi ifade ettiğinizde ve keyif aldığınızda en canlı halinizle parlarsınız.',
    'Güneş altıncı evinizde: kendinizi işinizle, hizmetle ve günlük emeğinizle gerçekleştirirsiniz. Sağlıklı bir düzen ve işe yarar olmak size anlam verir.',
    'Güneş yedinci evinizde: kendinizi ilişkiler aracılığıyla tanırsınız. Ortaklıklar, evlilik ve birebir bağlar hayatınızın sahnesinin merkezindedir.',
    'Güneş sekizinci evinizde: derin dönüşümler, yakınlık ve ortak kaynaklar hayatınızın ana temasıdır. Krizlerden güçlenerek çıkar, görünmeyeni araştırırsınız.',
    'Güneş dokuzuncu evinizde: anlam aramak, öğrenmek ve yolculuk etmek sizi besler. Yükseköğrenim, yabancı kültürler ve inanç hayatınızda belirleyicidir.',
    'Güneş onuncu evinizde: kariyeriniz, toplumdaki yeriniz ve hedefleriniz hayatınızın merkezindedir. Görünür olmak ve iz bırakmak için doğmuş gibisiniz.',
    'Güneş on birinci evinizde: dostluklar, topluluklar ve gelecek hayalleriniz kimliğinizi şekillendirir. Bir ekibin parçası olduğunuzda en iyi halinizle parlarsınız.',
    'Güneş on ikinci evinizde: ışığınız içe dönük, sezgisel ve manevi bir yöne akar. Yalnız kalabildiğiniz zamanlar ve perde arkasında yaptığınız işler size güç verir.',
  ],
  moon: [
    'Ay birinci evinizde: duygularınız yüzünüzden okunur; ruh haliniz davranışlarınıza doğrudan yansır ve insanlar size kolayca yakınlık duyar.',
    'Ay ikinci evinizde: duygusal güvenceniz maddi güvenceye bağlıdır. Biriktirmek, sahip olduklarınızı korumak ve konfor size huzur verir.',
    'Ay üçüncü evinizde: duygularınızı konuşarak ve yazarak işlersiniz. Kardeşlerinizle ve yakın çevrenizle bağınız duygusal dünyanızın önemli bir parçasıdır.',
    'Ay dördüncü evinizde: aile, yuva ve geçmiş duygusal dünyanızın temelidir. Kendi evinizde, kendi düzeninizde olduğunuzda gerçekten dinlenirsiniz.',
    'Ay beşinci evinizde: oyun, aşk, çocuklar ve yaratmak ruhunuzu besler. Duygularınızı sanatla ya da eğlenceyle ifade ettiğinizde hafiflersiniz.',
    'Ay altıncı evinizde: ruh haliniz günlük düzeninize ve bedeninize doğrudan yansır. İşinizde işe yarar olmak ve sağlıklı alışkanlıklar duygusal dengenizi korur.',
    'Ay yedinci evinizde: duygusal olarak bir ortağa, yakın bir bağa ihtiyaç duyarsınız. İlişkileriniz ruh halinizi güçlü biçimde etkiler.',
    'Ay sekizinci evinizde: duygularınız derin, yoğun ve çoğu zaman gizlidir. Yakınlık, güven ve dönüşüm duygusal hayatınızın ana konularıdır.',
    'Ay dokuzuncu evinizde: yolculuk, öğrenmek ve inanç ruhunuzu besler. Uzak yerler ve yeni ufuklar size duygusal bir ferahlık verir.',
    'Ay onuncu evinizde: duygularınız toplum önündeki hayatınıza yansır. İnsanlarla ya da bakım veren mesleklerle çalışmak size uygun düşer; itibarınız sizin için duygusal bir meseledir.',
    'Ay on birinci evinizde: arkadaşlarınız sizin için ikinci bir aile gibidir. Bir topluluğa ait olmak ve ortak hayaller paylaşmak duygusal güvencenizdir.',
    'Ay on ikinci evinizde: duygularınızı çoğu zaman kendinize saklarsınız. Yalnızlık, sessizlik ve iç dünyanızla baş başa kaldığınız anlar ruhunuzu onarır.',
  ],
  mercury: [
    'Birinci evde zekânız ve konuşma tarzınız kişiliğinizin ön planındadır; meraklı, hareketli ve iletişimci biri olarak tanınırsınız.',
    'İkinci evde zihninizi para kazanmak için kullanırsınız. Ticaret, yazı ya da danışmanlık gelir kaynağınız olabilir.',
    'Üçüncü ev Merkür’ün doğal alanıdır: iletişim, öğrenme ve yazma yeteneğiniz güçlüdür. Kısa yolculuklar ve yakın çevreniz zihninizi canlı tutar.',
    'Dördüncü evde düşünceleriniz ailenize ve geçmişinize yönelir. Evden çalışmak, aile tarihini araştırmak ya da kitaplarla dolu bir ev size iyi gelir.',
    'Beşinci evde yaratıcı bir zihniniz vardır; oyunlar, hikâyeler ve zekâ dolu flörtler sizi eğlendirir. Çocuklarla iletişiminiz güçlüdür.',
    'Altıncı evde zihniniz iş ve ayrıntı odaklıdır. Planlamak, düzenlemek ve sorun çözmek günlük işlerinizde sizi öne çıkarır.',
    'Yedinci evde ilişkilerde iletişim her şeydir. Konuşabildiğiniz, fikir alışverişi yapabildiğiniz bir ortak ararsınız; anlaşmalar ve sözleşmeler hayatınızda önemlidir.',
    'Sekizinci evde araştırmacı ve derine inen bir zihniniz vardır. Psikoloji, sırlar, finans ya da gizli kalmış konular ilginizi çeker.',
    'Dokuzuncu evde felsefe, yabancı diller ve yükseköğrenim zihninizi besler. Öğretmek ve yayıncılık size yakın alanlardır.',
    'Onuncu evde kariyeriniz iletişime, yazıya ya da fikirlere dayanır. Sözünüzle tanınır, topluluk önünde konuşurken etkili olursunuz.',
    'On birinci evde arkadaş çevreniz geniş ve zihinsel olarak uyarıcıdır. Gruplarda fikir üreten, insanları birbirine bağlayan kişi siz olursunuz.',
    'On ikinci evde düşünceleriniz sezgisel ve içe dönüktür. Yalnızken daha iyi düşünür, yazarken ya da günlük tutarken iç dünyanızı keşfedersiniz.',
  ],
  venus: [
    'Birinci evde çekiciliğiniz ve nezaketiniz ilk göze çarpan özelliğinizdir. İnsanlar size kolayca ısınır, uyumlu tavrınız kapıları açar.',
    'İkinci evde güzel şeylere, konfora ve kaliteye değer verirsiniz. Zevkiniz ve yetenekleriniz gelir getirebilir; para konusunda çoğu zaman şanslısınız.',
    'Üçüncü evde tatlı dilli ve kibar bir iletişiminiz vardır. Kardeşlerinizle ve komşularınızla iyi geçinir, sözlerinizle insanları yumuşatırsınız.',
    'Dördüncü evde eviniz sizin için bir sığınak ve bir güzellik alanıdır. Aile içinde uyum ararsınız; evinizi güzelleştirmek size keyif verir.',
    'Beşinci evde aşk, romantizm ve sanat hayatınıza neşe katar. Flört etmeyi, eğlenmeyi ve yaratmayı seversiniz.',
    'Altıncı evde iş yerinizdeki uyum sizin için önemlidir. Çalışma arkadaşlarınızla iyi ilişkiler kurar, işinize güzellik ve özen katarsınız.',
    'Yedinci ev Venüs’ün doğal alanıdır: ortaklıklar ve evlilik hayatınıza bereket getirir. Uyumlu, zarif ve sevgi dolu bir eş ararsınız.',
    'Sekizinci evde aşkı derin ve dönüştürücü bir deneyim olarak yaşarsınız. Ortak kaynaklar, miras ya da eşinizin kazancı hayatınızda destekleyici olabilir.',
    'Dokuzuncu evde yabancı kültürler, yolculuklar ve felsefe sizi cezbeder. Uzak bir diyardan biriyle ya da bir yolculukta aşk yaşayabilirsiniz.',
    'Onuncu evde kariyerinizde zarafet ve diplomasiyle yükselirsiniz. Sanat, güzellik ya da insan ilişkileri üzerine kurulu meslekler size uygundur.',
    'On birinci evde dostluklarınız sıcak ve destekleyicidir. Arkadaş çevrenizden aşk doğabilir; topluluk içinde sevilen biri olursunuz.',
    'On ikinci evde sevginiz gizli, fedakâr ve manevi bir derinlik taşır. Gizli aşklar ya da karşılıksız sevgi hayatınızda bir tema olabilir; sanatta ve yalnızlıkta huzur bulursunuz.',
  ],
  mars: [
    'Birinci evde enerjik, cesur ve girişken bir görünümünüz vardır. Harekete geçmekte hızlısınız; sabırsızlığa ve aceleden doğan kazalara dikkat edin.',
    'İkinci evde para kazanmak için çok çalışır, kaynaklarınız için mücadele edersiniz. Harcarken de aynı hızla davranma eğiliminiz vardır.',
    'Üçüncü evde sözleriniz keskin ve doğrudandır. Tartışmaktan çekinmez, fikirlerinizi ateşle savunursunuz; trafikte sakin kalmak size iyi gelir.',
    'Dördüncü evde ev ve aile hayatınızda yoğun bir enerji vardır. Evinizi yenilemek ya da yuvanızı korumak için büyük çaba gösterirsiniz; aile içi gerginlikleri açıkça konuşmak önemlidir.',
    'Beşinci evde aşkta tutkulu, oyunda rekabetçisiniz. Spor, yaratıcı projeler ve cesur girişimler enerjinizi boşaltır.',
    'Altıncı evde çalışkansınız ve işe bütün enerjinizi verirsiniz. Fazla çalışmanın getirdiği stres bedeninize yansıyabilir; düzenli hareket sağlığınızı korur.',
    'Yedinci evde ilişkilerinizde tutku ve çatışma bir arada bulunur. Güçlü, girişken eşlere çekilirsiniz; ortaklıklarda dengeyi korumak için açık konuşmak gerekir.',
    'Sekizinci evde tutkularınız yoğun, iradeniz güçlüdür. Krizlerle cesaretle yüzleşir, ortak kaynaklar ya da yakınlık konusunda güç mücadeleleri yaşayabilirsiniz.',
    'Dokuzuncu evde inançlarınızı tutkuyla savunursunuz. Macera dolu yolculuklar ve fikir tartışmaları enerjinizi canlı tutar.',
    'Onuncu evde kariyerinizde hırslı ve rekabetçisiniz. Liderlik etmek, kendi işinizi kurmak ya da zor hedeflere ulaşmak sizi motive eder.',
    'On birinci evde gruplarda harekete geçiren kişi sizsiniz. Bir dava ya da ortak hedef için enerjinizi seferber edersiniz; arkadaşlıklarda rekabete dikkat edin.',
    'On ikinci evde enerjinizi perde arkasında kullanır, öfkenizi içinize atabilirsiniz. Meditasyon, yüzme ya da tek başına yapılan sporlar içinizdeki gerginliği dengeler.',
  ],
  jupiter: [
    'Birinci evde iyimser, cömert ve güven veren bir duruşunuz vardır. Şans çoğu zaman kendi varlığınızdan, kendinize olan inancınızdan doğar.',
    'İkinci evde maddi konularda bereketli bir potansiyeliniz vardır. Kazanma yeteneğiniz güçlüdür; harcarken ölçüyü korumak bu bereketi kalıcı kılar.',
    'Üçüncü evde öğrenmek, yazmak ve konuşmak size şans getirir. Kardeşlerinizden ve yakın çevrenizden destek görürsünüz.',
    'Dördüncü evde aileniz ve yuvanız size bereket ve koruma sağlar. Geniş, ferah bir ev ve kalabalık bir aile hayatı sizi mutlu eder.',
    'Beşinci evde yaratıcılık, aşk ve çocuklar hayatınıza neşe ve şans getirir. Kendinizi ifade ettiğinizde kapılar açılır.',
    'Altıncı evde işinizde şanslısınız; iş arkadaşlarınızla iyi geçinir, günlük emeğinizden doyum alırsınız. Beslenmede ölçülü olmak sağlığınıza iyi gelir.',
    'Yedinci evde ortaklıklar ve evlilik size büyüme ve bereket getirir. Cömert, bilge ya da farklı bir kültürden bir eşe çekilebilirsiniz.',
    'Sekizinci evde ortak kaynaklar, miras ya da yatırımlar konusunda şanslısınız. Krizlerden öğrenerek ve derinleşerek büyürsünüz.',
    'Dokuzuncu ev Jüpiter’in doğal alanıdır: yükseköğrenim, yolculuk ve inanç size büyük bereket getirir. Öğretmek ve bilgiyi yaymak sizin için bir çağrıdır.',
    'Onuncu evde kariyerinizde yükselme ve takdir görme şansınız yüksektir. Toplumda saygın bir konuma ulaşabilirsiniz.',
    'On birinci evde geniş ve destekleyici bir arkadaş çevreniz vardır. Gruplar ve topluluklar aracılığıyla hayallerinize ulaşırsınız.',
    'On ikinci evde görünmeyen bir koruma sizinle birliktedir. Maneviyat, yardım çalışmaları ve yalnız kaldığınız anlar size huzur ve bilgelik getirir.',
  ],
  saturn: [
    'Birinci evde ciddi, sorumlu ve olgun bir duruşunuz vardır. Kendinizi ortaya koymakta başta çekingen olsanız da yıllar içinde saygın bir otorite kazanırsınız.',
    'İkinci evde para ve güvence konusunda temkinlisiniz. Maddi temelinizi yavaş ama sağlam kurarsınız; kıtlık korkusu zamanla yerini güvene bırakır.',
    'Üçüncü evde sözlerinizi dikkatle seçer, ciddi ve düşünceli konuşursunuz. Öğrenirken zorlandığınız alanlar zamanla derin bir uzmanlığa dönüşür.',
    'Dördüncü evde aile ve yuva size erken yaşta sorumluluk yüklemiş olabilir. Kendi güvenli temelinizi kurmak hayatınızın önemli bir görevidir.',
    'Beşinci evde eğlenmek ve kendinizi ifade etmek size kendiliğinden gelmeyebilir. Yaratıcılığınızı disiplinle işlediğinizde kalıcı eserler ortaya koyarsınız.',
    'Altıncı evde işinizde titiz, disiplinli ve güvenilirsiniz. Fazla yük almak sağlığınızı yorabilir; düzenli dinlenmek de işin bir parçasıdır.',
    'Yedinci evde ilişkilerde ciddi, sadık ve temkinlisiniz. Geç evlenmek ya da sizden büyük, olgun bir eş seçmek görülebilir; bağlılıklarınız uzun ömürlüdür.',
    'Sekizinci evde güven ve yakınlık konusunda temkinlisiniz. Ortak paralarda ve borçlarda dikkatli olmak, krizleri olgunlukla yönetmek sizin dersinizdir.',
    'Dokuzuncu evde inançlarınızı ve dünya görüşünüzü ciddiyetle, sorgulayarak kurarsınız. Emek verdiğiniz bir bilgi alanı size kalıcı bir saygınlık getirir.',
    'Onuncu evde kariyerinizde yavaş ama emin adımlarla yükselirsiniz. Sorumluluk almaktan kaçmazsınız; zirveye ulaştığınızda orada kalıcı olursunuz.',
    'On birinci evde az ama sadık arkadaşınız olur. Topluluk içinde düzen kuran, sorumluluk alan kişi sizsiniz; hayalleriniz zamanla gerçekleşir.',
    'On ikinci evde içsel korkularınızla ve bilinçdışınızla yüzleşmek sizin için önemli bir derstir. Yalnızlıkta ve sessizlikte güçlü bir iç disiplin geliştirirsiniz.',
  ],
  uranus: [
    'Birinci evde sıra dışı, bağımsız ve özgün bir kişiliğiniz vardır. Kalıplara sığmaz, insanları beklenmedik tavırlarınızla şaşırtırsınız.',
    'İkinci evde gelirinizde ani iniş çıkışlar olabilir. Teknoloji ya da yenilikçi fikirler kazanç kapınız olabilir.',
    'Üçüncü evde zihniniz hızlı ve yaratıcıdır. Alışılmadık fikirleriniz ve ani kavrayışlarınız çevrenizi şaşırtır.',
    'Dördüncü evde yuva ve aile hayatınızda beklenmedik değişimler yaşanabilir. Geleneksel olmayan bir ev düzeni size daha uygun gelir.',
    'Beşinci evde aşkta heyecan ve özgürlük ararsınız. Yaratıcılığınız özgün ve sürprizlerle doludur.',
    'Altıncı evde sıradan bir mesai düzeni sizi boğar. Esnek, teknolojiye dayalı ya da kendi kurallarınızı koyabileceğiniz işler size uygundur.',
    'Yedinci evde ilişkilerinizde özgürlüğe ve eşitliğe ihtiyaç duyarsınız. Sıra dışı eşlere çekilir, ani başlayan ilişkiler yaşayabilirsiniz.',
    'Sekizinci evde ortak kaynaklar ve yakınlık konusunda ani dönüşler yaşayabilirsiniz. Krizler size beklenmedik bir özgürleşme getirir.',
    'Dokuzuncu evde inançlarınız özgür ve yenilikçidir. Beklenmedik yolculuklar ve sıra dışı öğretiler ufkunuzu genişletir.',
    'Onuncu evde kariyerinizde ani değişiklikler ve sıra dışı yollar olabilir. Kendi kurallarınızla çalışmak ve yenilik getirmek size uygundur.',
    'On birinci ev Uranüs’ün doğal alanıdır: farklı ve ilginç insanlarla dolu bir arkadaş çevreniz vardır. Toplumsal değişim ve ortak projeler sizi heyecanlandırır.',
    'On ikinci evde sezgileriniz ani ilhamlar olarak gelir. Bilinçdışınızda özgürleşmeyi bekleyen güçlü bir yaratıcılık vardır.',
  ],
  neptune: [
    'Birinci evde çevreniz sizi gizemli, yumuşak ve etkileyici bulur. Başkalarının size yansıttıklarına açıksınız; kendi sınırlarınızı bilmek önemlidir.',
    'İkinci evde paraya karşı tutumunuz idealist ya da dağınık olabilir. Sanat ya da şifa çalışmaları gelir kaynağınız olabilir; mali konularda dikkatli olun.',
    'Üçüncü evde hayal gücünüz ve sezgileriniz düşüncelerinizi besler. Şiirsel bir anlatımınız vardır; önemli konuşmalarda netliğe dikkat edin.',
    'Dördüncü evde yuvanızı bir sığınak, bir düş gibi görürsünüz. Aile geçmişinizde çözülmemiş ya da belirsiz konular olabilir.',
    'Beşinci evde aşkta romantik ve idealistsiniz. Sanat, müzik ve yaratıcı hayal gücü size ilham verir.',
    'Altıncı evde işinizde anlam ve hizmet ararsınız. Şifa, bakım ya da sanat alanında çalışmak size uygundur; bedeniniz çevreye karşı duyarlıdır.',
    'Yedinci evde ilişkilerde ruhsal bir birlik ve ideal bir aşk ararsınız. Karşınızdakini olduğu gibi görmek hayal kırıklıklarını önler.',
    'Sekizinci evde yakınlık sizin için ruhsal bir deneyimdir. Gizemli konulara ilginiz vardır; ortak paralarda açık ve net olmak önemlidir.',
    'Dokuzuncu evde manevi arayışlar ve uzak diyarlar sizi çeker. İnancınız mistik ve sezgiseldir.',
    'Onuncu evde kariyerinizde sanat, şifa ya da ilham veren bir rol üstlenebilirsiniz. Hedeflerinizi netleştirmek başarınızı somutlaştırır.',
    'On birinci evde idealist gruplara ve ortak hayallere çekilirsiniz. Arkadaşlarınızı seçerken sezgilerinize ama gerçeklere de kulak verin.',
    'On ikinci ev Neptün’ün doğal alanıdır: sezgileriniz, rüyalarınız ve manevi dünyanız çok güçlüdür. Yalnızlık ve meditasyon size derin bir huzur verir.',
  ],
  pluto: [
    'Birinci evde yoğun ve güçlü bir varlığınız vardır. Hayatınız boyunca kendinizi birkaç kez baştan yaratırsınız.',
    'İkinci evde para ve sahip olduklarınızla ilişkiniz derin dönüşümlerden geçer. Kaynak yaratma gücünüz yüksektir.',
    'Üçüncü evde sözlerinizin etkisi derindir. Araştırmacı bir zihinle konuların özüne inersiniz.',
    'Dördüncü evde ailenizin geçmişi ve kökleriniz güçlü bir dönüşüm kaynağıdır. Kendi yuvanızı kurarken eski kalıpları dönüştürürsünüz.',
    'Beşinci evde aşkta ve yaratıcılıkta yoğun ve tutkulusunuz. Yarattığınız şeylerde güçlü bir iz bırakırsınız.',
    'Altıncı evde işinizi köklü biçimde dönüştürme ve iyileştirme gücünüz vardır. Bedeninizle ilişkiniz de zamanla derinleşir.',
    'Yedinci evde ilişkileriniz sizi derinden dönüştürür. Güç dengesi ilişkilerinizin ana konusudur.',
    'Sekizinci ev Plüton’un doğal alanıdır: krizleri dönüştürme ve yeniden doğma gücünüz çok yüksektir. Psikolojik derinlik doğanızın parçasıdır.',
    'Dokuzuncu evde inançlarınız köklü dönüşümlerden geçer. Gerçeği bulmak için derine inersiniz.',
    'Onuncu evde kariyerinizde güçlü ve dönüştürücü bir etki bırakma potansiyeliniz vardır. Otoriteyle ilişkiniz hayatınızın önemli bir temasıdır.',
    'On birinci evde gruplar ve topluluklar aracılığıyla güçlü dönüşümler yaşarsınız. Ortak hedefler için etkili bir güç olursunuz.',
    'On ikinci evde bilinçdışınızda güçlü bir dönüşüm enerjisi yatar. İç dünyanızla yüzleşmek size büyük bir şifa getirir.',
  ],
  'north-node': [
    'Birinci evde yolunuz kendinizi ortaya koymakta ve bağımsızlaşmakta. Başkalarına göre yaşamayı bıraktıkça büyürsünüz.',
    'İkinci evde yolunuz kendi kaynaklarınızı ve değerlerinizi kurmakta. Kendi emeğinize güvendikçe güçlenirsiniz.',
    'Üçüncü evde yolunuz öğrenmekte, sormakta ve yakın çevrenizle bağ kurmakta. Merakınız size yol gösterir.',
    'Dördüncü evde yolunuz yuvanıza ve iç dünyanıza yönelmekte. Kariyeriniz kadar kökleriniz de önemlidir.',
    'Beşinci evde yolunuz yaratıcılıkta, aşkta ve neşede. Kalbinizi dinlemek sizi büyütür.',
    'Altıncı evde yolunuz günlük emekte, hizmette ve sağlıklı bir düzende. Somut işler size anlam verir.',
    'Yedinci evde yolunuz ortaklıkta ve iş birliğinde. Başkalarıyla birlikte olmayı öğrenmek sizi büyütür.',
    'Sekizinci evde yolunuz derin bağlarda ve paylaşmakta. Kontrolü bırakıp güvendiğinizde dönüşürsünüz.',
    'Dokuzuncu evde yolunuz anlam arayışında, yolculukta ve yükseköğrenimde. Ufkunuz genişledikçe büyürsünüz.',
    'Onuncu evde yolunuz dünyada bir yer edinmekte ve sorumluluk almakta. Hedeflerinize yöneldikçe olgunlaşırsınız.',
    'On birinci evde yolunuz topluluklarda ve ortak hayallerde. Bir ekibin parçası olmak size yön verir.',
    'On ikinci evde yolunuz iç dünyanızda, maneviyatta ve teslimiyette. Sessizlik size yol gösterir.',
  ],
};

/** What a planet retrograde at birth adds (the mean node always moves backwards, so it has none). */
export const RETROGRADE: Record<Exclude<PlanetBody, 'north-node'>, string> = {
  mercury:
    'Merkür doğduğunuzda geri hareketteydi: düşüncelerinizi içinizde uzun uzun tartar, söylemeden önce yeniden gözden geçirirsiniz; yazmak konuşmaktan kolay gelebilir.',
  venus:
    'Venüs doğduğunuzda geri hareketteydi: sevgide ve değerlerde başkalarının ölçüsünü değil kendi ölçünüzü ararsınız; geçmişten gelen bağlar sizin için anlamlıdır.',
  mars: 'Mars doğduğunuzda geri hareketteydi: enerjinizi dışa vurmadan önce içinizde toplar, öfkenizi çoğu zaman sessizce işlersiniz.',
  jupiter:
    'Jüpiter doğduğunuzda geri hareketteydi: inancı ve anlamı hazır öğretilerde değil, kendi iç yolculuğunuzda bulursunuz.',
  saturn:
    'Satürn doğduğunuzda geri hareketteydi: sorumluluk ve otorite dersleriniz içe dönüktür; kendi kurallarınızı kendiniz koymayı öğrenirsiniz.',
  uranus:
    'Uranüs doğduğunuzda geri hareketteydi: özgürlük ve değişim isteğiniz önce iç dünyanızda olgunlaşır.',
  neptune: 'Neptün doğduğunuzda geri hareketteydi: sezgileriniz ve hayalleriniz içe dönük ve kişiseldir.',
  pluto: 'Plüton doğduğunuzda geri hareketteydi: dönüşümleriniz sessizce, derinden ve içeriden gelir.',
};

/** The matters of each house, as a noun phrase for “… konularına”. */
export const HOUSE_MATTERS = [
  'kişiliğiniz ve bedeniniz',
  'paranız ve değerleriniz',
  'iletişim, kardeşler ve yakın çevre',
  'ev, aile ve kökler',
  'aşk, yaratıcılık ve çocuklar',
  'iş, günlük düzen ve sağlık',
  'evlilik ve ortaklıklar',
  'paylaşılan kaynaklar, yakınlık ve dönüşüm',
  'yolculuk, yükseköğrenim ve inanç',
  'kariyer ve toplumdaki yeriniz',
  'dostluklar, topluluklar ve umutlar',
  'iç dünya, yalnızlık ve maneviyat',
] as const;
