/**
 * The composer's phrase bank, organised by what is true: a house, a body in a house, a contact
 * between two bodies, a lunation or a station in a house. Written for a reader addressed as
 * "siz"; house numbers never appear, only the plain names of the areas of life.
 *
 * Pools indexed by house hold exactly six clauses where a daily reading rotates through them by
 * the day number: six is the smallest pool in which no two days 1, 2 or 25–29 days apart (the
 * Moon's return to a sign) share an index, and six times five placement frames make thirty
 * different sentences for a planet that stays a month in one house. Placeholders in braces are
 * filled by compose.ts; a clause starts in lower case and is joined after a semicolon or a colon.
 */
import type { AspectKind } from '../astro/aspects';
import type { Body } from '../astro/bodies';
import type { MoonPhaseName } from '../astro/moon-phase';

/** Twelve lists, one per house (index 0 is the first house). */
export type ByHouse<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T];

/** The area each house governs, as '{area} alanınız'. */
export const AREAS: ByHouse<string> = [
  'kimlik ve görünüm',
  'para ve değerler',
  'iletişim ve yakın çevre',
  'ev ve aile',
  'aşk ve yaratıcılık',
  'günlük iş ve sağlık',
  'ilişkiler ve ortaklıklar',
  'ortak kaynaklar ve derin bağlar',
  'yolculuk, eğitim ve inançlar',
  'kariyer ve itibar',
  'dostluklar ve gelecek planları',
  'iç dünya ve dinlenme',
];

/** What the Moon in a house colours, short, for the one-sentence summary (three per house). */
export const MOON_THEME: ByHouse<readonly string[]> = [
  [
    'kendinize dönüp neye ihtiyacınız olduğunu duymanın günü',
    'ilk adımı sizin atmanız gereken bir gün',
    'görünümünüze ve enerjinize özen göstereceğiniz bir gün',
  ],
  [
    'bütçenizi sadeleştirmenin günü',
    'emeğinizin değerini konuşmak için elverişli bir gün',
    'neyin size gerçekten değer kattığını ayırt edeceğiniz bir gün',
  ],
  [
    'mesajların, kısa yolların ve sohbetlerin günü',
    'ertelenen bir konuşmayı yapmanın tam sırası',
    'merakınızın sizi yeni bir bilgiye götüreceği bir gün',
  ],
  [
    'yuvanıza ve ailenize dönmenin günü',
    'evde küçük bir düzen kurmak için iyi bir gün',
    'köklerinizden güç alacağınız sakin bir gün',
  ],
  [
    'keyfin, flörtün ve yaratıcılığın günü',
    'kalbinizin sesini dinlemek için iyi bir gün',
    'oyuna ve üretmeye vakit ayıracağınız bir gün',
  ],
  [
    'yapılacaklar listesini kısaltmanın günü',
    'bedeninizin sinyallerini dinleyeceğiniz bir gün',
    'küçük düzenlemelerin büyük rahatlama getireceği bir gün',
  ],
  [
    'ikili ilişkilerin ve anlaşmaların günü',
    'karşınızdakini dinlemenin kazandıracağı bir gün',
    'ortak bir karar için elverişli bir gün',
  ],
  [
    'derin konuşmaların ve güven meselelerinin günü',
    'ortak hesapları netleştirmek için iyi bir gün',
    'yüzeyin altına bakmaya cesaret edeceğiniz bir gün',
  ],
  [
    'ufkunuzu genişletmenin günü',
    'büyük resme bakmak için iyi bir gün',
    'bir yolculuk ya da yeni bir fikirle ferahlayacağınız bir gün',
  ],
  [
    'işte görünür olmanın günü',
    'mesleki bir adım için elverişli bir gün',
    'sorumluluk alırken saygı kazanacağınız bir gün',
  ],
  [
    'dostlarla buluşmanın ve plan kurmanın günü',
    'bir topluluğun desteğini hissedeceğiniz bir gün',
    'geleceğe dair bir hayali paylaşmak için iyi bir gün',
  ],
  [
    'yavaşlamanın ve dinlenmenin günü',
    'sezgilerinizi dinlemek için sessiz bir gün',
    'içinizde bir konuyu kapatmak için uygun bir gün',
  ],
];

