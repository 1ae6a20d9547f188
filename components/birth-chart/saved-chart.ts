/**
 * “Haritamı kaydet”: the chart's address and its three signs, kept in this browser's localStorage
 * only. The server never sees it; clearing it removes every trace.
 */
import { isSignId, type SignId } from '@/lib/zodiac/signs';

export const SAVED_CHART_KEY = 'yildizRehberi.dogumHaritasi';
export const SAVED_CHART_EVENT = 'yildiz-rehberi:saved-chart';

export interface SavedChart {
  /** The chart's query string (date, time, place …), as in its address. */
  search: string;
  sun: SignId;
  moon: SignId | null;
  rising: SignId | null;
  /** What the visitor sees in the greeting: 'Şişli, 10 Ocak 1979 08:15'. */
  label: string;
  savedAt: string;
}

export function readSavedChart(): SavedChart | null {
  try {
    const raw = window.localStorage.getItem(SAVED_CHART_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<SavedChart>;
    if (
      typeof v.search !== 'string' ||
      !v.search.startsWith('date=') ||
      !isSignId(v.sun) ||
      (v.moon !== null && !isSignId(v.moon)) ||
      (v.rising !== null && !isSignId(v.rising)) ||
      typeof v.label !== 'string'
    ) {
      return null;
    }
    return {
      search: v.search,
      sun: v.sun,
      moon: v.moon ?? null,
      rising: v.rising ?? null,
      label: v.label,
      savedAt: typeof v.savedAt === 'string' ? v.savedAt : '',
    };
  } catch {
    return null; // storage blocked or a damaged entry: as if nothing were saved
  }
}

export function writeSavedChart(chart: SavedChart): boolean {
  try {
    window.localStorage.setItem(SAVED_CHART_KEY, JSON.stringify(chart));
    window.dispatchEvent(new Event(SAVED_CHART_EVENT));
    return true;
  } catch {
    return false;
  }
}

export function clearSavedChart(): void {
  try {
    window.localStorage.removeItem(SAVED_CHART_KEY);
  } catch {
    // nothing to clear
  }
  window.dispatchEvent(new Event(SAVED_CHART_EVENT));
}
