import type { CalendarEvent } from '@/lib/astro/calendar-events';

/** The list's filters, as query values (`?tur=…`) so they work as plain links without JavaScript. */
export const CALENDAR_FILTERS = [
  { id: 'hepsi', label: 'Hepsi' },
  { id: 'ay', label: 'Yeni ay ve dolunay' },
  { id: 'tutulma', label: 'Tutulmalar' },
  { id: 'retro', label: 'Retrolar' },
  { id: 'burc', label: 'Burç değişimleri' },
] as const;
export type CalendarFilter = (typeof CALENDAR_FILTERS)[number]['id'];

export function parseFilter(value: string | string[] | undefined): CalendarFilter {
  const v = Array.isArray(value) ? value[0] : value;
  return CALENDAR_FILTERS.some((f) => f.id === v) ? (v as CalendarFilter) : 'hepsi';
}

export function matchesFilter(e: CalendarEvent, filter: CalendarFilter): boolean {
  switch (filter) {
    case 'hepsi':
      return true;
    case 'ay':
      return e.kind === 'new-moon' || e.kind === 'full-moon';
    case 'tutulma':
      return e.kind === 'solar-eclipse' || e.kind === 'lunar-eclipse';
    case 'retro':
      return e.kind === 'station-retrograde' || e.kind === 'station-direct';
    case 'burc':
      return e.kind === 'ingress';
  }
}

/** The feed's `types` for each page filter (empty: every kind). */
export const FEED_TYPES_OF: Record<CalendarFilter, string> = {
  hepsi: '',
  ay: 'ay',
  tutulma: 'tutulma',
  retro: 'retro',
  burc: 'burc',
};