/** The Moon in a house today: what to do with it (six per house, rotated by the day). */
export const MOON_ADVICE: ByHouse<readonly string[]> = [
  [
    'Duygularınız yüzünüzden okunuyor; kendinize ayıracağınız kısa bir zaman bütün günü tazeler.',
    'İnsanlar sizi bugün daha kolay fark ediyor, bu yüzden başlatmak istediğiniz işte ilk adımı başkalarından beklemeyin.',
    'Ruh hâliniz gün içinde birkaç kez değişebilir; bunu zayıflık saymayın, neye ihtiyacınız olduğunu gösteren bir pusula olarak okuyun.',
    'Görünümünüzde ya da gündelik alışkanlıklarınızda yapacağınız küçük bir yenilik size iyi gelecek.',
    'Başkalarının beklentilerini bir kenara bırakıp bugün gerçekten ne istediğinizi kendinize sorun.',
    'Sabahı acele etmeden başlatmak, günün geri kalanında daha sakin ve kararlı olmanızı sağlar.',
  ],
  [
    'Harcamalarınızı gözden geçirip bütçenizi sadeleştirmek için verimli bir gün.',
    'Size gerçekten değer katan şeylerle katmayanları ayırt etmek bugün daha kolay.',
    'Ani bir alışveriş isteğine kapılırsanız bir gece beklemek iyi olur; duygusal harcamalar gündemde.',
    'Emeğinizin karşılığını konuşmak için uygun bir zemin var; kendinizi ucuza satmayın.',
    'Elinizdeki bir eşyayı onarmak ya da yeniden kullanmak, yenisini almaktan daha çok keyif verebilir.',
    'Maddi bir kararı verirken rakamlar kadar içinizdeki güven duygusunu da hesaba katın.',
  ],
  [
    'Telefonlar, mesajlar ve kısa görüşmelerle dolu, hareketli bir gün sizi bekliyor.',
    'Bir kardeşiniz ya da komşunuzla yapacağınız sohbet beklemediğiniz bir fikir doğurabilir.',
    'Yazmak, not almak ve öğrenmek için zihniniz açık; ertelediğiniz bir e-postayı bugün gönderin.',
    'Kısa bir yolculuk ya da şehir içinde yeni bir rota kafanızı dağıtmak için birebir.',
    'Söyleyeceklerinizi kısa ve net tutarsanız yanlış anlaşılmaların önüne geçersiniz.',
    'Merak ettiğiniz bir konuyu araştırmaya yarım saat ayırın; öğrendikleriniz hemen işe yarayabilir.',
  ],
  [
    'Evinizde ve ailenizle geçireceğiniz zaman bugün her zamankinden besleyici.',
    'Geçmişten gelen bir anı ya da bir aile meselesi gündeme gelebilir; yumuşak bir dil çözümü kolaylaştırır.',
    'Ev işlerini düzenlemek, bir köşeyi yenilemek ya da yalnızca kendi alanınızda dinlenmek iyi gelecek.',
    'Dış dünyanın gürültüsünden çekilip köklerinize dönmek isteyebilirsiniz; bu ihtiyaca kulak verin.',
    'Annenizle ya da size annelik etmiş biriyle kısa bir konuşma duygularınızı yatıştırır.',
    'Evde ertelediğiniz küçük bir onarımı bugün bitirmek içinizi ferahlatır.',
  ],
  [
    'Keyif aldığınız şeylere zaman ayırın; oyun, sanat ya da flört, hepsi size iyi gelir.',
    'Yaratıcılığınız yüksek; aklınızdaki bir hobiyi ilk kez denemek için cesaret bulabilirsiniz.',
    'Kalbinizin sesi daha gür çıkıyor; hoşlandığınız birine bunu hissettirmek için güzel bir fırsat.',
    'Çocuklarla ya da içinizdeki çocukla vakit geçirmek gündelik kaygılarınızı hafifletecek.',
    'Bir şeyi yalnızca zevk için yapmak bugün en verimli işiniz olabilir.',
    'Kendinizi sahnede hissetmekten çekinmeyin; fikirlerinizi gösterişle değil içtenlikle sunun.',
  ],
  [
    'Yapılacaklar listenizi kısaltmak için ideal bir gün; küçük işleri bitirmek büyük bir rahatlama getirecek.',
    'Beslenmenize, uykunuza ve ne kadar su içtiğinize dikkat ederseniz gün boyu dengede kalırsınız.',
    'İş yerinde yardımınıza ihtiyaç duyulabilir; destek olurken kendi sınırlarınızı da koruyun.',
    'Rutininizde yapacağınız küçük bir düzenleme önümüzdeki günleri kolaylaştırır.',
    'Masanızı ve dosyalarınızı toplamak zihninizi de toparlayacak.',
    'Bedeninizin yorgunluk sinyallerini erken yakalarsanız günü tükenmeden tamamlarsınız.',
  ],
  [
    'Partnerinizin ya da yakın bir ortağınızın ihtiyaçlarını dinlemek bugün her şeyden önemli.',
    'Tek başınıza çözmeye çalıştığınız bir konuda bir başkasının bakış açısı işinize yarayacak.',
    'Anlaşmalar, iş birlikleri ve ikili görüşmeler için uygun bir gün; karşınızdakine alan tanıyın.',
    'Birine karşı hissettiklerinizi açıkça söylemek aranızdaki belirsizliği giderebilir.',
    'Bir tartışmada haklı çıkmak yerine ortak bir zemin bulmayı seçerseniz kazanan siz olursunuz.',
    'Size ayna tutan biri, kendinizde görmediğiniz bir yanı gösterebilir.',
  ],
  [
    'Duygularınız derinleşiyor; yüzeysel konuşmalar yerine gerçekten önemli olana odaklanmak isteyeceksiniz.',
    'Ortak hesaplar, borçlar ya da paylaşılan kaynaklarla ilgili bir konuyu netleştirmenin zamanı.',
    'Güven meselesi gündemde olabilir; sezgilerinizi dinleyin ama hemen yargıya varmayın.',
    'Sizi yoran bir alışkanlığı ya da bir bağı bırakmak için içinizde güç buluyorsunuz.',
    'Bir sırrı paylaşmadan önce karşınızdakinin buna hazır olup olmadığını tartın.',
    'Kıskançlık ya da sahiplenme duygusu yükselirse onu suçlamaya değil anlamaya çalışın.',
  ],
  [
    'Ufkunuzu genişletmek istiyorsunuz; yeni bir kitap, bir kurs ya da bir seyahat planı ilginizi çekebilir.',
    'Gündelik ayrıntılardan sıyrılıp büyük resme bakmak kafanızı kurcalayan bir soruya yanıt getirir.',
    'Uzaktan gelen bir haber ya da farklı bir kültürle temas size yeni bir bakış açısı kazandırabilir.',
    'İnançlarınızı ve değerlerinizi konuşabileceğiniz derin sohbetler için uygun bir gün.',
    'Bildiğiniz yolun dışına çıkmak, küçük bir sapma bile olsa, zihninizi tazeler.',
    'Bir öğretmenin ya da deneyimli birinin sözü bugün size beklediğinizden çok şey anlatabilir.',
  ],
  [
    'İş hayatında görünürlüğünüz artıyor; yöneticilerinizin ve çevrenizin gözü üzerinizde.',
    'Kariyerinizle ilgili bir adım atmak ya da hedeflerinizi gözden geçirmek için verimli bir gün.',
    'Sorumluluklar ağır gelebilir, ama bugün göstereceğiniz özen uzun süre hatırlanacak.',
    'Toplum içindeki duruşunuz ve itibarınız gündemde; sözünüzü tutmak her zamankinden önemli.',
    'Yapacağınız işi kısa bir sunumla görünür kılmak, emeğinizin hakkını almanızı sağlar.',
    'Uzun vadeli bir hedef için bugün atacağınız küçük ama somut bir adım yeter.',
  ],
  [
    'Arkadaşlarınızla buluşmak ya da bir topluluk etkinliğine katılmak size iyi gelecek.',
    'Gelecekle ilgili bir hayaliniz daha somut bir şekil alabilir; onu güvendiğiniz biriyle paylaşın.',
    'Bir grup çalışmasında fikirleriniz beklediğinizden çok karşılık bulabilir.',
    'Sosyal çevrenizden gelen bir davet ya da öneri yeni bir kapı aralayabilir.',
    'Uzun zamandır görmediğiniz bir dostu aramak ikinize de iyi gelecek.',
    'Kalabalık içinde kendi sesinizi korursanız grubun yönünü belirleyen siz olabilirsiniz.',
  ],
  [
    'Biraz geri çekilip dinlenmek isteyebilirsiniz; bu ihtiyacı bastırmayın.',
    'Rüyalarınız ve sezgileriniz size önemli ipuçları veriyor; kısa notlar alın.',
    'Kalabalıklardan uzak, sessiz bir köşede geçireceğiniz zaman zihninizi toparlar.',
    'Geride bırakmak istediğiniz bir konuyu içinizde kapatmak için uygun bir gün; kendinize nazik davranın.',
    'Gün içinde birkaç dakikalık sessizlik, uzun bir tatilden daha çok dinlendirebilir.',
    'Yardım etmek istediğiniz birine sessizce destek olmak size de huzur verecek.',
  ],
];

