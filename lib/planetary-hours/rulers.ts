/**
 * The rulers of the planetary hours ("yıldız saatleri"): the seven classical planets in the
 * Chaldean order, and the weekday each one rules. Client-safe.
 */
export const CHALDEAN_ORDER = ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon'] as const;
export type HourRuler = (typeof CHALDEAN_ORDER)[number];

export const RULER_NAMES: Record<HourRuler, string> = {
  saturn: 'Satürn',
  jupiter: 'Jüpiter',
  mars: 'Mars',
  sun: 'Güneş',
  venus: 'Venüs',
  mercury: 'Merkür',
  moon: 'Ay',
};

export const RULER_GLYPHS: Record<HourRuler, string> = {
  saturn: '♄',
  jupiter: '♃',
  mars: '♂',
  sun: '☉',
  venus: '♀',
  mercury: '☿',
  moon: '☽',
};

/** What an hour of each ruler is traditionally chosen for, in a few words. */
export const RULER_MEANINGS: Record<HourRuler, string> = {
  saturn: 'sabır, düzen, uzun vadeli işler, borç kapatmak',
  jupiter: 'bolluk, hukuk, eğitim, iyilik istemek',
  mars: 'cesaret, spor, rekabet, kesip atmak',
  sun: 'yetkililerle görüşmek, şöhret, sağlık',
  venus: 'aşk, güzellik, sanat, barışmak',
  mercury: 'yazışma, ticaret, öğrenmek, imza',
  moon: 'ev, aile, yolculuk, halkla ilişkiler',
};

/** Weekday (0 Sunday … 6 Saturday) → its ruler: Pazar Güneş, Pazartesi Ay, Salı Mars, … */
export const WEEKDAY_RULERS: readonly HourRuler[] = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
];

/** The ruler of hour `index` (0–23, from sunrise) of a day whose weekday is given. */
export function rulerOfHour(weekday: number, index: number): HourRuler {
  const first = CHALDEAN_ORDER.indexOf(WEEKDAY_RULERS[weekday]);
  return CHALDEAN_ORDER[(first + index) % 7];
}
