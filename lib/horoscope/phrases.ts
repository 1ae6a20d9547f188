/**
 * The composer's phrase bank: several variants for every fact, written for a reader
 * addressed as "siz". Placeholders in braces are filled by `compose.ts`:
 *   {moon} {sun} {venus} … a body's sign with the locative (Kova'da); {moonSign} the bare sign name;
 *   {ord} the house as an ordinal word (yedinci); {area} the house's area (para ve değerler);
 *   {date} an event's date in the locative (17 Haziran'da / 17 Haziran Çarşamba günü).
 * Sentences that take no placeholder stand alone and can follow any lead.
 */
import type { Element } from '../zodiac/signs';
import type { Body } from '../astro/bodies';
import type { AspectKind } from '../astro/aspects';
import type { MoonPhaseName } from '../astro/moon-phase';

/** The twelve houses: the base of "… alanı" and what each house means in each part of a reading. */
export interface HouseText {
  /** Base of the area phrase: '{area} alanı', '{area} alanında'. */
  area: string;
  /** The Moon passing through this house today. */
  moonDaily: readonly string[];
  /** The Sun in this house: the theme of a week or a month. */
  sunPeriod: readonly string[];
  /** Venus in this house. */
  love: readonly string[];
  /** The working planet in this house. */
  work: readonly string[];
  /** Mars in this house. */
  health: readonly string[];
  /** A new moon in this house. */
  newMoon: readonly string[];
  /** A full moon in this house. */
  fullMoon: readonly string[];
}