/** Venus in a house: love through that area (clauses, six per house). */
export const LOVE_MEANING: ByHouse<readonly string[]> = [
  [
    'çekiciliğiniz yüksek ve kendinizi iyi hissettiğiniz her an ilişkilerinize de yansıyor',
    'sevgiyi önce kendinize göstermek başkalarından göreceğiniz ilgiyi de artırıyor',
    'hoşlandığınız birine kendinizi olduğunuz gibi göstermek en etkili davet olur',
    'görünümünüzü yenilemek için içinizde tatlı bir istek var; bunu bir keyfe dönüştürün',
    'ilişkide kendi ihtiyaçlarınızı dile getirmekten çekinmeyin',
    'bekârlar için ilk adımı atmanın kolaylaştığı bir zaman bu',
  ],
  [
    'sevgiyi sözlerden çok somut jestlerle gösterme isteğiniz artıyor',
    'ilişkide güven ve istikrar arıyorsunuz; birlikte kuracağınız planlar bağınızı güçlendirir',
    'küçük ama özenle seçilmiş bir hediye büyük bir etki bırakabilir',
    'birlikte güzel bir yemek ya da sade bir keyif, büyük sözlerden daha çok şey anlatır',
    'kendinizi değerli hissettiğiniz ilişkiler öne çıkıyor; sizi küçülten bağlara sınır koyun',
    'aşk ve para aynı masaya gelebilir; ortak harcamaları açıkça konuşun',
  ],
  [
    'tatlı sözler ve esprili mesajlar kalpleri kazanıyor',
    'yakın çevrenizde, belki gündelik bir sohbette, kalbinizi hızlandıracak biriyle karşılaşabilirsiniz',
    'yazışmalarınızda içten olmak flörtü derinleştiriyor',
    'kısa bir gezinti ya da birlikte yapılan küçük bir iş yakınlığı artırır',
    'dinlediğinizi hissettirmek bugün en çekici hâliniz',
    'bir kardeşin ya da komşunun aracılığıyla güzel bir tanışma olabilir',
  ],
  [
    'aşkta huzuru evde arıyorsunuz; sevdiğiniz kişiyle baş başa sakin bir akşam ilişkinizi besler',
    'aile içindeki sıcaklık duygusal hayatınızda belirleyici oluyor',
    'evinizi birlikte düzenlemek ya da sofra kurmak romantik bir jeste dönüşebilir',
    'geçmişten biri ya da eski bir duygu yeniden gündeme gelebilir',
    'partnerinizi ailenizle tanıştırmak ya da aileyle ilgili bir kararı birlikte vermek gündemde',
    'güvende hissettiğiniz ilişkiler çiçek açıyor; sizi tedirgin eden belirsizlikleri konuşun',
  ],
  [
    'romantizm için en parlak zamanlardan biri; flört etmekten ve duygularınızı cesurca göstermekten çekinmeyin',
    'kalbiniz eğlenmek ve sevilmek istiyor; birlikte gülebileceğiniz anlar ilişkinizi canlandırır',
    'yaratıcı bir sürpriz ya da oyunbaz bir davet karşınızdakini etkileyebilir',
    'âşık olmaya açık bir dönemdesiniz; kalbinizin sesini bastırmayın',
    'bir buluşmayı sıradanlıktan çıkarmak için küçük bir macera planlayın',
    'çocuklarla ya da çocuk sahibi olmakla ilgili duygular gündeme gelebilir',
  ],
  [
    'sevgiyi gündelik ilgiyle göstermek daha anlamlı; küçük yardımlar romantik sözlerden çok şey anlatır',
    'iş yerinde ya da günlük rutininizde tanışacağınız biri ilginizi çekebilir',
    'ilişkideki küçük aksaklıkları düzeltmek için pratik çözümler bulabilirsiniz',
    'birlikte spor yapmak ya da sağlıklı bir alışkanlık edinmek bağınızı güçlendirir',
    'eleştiriyi şefkatle karıştırırsanız karşınızdaki sizi daha kolay duyar',
    'partnerinizin yükünü hafifletecek bir iyilik bugün aşkın en güzel dili olur',
  ],
  [
    'partnerinizle uyumunuz artıyor; bekârlar için ciddi bir tanışma kapıda olabilir',
    'karşılıklı anlayış ve denge arıyorsunuz; ilişkinizde adil bir paylaşım kurmak için güzel bir zaman',
    'bir anlaşmazlığı tatlılıkla çözmek sandığınızdan kolay',
    'birlikte davetlere gitmek ve sosyal ortamlarda yan yana görünmek size iyi gelir',
    'bağlılık ve ortak gelecek konuları gündeme gelebilir',
    'karşınızdakinin isteklerine alan açarken kendi isteklerinizi de unutmayın',
  ],
  [
    'duygularınız yoğun ve tutkulu; yüzeysel ilişkiler sizi tatmin etmeyecek',
    'bağlılık ve güven temaları öne çıkıyor; kıskançlık yerine açık konuşmayı seçin',
    'ilişkide paylaşılan para ya da sorumluluklar konuşulmayı bekliyor',
    'karşınızdakine içinizi açmak bağınızı beklemediğiniz kadar derinleştirir',
    'eski bir kırgınlığı affetmek ilişkinize yeni bir nefes getirebilir',
    'tutku ile sahiplenme arasındaki çizgiye dikkat edin',
  ],
  [
    'farklı bir kültürden ya da uzak bir yerden biri ilginizi çekebilir',
    'birlikte çıkılacak bir yolculuk ya da ortak bir öğrenme deneyimi ilişkinize heyecan katar',
    'inançları ve hayata bakışı sizinkine yakın biri kalbinizi çeliyor',
    'ilişkinizde ufku genişletecek bir plan kurmak için güzel bir zaman',
    'uzak mesafeli bir bağ ya da tatilde başlayan bir flört gündemde olabilir',
    'sevdiğiniz kişiyle hayallerinizi konuşmak sizi yakınlaştırır',
  ],
  [
    'iş çevrenizden biriyle yakınlaşma ihtimali var; duygularla profesyonel sınırları dengeleyin',
    'ilişkinizin geleceğine dair ciddi planlar yapmak için uygun bir zaman',
    'ortak hedefler sizi yakınlaştırıyor; birbirinizin başarısını desteklemek bağınızı güçlendirir',
    'toplum önünde birlikte görünmek ya da ilişkinizi resmîleştirmek gündeme gelebilir',
    'saygı duyduğunuz ve sizi ileriye taşıyan birine ilgi duyabilirsiniz',
    'yoğun iş temponuz içinde sevdiğinize zaman ayırmak büyük fark yaratır',
  ],
  [
    'bir arkadaşlık aşka dönüşebilir; sosyal ortamlarda tanışacağınız biri kalbinizi çelebilir',
    'partnerinizle ortak arkadaşlarınızla vakit geçirmek ilişkinize ferahlık getirir',
    'özgürlüğünüze saygı duyan bir bağ arıyorsunuz',
    'bir grup etkinliği ya da topluluk buluşması romantik bir sürprize dönüşebilir',
    'ilişkide dostluğun sıcaklığını hatırlamak aranızdaki gerginliği yumuşatır',
    'gelecekle ilgili ortak bir hayal aşkınızı besliyor',
  ],
  [
    'duygularınızı içinize atma eğilimindesiniz; söylenmemiş sözler gündemde olabilir',
    'aşkta fedakârlık ile kendini kaybetmek arasındaki ince çizgiye dikkat edin',
    'gizli bir hayranlık ya da sessizce büyüyen bir ilgi söz konusu olabilir',
    'sevdiğiniz kişiyle baş başa, sessiz ve dingin anlar en iyi ilacınız',
    'geçmişte kalmış bir duyguyu uğurlamak yeni bir sevgiye yer açar',
    'sezgileriniz kimin size gerçekten iyi geldiğini söylüyor',
  ],
];

