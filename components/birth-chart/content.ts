/**
 * The explanatory texts of /dogum-haritasi and /yukselen-burc, with the questions both pages answer
 * visibly and declare as FAQPage JSON-LD (one source, so the two never differ).
 */

export interface Faq {
  question: string;
  answer: string;
}

export const BIRTH_CHART_FAQ: readonly Faq[] = [
  {
    question: 'Doğum haritası için neler gerekiyor?',
    answer:
      'Doğum tarihiniz, doğum saatiniz ve doğduğunuz yer. Saat ne kadar kesinse yükselen burç ve evler o kadar doğru olur; saati bilmiyorsanız da Güneş, Ay ve gezegenlerin burçlarını görebilirsiniz.',
  },
  {
    question: 'Türkiye’deki saat değişiklikleri haritayı neden etkiler?',
    answer:
      'Türkiye 1978 ile 1985 arasında saatleri yıl boyu UTC+3’te tuttu, 1983 yazında bir saat daha ileri aldı; 2011, 2014 ve 2015’te yaz saati geçişleri sınavlar ve seçimler için kaydırıldı ve Eylül 2016’dan beri kalıcı olarak UTC+3 kullanılıyor. Bir saatlik hata yükselen burcu yaklaşık bir burç kaydırır. Hesaplayıcımız saat farkını doğum yerinizin saat dilimi kayıtlarından ve doğum tarihinizden bulur, kullandığı farkı da açıkça yazar.',
  },
  {
    question: 'Saatler geri alındığı gece doğduysam ne olur?',
    answer:
      'Saatler geri alındığında bir saat iki kez yaşanır; ileri alındığında ise bir saat hiç yaşanmaz. Doğum saatiniz böyle bir saate denk geliyorsa hesaplayıcı bunu söyler ve iki seçeneği yan yana sunar; doğum kaydınıza uyanı seçersiniz.',
  },
  {
    question: 'Doğum bilgilerim kaydediliyor mu?',
    answer:
      'Hayır. Harita isteğiniz hesaplanır ve unutulur; doğum bilgileriniz sunucuda saklanmaz, kayıtlara ve istatistiklere yazılmaz. “Haritamı kaydet” düğmesi haritayı yalnızca kendi tarayıcınızda tutar ve istediğiniz an silebilirsiniz.',
  },
  {
    question: 'Hangi ev sistemini seçmeliyim?',
    answer:
      'Türkiye’de en yaygın olan Placidus sistemidir ve hesaplayıcı onu kullanır. Tam Burç sisteminde her ev bir burcun tamamıdır; sitedeki günlük, haftalık ve aylık burç yorumları bu sistemle yazılır. Eşit Ev ve Porphyry de seçilebilir. Kutup dairelerinin ötesinde Placidus çizilemediği için Porphyry kullanılır ve bu haritada belirtilir.',
  },
];

export const RISING_FAQ: readonly Faq[] = [
  {
    question: 'Yükselen burç nedir?',
    answer:
      'Doğduğunuz anda doğu ufkunda yükselmekte olan burçtur. Güneş burcunuz özünüzü, Ay burcunuz duygusal dünyanızı anlatırken yükselen burcunuz dünyaya nasıl göründüğünüzü, ilk izleniminizi ve hayata yaklaşımınızı anlatır.',
  },
  {
    question: 'Yükselen burcumu hesaplamak için neden doğum saati gerekiyor?',
    answer:
      'Dünya kendi ekseni etrafında döndükçe on iki burcun hepsi bir gün içinde ufuktan yükselir; her biri ortalama iki saat kadar. Bu yüzden aynı gün aynı şehirde doğan iki kişinin yükseleni saatlerine göre farklıdır ve birkaç dakikalık fark, sınıra yakın doğumlarda yükseleni değiştirebilir.',
  },
  {
    question: 'Doğum saatimi bilmiyorsam yükselen burcumu öğrenebilir miyim?',
    answer:
      'Kesin olarak hayır. Nüfus kayıtlarında, hastane belgelerinde ya da aile büyüklerinizin hatırladıklarında saatinizi arayabilirsiniz. O zamana kadar Güneş ve Ay burcunuzu ve gezegenlerin burçlarını görebilirsiniz; Ay gün içinde burç değiştirdiyse hesaplayıcı iki olasılığı da gösterir.',
  },
  {
    question: 'Burç yorumlarını neden yükselen burcuma göre de okumalıyım?',
    answer:
      'Günlük, haftalık ve aylık burç yorumları, gezegenlerin geçtiği burçları okuyucunun burcundan sayarak evlere yerleştirir. Bu tam burç ev sistemi yükselen burçla kurulduğunda haritanızın evleriyle birebir örtüşür; bu yüzden astrologlar yorumları yükselen burcunuza göre de okumanızı önerir. Güneş burcunuzun yorumu özünüze, yükselen burcunuzun yorumu hayatınızın olaylarına daha çok konuşur.',
  },
  {
    question: 'Yükselen burç yaşla değişir mi?',
    answer:
      'Hayır. Yükselen burç doğum anınızın haritasına aittir ve değişmez. Ancak pek çok astrolog, insanın yaş aldıkça yükselen burcunun özelliklerini daha rahat ve bilinçli yaşadığını söyler.',
  },
];

/** The twelve rising signs in one line each, for the explanatory page. */
export const RISING_SUMMARY: Record<string, string> = {
  koc: 'Hızlı, doğrudan, cesur; ilk adımı atan.',
  boga: 'Sakin, güven veren, ayakları yere basan.',
  ikizler: 'Meraklı, konuşkan, genç görünen.',
  yengec: 'Yumuşak, koruyucu, duyarlı.',
  aslan: 'Sıcak, kendinden emin, göz alıcı.',
  basak: 'Düzenli, dikkatli, yardımsever.',
  terazi: 'Zarif, nazik, uyum arayan.',
  akrep: 'Yoğun, gizemli, etkileyici.',
  yay: 'Neşeli, açık sözlü, maceracı.',
  oglak: 'Ciddi, ağırbaşlı, güvenilir.',
  kova: 'Özgün, bağımsız, sıra dışı.',
  balik: 'Düşsel, anlayışlı, sezgisel.',
};

export function faqJsonLd(faqs: readonly Faq[]) {
  return {
    '@context': 'https://schema.org' as const,
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}
