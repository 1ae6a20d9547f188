import { isApiPath, isSuccess, type AnalyticsEvent } from './event';

/**
 * What one batch of events adds to the rollup tables, before the visitor sets are consulted:
 * counters summed per key, and the distinct visitor keys the batch contains. Pure, so the
 * arithmetic is tested without a database.
 */
export interface BatchRollup {
  hours: Map<string, { day: string; hour: number; requests: number; ok: number; durationUs: number }>;
  pages: Map<string, { day: string; path: string; requests: number; durationUs: number }>;
  countries: Map<string, { day: string; country: string; requests: number }>;
  /** bot name '' stands for an unnamed bot. */
  bots: Map<string, { day: string; botName: string; requests: number }>;
  dayVisitors: Map<string, { day: string; visitor: string }>;
  hourVisitors: Map<string, { day: string; hour: number; visitor: string }>;
  pageVisitors: Map<string, { day: string; path: string; visitor: string }>;
}

// Keys join fixed-width parts (day: 10 characters, hour: 2, visitor: 22) before the one free-form
// part (path), so no separator can be forged by a path.
const hourKey = (day: string, hour: number) => `${day}${hour < 10 ? '0' : ''}${hour}`;

export function rollUp(events: readonly AnalyticsEvent[]): BatchRollup {
  const r: BatchRollup = {
    hours: new Map(),
    pages: new Map(),
    countries: new Map(),
    bots: new Map(),
    dayVisitors: new Map(),
    hourVisitors: new Map(),
    pageVisitors: new Map(),
  };
  for (const e of events) {
    const hk = hourKey(e.day, e.hour);
    const h = r.hours.get(hk);
    const ok = isSuccess(e.status) ? 1 : 0;
    if (h) {
      h.requests++;
      h.ok += ok;
      h.durationUs += e.durationUs;
    } else {
      r.hours.set(hk, { day: e.day, hour: e.hour, requests: 1, ok, durationUs: e.durationUs });
    }

    const page = !isApiPath(e.path);
    if (page) {
      const pk = e.day + e.path;
      const p = r.pages.get(pk);
      if (p) {
        p.requests++;
        p.durationUs += e.durationUs;
      } else {
        r.pages.set(pk, { day: e.day, path: e.path, requests: 1, durationUs: e.durationUs });
      }
    }

    const ck = e.day + e.country;
    const c = r.countries.get(ck);
    if (c) c.requests++;
    else r.countries.set(ck, { day: e.day, country: e.country, requests: 1 });

    if (e.bot) {
      const name = e.botName ?? '';
      const bk = e.day + name;
      const b = r.bots.get(bk);
      if (b) b.requests++;
      else r.bots.set(bk, { day: e.day, botName: name, requests: 1 });
    } else if (e.method !== 'HEAD') {
      // Visitors are people reading pages: bots are counted, but never as visitors, and a HEAD
      // (a link checker, a monitor, or anyone rotating user agents) reads nothing.
      const dk = e.day + e.visitor;
      if (!r.dayVisitors.has(dk)) r.dayVisitors.set(dk, { day: e.day, visitor: e.visitor });
      const hvk = hk + e.visitor;
      if (!r.hourVisitors.has(hvk)) r.hourVisitors.set(hvk, { day: e.day, hour: e.hour, visitor: e.visitor });
      if (page) {
        const pvk = dk + e.path;
        if (!r.pageVisitors.has(pvk))
          r.pageVisitors.set(pvk, { day: e.day, path: e.path, visitor: e.visitor });
      }
    }
  }
  return r;
}