export const HOUSES: readonly HouseText[] = [
  {
    area: 'kimlik ve görünüm',
    moonDaily: [
      'Duygularınız yüzünüzden okunuyor; kendinize ayıracağınız küçük bir zaman bile gün boyu taşıyacağınız enerjiyi tazeler.',
      'İnsanlar bugün sizi daha kolay fark ediyor, bu yüzden ilk adımı atmak için başkalarını beklemeyin.',
      'Ruh haliniz gün içinde birkaç kez değişebilir; bunu bir zayıflık değil, neye ihtiyaç duyduğunuzu gösteren bir pusula olarak görün.',
      'Görünümünüzde ya da günlük alışkanlıklarınızda yapacağınız küçük bir yenilik size iyi gelecek.',
    ],
    sunPeriod: [
      'Bu dönemin ilgi odağı sizsiniz: kendinizi yeniden tanımlamak, yeni bir başlangıç yapmak ve enerjinizi tazelemek için güçlü bir zaman.',
      'Kişisel hedefleriniz öne çıkıyor; görünümünüzü, duruşunuzu ve önceliklerinizi yenilemek için ışık sizin üzerinizde.',
    ],
    love: [
      'Çekiciliğiniz yüksek; kendinizi iyi hissettiğinizde bu hâl ilişkilerinize de yansıyor.',
      'Sevgiyi önce kendinize göstermek, başkalarından göreceğiniz ilgiyi de artıracak.',
    ],
    work: [
      'Kendi inisiyatifinizle başlatacağınız işler öne çıkıyor; başkalarından onay beklemeden harekete geçin.',
      'Kişisel markanızı ve yetkinliklerinizi görünür kılmak için uygun bir zaman.',
      'İş hayatında kararlarınızın sorumluluğunu üstlenmek size saygınlık kazandırır.',
    ],
    health: [
      'Enerjiniz yüksek ama sabırsızlık baş ağrısı gibi gerginliklere yol açabilir; fazlasını hareketle boşaltın.',
      'Bedeniniz harekete geçmek istiyor; tempolu bir yürüyüş ya da kısa bir antrenman size iyi gelir.',
    ],
    newMoon: [
      'Kendiniz için yeni bir sayfa açmanın ve kişisel bir niyet belirlemenin tam zamanı.',
      'Yaşam tarzınızda ve görünümünüzde yeni bir başlangıç için güçlü bir tohum ekebilirsiniz.',
    ],
    fullMoon: [
      'Kendinizle ilgili bir konu doruğa ulaşıyor; emeklerinizin karşılığını görürken başkalarının ihtiyaçlarını da hesaba katın.',
      'Duygularınız yüzeye çıkıyor; kendinizi nasıl ifade ettiğinizi gözden geçirmek için aydınlatıcı bir an.',
    ],
  },
  {
    area: 'para ve değerler',
    moonDaily: [
      'Harcamalarınızı gözden geçirmek ve bütçenizi sadeleştirmek için verimli bir gün.',
      'Size gerçekten değer katan şeylerle katmayanları ayırt etmek bugün daha kolay.',
      'Ani bir alışveriş isteğine kapılmadan önce bir gece beklemek iyi olur; duygusal harcamalar gündemde.',
      'Emeğinizin karşılığını konuşmak için uygun bir zemin var; kendinizi ucuza satmayın.',
    ],
    sunPeriod: [
      'Para, kazanç ve öz değer konuları ağırlık kazanıyor; bütçenizi düzenlemek ve emeğinizin karşılığını almak için uygun bir dönem.',
      'Sahip olduklarınızın ve yeteneklerinizin değerini daha net görüyorsunuz; somut adımlar maddi güvencenizi güçlendirir.',
    ],
    love: [
      'Sevgiyi sözlerden çok somut jestlerle gösterme isteğiniz artıyor; küçük bir hediye büyük bir etki bırakabilir.',
      'İlişkide güven ve istikrar arıyorsunuz; birlikte yapacağınız ortak planlar bağınızı güçlendirir.',
    ],
    work: [
      'Gelir kaynaklarınızı gözden geçirmek ve yeni kazanç yolları düşünmek için verimli bir dönem.',
      'Maddi konularda sağduyulu adımlar atmak uzun vadede size güven verir.',
      'Emeğinizin karşılığını istemek için doğru sözcükleri bulabilirsiniz.',
    ],
    health: [
      'Boyun ve ense bölgesinde gerginlik hissedebilirsiniz; gün içinde birkaç kez esneme hareketi yapın.',
      'Keyifli ama ağır yemeklerle hafif öğünler arasında denge kurmak enerjinizi korur.',
    ],
    newMoon: [
      'Yeni bir gelir fikri ya da bütçe planı için ilk adımı atabilirsiniz.',
      'Öz değerinizi yükseltecek bir karar vermek için uygun bir başlangıç noktası.',
    ],
    fullMoon: [
      'Maddi bir konu sonuçlanıyor ya da netleşiyor; harcamalarınızla ilgili önemli bir farkındalık kazanacaksınız.',
      'Neye değer verdiğiniz netleşiyor; bir gelir ya da ödeme konusu sonuca bağlanabilir.',
    ],
  },
  {
    area: 'iletişim ve yakın çevre',
    moonDaily: [
      'Telefonlar, mesajlar ve kısa görüşmelerle dolu, hareketli bir gün sizi bekliyor.',
      'Kardeşleriniz ya da komşularınızla yapacağınız bir sohbet beklemediğiniz bir fikir doğurabilir.',
      'Yazmak, not almak ve öğrenmek için zihniniz açık; ertelediğiniz bir e-postayı bugün gönderin.',
      'Kısa bir yolculuk ya da şehir içinde yeni bir rota, kafanızı dağıtmak için birebir.',
    ],
    sunPeriod: [
      'İletişim trafiği artıyor: yazışmalar, kısa yolculuklar ve yakın çevrenizle görüşmeler gündemin merkezinde.',
      'Öğrenmek, konuşmak ve fikir alışverişi yapmak için canlı bir dönem; merakınızın peşinden gidin.',
    ],
    love: [
      'Tatlı sözler ve esprili mesajlar kalpleri kazanıyor; yazışmalarınızda içten olun.',
      'Yakın çevrenizde, belki gündelik bir sohbette, kalbinizi hızlandıracak biriyle karşılaşabilirsiniz.',
    ],
    work: [
      'Yazışmalar, sunumlar ve toplantılar iş hayatınızın merkezinde; açık ve kısa konuşun.',
      'Bir bilgiyi doğru kişiyle paylaşmak işlerinizi beklediğinizden hızlı ilerletebilir.',
      'Kısa süreli projeler ve yakın çevrenizden gelen iş fırsatları gündemde.',
    ],
    health: [
      'Zihniniz çok hızlı çalışıyor; sinirsel yorgunluğu azaltmak için ekran molaları verin.',
      'Kısa yürüyüşler ve nefes egzersizleri dağınık enerjinizi toparlar.',
    ],
    newMoon: [
      'Yeni bir kursa başlamak, yazmaya girişmek ya da iletişim biçiminizi yenilemek için iyi bir an.',
      'Yakın çevrenizle ilişkilerinizde taze bir sayfa açabilirsiniz.',
    ],
    fullMoon: [
      'Bir konuşma ya da haber bir süreci sonuca bağlıyor; sözlerinizin duygusal etkisine dikkat edin.',
      'Kafanızdaki soruların yanıtları netleşiyor; yakın çevrenizle ilgili bir konuyu kapatabilirsiniz.',
    ],
  },
  {
    area: 'ev ve aile',
    moonDaily: [
      'Evinizde ve ailenizle geçireceğiniz zaman bugün her zamankinden daha besleyici.',
      'Geçmişten gelen bir anı ya da aile meselesi gündeme gelebilir; sakin bir dil çözümü kolaylaştırır.',
      'Ev işlerini düzenlemek, bir köşeyi yenilemek ya da sadece kendi alanınızda dinlenmek iyi gelecek.',
      'Dış dünyanın gürültüsünden çekilip köklerinize dönmek isteyebilirsiniz; bu ihtiyaca kulak verin.',
    ],
    sunPeriod: [
      'Ev, aile ve köklerinizle ilgili konular öne çıkıyor; iç dünyanızı ve yaşam alanınızı düzene koymak için iyi bir dönem.',
      'Kendinizi güvende hissedeceğiniz bir zemin kurmak istiyorsunuz; ailenizle ya da evinizle ilgili kararlar gündemde.',
    ],
    love: [
      'Aşkta huzuru evde arıyorsunuz; sevdiğiniz kişiyle baş başa sakin bir akşam ilişkinizi besler.',
      'Aile içindeki sıcaklık ya da ailenizin onayı duygusal hayatınızda belirleyici olabilir.',
    ],
    work: [
      'Evden çalışmak ya da çalışma ortamınızı düzenlemek verimliliğinizi artırabilir.',
      'Kariyer adımlarınızı atmadan önce sağlam bir zemin kurmaya odaklanın.',
      'Aile işleri ya da ev ve gayrimenkul konuları maddi gündeminizde yer alabilir.',
    ],
    health: [
      'Duygusal yükler midenize vurabilir; sıcak ve hafif yemekleri tercih edin.',
      'Evde yapacağınız hafif egzersizler ve düzenli bir uyku enerjinizi tazeler.',
    ],
    newMoon: [
      'Evinizde ya da ailenizde yeni bir düzen kurmak için ilk adımı atabilirsiniz.',
      'Taşınma, ev düzenleme ya da aileyle ilgili yeni bir plan için uygun bir başlangıç.',
    ],
    fullMoon: [
      'Ev ve aile konularında bir süreç tamamlanıyor; duygusal ihtiyaçlarınızı açıkça dile getirin.',
      'İş ile ev arasındaki dengeyi yeniden kurmanız gerektiğini hissedebilirsiniz.',
    ],
  },
  {
    area: 'aşk ve yaratıcılık',
    moonDaily: [
      'Keyif aldığınız şeylere zaman ayırmak için tam gün; oyun, sanat ya da flört, hepsi size iyi gelir.',
      'Yaratıcılığınız yüksek; aklınızdaki bir hobiyi ya da projeyi ilk kez denemek için cesaret bulabilirsiniz.',
      'Kalbinizin sesi daha gür çıkıyor; hoşlandığınız birine bunu hissettirmek için güzel bir fırsat.',
      'Çocuklarla ya da içinizdeki çocukla vakit geçirmek gündelik kaygılarınızı hafifletecek.',
    ],
    sunPeriod: [
      'Aşk, eğlence ve yaratıcılık için parlak bir dönem; kendinizi ifade etmekten ve keyif almaktan çekinmeyin.',
      'Kalbinizin ve hayal gücünüzün sesi yükseliyor; hobiler, romantizm ve çocuklarla ilgili konular size neşe getirir.',
    ],
    love: [
      'Romantizm için en parlak dönemlerden biri; flört etmekten ve duygularınızı cesurca göstermekten çekinmeyin.',
      'Kalbiniz eğlenmek ve sevilmek istiyor; birlikte gülebileceğiniz anlar yaratmak ilişkinizi canlandırır.',
    ],
    work: [
      'Yaratıcı fikirleriniz iş hayatında fark yaratıyor; sunumlarınıza kişisel bir dokunuş katın.',
      'Risk almak cazip görünebilir; heyecanınızı hesaplı adımlarla dengeleyin.',
      'Sevdiğiniz işi yapmanın yollarını aramak için ilham verici bir dönem.',
    ],
    health: [
      'Dans, oyun ya da sevdiğiniz bir spor gibi keyifli hareketler fazla enerjinizi en güzel şekilde boşaltır.',
      'Kalp sağlığınızı destekleyecek düzenli egzersizler için motivasyonunuz yüksek.',
    ],
    newMoon: [
      'Yeni bir aşka, yaratıcı bir projeye ya da bir hobiye başlamak için ilham verici bir an.',
      'Kalbinizin istediği şeye yer açmak için bir niyet belirleyin.',
    ],
    fullMoon: [
      'Bir aşk hikâyesi ya da yaratıcı bir proje doruğa ulaşıyor; kalbinizin sesi yüksek çıkacak.',
      'Emek verdiğiniz yaratıcı bir işin meyvesini görebilir ya da duygusal bir itirafa tanık olabilirsiniz.',
    ],
  },
  {
    area: 'iş düzeni ve sağlık',
    moonDaily: [
      'Yapılacaklar listenizi kısaltmak için ideal bir gün; küçük işleri bitirmek size büyük bir rahatlama getirecek.',
      'Beslenmenize, uykunuza ve ne kadar su içtiğinize dikkat ederseniz gün boyu dengede kalırsınız.',
      'İş yerinde yardımınıza ihtiyaç duyulabilir; destek olurken kendi sınırlarınızı da koruyun.',
      'Rutininizde yapacağınız küçük bir düzenleme önümüzdeki günleri kolaylaştırır.',
    ],
    sunPeriod: [
      'Günlük düzeniniz, iş yükünüz ve sağlığınız gündemde; verimliliğinizi artıracak küçük değişiklikler için uygun bir dönem.',
      'Ayrıntılara gösterdiğiniz özenin karşılığını alacağınız bir zaman: rutinlerinizi sadeleştirin, bedeninizin sinyallerini dinleyin.',
    ],
    love: [
      'Sevgiyi gündelik ilgiyle göstermek bu dönem daha anlamlı; küçük yardımlar romantik sözlerden çok şey anlatır.',
      'İş yerinde ya da günlük rutininizde tanışacağınız biri ilginizi çekebilir.',
    ],
    work: [
      'Günlük iş akışınızı düzenlemek ve birikmiş görevleri tamamlamak için çok verimli bir dönem.',
      'İş arkadaşlarınızla görev paylaşımını netleştirmek gereksiz yorgunluğun önüne geçer.',
      'Ayrıntılara gösterdiğiniz özen yöneticilerinizin dikkatini çekecek.',
    ],
    health: [
      'Sağlık rutinlerinizi yeniden kurmak için güçlü bir dönem; beslenme ve uyku düzeninize odaklanın.',
      'Aşırı çalışmak bağışıklığınızı zorlayabilir; mola vermeyi ihmal etmeyin.',
    ],
    newMoon: [
      'Yeni bir sağlık rutini ya da iş düzeni kurmak için mükemmel bir başlangıç noktası.',
      'Günlük alışkanlıklarınızdan birini değiştirmeye şimdi başlarsanız kalıcı olur.',
    ],
    fullMoon: [
      'İş yükünüz ve sağlığınızla ilgili bir konu netleşiyor; bedeninizin sinyallerini ciddiye alın.',
      'Günlük düzeninizde artık işe yaramayan bir alışkanlığı bırakmak için aydınlatıcı bir an.',
    ],
  },
  {
    area: 'ilişkiler ve ortaklıklar',
    moonDaily: [
      'İlişkiler ön planda; partnerinizin ya da yakın bir ortağınızın ihtiyaçlarını dinlemek bugün önemli.',
      'Tek başınıza çözmeye çalıştığınız bir konuda bir başkasının bakış açısı işinize yarayacak.',
      'Anlaşmalar, iş birlikleri ve ikili görüşmeler için uygun bir gün; karşınızdakine alan tanıyın.',
      'Birine karşı hissettiklerinizi açıkça söylemek aranızdaki belirsizliği giderebilir.',
    ],
    sunPeriod: [
      'İlişkiler ve ortaklıklar ön planda; yalnız yürümek yerine birlikte hareket etmeyi seçtiğinizde kazanıyorsunuz.',
      'Partnerinizle, iş ortaklarınızla ya da karşınızda duran kişilerle dengeyi yeniden kurmanız gereken bir dönem.',
    ],
    love: [
      'Partnerinizle uyumunuz artıyor; bekârlar için ciddi bir tanışma kapıda olabilir.',
      'Karşılıklı anlayış ve denge arıyorsunuz; ilişkinizde adil bir paylaşım kurmak için güzel bir zaman.',
    ],
    work: [
      'Ortaklıklar, anlaşmalar ve müşteri ilişkileri öne çıkıyor; karşı tarafın beklentilerini iyi dinleyin.',
      'Tek başınıza değil, bir ekip ya da ortakla çalıştığınızda daha hızlı sonuç alırsınız.',
      'Sözleşmelerin maddelerini dikkatle okuyun; adil bir denge kurmak sizin elinizde.',
    ],
    health: [
      'Başkalarıyla birlikte yapacağınız sporlar motivasyonunuzu artırır; bir arkadaşınızla antrenman yapmayı deneyin.',
      'İlişkilerdeki gerginlikler bedeninize yansıyabilir; bel ve sırt bölgenizi koruyun.',
    ],
    newMoon: [
      'İlişkilerde yeni bir sayfa açmak ya da yeni bir ortaklığa adım atmak için uygun bir an.',
      'Bir ilişkiye dair yeni bir niyet belirleyebilir, karşınızdakiyle ortak bir başlangıç yapabilirsiniz.',
    ],
    fullMoon: [
      'Bir ilişki ya da ortaklık dönüm noktasına geliyor; dengeyi yeniden kurmak için açık konuşun.',
      'Karşınızdaki kişiyle ilgili bir gerçek gün ışığına çıkabilir; tepki vermeden önce dinleyin.',
    ],
  },
  {
    area: 'ortak kaynaklar ve derin bağlar',
    moonDaily: [
      'Duygularınız derinleşiyor; yüzeysel konuşmalar yerine gerçekten önemli olana odaklanmak isteyeceksiniz.',
      'Ortak hesaplar, borçlar ya da paylaşılan kaynaklarla ilgili bir konuyu netleştirmenin zamanı.',
      'Güven meselesi gündemde olabilir; sezgilerinizi dinleyin ama hemen yargıya varmayın.',
      'Eskiyen bir alışkanlığı ya da sizi yoran bir bağı bırakmak için içinizde güç buluyorsunuz.',
    ],
    sunPeriod: [
      'Derin duygular, ortak kaynaklar ve dönüşüm temaları öne çıkıyor; yüzeyin altındaki konularla yüzleşmek size güç veriyor.',
      'Borçlar, ortak hesaplar ve güven ilişkileri gündemde; bırakmanız gerekenleri bırakmak sizi hafifletecek.',
    ],
    love: [
      'Duygularınız yoğun ve tutkulu; yüzeysel ilişkiler sizi tatmin etmeyecek.',
      'Bağlılık ve güven temaları öne çıkıyor; kıskançlık yerine açık konuşmayı seçin.',
    ],
    work: [
      'Ortak bütçeler, yatırımlar ve kredi konuları gündemde; belgeleri dikkatle inceleyin.',
      'Perde arkasındaki dengeleri okumak size iş hayatında avantaj sağlayacak.',
      'Borçlarınızı yapılandırmak ya da ortak kaynakları yeniden planlamak için uygun bir dönem.',
    ],
    health: [
      'Yoğun duygular enerjinizi çabuk tüketebilir; derin nefes ve yeterli dinlenme şart.',
      'Bedeninizin verdiği sinyalleri görmezden gelmeyin; ertelediğiniz bir kontrolü yaptırın.',
    ],
    newMoon: [
      'Ortak kaynaklar ya da borçlarla ilgili yeni bir plan yapmak için iyi bir başlangıç.',
      'İçsel bir dönüşüm başlatmak, eski bir yükü bırakıp yeniden doğmak için güçlü bir an.',
    ],
    fullMoon: [
      'Ortak kaynaklar, borçlar ya da derin bir bağla ilgili bir konu sonuca bağlanıyor.',
      'Bastırılmış duygular yüzeye çıkabilir; bırakmanız gerekeni bırakmanın zamanı.',
    ],
  },
  {
    area: 'yolculuk, eğitim ve inançlar',
    moonDaily: [
      'Ufkunuzu genişletmek istiyorsunuz; yeni bir kitap, bir kurs ya da bir seyahat planı ilginizi çekebilir.',
      'Günlük ayrıntılardan sıyrılıp büyük resme bakmak, kafanızı kurcalayan bir soruya yanıt getirir.',
      'Uzak bir yerden gelen bir haber ya da farklı bir kültürle temas size yeni bir bakış açısı kazandırabilir.',
      'İnançlarınızı ve değerlerinizi konuşabileceğiniz derin sohbetler için uygun bir gün.',
    ],
    sunPeriod: [
      'Ufkunuz genişliyor: eğitim, yolculuk ve yeni fikirler için cesaret verici bir dönem.',
      'Büyük resme bakmak, inançlarınızı sorgulamak ve uzak hedefler belirlemek için ilham dolu bir zaman.',
    ],
    love: [
      'Farklı bir kültürden ya da uzak bir yerden biri ilginizi çekebilir; aşkta yeni ufuklar açılıyor.',
      'Birlikte çıkılacak bir yolculuk ya da ortak bir öğrenme deneyimi ilişkinize heyecan katar.',
    ],
    work: [
      'Eğitim, yayın, yurt dışı ya da hukukla ilgili işler öne çıkıyor; vizyonunuzu genişletin.',
      'Yeni bir beceri öğrenmek kariyerinize beklediğinizden büyük katkı sağlayabilir.',
      'Uzak bağlantılar ve farklı sektörlerden gelen fikirler iş hayatınıza taze bir soluk getirir.',
    ],
    health: [
      'Açık havada, doğada geçireceğiniz zaman enerjinizi yeniler.',
      'Kalça ve bacaklarınıza iyi gelecek uzun yürüyüşler ve esneme hareketleri önerilir.',
    ],
    newMoon: [
      'Yeni bir eğitim, yolculuk ya da ruhsal bir arayış için niyet belirlemenin zamanı.',
      'Ufkunuzu genişletecek bir plan için ilk adımı atabilirsiniz.',
    ],
    fullMoon: [
      'Bir eğitim, yolculuk ya da hukuki süreç sonuçlanıyor; inançlarınızı gözden geçirebilirsiniz.',
      'Büyük resimle ilgili önemli bir farkındalık kazanabilirsiniz.',
    ],
  },
  {
    area: 'kariyer ve toplumsal konum',
    moonDaily: [
      'İş hayatında görünürlüğünüz artıyor; yöneticilerinizin ya da çevrenizin gözü üzerinizde.',
      'Kariyerinizle ilgili bir adım atmak ya da hedeflerinizi gözden geçirmek için verimli bir gün.',
      'Sorumluluklar ağır gelebilir, ancak bugün göstereceğiniz özen uzun süre hatırlanacak.',
      'Toplum içindeki duruşunuz ve itibarınız gündemde; sözünüzü tutmak her zamankinden önemli.',
    ],
    sunPeriod: [
      'Kariyeriniz ve toplumdaki konumunuz ışık altında; emeklerinizin görünür olduğu, hedeflere odaklanma zamanı.',
      'İş hayatındaki hedefleriniz öne çıkıyor; sorumluluk almak ve kendinizi göstermek için güçlü bir dönem.',
    ],
    love: [
      'İş çevrenizden biriyle yakınlaşma ihtimali var; duygularla profesyonel sınırları dengelemeyi unutmayın.',
      'İlişkinizin geleceğine dair ciddi planlar yapmak için uygun bir dönem; ortak hedefler sizi yakınlaştırır.',
    ],
    work: [
      'Kariyer hedefleriniz netleşiyor; yöneticilerinizle gelecek planlarınızı konuşmak için uygun bir zaman.',
      'Emekleriniz görünür hâle geliyor; sorumluluk almaktan çekinmeyin.',
      'Toplum önündeki duruşunuz ve mesleki itibarınız güçleniyor.',
    ],
    health: [
      'İş stresi dizlerinize ve sırtınıza yük olabilir; oturuş düzeninize dikkat edin.',
      'Başarı için kendinizi zorlarken dinlenmeyi de programınıza yazın.',
    ],
    newMoon: [
      'Kariyerinizde yeni bir hedef koymak ve ilk adımı atmak için güçlü bir başlangıç noktası.',
      'Mesleki bir yeniliğe, bir başvuruya ya da yeni bir pozisyona yönelmek için uygun bir an.',
    ],
    fullMoon: [
      'Kariyerinizde bir süreç doruğa ulaşıyor; emeklerinizin karşılığını görebilir ya da yön değiştirmeye karar verebilirsiniz.',
      'İş ile özel hayat arasındaki dengeyi sorgulatan bir gelişme yaşanabilir.',
    ],
  },
  {
    area: 'arkadaşlıklar ve gelecek planları',
    moonDaily: [
      'Arkadaşlarınızla buluşmak ya da bir topluluk etkinliğine katılmak size iyi gelecek.',
      'Gelecekle ilgili bir hayaliniz bugün daha somut bir şekil alabilir; onu biriyle paylaşın.',
      'Bir grup çalışmasında fikirleriniz beklediğinizden daha çok karşılık bulabilir.',
      'Sosyal çevrenizden gelen bir davet ya da öneri yeni bir kapı aralayabilir.',
    ],
    sunPeriod: [
      'Arkadaşlıklar, topluluklar ve gelecek planları gündemde; doğru insanlarla yan yana gelmek kapılarınızı açar.',
      'Hayallerinize ve uzun vadeli hedeflerinize destek bulabileceğiniz sosyal bir dönem.',
    ],
    love: [
      'Bir arkadaşlık aşka dönüşebilir; sosyal ortamlarda tanışacağınız biri kalbinizi çelebilir.',
      'Partnerinizle ortak arkadaşlarınızla vakit geçirmek ilişkinize ferahlık getirir.',
    ],
    work: [
      'Ağınızı genişletmek ve iş birlikleri kurmak için verimli bir dönem; tanıdıklarınızdan gelen öneriler değerli.',
      'Ekip çalışması ve ortak projeler kazancınızı artırabilir.',
      'Uzun vadeli kariyer hedefleriniz için destek bulabileceğiniz insanlarla temas kurun.',
    ],
    health: [
      'Grup sporları ya da arkadaşlarla yapılan etkinlikler enerjinizi yükseltir.',
      'Dolaşımınızı destekleyen hareketler ve bol su size iyi gelecek.',
    ],
    newMoon: [
      'Yeni arkadaşlıklara ve topluluklara açılmak, bir hayali plana dökmek için güzel bir başlangıç.',
      'Uzun vadeli bir dileğiniz için niyet belirleyin; çevreniz bu konuda size destek olacak.',
    ],
    fullMoon: [
      'Bir arkadaşlık ya da grup çalışmasıyla ilgili bir konu netleşiyor; kimin gerçekten yanınızda olduğunu göreceksiniz.',
      'Bir hedefinize ulaşabilir ya da artık size uymayan bir planı bırakabilirsiniz.',
    ],
  },
  {
    area: 'iç dünya ve dinlenme',
    moonDaily: [
      'Biraz geri çekilmek ve dinlenmek isteyebilirsiniz; bu ihtiyacı bastırmayın.',
      'Rüyalarınız ve sezgileriniz bugün size önemli ipuçları veriyor; kısa notlar alın.',
      'Kalabalıklardan uzak, sessiz bir köşede geçireceğiniz zaman zihninizi toparlar.',
      'Geride bırakmak istediğiniz bir konuyu içinizde kapatmak için uygun bir gün; kendinize nazik davranın.',
    ],
    sunPeriod: [
      'Yavaşlamak, dinlenmek ve iç dünyanıza dönmek için bir dönem; yeni döngüye hazırlanırken eskiyi toparlayın.',
      'Perde arkasında çalışmak, ruhunuzu dinlendirmek ve sezgilerinizi dinlemek size iyi gelecek.',
    ],
    love: [
      'Duygularınızı içinize atma eğilimindesiniz; gizli bir hayranlık ya da söylenmemiş sözler gündemde olabilir.',
      'Aşkta fedakârlık ile kendini kaybetmek arasındaki ince çizgiye dikkat edin; sezgileriniz size yol gösterecek.',
    ],
    work: [
      'Perde arkasında yürüttüğünüz işler ve hazırlıklar ağırlık kazanıyor; acele etmeyin.',
      'Yorgunluk verimliliğinizi düşürebilir; önceliklerinizi belirleyip gereksiz yükleri bırakın.',
      'Henüz duyurmadığınız bir projeyi sessizce olgunlaştırmak için iyi bir dönem.',
    ],
    health: [
      'Enerjiniz dalgalı olabilir; kendinizi zorlamak yerine yoga ya da meditasyon gibi sakin pratikleri seçin.',
      'Uyku düzeniniz her zamankinden önemli; gece geç saatlere kalmamaya çalışın.',
    ],
    newMoon: [
      'Yeni bir döngüye başlamadan önce içsel bir temizlik için sessiz ama güçlü bir başlangıç.',
      'Meditasyon, inziva ya da ruhsal bir pratiğe başlamak için uygun bir an.',
    ],
    fullMoon: [
      'İçinizde biriken duygular yüzeye çıkıyor; dinlenmek ve kendinizi affetmek iyi gelecek.',
      'Bir döngü kapanıyor; geride bırakmanız gerekenleri sessizce uğurlayın.',
    ],
  },
];