/** A working planet (the ruler of the tenth house) in a house: work and money through that area. */
export const WORK_MEANING: ByHouse<readonly string[]> = [
  [
    'kendi inisiyatifinizle başlatacağınız işler öne çıkıyor',
    'kişisel markanızı ve yetkinliklerinizi görünür kılmak için uygun bir zaman',
    'kararlarınızın sorumluluğunu üstlenmek size saygınlık kazandırır',
    'başkalarından onay beklemeden harekete geçmek işinizi hızlandırır',
    'kendinizi tanıttığınız her görüşme yeni bir kapı aralayabilir',
    'işte liderlik etmeniz beklenebilir; bunu özgüvenle karşılayın',
  ],
  [
    'gelir kaynaklarınızı gözden geçirmek ve yeni kazanç yolları düşünmek için verimli bir zaman',
    'maddi konularda sağduyulu adımlar uzun vadede size güven verir',
    'emeğinizin karşılığını istemek için doğru sözcükleri bulabilirsiniz',
    'bütçe ve fiyat konuşmalarında elinizi güçlendirecek bilgileri toplayın',
    'yeteneklerinizden birini gelire dönüştürmenin yolu görünür hâle geliyor',
    'harcamalarla gelirler arasındaki dengeyi kurmak önceliğiniz olsun',
  ],
  [
    'yazışmalar, sunumlar ve toplantılar iş hayatınızın merkezinde; açık ve kısa konuşun',
    'bir bilgiyi doğru kişiyle paylaşmak işlerinizi beklediğinizden hızlı ilerletir',
    'kısa süreli projeler ve yakın çevrenizden gelen iş fırsatları gündemde',
    'sözleşme ve yazışmalarda ayrıntıya gösterdiğiniz özen size kazandırır',
    'yeni bir beceri ya da yazılım öğrenmek işinizi kolaylaştırır',
    'iş çevrenizdeki ağınızı küçük görüşmelerle canlı tutun',
  ],
  [
    'evden çalışmak ya da çalışma ortamınızı düzenlemek verimliliğinizi artırabilir',
    'kariyer adımlarınızı atmadan önce sağlam bir zemin kurmaya odaklanın',
    'aile işleri ya da ev ve gayrimenkul konuları maddi gündeminizde yer alıyor',
    'iş ile ev arasındaki dengeyi gözden geçirmek uzun vadede size güç verir',
    'sizi güvende hissettiren bir iş düzeni kurmak önceliğiniz olsun',
    'perde arkasındaki hazırlıklarınız ileride görünür sonuçlar doğuracak',
  ],
  [
    'yaratıcı fikirleriniz iş hayatında fark yaratıyor; sunumlarınıza kişisel bir dokunuş katın',
    'risk almak cazip görünebilir; heyecanınızı hesaplı adımlarla dengeleyin',
    'sevdiğiniz işi yapmanın yollarını aramak için ilham verici bir zaman',
    'bir hobiniz ya da yeteneğiniz iş fikrine dönüşebilir',
    'işinizi oyun gibi sahiplenmek verimliliğinizi artırır',
    'spekülatif yatırımlarda keyif ile sağduyu arasındaki dengeyi koruyun',
  ],
  [
    'günlük iş akışınızı düzenlemek ve birikmiş görevleri tamamlamak için verimli bir zaman',
    'iş arkadaşlarınızla görev paylaşımını netleştirmek gereksiz yorgunluğun önüne geçer',
    'ayrıntılara gösterdiğiniz özen yöneticilerinizin dikkatini çekecek',
    'iş yöntemlerinizi sadeleştirmek size saatler kazandırır',
    'hizmet ettiğiniz insanların geri bildirimi işinizi iyileştirmenin anahtarı',
    'yoğun tempoda kendinizi tüketmemek için molaları da takviminize yazın',
  ],
  [
    'ortaklıklar, anlaşmalar ve müşteri ilişkileri öne çıkıyor; karşı tarafın beklentilerini iyi dinleyin',
    'tek başınıza değil, bir ekip ya da ortakla çalıştığınızda daha hızlı sonuç alırsınız',
    'sözleşmelerin maddelerini dikkatle okuyun; adil bir denge kurmak sizin elinizde',
    'bir müzakerede uzlaşma yolunu ilk öneren olmak size güç kazandırır',
    'iş birliği tekliflerini ciddiye alın; doğru ortak işinizi büyütebilir',
    'rakiplerinizi dikkatle izlemek kendi stratejinizi netleştirir',
  ],
  [
    'ortak bütçeler, yatırımlar ve kredi konuları gündemde; belgeleri dikkatle inceleyin',
    'perde arkasındaki dengeleri okumak size iş hayatında avantaj sağlıyor',
    'borçlarınızı yapılandırmak ya da ortak kaynakları yeniden planlamak için uygun bir zaman',
    'vergi, sigorta ve miras gibi konuları düzene koymak içinizi rahatlatır',
    'derinlemesine bir araştırma işinizde fark yaratacak bilgiyi ortaya çıkarabilir',
    'güç ilişkilerinin yoğun olduğu ortamlarda sakinliğinizi koruyun',
  ],
  [
    'eğitim, yayın, yurt dışı ya da hukukla ilgili işler öne çıkıyor; vizyonunuzu genişletin',
    'yeni bir beceri öğrenmek kariyerinize beklediğinizden büyük katkı sağlayabilir',
    'uzak bağlantılar ve farklı sektörlerden gelen fikirler iş hayatınıza taze bir soluk getirir',
    'bir iş seyahati ya da uzaktan gelen bir teklif gündeme gelebilir',
    'bilginizi paylaşmak, öğretmek ya da yazmak size yeni kapılar açar',
    'büyük resme bakıp uzun vadeli bir strateji kurmak için uygun bir zaman',
  ],
  [
    'kariyer hedefleriniz netleşiyor; yöneticilerinizle gelecek planlarınızı konuşun',
    'emekleriniz görünür hâle geliyor; sorumluluk almaktan çekinmeyin',
    'toplum önündeki duruşunuz ve mesleki itibarınız güçleniyor',
    'bir terfi, yeni bir unvan ya da önemli bir görev gündeme gelebilir',
    'hedeflerinizi somut adımlara bölmek sizi zirveye taşır',
    'otoriteyle ilişkilerinizde sakin ve kararlı bir duruş size kazandırır',
  ],
  [
    'ağınızı genişletmek ve iş birlikleri kurmak için verimli bir zaman; tanıdıklarınızdan gelen öneriler değerli',
    'ekip çalışması ve ortak projeler kazancınızı artırabilir',
    'uzun vadeli hedefleriniz için destek bulabileceğiniz insanlarla temas kurun',
    'meslek örgütleri ya da çevrimiçi topluluklar size yeni fırsatlar getirebilir',
    'yenilikçi bir fikri bir grupla paylaşmak onu hızla büyütür',
    'iş hayatındaki dostluklarınız zor bir anda size destek olacak',
  ],
  [
    'perde arkasında yürüttüğünüz işler ve hazırlıklar ağırlık kazanıyor; acele etmeyin',
    'yorgunluk verimliliğinizi düşürebilir; önceliklerinizi belirleyip gereksiz yükleri bırakın',
    'henüz duyurmadığınız bir projeyi sessizce olgunlaştırmak için iyi bir zaman',
    'yalnız ve odaklanarak çalışmak size kalabalık toplantılardan daha çok kazandırır',
    'kurumlar, hastaneler ya da gönüllü işlerle ilgili konular gündeminizde olabilir',
    'bir dönemi kapatıp yenisine hazırlanırken eski dosyaları toparlayın',
  ],
];

