/** Türkiye's 81 provinces (ids tr-01 … tr-81 in the place list), in Turkish alphabetical order. Server-only. */
import { placeById } from '@/lib/birth-chart/places';
import type { Place } from '@/lib/birth-chart/types';

let sorted: Place[] | undefined;

export function turkishProvinces(): Place[] {
  if (!sorted) {
    const collator = new Intl.Collator('tr');
    sorted = Array.from({ length: 81 }, (_, i) => placeById(`tr-${String(i + 1).padStart(2, '0')}`))
      .filter((p): p is Place => p !== undefined)
      .sort((a, b) => collator.compare(a.name, b.name));
  }
  return sorted;
}