/** Daily opening: names the Moon's sign and the house it lights for the reader. */
export const MOON_LEADS = [
  'Ay bugün {moon} ve {ord} evinizden geçiyor; {area} alanı gündemde.',
  'Bugün Ay {moon} ilerliyor ve burcunuza göre {ord} evinizi, yani {area} alanını harekete geçiriyor.',
  'Ay’ın {moon} bulunduğu bu gün, {ord} eviniz olan {area} alanı öne çıkıyor.',
  '{moonSign} burcundaki Ay bugün {ord} evinizde; {area} alanındaki konular ilginizi bekliyor.',
] as const;

/** Weekly opening about the Moon: where the week starts emotionally. */
export const WEEK_MOON_LEADS = [
  'Hafta, Ay {moon} iken başlıyor; ilk günlerde {ord} eviniz, yani {area} alanı hareketli.',
  'Haftanın ilk günlerinde Ay {moon}, {ord} evinizde; duygularınız önce {area} alanına yöneliyor.',
] as const;

/** The Sun's house for a week or a month; {period} is 'hafta' or 'ay'. */
export const SUN_LEADS = [
  'Güneş {sun}, {ord} evinizde ilerliyor.',
  'Güneş bu {period} {ord} evinizi, {area} alanını aydınlatıyor.',
  'Güneş’in {sunSign} burcundaki yolculuğu {ord} evinizi aydınlatıyor.',
] as const;