/** Mars in a house: the body and its energy through that area. */
export const HEALTH_MEANING: ByHouse<readonly string[]> = [
  [
    'enerjiniz yüksek ama sabırsızlık baş ağrısı gibi gerginliklere yol açabilir; fazlasını hareketle boşaltın',
    'bedeniniz harekete geçmek istiyor; tempolu bir yürüyüş ya da kısa bir antrenman size iyi gelir',
    'acele ederken küçük kazalara dikkat edin',
    'yeni bir spora başlamak için motivasyonunuz yüksek',
    'öfkeyi bastırmak yerine bedeninizle boşaltmanın yollarını bulun',
    'yüzünüze ve başınıza iyi bakın; güneşten ve yorgunluktan korunun',
  ],
  [
    'boyun ve ense bölgesinde gerginlik hissedebilirsiniz; gün içinde birkaç kez esneme hareketi yapın',
    'keyifli ama ağır yemeklerle hafif öğünler arasında denge kurmak enerjinizi korur',
    'bedeniniz yavaş ama kararlı bir tempo istiyor; sürekliliği olan bir egzersiz seçin',
    'boğazınızı ve sesinizi korumak için bol su için',
    'para kaygısı bedeninize yansıyabilir; omuzlarınızı gevşetmeyi unutmayın',
    'bahçe işi ya da doğada yürümek size iyi gelir',
  ],
  [
    'zihniniz çok hızlı çalışıyor; sinirsel yorgunluğu azaltmak için ekran molaları verin',
    'kısa yürüyüşler ve nefes egzersizleri dağınık enerjinizi toparlar',
    'omuzlarınız, kollarınız ve elleriniz daha çok yoruluyor; onları esnetin',
    'aynı anda birçok işe koşmak enerjinizi böler; sırayla ilerleyin',
    'trafikte ve yolda sabırlı olmak hem sinirlerinizi hem güvenliğinizi korur',
    'bisiklet ya da hafif bir koşu zihninizi de açar',
  ],
  [
    'duygusal yükler midenize vurabilir; sıcak ve hafif yemekleri tercih edin',
    'evde yapacağınız hafif egzersizler ve düzenli bir uyku enerjinizi tazeler',
    'ev içindeki gerginlikleri bedeninize taşımamaya çalışın',
    'evde yapacağınız bir düzenleme fiziksel olarak yorsa da içinizi rahatlatır',
    'beslenmenizde sade ve ev yapımı öğünler enerjinizi dengeler',
    'akşamları erken dinlenmek ertesi güne güçlü başlamanızı sağlar',
  ],
  [
    'dans, oyun ya da sevdiğiniz bir spor fazla enerjinizi en güzel şekilde boşaltır',
    'kalp sağlığınızı destekleyecek düzenli egzersizler için motivasyonunuz yüksek',
    'eğlenirken aşırıya kaçmamaya, uykunuzu feda etmemeye dikkat edin',
    'rekabetçi bir oyun sizi canlandırır, ama kazanmayı dert etmeyin',
    'sırtınızı dik tutan egzersizler size iyi gelecek',
    'yaratıcı bir uğraş bedensel yorgunluğunuzu da hafifletir',
  ],
  [
    'sağlık rutinlerinizi yeniden kurmak için güçlü bir zaman; beslenme ve uyku düzeninize odaklanın',
    'aşırı çalışmak bağışıklığınızı zorlayabilir; mola vermeyi ihmal etmeyin',
    'sindirim sisteminizi yormamak için düzenli ve sade öğünler seçin',
    'ertelediğiniz bir kontrolü yaptırmak için uygun bir zaman',
    'küçük ama her gün yapılan egzersizler büyük programlardan daha etkili olur',
    'iş temposunun gerginliğini akşamları bir yürüyüşle boşaltın',
  ],
  [
    'başkalarıyla birlikte yapacağınız sporlar motivasyonunuzu artırır',
    'ilişkilerdeki gerginlikler bedeninize yansıyabilir; belinizi ve sırtınızı koruyun',
    'bir arkadaşınızla antrenman yapmak sizi düzenli tutar',
    'tartışmaların enerjinizi tüketmesine izin vermeyin; gerekirse ortamdan uzaklaşın',
    'böbreklerinizi desteklemek için bol su için',
    'dengeyi geliştiren pilates ya da yoga size iyi gelir',
  ],
  [
    'yoğun duygular enerjinizi çabuk tüketebilir; derin nefes ve yeterli dinlenme şart',
    'bedeninizin verdiği sinyalleri görmezden gelmeyin',
    'terletici bir egzersiz içinizde biriken gerginliği atmanın en iyi yolu',
    'detoks etkisi olan sade bir beslenme size iyi gelebilir',
    'yorgunluğu inkâr etmek yerine dinlenmeye zaman ayırın',
    'kendinizi zorlayan bir tempoya girmeden önce sınırlarınızı belirleyin',
  ],
  [
    'açık havada, doğada geçireceğiniz zaman enerjinizi yeniler',
    'kalçalarınıza ve bacaklarınıza iyi gelecek uzun yürüyüşler ve esneme hareketleri önerilir',
    'yolculuk yorgunluğuna karşı uykunuza ve su tüketiminize dikkat edin',
    'doğa yürüyüşü ya da yeni bir spor dalı size heyecan katar',
    'aşırı iyimserlikle kendinizi fazla yüklememeye dikkat edin',
    'zihninizi genişleten bir uğraş bedeninizi de rahatlatır',
  ],
  [
    'iş stresi dizlerinize ve sırtınıza yük olabilir; oturuş düzeninize dikkat edin',
    'başarı için kendinizi zorlarken dinlenmeyi de programınıza yazın',
    'kemik ve eklem sağlığınız için düzenli hareket önemli',
    'disiplinli bir spor programı bu dönem size kolay geliyor',
    'hırsınızı bedeninizi tüketmeden kullanmayı öğrenin',
    'gün sonunda işi geride bırakmak uykunuzu derinleştirir',
  ],
  [
    'grup sporları ya da arkadaşlarla yapılan etkinlikler enerjinizi yükseltir',
    'dolaşımınızı destekleyen hareketler ve bol su size iyi gelecek',
    'ayak bileklerinizi ve baldırlarınızı esneten hareketler yapın',
    'düzensiz bir tempo sinirlerinizi yorabilir; küçük bir rutin kurun',
    'yeni bir spor uygulaması ya da topluluğu sizi motive edebilir',
    'zihinsel yorgunluğu hafifletmek için ekrandan uzak saatler yaratın',
  ],
  [
    'enerjiniz dalgalı olabilir; kendinizi zorlamak yerine yoga ya da meditasyon gibi sakin pratikleri seçin',
    'uyku düzeniniz her zamankinden önemli; gece geç saatlere kalmamaya çalışın',
    'yüzmek ya da suyla ilgili bir etkinlik sizi rahatlatır',
    'ayaklarınıza iyi bakın; sıcak bir ayak banyosu günün yorgunluğunu alır',
    'bastırılmış öfke halsizlik olarak ortaya çıkabilir; duygularınızı yazıya dökün',
    'yalnız yapacağınız sakin bir yürüyüş zihninizi temizler',
  ],
];

