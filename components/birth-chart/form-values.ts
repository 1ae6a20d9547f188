/**
 * The birth form's values. A plain module, not a client one: the server page builds the initial
 * values from the address, and a value imported from a 'use client' module is only a reference there.
 */
import { DEFAULT_HOUSE_SYSTEM, type HouseSystem } from '@/lib/birth-chart/types';

export interface PlaceValue {
  id: string;
  name: string;
  province: string | null;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

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