export const VENUS_LEADS = [
  'Venüs {venus}, {ord} evinizde.',
  'Aşk gezegeni Venüs {ord} evinizde, {venusSign} burcunda ilerliyor.',
  'Venüs’ün {ord} evinizdeki konumu aşk hayatınıza yön veriyor.',
] as const;

/** {planet} is the working planet's name, {planetGen} its genitive, {place} its sign in the locative. */
export const WORK_LEADS = [
  '{planet} {place}, {ord} evinizde bulunuyor.',
  'İş ve para konularında {planetGen} {ord} evinizdeki konumu belirleyici.',
  '{planet} bu {period} {ord} evinizden geçiyor.',
] as const;

export const MARS_LEADS = [
  'Mars {mars}, {ord} evinizde.',
  'Enerji gezegeni Mars {ord} evinizde ilerliyor.',
  'Mars’ın {marsSign} burcundaki konumu {ord} evinizi hareketlendiriyor.',
] as const;

/** The sign's own ruler: {ruler} its name, {rulerGen} its genitive, {place} its sign in the locative. */
export const RULER_LINES = [
  'Burcunuzun yöneticisi {ruler} şu sıralar {place}, {ord} evinizde; enerjinizin önemli bir kısmı {area} alanına akıyor.',
  'Yönetici gezegeniniz {ruler} {ord} evinizde; bu yüzden {area} alanındaki gelişmeler sizi her zamankinden çok etkiliyor.',
  '{rulerGen} {ord} evinizdeki konumu, {area} alanını bu dönemin gizli anahtarı yapıyor.',
] as const;