/** The tip's action, by the house of the day's main event (full sentences, six per house). */
export const TIP_ACTION: ByHouse<readonly string[]> = [
  [
    'aynaya bakıp kendinize içten bir iltifat edin.',
    'bugün bir kararı başkasına sormadan, kendi sezginizle verin.',
    'güne on dakikalık bir yürüyüşle başlayın.',
    'saçınızda, kıyafetinizde ya da masanızda küçük bir yenilik yapın.',
    'kendiniz için bir hedef belirleyin ve onu bir cümleyle yazın.',
    'bir "hayır"ı gerekçe göstermeden söylemeyi deneyin.',
  ],
  [
    'son bir haftanın harcamalarını not edin ve birini kısın.',
    'bir yeteneğinizin size ne kazandırdığını kâğıda dökün.',
    'alışveriş sepetinizdeki bir ürünü yarına kadar bekletin.',
    'kullanmadığınız bir eşyayı satın ya da hediye edin.',
    'kendinize küçük ama kaliteli bir keyif ısmarlayın.',
    'birikim için otomatik küçük bir talimat verin.',
  ],
  [
    'uzun zamandır konuşmadığınız bir kardeşinize ya da komşunuza mesaj atın.',
    'aklınızdaki fikirleri üç madde hâlinde yazın.',
    'ertelediğiniz bir telefonu öğleden önce açın.',
    'her gün geçtiğiniz yoldan farklı bir yoldan yürüyün.',
    'yeni bir kelime ya da kısa bir bilgi öğrenip birine anlatın.',
    'bildirimlerinizi bir saatliğine kapatın.',
  ],
  [
    'evde bir köşeyi toplayıp yalnızca dinlenmeye ayırın.',
    'ailenizden birini arayıp hâlini hatırını sorun.',
    'akşam yemeğini sevdiklerinizle ekransız yiyin.',
    'eski bir fotoğraf albümüne göz atın ve bir anıyı paylaşın.',
    'evde bozuk duran bir şeyi onarın.',
    'yatak odanızın havasını değiştirip erken uyuyun.',
  ],
  [
    'yalnızca keyif için bir şey yapın: resim, müzik ya da dans.',
    'hoşlandığınız birine içten bir iltifat edin.',
    'bir saatinizi hiç plan yapmadan oyuna ya da hobinize ayırın.',
    'bir çocukla ya da içinizdeki çocukla oynayın.',
    'sevdiğiniz bir şarkıyı açın ve sesini biraz yükseltin.',
    'ilk kez deneyeceğiniz bir tarif ya da etkinlik seçin.',
  ],
  [
    'yapılacaklar listenizden en küçük üç işi öğlene kadar bitirin.',
    'gün içinde sekiz bardak su içmeyi takip edin.',
    'masanızı toplayıp yalnızca bugünün işlerini bırakın.',
    'öğle arasında on dakika esneyin.',
    'bir iş arkadaşınıza küçük bir yardım teklif edin.',
    'yarının planını bu akşam beş maddeyle yazın.',
  ],
  [
    'partnerinize ya da yakın bir arkadaşınıza bugün nasıl hissettiğini sorun ve sözünü kesmeden dinleyin.',
    'bir anlaşmazlıkta önce karşı tarafın haklı olduğu noktayı söyleyin.',
    'birlikte çalıştığınız biriyle kısa bir kahve molası verin.',
    'bir teşekkürü yazılı olarak iletin.',
    'bir kararı tek başınıza değil, danışarak verin.',
    'ilişkinizde ertelediğiniz bir konuyu sakin bir saatte açın.',
  ],
  [
    'ortak hesaplarınıza ya da aboneliklerinize bir göz atın.',
    'sizi yoran bir düşünceyi yazıp kâğıdı yırtın.',
    'güvendiğiniz birine içinizden geçen bir şeyi anlatın.',
    'bir borcu ya da ödemeyi bugün kapatın.',
    'bir sırrı paylaşmadan önce bir gün bekleyin.',
    'eşyalarınızdan birini, artık size ait hissettirmiyorsa, bırakın.',
  ],
  [
    'gitmek istediğiniz bir yerin haritasına bakıp küçük bir plan yapın.',
    'farklı görüşte birini sonuna kadar dinleyin.',
    'yarım bıraktığınız bir kitaba on sayfa ekleyin.',
    'merak ettiğiniz bir kurs için araştırma yapın.',
    'bugün başka bir dilde bir şarkı ya da söyleşi dinleyin.',
    'inandığınız bir değeri bir cümleyle yazın.',
  ],
  [
    'bu ayın iş hedefini tek bir cümleyle yazın.',
    'bitirdiğiniz bir işi ilgili kişiye kısa bir notla bildirin.',
    'özgeçmişinizi ya da profilinizi güncelleyin.',
    'bir toplantıya beş dakika erken girin.',
    'size yol gösteren birine teşekkür edin.',
    'uzun vadeli bir hedef için bugün atabileceğiniz en küçük adımı atın.',
  ],
  [
    'uzun zamandır görmediğiniz bir dostunuzu arayın.',
    'bir topluluğun ya da gönüllü bir işin duyurusuna bakın.',
    'gelecekle ilgili bir hayalinizi bir arkadaşınızla paylaşın.',
    'bir grup sohbetinde bir fikri ilk siz önerin.',
    'yeni bir insanla tanışmaya açık olun ve ilk selamı siz verin.',
    'önümüzdeki yıl için bir dileği kâğıda yazın.',
  ],
  [
    'yatmadan önce on dakika sessizce oturun.',
    'rüyanızı uyanır uyanmaz iki cümleyle not edin.',
    'telefonunuzu bir saatliğine başka bir odaya bırakın.',
    'kendinizi affetmeniz gereken bir konuyu içinizden söyleyin.',
    'bir iyiliği kimseye söylemeden yapın.',
    'sıcak bir duşla ya da çayla günü yavaşça kapatın.',
  ],
];

/** The Sun (or a ruler) in a house for a week or a month: the theme of the period. */
export const SUN_MEANING: ByHouse<readonly string[]> = [
  [
    'Bu dönemin ilgi odağı sizsiniz: kendinizi yeniden tanımlamak, yeni bir başlangıç yapmak ve enerjinizi tazelemek için güçlü bir zaman.',
    'Kişisel hedefleriniz öne çıkıyor; görünümünüzü, duruşunuzu ve önceliklerinizi yenilemek için ışık sizin üzerinizde.',
  ],
  [
    'Para, kazanç ve öz değer konuları ağırlık kazanıyor; bütçenizi düzenlemek ve emeğinizin karşılığını almak için uygun bir dönem.',
    'Sahip olduklarınızın ve yeteneklerinizin değerini daha net görüyorsunuz; somut adımlar maddi güvencenizi güçlendirir.',
  ],
  [
    'İletişim trafiği artıyor: yazışmalar, kısa yolculuklar ve yakın çevrenizle görüşmeler gündemin merkezinde.',
    'Öğrenmek, konuşmak ve fikir alışverişi yapmak için canlı bir dönem; merakınızın peşinden gidin.',
  ],
  [
    'Ev, aile ve köklerinizle ilgili konular öne çıkıyor; iç dünyanızı ve yaşam alanınızı düzene koymak için iyi bir dönem.',
    'Kendinizi güvende hissedeceğiniz bir zemin kurmak istiyorsunuz; ailenizle ya da evinizle ilgili kararlar gündemde.',
  ],
  [
    'Aşk, eğlence ve yaratıcılık için parlak bir dönem; kendinizi ifade etmekten ve keyif almaktan çekinmeyin.',
    'Kalbinizin ve hayal gücünüzün sesi yükseliyor; hobiler, romantizm ve çocuklarla ilgili konular size neşe getirir.',
  ],
  [
    'Günlük düzeniniz, iş yükünüz ve sağlığınız gündemde; verimliliğinizi artıracak küçük değişiklikler için uygun bir dönem.',
    'Ayrıntılara gösterdiğiniz özenin karşılığını alacağınız bir zaman: rutinlerinizi sadeleştirin, bedeninizin sinyallerini dinleyin.',
  ],
  [
    'İlişkiler ve ortaklıklar ön planda; yalnız yürümek yerine birlikte hareket etmeyi seçtiğinizde kazanıyorsunuz.',
    'Partnerinizle, iş ortaklarınızla ya da karşınızda duran kişilerle dengeyi yeniden kurmanız gereken bir dönem.',
  ],
  [
    'Derin duygular, ortak kaynaklar ve dönüşüm temaları öne çıkıyor; yüzeyin altındaki konularla yüzleşmek size güç veriyor.',
    'Borçlar, ortak hesaplar ve güven ilişkileri gündemde; bırakmanız gerekenleri bırakmak sizi hafifletecek.',
  ],
  [
    'Ufkunuz genişliyor: eğitim, yolculuk ve yeni fikirler için cesaret verici bir dönem.',
    'Büyük resme bakmak, inançlarınızı sorgulamak ve uzak hedefler belirlemek için ilham dolu bir zaman.',
  ],
  [
    'Kariyeriniz ve toplumdaki konumunuz ışık altında; emeklerinizin görünür olduğu, hedeflere odaklanma zamanı.',
    'İş hayatındaki hedefleriniz öne çıkıyor; sorumluluk almak ve kendinizi göstermek için güçlü bir dönem.',
  ],
  [
    'Arkadaşlıklar, topluluklar ve gelecek planları gündemde; doğru insanlarla yan yana gelmek kapılarınızı açar.',
    'Hayallerinize ve uzun vadeli hedeflerinize destek bulabileceğiniz sosyal bir dönem.',
  ],
  [
    'Yavaşlamak, dinlenmek ve iç dünyanıza dönmek için bir dönem; yeni döngüye hazırlanırken eskiyi toparlayın.',
    'Perde arkasında çalışmak, ruhunuzu dinlendirmek ve sezgilerinizi dinlemek size iyi gelecek.',
  ],
];

