import type { CalendarEvent } from './calendar-events';

/**
 * The sky calendar's filters, as query values (`?tur=…`) so they work as plain links without
 * JavaScript. proxy.ts hands a filtered address to a page of its own
 * (`/gokyuzu-takvimi/{year}/{filter}`), so each filter is rendered once and kept by Next.
 */
export const CALENDAR_FILTERS = [
  { id: 'hepsi', label: 'Hepsi' },
  { id: 'ay', label: 'Yeni ay ve dolunay' },
  { id: 'tutulma', label: 'Tutulmalar' },
  { id: 'retro', label: 'Retrolar' },
  { id: 'burc', label: 'Burç değişimleri' },
] as const;
export type CalendarFilter = (typeof CALENDAR_FILTERS)[number]['id'];

export function isCalendarFilter(value: string | null | undefined): value is CalendarFilter {
  return CALENDAR_FILTERS.some((f) => f.id === value);
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
