/**
 * The few fixed words the readings share: the section titles and the aspects' names (for the AI
 * polish's fact list). The voice's phrase pools live in voice/ (docs/readings.md, "The pools").
 */
import type { AspectKind } from '../astro/aspects';

/** Aspect names as the AI polish's fact list gives them. */
export const ASPECT_NAMES: Record<AspectKind, string> = {
  conjunction: 'kavuşum',
  sextile: 'sekstil',
  square: 'kare açı',
  trine: 'üçgen açı',
  opposition: 'karşıt açı',
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