export const RULER_RETRO_LINES = [
  'Burcunuzun yöneticisi {ruler} {place} geri harekette; {area} alanında acele etmek yerine gözden geçirmek size kazandırır.',
  'Yönetici gezegeniniz {ruler} {ord} evinizde geri gidiyor; {area} alanındaki eski bir konu yeniden önünüze gelebilir.',
] as const;

export const PHASE_LINES: Record<MoonPhaseName, readonly string[]> = {
  'Yeni Ay': [
    'Gökyüzünde yeni ay var; niyet belirlemek ve küçük bir başlangıç yapmak için sessiz ama güçlü bir gün.',
    'Ay karanlık evresinde; gürültülü adımlar yerine içinizden gelen yeni fikirleri tohum gibi ekin.',
  ],
  'Büyüyen Hilal': [
    'Büyüyen hilal başladığınız işlere güç katıyor; ilk adımları cesaretle atın.',
    'Ay ışığını büyütürken siz de küçük planlarınızı büyütmeye başlayabilirsiniz.',
  ],
  'İlk Dördün': [
    'İlk dördün evresi karar anlarını getiriyor; ertelediğiniz bir konuda harekete geçin.',
    'Ay ilk dördünde; önünüze çıkan engeller aslında planlarınızı sağlamlaştırmanız için bir fırsat.',
  ],
  'Büyüyen Ay': [
    'Ay dolunaya yaklaşırken ayrıntıları gözden geçirip işlerinizi olgunlaştırmanın zamanı.',
    'Büyüyen Ay sabrı ödüllendiriyor; sonuca çok yakınsınız, son rötuşlara odaklanın.',
  ],
  Dolunay: [
    'Dolunayın etkisi hissediliyor; duygular yüksek, farkındalık da öyle.',
    'Gökyüzünde dolunay var: bir konu sonuca ulaşıyor ya da gerçek yüzünü gösteriyor.',
  ],
  'Küçülen Ay': [
    'Küçülen Ay paylaşmayı ve teşekkür etmeyi destekliyor; öğrendiklerinizi başkalarına aktarın.',
    'Ay ışığını azaltırken siz de fazlalıklarınızdan arınmaya başlayabilirsiniz.',
  ],
  'Son Dördün': [
    'Son dördün evresi, artık işe yaramayanı bırakma kararı için uygun.',
    'Ay son dördünde; bir döngüyü kapatmadan önce yarım kalan işleri toparlayın.',
  ],
  'Küçülen Hilal': [
    'Ay yeni aya hazırlanıyor; dinlenmek ve enerjinizi toplamak için yavaşlayın.',
    'Küçülen hilal, yeni başlangıçlardan önce iç muhasebe yapma zamanı.',
  ],
};

