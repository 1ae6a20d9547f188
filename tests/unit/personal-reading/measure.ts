/**
 * Repetition in one chart's readings over a run of days (see year-variety.test.ts): sentences
 * repeated word for word, openings met before, and the five-word phrases read on most days.
 */
import { ASPECT_NAMES } from '@/lib/astro/aspects';
import { BODY_NAMES } from '@/lib/astro/bodies';
import { POINT_FORMS } from '@/lib/personal-reading/phrases';
import { SIGNS } from '@/lib/zodiac/signs';

const lower = (s: string) => s.toLocaleLowerCase('tr-TR');

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Words of a text, lower-cased, without punctuation (apostrophes split a suffix off). */
function words(text: string): string[] {
  return lower(text)
    .replace(/[’']/g, ' ')
    .split(/[^\p{L}\p{N}°]+/u)
    .filter(Boolean);
}

const MONTHS = [
  'ocak',
  'şubat',
  'mart',
  'nisan',
  'mayıs',
  'haziran',
  'temmuz',
  'ağustos',
  'eylül',
  'ekim',
  'kasım',
  'aralık',
];
const WEEKDAYS = ['pazartesi', 'salı', 'çarşamba', 'perşembe', 'cuma', 'cumartesi', 'pazar'];
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
  'on',
];
/** Stems of the words that name the facts a reading must state. */
const FIXED_STEMS = [
  ...Object.values(BODY_NAMES).map(lower),
  'plüton',
  ...Object.values(POINT_FORMS).flatMap((f) => Object.values(f).flatMap(words)),
  ...SIGNS.map((s) => lower(s.name)),
  ...Object.values(ASPECT_NAMES).map(lower),
  ...MONTHS,
  ...WEEKDAYS,
  ...ORDINALS,
  'burc',
  'ev',
  'açı',
  'tam',
  'saat',
  'gün',
  'bugün',
  'yarın',
  'dün',
  'sonra',
  'önce',
  'yeni',
  'dolunay',
  'güneş',
  'farkla',
  'öğle',
  'öğlen',
];
const fixedWords = new Map<string, boolean>();
function isFixed(word: string): boolean {
  let fixed = fixedWords.get(word);
  if (fixed === undefined) {
    fixed =
      /\d/.test(word) ||
      FIXED_STEMS.some((stem) => word === stem || (stem.length >= 3 && word.startsWith(stem)));
    fixedWords.set(word, fixed);
  }
  return fixed;
}

/** The first clause of a text, numbers blanked. */
function openingOf(text: string): string {
  return lower(text.split(/[;:.]/)[0]).replace(/\d+([.,]\d+)?/g, '#');
}

export interface ChartFigures {
  sentences: number;
  sentenceRepeat: number;
  openingRepeat: number;
  phrases: Array<{ phrase: string; share: number }>;
}

export function measure(
  readings: Array<{ summary: string; sections: Array<{ key: string; text: string }> }>,
) {
  const seen = new Set<string>();
  let total = 0;
  let repeats = 0;
  const openings = new Set<string>();
  let openingRepeats = 0;
  const phraseDays = new Map<string, number>();
  for (const r of readings) {
    const all = [r.summary, ...r.sections.flatMap((s) => sentences(s.text))];
    for (const s of all) {
      total++;
      if (seen.has(s)) repeats++;
      else seen.add(s);
    }
    const opening = openingOf(r.sections[0].text);
    if (openings.has(opening)) openingRepeats++;
    else openings.add(opening);
    const today = new Set<string>();
    for (const s of all) {
      const w = words(s);
      for (let i = 0; i + 5 <= w.length; i++) {
        const gram = w.slice(i, i + 5);
        if (gram.filter(isFixed).length >= 3) continue;
        today.add(gram.join(' '));
      }
    }
    for (const g of today) phraseDays.set(g, (phraseDays.get(g) ?? 0) + 1);
  }
  const phrases = [...phraseDays]
    .map(([phrase, n]) => ({ phrase, share: n / readings.length }))
    .sort((a, b) => b.share - a.share)
    .slice(0, 12);
  return {
    sentences: total,
    sentenceRepeat: repeats / total,
    openingRepeat: openingRepeats / readings.length,
    phrases,
  } satisfies ChartFigures;
}
