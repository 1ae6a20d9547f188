/**
 * A chart's address, built the same way in the browser (the birth form, the result's links) and on
 * the server. Client-safe and free of zod: the form loads this, not the contract's schemas
 * (docs/performance.md, first-load JavaScript).
 */
import type { BirthChartRequest } from '../birth-chart/chart';
import { DEFAULT_HOUSE_SYSTEM } from '../birth-chart/types';

/** The query string of a chart in a fixed order, so equal charts have equal addresses. */
export function birthChartSearch(q: Omit<BirthChartRequest, 'time'> & { time?: string | null }): string {
  const p = new URLSearchParams({ date: q.date });
  if (q.time) p.set('time', q.time);
  if (q.place) p.set('place', q.place);
  else {
    if (q.latitude !== undefined) p.set('latitude', String(q.latitude));
    if (q.longitude !== undefined) p.set('longitude', String(q.longitude));
    if (q.timeZone) p.set('timeZone', q.timeZone);
  }
  if (q.utcOffset) p.set('utcOffset', q.utcOffset);
  if (q.houseSystem && q.houseSystem !== DEFAULT_HOUSE_SYSTEM) p.set('houseSystem', q.houseSystem);
  return p.toString();
}