/** The element of the Moon's sign and the body's energy today. */
export const MOON_ELEMENT_HEALTH: Record<Element, readonly string[]> = {
  Ateş: [
    'Ay’ın bir ateş burcunda olması tempoyu yükseltiyor; hareket etmek size iyi gelir.',
    'Ay ateş burcunda; sabırsızlığı spora ya da tempolu bir yürüyüşe dönüştürün.',
  ],
  Toprak: [
    'Ay bir toprak burcunda; düzenli ve sade bir gün bedeninizi dinlendirir.',
    'Ay toprak burcunda; düzenli öğünler ve erken bir uyku enerjinizi dengeler.',
  ],
  Hava: [
    'Ay bir hava burcunda; zihinsel yorgunluğa karşı kısa molalar verin.',
    'Ay hava burcunda; temiz hava ve derin nefes zihninizi berraklaştırır.',
  ],
  Su: [
    'Ay bir su burcunda; duygusal yükler bedeninize yansıyabilir, bol su için ve dinlenin.',
    'Ay su burcunda; hassasiyetiniz artıyor, sizi yoran ortamlardan uzak durun.',
  ],
};

/** Venus's element: the colour of love in this period. */
export const VENUS_ELEMENT: Record<Element, readonly string[]> = {
  Ateş: [
    'Venüs’ün bir ateş burcunda olması aşka cesaret ve kendiliğindenlik katıyor.',
    'Ateş burcundaki Venüs, ilk adımı atanın kazandığını hatırlatıyor.',
  ],
  Toprak: [
    'Toprak burcundaki Venüs sadakati, güveni ve dokunmanın dilini öne çıkarıyor.',
    'Venüs bir toprak burcunda; gösterişten çok sağlamlık ve süreklilik çekici geliyor.',
  ],
  Hava: [
    'Hava burcundaki Venüs, iyi bir sohbeti en etkili flört yapıyor.',
    'Venüs bir hava burcunda; zihinsel uyum ve ortak ilgi alanları yakınlaştırıyor.',
  ],
  Su: [
    'Su burcundaki Venüs duygusal derinliği ve şefkati öne çıkarıyor.',
    'Venüs bir su burcunda; sezgileriniz, kimin size gerçekten iyi geldiğini söylüyor.',
  ],
};

export const ASPECT_NAMES: Record<AspectKind, string> = {
  conjunction: 'kavuşum',
  sextile: 'sekstil açı',
  square: 'kare açı',
  trine: 'üçgen açı',
  opposition: 'karşıt açı',
};

/** What each body stands for, as a possessed noun: nominative and accusative. */
export const KEYWORDS: Record<Body, { nom: string; acc: string }> = {
  sun: { nom: 'iradeniz', acc: 'iradenizi' },
  moon: { nom: 'duygularınız', acc: 'duygularınızı' },
  mercury: { nom: 'düşünceleriniz', acc: 'düşüncelerinizi' },
  venus: { nom: 'sevgi ihtiyacınız', acc: 'sevgi ihtiyacınızı' },
  mars: { nom: 'enerjiniz', acc: 'enerjinizi' },
  jupiter: { nom: 'büyüme isteğiniz', acc: 'büyüme isteğinizi' },
  saturn: { nom: 'sorumluluklarınız', acc: 'sorumluluklarınızı' },
  uranus: { nom: 'değişim arzunuz', acc: 'değişim arzunuzu' },
  neptune: { nom: 'hayalleriniz', acc: 'hayallerinizi' },
  pluto: { nom: 'dönüşüm gücünüz', acc: 'dönüşüm gücünüzü' },
};

/**
 * Aspect sentences. {a} {b} body names, {aGen} genitive of a, {bDat} dative of b, {bCom}
 * b with -(y)lA; {kwA} {kwB} keywords (nominative), {kwAacc} {kwBacc} accusative; {kind} the aspect's name.
 */
export const ASPECT_LINES: Record<'soft' | 'hard' | 'conjunction', readonly string[]> = {
  soft: [
    '{a} ile {b} arasındaki {kind}, {kwA} ile {kwB} arasında kolay bir akış kuruyor.',
    '{a} ve {b} uyumlu bir açıda: {kwA} ile {kwB} birbirini destekliyor.',
    '{aGen} {bDat} yaptığı {kind} sayesinde {kwA} ile {kwB} el ele veriyor.',
  ],
  hard: [
    '{a} ile {b} arasındaki {kind}, {kwA} ile {kwB} arasında bir gerilim yaratıyor.',
    '{aGen} {bDat} yaptığı {kind}, {kwAacc} ve {kwBacc} dengelemenizi istiyor.',
    '{a} ve {b} zorlu bir açıda; {kwA} ile {kwB} aynı anda ilgi bekliyor.',
  ],
  conjunction: [
    '{a} ile {b} kavuşum hâlinde: {kwA} ve {kwB} aynı noktada buluşuyor.',
    '{aGen} {bCom} kavuşumu {kwAacc} ve {kwBacc} bir araya getiriyor.',
  ],
};

/** The houses an aspect links: {ordA} {ordB} ordinals, {areaA} {areaB} areas. */
export const ASPECT_HOUSE_LINES: Record<'soft' | 'hard' | 'conjunction', readonly string[]> = {
  soft: [
    '{ordA} eviniz ile {ordB} eviniz arasındaki bu bağ, {areaA} alanındaki çabalarınızın {areaB} alanında da karşılık bulacağını gösteriyor.',
    'Bu uyum, {ordA} eviniz ({areaA}) ile {ordB} eviniz ({areaB}) arasında köprü kuruyor; birinde attığınız adım diğerini de kolaylaştırır.',
  ],
  hard: [
    'Bu gerilim {ordA} eviniz ({areaA}) ile {ordB} eviniz ({areaB}) arasında hissediliyor; ikisine de zaman ayırmak sizi rahatlatır.',
    '{ordA} eviniz ile {ordB} eviniz arasında sıkışmış hissedebilirsiniz; öncelik sırası belirlemek işinizi kolaylaştırır.',
  ],
  conjunction: [
    'Bu buluşma {ord} evinizde, yani {area} alanında gerçekleşiyor; enerjinin en yoğun olduğu yer burası.',
    'Kavuşumun yaşandığı {ord} eviniz, {area} alanını dönemin sıcak noktası yapıyor.',
  ],
};

