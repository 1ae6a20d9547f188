/**
 * The birth form's values. A plain module, not a client one: the server page builds the initial
 * values from the address, and a value imported from a 'use client' module is only a reference there.
 */
import { DEFAULT_HOUSE_SYSTEM, type HouseSystem, type Place } from '@/lib/birth-chart/types';

/** The site's one place type, as the form keeps it. */
export type PlaceValue = Omit<Place, 'countryCode'>;

export interface BirthFormInitial {
  date: string;
  time: string;
  timeUnknown: boolean;
  place: PlaceValue | null;
  manual: boolean;
  latitude: string;
  longitude: string;
  timeZone: string;
  houseSystem: HouseSystem;
}

export const EMPTY_BIRTH_FORM: BirthFormInitial = {
  date: '',
  time: '',
  timeUnknown: false,
  place: null,
  manual: false,
  latitude: '',
  longitude: '',
  timeZone: 'Europe/Istanbul',
  houseSystem: DEFAULT_HOUSE_SYSTEM,
};

/**
 * 'Şişli, İstanbul' for a Turkish district, 'Berlin, Almanya' abroad: how the place search shows a
 * place (here, not in the client combobox, so that a server action can compare a typed text with it).
 */
export function placeLabel(p: Pick<PlaceValue, 'name' | 'province' | 'country'>): string {
  const parts = [p.name];
  if (p.province && p.province !== p.name) parts.push(p.province);
  if (p.country !== 'Türkiye' || parts.length === 1) parts.push(p.country);
  return parts.join(', ');
}

/** The birth form's fields handed from another page's form to the chart page (sessionStorage). */
export const BIRTH_HANDOFF_KEY = 'yildizRehberi.dogumHaritasiGirisi';
/**
 * The place as typed, sent with the form: before hydration nothing can be picked from the
 * suggestions, so the chart page's action takes the search's first place for it.
 */
export const PLACE_TEXT_FIELD = 'placeText';
/** The chart page's fragment that opens the chart saved in this browser. */
export const SAVED_CHART_HASH = '#kayitli-harita';
