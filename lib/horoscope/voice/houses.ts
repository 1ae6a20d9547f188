/**
 * The reader's twelve houses in plain words, in the four cases the voice needs, and a few
 * concrete things each house is about. The prose says "ilişkilerinizde", "işte", not
 * "ilişkiler ve ortaklıklar alanınızda": the area label is kept for the sky box.
 */
export interface HouseWords {
  /** 'ilişkileriniz' */
  nom: string;
  /** 'ilişkilerinizde' */
  loc: string;
  /** 'ilişkilerinizi' */
  acc: string;
  /** 'ilişkilerinize' */
  dat: string;
  /** Concrete matters of the house, nominative, rotated by day. */
  details: readonly string[];
}

export const HOUSE_WORDS: readonly HouseWords[] = [
  {
    nom: 'kendi gündeminiz',
    loc: 'kendi gündeminizde',
    acc: 'kendi gündeminizi',
    dat: 'kendi gündeminize',
    details: ['görünüşünüz', 'ilk izleniminiz', 'kişisel bir hedef', 'özgüveniniz', 'bedeninizin ritmi'],
  },
  {
    nom: 'bütçeniz',
    loc: 'bütçenizde',
    acc: 'bütçenizi',
    dat: 'bütçenize',
    details: [
      'birikimleriniz',
      'bir alışveriş kararı',
      'gelir kalemleriniz',
      'harcama listeniz',
      'kendi değeriniz',
    ],
  },
  {
    nom: 'yakın çevreniz',
    loc: 'yakın çevrenizde',
    acc: 'yakın çevrenizi',
    dat: 'yakın çevrenize',
    details: [
      'bekleyen mesajlar',
      'kardeşlerinizle ilişkiniz',
      'kısa bir yolculuk',
      'komşularınız',
      'bir yazışma',
    ],
  },
  {
    nom: 'ev hayatınız',
    loc: 'ev hayatınızda',
    acc: 'ev hayatınızı',
    dat: 'ev hayatınıza',
    details: [
      'ailenizle bağınız',
      'evdeki düzen',
      'bir tadilat fikri',
      'anne babanızla ilişkiniz',
      'evin bütçesi',
    ],
  },
  {
    nom: 'aşk hayatınız',
    loc: 'aşk hayatınızda',
    acc: 'aşk hayatınızı',
    dat: 'aşk hayatınıza',
    details: [
      'bir flört',
      'yaratıcı bir uğraş',
      'çocuklarla ilgili bir konu',
      'keyif aldığınız işler',
      'bir hobi',
    ],
  },
  {
    nom: 'günlük işleriniz',
    loc: 'günlük işlerinizde',
    acc: 'günlük işlerinizi',
    dat: 'günlük işlerinize',
    details: [
      'iş yerindeki düzen',
      'sağlık rutininiz',
      'yapılacaklar listeniz',
      'iş arkadaşlarınız',
      'uyku düzeniniz',
    ],
  },
  {
    nom: 'ilişkileriniz',
    loc: 'ilişkilerinizde',
    acc: 'ilişkilerinizi',
    dat: 'ilişkilerinize',
    details: [
      'ortak kararlar',
      'bir anlaşmanın şartları',
      'partnerinizin beklentileri',
      'bir iş ortaklığı',
      'yüz yüze konuşmalar',
    ],
  },
  {
    nom: 'ortak hesaplarınız',
    loc: 'ortak hesaplarınızda',
    acc: 'ortak hesaplarınızı',
    dat: 'ortak hesaplarınıza',
    details: [
      'borç ve alacaklar',
      'bir kredi konusu',
      'paylaşılan kaynaklar',
      'derin bir bağ',
      'vergi ve sigorta işleri',
    ],
  },
  {
    nom: 'ufkunuz',
    loc: 'uzak planlarınızda',
    acc: 'ufkunuzu',
    dat: 'uzak planlarınıza',
    details: [
      'bir yolculuk planı',
      'bir eğitim fırsatı',
      'resmî bir başvuru',
      'inandığınız değerler',
      'yabancı bir bağlantı',
    ],
  },
  {
    nom: 'kariyeriniz',
    loc: 'kariyerinizde',
    acc: 'kariyerinizi',
    dat: 'kariyerinize',
    details: [
      'yöneticilerinizle ilişkiniz',
      'mesleki bir hedef',
      'itibarınız',
      'bir terfi konusu',
      'görünür bir sorumluluk',
    ],
  },
  {
    nom: 'arkadaşlıklarınız',
    loc: 'arkadaşlıklarınızda',
    acc: 'arkadaşlıklarınızı',
    dat: 'arkadaşlıklarınıza',
    details: [
      'bir grup çalışması',
      'geleceğe dair bir umut',
      'eski bir dost',
      'sosyal çevreniz',
      'ortak bir proje',
    ],
  },
  {
    nom: 'iç dünyanız',
    loc: 'iç dünyanızda',
    acc: 'iç dünyanızı',
    dat: 'iç dünyanıza',
    details: [
      'dinlenme ihtiyacınız',
      'bastırdığınız bir duygu',
      'yalnız kalma isteğiniz',
      'rüyalarınız',
      'eski bir yük',
    ],
  },
];

/** The area label of each house, as the sky box shows it ('7. ev: ilişkiler ve ortaklıklar'). */
export const AREAS = [
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
] as const;