/** Retrograde bodies: {place} the sign in the locative, {area} the house's area. */
export const RETRO_LINES: Partial<Record<Body, readonly string[]>> = {
  mercury: [
    'Merkür {place} geri hareket ediyor; {area} alanında yazışmaları, sözleşmeleri ve planları iki kez kontrol edin.',
    'Geri giden Merkür {ord} evinizde; {area} alanında eski bir konuyu yeniden ele almak yeni bir işe başlamaktan daha verimli.',
    'Merkür’ün geri hareketi {area} alanında gecikmelere ve yanlış anlaşılmalara yol açabilir; acele kararlardan kaçının.',
  ],
  venus: [
    'Venüs {place} geri hareket ediyor; {area} alanında geçmişten gelen duygular ya da eski bir ilişki yeniden gündeme gelebilir.',
    'Geri giden Venüs, {area} alanında neye gerçekten değer verdiğinizi yeniden tartmanızı istiyor; büyük harcamaları erteleyin.',
  ],
  mars: [
    'Mars {place} geri hareket ediyor; {area} alanında enerjinizi yeni mücadeleler yerine yarım kalan işlere yöneltin.',
    'Geri giden Mars {area} alanında öfkeyi ve sabırsızlığı artırabilir; tepki vermeden önce bir nefes alın.',
  ],
  jupiter: [
    'Jüpiter {place} geri hareket ediyor; {area} alanında büyümeyi dışarıda değil, kendi içinizde arayacağınız bir dönem.',
    'Geri giden Jüpiter, {area} alanındaki fazla iyimser planları gözden geçirmeniz için size zaman tanıyor.',
  ],
  saturn: [
    'Satürn {place} geri hareket ediyor; {area} alanında ertelediğiniz sorumlulukları yeniden ele almanın zamanı.',
    'Geri giden Satürn, {area} alanında kurduğunuz yapıların sağlamlığını sınıyor; eksikleri sabırla tamamlayın.',
  ],
  uranus: [
    'Uranüs {place} geri hareket ediyor; {area} alanındaki değişim isteği dışarıdan çok içinizde yankılanıyor.',
    'Geri giden Uranüs, {area} alanında ani kararlar yerine içsel bir özgürleşmeyi öne çıkarıyor.',
  ],
  neptune: [
    'Neptün {place} geri hareket ediyor; {area} alanında hayallerle gerçekleri ayırt etmek kolaylaşıyor.',
    'Geri giden Neptün {area} alanındaki yanılsamaların perdesini aralıyor; sezgilerinizi gerçeklerle sınayın.',
  ],
  pluto: [
    'Plüton {place} geri hareket ediyor; {area} alanında derinlerde süren bir dönüşümü sindirme zamanı.',
    'Geri giden Plüton, {area} alanındaki güç dengelerini ve bırakmanız gerekenleri yeniden düşündürüyor.',
  ],
};

/** A short list of the slow retrograde planets: {list} e.g. 'Satürn, Neptün ve Plüton'. */
export const RETRO_SUMMARY = [
  'Bu dönem {list} geri harekette; bu gezegenlerin yönettiği konularda ilerlemek yerine gözden geçirmek daha verimli.',
  '{list} geri hareket ediyor; geçmişte kalan konular ve yarım işler yeniden önünüze gelebilir.',
] as const;

/** Lunation leads: {date} the date, {signName} the bare sign name, {place} the sign in the locative. */
export const NEW_MOON_LEADS = [
  '{date} {signName} burcunda gerçekleşecek yeni ay {ord} evinizde.',
  '{date} {place} yeni ay var ve {ord} evinizi, {area} alanını harekete geçiriyor.',
] as const;

export const FULL_MOON_LEADS = [
  '{date} {signName} burcunda gerçekleşecek dolunay {ord} evinizi aydınlatıyor.',
  '{date} {place} dolunay var; {ord} eviniz, yani {area} alanı ışık altında.',
] as const;

/** The lunation of a daily reading: it happens today, in the Moon's house the lead already named. */
export const TODAY_NEW_MOON = [
  'Bugün gökyüzünde yeni ay var: bu alanda küçük ama kararlı bir başlangıç yapmanın tam zamanı.',
  'Yeni ay tam da bugün {place} gerçekleşiyor; niyetlerinizi bu alana yöneltin.',
] as const;

export const TODAY_FULL_MOON = [
  'Bugün {place} dolunay gerçekleşiyor; bu alandaki bir konu doruğa ulaşıyor ya da netleşiyor.',
  'Dolunay tam bugün {place}: bu alanda duygular yüksek, farkındalık da öyle.',
] as const;

/** Ingress: {date} date, {body} name, {toSign} the sign in the dative, {ord} {area} the house entered. */
export const INGRESS_LINES = [
  '{date} {body} {toSign} geçiyor ve {ord} evinize giriyor: {area} alanı {flavor}.',
  '{date} {body} {toSign} geçerek {ord} evinizi, {area} alanını {flavorAcc}.',
] as const;

/** What each body brings to the house it enters: an intransitive phrase and a transitive one. */
export const INGRESS_FLAVOR: Record<Body, { intransitive: string; transitive: string }> = {
  sun: {
    intransitive: 'önümüzdeki dört hafta boyunca ilgi odağınız olacak',
    transitive: 'önümüzdeki dört hafta boyunca aydınlatacak',
  },
  moon: {
    intransitive: 'günün geri kalanında duygusal olarak öne çıkıyor',
    transitive: 'günün geri kalanında duygularınızın merkezine taşıyor',
  },
  mercury: {
    intransitive: 'konuşmalar, planlar ve yazışmalarla hareketleniyor',
    transitive: 'konuşmalar ve planlarla hareketlendiriyor',
  },
  venus: {
    intransitive: 'sevgi, uyum ve keyif arayışıyla renkleniyor',
    transitive: 'sevgi ve uyum arayışıyla renklendiriyor',
  },
  mars: {
    intransitive: 'hareket, cesaret ve rekabet duygusuyla ısınıyor',
    transitive: 'hareket ve cesaretle ısıtıyor',
  },
  jupiter: {
    intransitive: 'önümüzdeki aylarda büyüme ve fırsatlar vaat ediyor',
    transitive: 'önümüzdeki aylarda büyüme ve fırsatlarla genişletecek',
  },
  saturn: {
    intransitive: 'uzun süre sorumluluk ve olgunluk isteyecek',
    transitive: 'uzun süre sabır ve disiplinle sınayacak',
  },
  uranus: {
    intransitive: 'yıllar sürecek sürprizlere ve yeniliklere açılıyor',
    transitive: 'yıllar sürecek yeniliklerle sarsacak',
  },
  neptune: {
    intransitive: 'uzun bir süre hayaller ve sezgilerle şekillenecek',
    transitive: 'uzun bir süre hayaller ve sezgilerle dolduracak',
  },
  pluto: {
    intransitive: 'derin ve kalıcı bir dönüşümün sahnesi oluyor',
    transitive: 'derin ve kalıcı bir dönüşüme hazırlıyor',
  },
};

