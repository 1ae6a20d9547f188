/**
 * Folding of place names for search: Turkish lower case, diacritics and the dotless ı folded to
 * plain letters, punctuation to single spaces. "ŞİŞLİ", "Şişli" and "sisli" fold alike. Client-safe.
 */

// The Turkish letters and plain ASCII by table (the 25,000 names are folded at start, so speed
// matters); anything else goes through Unicode decomposition.
const TABLE = new Map<string, string>([
  ['I', 'i'],
  ['İ', 'i'],
  ['ı', 'i'],
  ['Ş', 's'],
  ['ş', 's'],
  ['Ğ', 'g'],
  ['ğ', 'g'],
  ['Ü', 'u'],
  ['ü', 'u'],
  ['Ö', 'o'],
  ['ö', 'o'],
  ['Ç', 'c'],
  ['ç', 'c'],
  ['Â', 'a'],
  ['â', 'a'],
  ['Î', 'i'],
  ['î', 'i'],
  ['Û', 'u'],
  ['û', 'u'],
  ['ß', 'ss'],
]);

function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return ch;
  if (code >= 65 && code <= 90) return ch === 'I' ? 'i' : String.fromCharCode(code + 32);
  const mapped = TABLE.get(ch);
  if (mapped !== undefined) return mapped;
  if (code < 128) return ' ';
  const plain = ch.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return /^[\p{L}\p{N}]+$/u.test(plain) ? plain : ' ';
}

const PLAIN = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

export function foldName(text: string): string {
  // Most of the world's city names are plain ASCII words: lower case is all they need.
  if (PLAIN.test(text)) return text.toLowerCase();
  let out = '';
  let space = true;
  for (const ch of text) {
    const f = foldChar(ch);
    if (f === ' ') {
      if (!space) out += ' ';
      space = true;
    } else {
      out += f;
      space = false;
    }
  }
  return space && out.endsWith(' ') ? out.slice(0, -1) : out;
}

/** A url-safe slug of a name: 'Şişli' → 'sisli', '19 Mayıs' → '19-mayis'. */
export function slugOf(text: string): string {
  return foldName(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