/** A new moon in a house. */
export const NEW_MOON_MEANING: ByHouse<readonly string[]> = [
  [
    'Kendiniz için yeni bir sayfa açmanın ve kişisel bir niyet belirlemenin tam zamanı.',
    'Yaşam tarzınızda ve görünümünüzde yeni bir başlangıç için güçlü bir tohum ekebilirsiniz.',
  ],
  [
    'Yeni bir gelir fikri ya da bütçe planı için ilk adımı atabilirsiniz.',
    'Öz değerinizi yükseltecek bir karar vermek için uygun bir başlangıç noktası.',
  ],
  [
    'Yeni bir kursa başlamak, yazmaya girişmek ya da iletişim biçiminizi yenilemek için iyi bir an.',
    'Yakın çevrenizle ilişkilerinizde taze bir sayfa açabilirsiniz.',
  ],
  [
    'Evinizde ya da ailenizde yeni bir düzen kurmak için ilk adımı atabilirsiniz.',
    'Taşınma, ev düzenleme ya da aileyle ilgili yeni bir plan için uygun bir başlangıç.',
  ],
  [
    'Yeni bir aşka, yaratıcı bir projeye ya da bir hobiye başlamak için ilham verici bir an.',
    'Kalbinizin istediği şeye yer açmak için bir niyet belirleyin.',
  ],
  [
    'Yeni bir sağlık rutini ya da iş düzeni kurmak için mükemmel bir başlangıç noktası.',
    'Günlük alışkanlıklarınızdan birini değiştirmeye şimdi başlarsanız kalıcı olur.',
  ],
  [
    'İlişkilerde yeni bir sayfa açmak ya da yeni bir ortaklığa adım atmak için uygun bir an.',
    'Bir ilişkiye dair yeni bir niyet belirleyebilir, karşınızdakiyle ortak bir başlangıç yapabilirsiniz.',
  ],
  [
    'Ortak kaynaklar ya da borçlarla ilgili yeni bir plan yapmak için iyi bir başlangıç.',
    'İçsel bir dönüşüm başlatmak, eski bir yükü bırakıp yeniden doğmak için güçlü bir an.',
  ],
  [
    'Yeni bir eğitim, yolculuk ya da ruhsal bir arayış için niyet belirlemenin zamanı.',
    'Ufkunuzu genişletecek bir plan için ilk adımı atabilirsiniz.',
  ],
  [
    'Kariyerinizde yeni bir hedef koymak ve ilk adımı atmak için güçlü bir başlangıç noktası.',
    'Mesleki bir yeniliğe, bir başvuruya ya da yeni bir pozisyona yönelmek için uygun bir an.',
  ],
  [
    'Yeni arkadaşlıklara ve topluluklara açılmak, bir hayali plana dökmek için güzel bir başlangıç.',
    'Uzun vadeli bir dileğiniz için niyet belirleyin; çevreniz bu konuda size destek olacak.',
  ],
  [
    'Yeni bir döngüye başlamadan önce içsel bir temizlik için sessiz ama güçlü bir başlangıç.',
    'Meditasyon, inziva ya da ruhsal bir pratiğe başlamak için uygun bir an.',
  ],
];

/** A full moon in a house. */
export const FULL_MOON_MEANING: ByHouse<readonly string[]> = [
  [
    'Kendinizle ilgili bir konu doruğa ulaşıyor; emeklerinizin karşılığını görürken başkalarının ihtiyaçlarını da hesaba katın.',
    'Duygularınız yüzeye çıkıyor; kendinizi nasıl ifade ettiğinizi gözden geçirmek için aydınlatıcı bir an.',
  ],
  [
    'Maddi bir konu sonuçlanıyor ya da netleşiyor; harcamalarınızla ilgili önemli bir farkındalık kazanacaksınız.',
    'Neye değer verdiğiniz netleşiyor; bir gelir ya da ödeme konusu sonuca bağlanabilir.',
  ],
  [
    'Bir konuşma ya da haber bir süreci sonuca bağlıyor; sözlerinizin duygusal etkisine dikkat edin.',
    'Kafanızdaki soruların yanıtları netleşiyor; yakın çevrenizle ilgili bir konuyu kapatabilirsiniz.',
  ],
  [
    'Ev ve aile konularında bir süreç tamamlanıyor; duygusal ihtiyaçlarınızı açıkça dile getirin.',
    'İş ile ev arasındaki dengeyi yeniden kurmanız gerektiğini hissedebilirsiniz.',
  ],
  [
    'Bir aşk hikâyesi ya da yaratıcı bir proje doruğa ulaşıyor; kalbinizin sesi yüksek çıkacak.',
    'Emek verdiğiniz yaratıcı bir işin meyvesini görebilir ya da duygusal bir itirafa tanık olabilirsiniz.',
  ],
  [
    'İş yükünüz ve sağlığınızla ilgili bir konu netleşiyor; bedeninizin sinyallerini ciddiye alın.',
    'Günlük düzeninizde artık işe yaramayan bir alışkanlığı bırakmak için aydınlatıcı bir an.',
  ],
  [
    'Bir ilişki ya da ortaklık dönüm noktasına geliyor; dengeyi yeniden kurmak için açık konuşun.',
    'Karşınızdaki kişiyle ilgili bir gerçek gün ışığına çıkabilir; tepki vermeden önce dinleyin.',
  ],
  [
    'Ortak kaynaklar, borçlar ya da derin bir bağla ilgili bir konu sonuca bağlanıyor.',
    'Bastırılmış duygular yüzeye çıkabilir; bırakmanız gerekeni bırakmanın zamanı.',
  ],
  [
    'Bir eğitim, yolculuk ya da hukuki süreç sonuçlanıyor; inançlarınızı gözden geçirebilirsiniz.',
    'Büyük resimle ilgili önemli bir farkındalık kazanabilirsiniz.',
  ],
  [
    'Kariyerinizde bir süreç doruğa ulaşıyor; emeklerinizin karşılığını görebilir ya da yön değiştirmeye karar verebilirsiniz.',
    'İş ile özel hayat arasındaki dengeyi sorgulatan bir gelişme yaşanabilir.',
  ],
  [
    'Bir arkadaşlık ya da grup çalışmasıyla ilgili bir konu netleşiyor; kimin gerçekten yanınızda olduğunu göreceksiniz.',
    'Bir hedefinize ulaşabilir ya da artık size uymayan bir planı bırakabilirsiniz.',
  ],
  [
    'İçinizde biriken duygular yüzeye çıkıyor; dinlenmek ve kendinizi affetmek iyi gelecek.',
    'Bir döngü kapanıyor; geride bırakmanız gerekenleri sessizce uğurlayın.',
  ],
];

/**
 * Where a planet is, for the love, work and health sections. {Body} the name, {BodyGen} its
 * genitive, {signLoc} the sign in the locative (Terazi’de), {area} the house's area, {until}
 * "4 Aralık’a kadar " or nothing, {stay} " ve 4 Aralık’a kadar orada kalacak" or nothing,
 * {meaning} a clause from the section's pool. Five frames, so a month of days never repeats.
 */
