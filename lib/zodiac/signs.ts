/**
 * The twelve signs: the one source for their ids, names, dates and classical attributes.
 * Framework-free; the reference texts for each sign live in `details.ts`.
 */
import { MONTH_NAMES } from '../time/calendar';
import type { SignId } from './sign-ids';

export { SIGN_IDS, isSignId, type SignId } from './sign-ids';

export type Element = 'Ateş' | 'Toprak' | 'Hava' | 'Su';
export type Quality = 'Öncü' | 'Sabit' | 'Değişken';

/** A calendar day as month (1-12) and day of month, used for sign boundaries. */
export interface MonthDay {
  month: number;
  day: number;
}

export interface SignCore {
  id: SignId;
  name: string;
  /** Turkish date range text, e.g. '21 Mart-20 Nisan'. */
  dateRange: string;
  start: MonthDay;
  end: MonthDay;
  element: Element;
  quality: Quality;
  ruler: string;
  icon: string;
}

function sign(
  id: SignId,
  name: string,
  start: [number, number],
  end: [number, number],
  element: Element,
  quality: Quality,
  ruler: string,
  icon: string,
): SignCore {
  const [sm, sd] = start;
  const [em, ed] = end;
  return {
    id,
    name,
    dateRange: `${sd} ${MONTH_NAMES[sm - 1]}-${ed} ${MONTH_NAMES[em - 1]}`,
    start: { month: sm, day: sd },
    end: { month: em, day: ed },
    element,
    quality,
    ruler,
    icon,
  };
}

// The conventional tropical ranges used by Turkish astrology columns.
export const SIGNS: readonly SignCore[] = [
  sign('koc', 'Koç', [3, 21], [4, 20], 'Ateş', 'Öncü', 'Mars', '♈'),
  sign('boga', 'Boğa', [4, 21], [5, 21], 'Toprak', 'Sabit', 'Venüs', '♉'),
  sign('ikizler', 'İkizler', [5, 22], [6, 21], 'Hava', 'Değişken', 'Merkür', '♊'),
  sign('yengec', 'Yengeç', [6, 22], [7, 22], 'Su', 'Öncü', 'Ay', '♋'),
  sign('aslan', 'Aslan', [7, 23], [8, 22], 'Ateş', 'Sabit', 'Güneş', '♌'),
  sign('basak', 'Başak', [8, 23], [9, 22], 'Toprak', 'Değişken', 'Merkür', '♍'),
  sign('terazi', 'Terazi', [9, 23], [10, 22], 'Hava', 'Öncü', 'Venüs', '♎'),
  sign('akrep', 'Akrep', [10, 23], [11, 21], 'Su', 'Sabit', 'Plüton', '♏'),
  sign('yay', 'Yay', [11, 22], [12, 21], 'Ateş', 'Değişken', 'Jüpiter', '♐'),
  sign('oglak', 'Oğlak', [12, 22], [1, 19], 'Toprak', 'Öncü', 'Satürn', '♑'),
  sign('kova', 'Kova', [1, 20], [2, 18], 'Hava', 'Sabit', 'Uranüs', '♒'),
  sign('balik', 'Balık', [2, 19], [3, 20], 'Su', 'Değişken', 'Neptün', '♓'),
];

const BY_ID = new Map<string, SignCore>(SIGNS.map((s) => [s.id, s]));

/** The sign with this id, or undefined for anything else. */
export function findSign(id: string): SignCore | undefined {
  return BY_ID.get(id);
}

/** The sign with this id; throws for an unknown id (use where the id is already validated). */
export function getSign(id: SignId): SignCore {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Bilinmeyen burç: ${id}`);
  return found;
}

/** The sign a birthday falls under, by the conventional ranges above. */
export function signForDate(month: number, day: number): SignCore {
  // Checked against a leap year so that 29 February is a valid birthday.
  const probe = new Date(Date.UTC(2024, month - 1, day));
  if (
    !Number.isInteger(month) ||
    !Number.isInteger(day) ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    throw new Error(`Geçersiz tarih: ${month}/${day}`);
  }
  const key = month * 100 + day;
  for (const s of SIGNS) {
    const from = s.start.month * 100 + s.start.day;
    const to = s.end.month * 100 + s.end.day;
    const inside = from <= to ? key >= from && key <= to : key >= from || key <= to;
    if (inside) return s;
  }
  throw new Error(`Burç aralıkları eksik: ${month}/${day}`);
}