/** Stations: {date} {body} {place} the sign in the locative, {area} the house's area. */
export const STATION_RETRO_LINES = [
  '{date} {body} {place} duruyor ve geri harekete başlıyor; {area} alanındaki konuları yeniden gözden geçirme dönemi açılıyor.',
  '{date} {body} geri dönüyor; {ord} evinizle, yani {area} alanıyla ilgili eski konular yeniden masaya gelebilir.',
] as const;

export const STATION_DIRECT_LINES = [
  '{date} {body} {place} yeniden ileri harekete geçiyor; {area} alanında bekleyen konular hız kazanacak.',
  '{date} {body} düz harekete dönüyor; {ord} evinizde takılan işler yeniden akmaya başlıyor.',
] as const;

/** The Moon changing sign during a daily reading's day: {toSign} the sign in the dative. */
export const MOON_INGRESS_TODAY = {
  before: 'Ay sabah saatlerinde {toSign} geçti; günün büyük bölümünde {ord} eviniz, yani {area} alanı etkin.',
  after:
    'Ay günün ilerleyen saatlerinde {toSign} geçiyor; akşama doğru {ord} eviniz, yani {area} alanı öne çıkacak.',
} as const;

/** Tips, by the element of the Moon's sign. */
export const TIPS: Record<Element, readonly string[]> = {
  Ateş: [
    'Enerjinizi tek bir hedefe yöneltin; aynı anda birçok işe atılmak sizi yorabilir.',
    'Kısa ama tempolu bir yürüyüş, biriken gerginliği atmanın en kolay yolu.',
    'Bir konuda ilk adımı siz atın; cesaretiniz başkalarına da ilham verecek.',
    'Öfkelendiğiniz bir anda yanıt vermeden önce içinizden ona kadar sayın.',
    'Sizi heyecanlandıran bir fikri kâğıda yazın ve ilk adımını planlayın.',
    'Güne hareketle başlayın; birkaç dakikalık esneme bile enerjinizi dengeler.',
  ],
  Toprak: [
    'Bütçenize kısa bir göz atın; fark etmediğiniz bir gideri kısmak rahatlatır.',
    'Bir işi yarım bırakmak yerine bitirin; tamamlanan her iş zihninizi hafifletir.',
    'Doğada, toprağa ya da bitkilere dokunarak geçireceğiniz birkaç dakika size iyi gelecek.',
    'Yemeklerinizi acele etmeden, tadını çıkararak yiyin.',
    'Uzun vadeli bir hedefiniz için atabileceğiniz en küçük adımı belirleyin.',
    'Çalışma alanınızı toplayın; düzenli bir masa düzenli bir zihin demek.',
  ],
  Hava: [
    'Uzun zamandır konuşmadığınız birine kısa bir mesaj gönderin.',
    'Aklınızdaki fikirleri not edin; en iyileri yazıya döktükçe netleşir.',
    'Farklı görüşte birini dinlemeye açık olun; yeni bir bakış açısı kazanacaksınız.',
    'Bilgi yükünü azaltmak için bildirimlerinizi bir süreliğine kapatın.',
    'Yeni bir şey öğrenmeye bir saat ayırın; güzel bir söyleşi dinlemek bile yeter.',
    'Zihniniz hızlandığında birkaç derin nefes alın; nefesiniz sizi yavaşlatır.',
  ],
  Su: [
    'Duygularınızı bastırmak yerine bir deftere yazın; neye ihtiyaç duyduğunuz netleşecek.',
    'Bol su için ve kendinize sıcak bir duşla küçük bir mola verin.',
    'Sevdiğiniz biriyle telefon yerine yüz yüze vakit geçirmeyi deneyin.',
    'Sezgilerinize güvenin ama önemli kararlar için bir gece beklemekten çekinmeyin.',
    'Sizi yoran ortamlardan uzaklaşmak için kendinize izin verin.',
    'Sakin bir müzik eşliğinde geçireceğiniz yarım saat ruhunuzu dinlendirir.',
  ],
};

/** Extra lines for longer readings, by the reader's own element. */
export const SIGN_ELEMENT_LINES: Record<Element, readonly string[]> = {
  Ateş: [
    'Ateş elementinin çocuğu olarak harekete geçmek sizin doğanızda; bu dönem o enerjiyi sabırla birleştirdiğinizde en iyi sonucu alırsınız.',
    'İçinizdeki ateşi canlı tutan şey bir amaç duygusu; neyin peşinde olduğunuzu netleştirdikçe adımlarınız hızlanacak.',
  ],
  Toprak: [
    'Toprak elementinin sağduyusu bu dönem en büyük dayanağınız; adım adım ilerlemek sizi hedefe taşıyacak.',
    'Somut sonuçlar görmek size güven veriyor; küçük ama düzenli çabaların birikimine güvenin.',
  ],
  Hava: [
    'Hava elementinin merakı bu dönem size yeni kapılar açıyor; fikirlerinizi paylaştıkça çoğalacaklar.',
    'Zihninizin hızı en büyük yeteneğiniz; onu birkaç öncelikli konuya odakladığınızda fark yaratırsınız.',
  ],
  Su: [
    'Su elementinin sezgisi bu dönem en güvenilir pusulanız; içinizden gelen sese kulak verin.',
    'Duygusal zekânız ilişkilerinizde güçlü bir köprü kuruyor; sınırlarınızı koruyarak şefkat gösterin.',
  ],
};

export const SECTION_TITLES = {
  general: 'Genel',
  love: 'Aşk',
  work: 'Kariyer ve para',
  health: 'Sağlık ve enerji',
} as const;

export const TIP_TITLES = {
  daily: 'Günün önerisi',
  weekly: 'Haftanın önerisi',
  monthly: 'Ayın önerisi',
} as const;

/** Jupiter and Saturn in a monthly reading's work part: {place} the sign in the locative. */
export const JUPITER_LINES = [
  'Jüpiter {place}, {ord} evinizde; {area} alanında fırsatlar büyüyor, cömert davranan kazanıyor.',
  'Şans gezegeni Jüpiter {ord} evinizden geçiyor; {area} alanına yaptığınız yatırımlar bereketleniyor.',
] as const;

export const SATURN_LINES = [
  'Satürn {place}, {ord} evinizde; {area} alanında sabır ve disiplin er geç karşılığını veriyor.',
  'Satürn’ün {ord} evinizdeki varlığı, {area} alanında kalıcı bir düzen kurmanızı istiyor.',
] as const;