export const PLACEMENT_FRAMES = {
  /** The first time the planet's sign is named in the reading. */
  intro: [
    '{Body} {until}{signLoc}, {area} alanınızda; {meaning}.',
    '{until}{signLoc} ilerleyen {Body} {area} alanınızı canlandırıyor; {meaning}.',
    '{Body} {signLoc}, yani {area} alanınızda{stay}; {meaning}.',
    '{area} alanınızdan geçen {Body} {until}{signLoc} kalıyor; {meaning}.',
    'Gökyüzünde {Body} {until}{signLoc} ve sizin için {area} alanınızı vurguluyor; {meaning}.',
  ],
  /** The planet's sign was already named: only its area. */
  known: [
    '{Body} şu sıralar {area} alanınızda; {meaning}.',
    '{area} alanınızdaki {Body} size şunu hatırlatıyor: {meaning}.',
    '{BodyGen} {area} alanınızdaki etkisi sürüyor; {meaning}.',
    '{Body} {area} alanınızda çalışmayı sürdürüyor; {meaning}.',
    '{Body} hâlâ {area} alanınızda; {meaning}.',
  ],
  /** Retrograde: {until} and {stay} date the direct station. */
  retro: [
    '{Body} {until}{signLoc} geri hareket ediyor ve {area} alanınızı gözden geçirmeye çağırıyor; {meaning}.',
    '{signLoc} geri giden {Body} {until}{area} alanınızda eski konuları önünüze getiriyor; {meaning}.',
    '{Body} {signLoc}, {area} alanınızda geri harekette{stay}; {meaning}.',
    '{area} alanınızda geri giden {Body} {signLoc} bulunuyor{stay}; {meaning}.',
    '{Body} {until}geri harekette, {signLoc} ve {area} alanınızda; {meaning}.',
  ],
} as const;

/** How a section names its planet: Venus for love, the tenth-house ruler for work, Mars for health. */
export const PLANET_ROLES = {
  love: { venus: 'Aşk gezegeni Venüs' },
  work: 'Kariyer alanınızı yöneten',
  health: 'Enerji gezegeni Mars',
} as const;

/** What a body brings to the house it enters (a clause). */
export const INGRESS_MEANING: Record<Body, string> = {
  sun: 'önümüzdeki dört hafta ilgi odağınız bu alan olacak',
  moon: 'duygularınız bu alana yöneliyor',
  mercury: 'bu alan konuşmalar, planlar ve yazışmalarla hareketleniyor',
  venus: 'bu alan sevgi, uyum ve keyif arayışıyla renkleniyor',
  mars: 'bu alan hareket, cesaret ve rekabetle ısınıyor',
  jupiter: 'önümüzdeki aylarda bu alanda büyüme ve fırsatlar var',
  saturn: 'bu alan uzun süre sorumluluk ve olgunluk isteyecek',
  uranus: 'bu alan yıllar sürecek sürprizlere ve yeniliklere açılıyor',
  neptune: 'bu alan uzun bir süre hayaller ve sezgilerle şekillenecek',
  pluto: 'bu alan derin ve kalıcı bir dönüşümün sahnesi oluyor',
};

/** The matters a body stands for, for stations: '{matters} konuları'. */
export const BODY_MATTERS: Record<Body, string> = {
  sun: 'irade ve yön',
  moon: 'duygu',
  mercury: 'iletişim ve plan',
  venus: 'ilişki ve para',
  mars: 'hedef ve mücadele',
  jupiter: 'büyüme ve fırsat',
  saturn: 'sorumluluk ve düzen',
  uranus: 'değişim ve özgürlük',
  neptune: 'hayal ve sezgi',
  pluto: 'güç ve dönüşüm',
};

/** Stations: {matters} from BODY_MATTERS. */
export const STATION_MEANING = {
  'station-retrograde': [
    '{matters} konuları gözden geçirme dönemine giriyor; yeni başlangıçlar yerine yarım kalanları toparlayın',
    'geçmişte kalan {matters} konuları yeniden önünüze gelebilir; acele etmeyin',
  ],
  'station-direct': [
    'bekleyen {matters} konuları yeniden akmaya başlıyor',
    'takılan {matters} konularında ileri adım atmak kolaylaşıyor',
  ],
} as const;

/** The Turkish names of the aspects, as in running text ('kare açı'). */
export const ASPECT_NAMES: Record<AspectKind, string> = {
  conjunction: 'kavuşum',
  sextile: 'altmışlık açı',
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

/** The meaning of a contact between two planets: {kwA} {kwB} keywords, {kwAacc} {kwBacc} accusative. */
export const CONTACT_MEANING = {
  soft: [
    '{kwA} ile {kwB} birbirini destekliyor',
    '{kwA} ile {kwB} arasında kolay bir akış kuruluyor',
    '{kwA} ile {kwB} el ele veriyor',
  ],
  hard: [
    '{kwAacc} ve {kwBacc} dengelemeniz gerekiyor',
    '{kwA} ile {kwB} aynı anda ilgi bekliyor',
    '{kwA} ile {kwB} arasında bir gerilim var; acele kararlar yerine orta yolu arayın',
  ],
  conjunction: [
    '{kwA} ve {kwB} aynı noktada buluşuyor',
    '{kwAacc} ve {kwBacc} bir araya getiren güçlü bir an',
  ],
} as const;

/** The houses a contact links: {areaA} {areaB}. */
export const CONTACT_AREAS = {
  soft: [
    '{areaA} alanınızdaki çabanız {areaB} alanınızda karşılık buluyor',
    '{areaA} ile {areaB} alanlarınız arasında bir köprü kuruluyor',
  ],
  hard: [
    '{areaA} ile {areaB} alanlarınız arasında bir öncelik sırası belirlemeniz gerekebilir',
    '{areaA} alanınızın talepleri {areaB} alanınızla çekişebilir, o yüzden ikisine de zaman ayırın',
  ],
  conjunction: ['bu buluşma {areaA} alanınızda yaşanıyor', 'enerjinin en yoğun olduğu yer {areaA} alanınız'],
} as const;

/** The Moon's contact with a planet today: {kwB} the planet's keyword. */
export const MOON_CONTACT = {
  soft: ['duygularınız ile {kwB} uyum içinde', 'gönlünüzle {kwB} aynı yöne bakıyor'],
  hard: [
    'duygularınız ile {kwB} arasında kısa süreli bir gerilim olabilir',
    'içinizdeki ses ile {kwB} çekişebilir, bu yüzden tepki vermeden önce biraz bekleyin',
  ],
  conjunction: ['duygularınız {kwB} ile birleşiyor', 'gönlünüz ile {kwB} aynı noktada'],
} as const;

/** The tip's opening, by the day's main event: {area} the event's house, {Body} a planet. */
export const TIP_LEADS = {
  moon: ['Ay {area} alanınızdayken', 'Ay {area} alanınızdan geçerken'],
  'new-moon': ['Yeni ayın {area} alanınızda açtığı sayfa için'],
  'full-moon': ['Dolunayın ışığı {area} alanınıza düşerken'],
  ingress: ['{Body} {area} alanınıza girerken'],
  'station-retrograde': ['{Body} {area} alanınızda geri dönerken'],
  'station-direct': ['{Body} {area} alanınızda yeniden ilerlemeye başlarken'],
  aspect: ['{A} ile {B} arasındaki {kind} {area} alanınızı hareketlendirirken'],
} as const;

/** Phases of the Moon as running text: 'Ay büyüyor'. */
export const PHASE_WORDS: Record<MoonPhaseName, string> = {
  'Yeni Ay': 'Ay yeni evresinde',
  'Büyüyen Hilal': 'Ay hilal hâlinde büyüyor',
  'İlk Dördün': 'Ay ilk dördünde',
  'Büyüyen Ay': 'Ay dolunaya doğru büyüyor',
  Dolunay: 'Ay dolunay evresinde',
  'Küçülen Ay': 'Ay küçülüyor',
  'Son Dördün': 'Ay son dördünde',
  'Küçülen Hilal': 'Ay yeni aya hazırlanıyor',
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
