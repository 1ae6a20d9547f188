/**
 * Turkish case suffixes by vowel harmony and consonant assimilation, for proper nouns
 * (signs and planets): Kova’da, Başak’ta, Yay’da, Jüpiter’in, Ay’a. Client-safe.
 */

/** The site writes the typographic apostrophe (Yıldız Rehberi’ne), so the suffixes do too. */
export const APOSTROPHE = '’';

const VOWELS = 'aeıioöuü';
const FRONT = 'eiöü';
// "Fıstıkçı Şahap": after these the D of -DA/-DAn hardens to t.
const VOICELESS = 'fstkçşhp';

function lower(word: string): string {
  return word.toLocaleLowerCase('tr-TR');
}

function lastVowel(word: string): string {
  const w = lower(word);
  for (let i = w.length - 1; i >= 0; i--) {
    if (VOWELS.includes(w[i])) return w[i];
  }
  // A word with no vowel (an abbreviation) is read with a front vowel, as Turkish does for letters.
  return 'e';
}

function endsInVowel(word: string): boolean {
  return VOWELS.includes(lower(word).slice(-1));
}

function endsVoiceless(word: string): boolean {
  return VOICELESS.includes(lower(word).slice(-1));
}

/** Two-way harmony: a or e. */
function twoWay(word: string): 'a' | 'e' {
  return FRONT.includes(lastVowel(word)) ? 'e' : 'a';
}

/** Four-way harmony: ı, i, u or ü. */
function fourWay(word: string): 'ı' | 'i' | 'u' | 'ü' {
  switch (lastVowel(word)) {
    case 'e':
    case 'i':
      return 'i';
    case 'o':
    case 'u':
      return 'u';
    case 'ö':
    case 'ü':
      return 'ü';
    default:
      return 'ı';
  }
}

/** Locative -DA: Kova'da, Başak'ta, Yay'da, İkizler'de. */
export function locative(name: string): string {
  return `${name}${APOSTROPHE}${endsVoiceless(name) ? 't' : 'd'}${twoWay(name)}`;
}

/** Ablative -DAn: Koç'tan, Terazi'den. */
export function ablative(name: string): string {
  return `${locative(name)}n`;
}

/** Dative -(y)A: Kova'ya, Koç'a, Terazi'ye. Proper nouns keep their final consonant (Başak'a). */
export function dative(name: string): string {
  return `${name}${APOSTROPHE}${endsInVowel(name) ? 'y' : ''}${twoWay(name)}`;
}

/** Accusative -(y)I: Ay'ı, Kova'yı, Güneş'i. */
export function accusative(name: string): string {
  return `${name}${APOSTROPHE}${endsInVowel(name) ? 'y' : ''}${fourWay(name)}`;
}

/** Genitive -(n)In: Ay'ın, Kova'nın, Merkür'ün, Plüton'un. */
export function genitive(name: string): string {
  return `${name}${APOSTROPHE}${endsInVowel(name) ? 'n' : ''}${fourWay(name)}n`;
}

/** Comitative -(y)lA: Ay'la, Venüs'le, Terazi'yle. */
export function comitative(name: string): string {
  return `${name}${APOSTROPHE}${endsInVowel(name) ? 'y' : ''}l${twoWay(name)}`;
}

/** Sentence case for Turkish: the first letter upper-cased by Turkish rules (i → İ). */
export function capitalize(text: string): string {
  return text.length ? text[0].toLocaleUpperCase('tr-TR') + text.slice(1) : text;
}

const ORDINALS = [
  'birinci',
  'ikinci',
  'üçüncü',
  'dördüncü',
  'beşinci',
  'altıncı',
  'yedinci',
  'sekizinci',
  'dokuzuncu',
  'onuncu',
  'on birinci',
  'on ikinci',
] as const;

/** Ordinal words 1–12: 'yedinci', 'on birinci'. */
export function ordinal(n: number): string {
  const word = ORDINALS[n - 1];
  if (!word) throw new RangeError(`Sıra sayısı 1-12 arasında olmalı: ${n}`);
  return word;
}

const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli'];

/** A number 0–59 in words: 'on bir', 'yirmi dört', 'sıfır'. */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 59) throw new RangeError(`0-59 arası bir sayı gerekli: ${n}`);
  if (n === 0) return 'sıfır';
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

/** The spoken last word of a clock time 'HH.MM': the minutes, or the hour on the hour. */
function spokenClock(clock: string): string {
  const [h, m] = clock.split('.').map(Number);
  const words = numberWords(m === 0 ? h % 60 : m).split(' ');
  return words[words.length - 1];
}

function suffixAfter(word: string, inflect: (w: string) => string): string {
  return inflect(word).slice(word.length);
}

/** A clock time with a case suffix by how it is read: '17.54’te', '09.30’da', '15.20’ye', '14.05’ten'. */
export function clockWith(clock: string, kase: 'locative' | 'dative' | 'ablative'): string {
  const inflect = kase === 'locative' ? locative : kase === 'dative' ? dative : ablative;
  return `${clock}${suffixAfter(spokenClock(clock), inflect)}`;
}
