import {
  ablative,
  accusative,
  capitalize,
  comitative,
  dative,
  genitive,
  locative,
  clockWith,
  numberWords,
  ordinal,
} from '@/lib/horoscope/turkish';

// Expected forms written by hand from Turkish grammar, not from the code.
const SIGN_FORMS: [string, string, string, string][] = [
  // name, locative, dative, genitive
  ['Koç', 'Koç’ta', 'Koç’a', 'Koç’un'],
  ['Boğa', 'Boğa’da', 'Boğa’ya', 'Boğa’nın'],
  ['İkizler', 'İkizler’de', 'İkizler’e', 'İkizler’in'],
  ['Yengeç', 'Yengeç’te', 'Yengeç’e', 'Yengeç’in'],
  ['Aslan', 'Aslan’da', 'Aslan’a', 'Aslan’ın'],
  ['Başak', 'Başak’ta', 'Başak’a', 'Başak’ın'],
  ['Terazi', 'Terazi’de', 'Terazi’ye', 'Terazi’nin'],
  ['Akrep', 'Akrep’te', 'Akrep’e', 'Akrep’in'],
  ['Yay', 'Yay’da', 'Yay’a', 'Yay’ın'],
  ['Oğlak', 'Oğlak’ta', 'Oğlak’a', 'Oğlak’ın'],
  ['Kova', 'Kova’da', 'Kova’ya', 'Kova’nın'],
  ['Balık', 'Balık’ta', 'Balık’a', 'Balık’ın'],
];

const PLANET_FORMS: [string, string, string, string][] = [
  // name, genitive, dative, comitative
  ['Güneş', 'Güneş’in', 'Güneş’e', 'Güneş’le'],
  ['Ay', 'Ay’ın', 'Ay’a', 'Ay’la'],
  ['Merkür', 'Merkür’ün', 'Merkür’e', 'Merkür’le'],
  ['Venüs', 'Venüs’ün', 'Venüs’e', 'Venüs’le'],
  ['Mars', 'Mars’ın', 'Mars’a', 'Mars’la'],
  ['Jüpiter', 'Jüpiter’in', 'Jüpiter’e', 'Jüpiter’le'],
  ['Satürn', 'Satürn’ün', 'Satürn’e', 'Satürn’le'],
  ['Uranüs', 'Uranüs’ün', 'Uranüs’e', 'Uranüs’le'],
  ['Neptün', 'Neptün’ün', 'Neptün’e', 'Neptün’le'],
  ['Plüton', 'Plüton’un', 'Plüton’a', 'Plüton’la'],
];

describe('Turkish suffixes follow vowel harmony and consonant assimilation', () => {
  test.each(SIGN_FORMS)('%s → %s, %s, %s', (name, loc, dat, gen) => {
    expect(locative(name)).toBe(loc);
    expect(dative(name)).toBe(dat);
    expect(genitive(name)).toBe(gen);
  });

  test.each(PLANET_FORMS)('%s → %s, %s, %s', (name, gen, dat, com) => {
    expect(genitive(name)).toBe(gen);
    expect(dative(name)).toBe(dat);
    expect(comitative(name)).toBe(com);
  });

  test('ablative and accusative', () => {
    expect(ablative('Koç')).toBe('Koç’tan');
    expect(ablative('Terazi')).toBe('Terazi’den');
    expect(ablative('Kova')).toBe('Kova’dan');
    expect(accusative('Ay')).toBe('Ay’ı');
    expect(accusative('Kova')).toBe('Kova’yı');
    expect(accusative('Güneş')).toBe('Güneş’i');
    expect(accusative('Plüton')).toBe('Plüton’u');
    expect(accusative('Merkür')).toBe('Merkür’ü');
  });

  test('month names take the locative after a day number', () => {
    expect(locative('Ocak')).toBe('Ocak’ta');
    expect(locative('Şubat')).toBe('Şubat’ta');
    expect(locative('Nisan')).toBe('Nisan’da');
    expect(locative('Eylül')).toBe('Eylül’de');
    expect(locative('Ekim')).toBe('Ekim’de');
  });

  test('capitalize uses Turkish casing; ordinals are words', () => {
    expect(capitalize('istanbul')).toBe('İstanbul');
    expect(capitalize('ılık')).toBe('Ilık');
    expect(ordinal(1)).toBe('birinci');
    expect(ordinal(7)).toBe('yedinci');
    expect(ordinal(12)).toBe('on ikinci');
    expect(() => ordinal(13)).toThrow();
  });
});

describe('numbers and clock times', () => {
  test('number words', () => {
    expect(numberWords(0)).toBe('sıfır');
    expect(numberWords(3)).toBe('üç');
    expect(numberWords(11)).toBe('on bir');
    expect(numberWords(24)).toBe('yirmi dört');
  });
  // Written by reading the times aloud: "on yedi elli dörtte", "dokuz otuzda", "on beş yirmiye".
  test.each([
    ['17.54', 'locative', '17.54’te'],
    ['09.30', 'locative', '09.30’da'],
    ['10.00', 'locative', '10.00’da'],
    ['20.00', 'locative', '20.00’de'],
    ['15.20', 'dative', '15.20’ye'],
    ['08.06', 'dative', '08.06’ya'],
    ['14.05', 'ablative', '14.05’ten'],
    ['21.40', 'locative', '21.40’ta'],
  ] as const)('%s → %s', (clock, kase, expected) => {
    expect(clockWith(clock, kase)).toBe(expected);
  });
});
