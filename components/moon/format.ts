/** Clock and date labels in a place's own zone (Intl only; never the machine's zone). */
const cache = new Map<string, Intl.DateTimeFormat>();

function fmt(zone: string, kind: 'clock' | 'day' | 'dayClock'): Intl.DateTimeFormat {
  const key = `${zone}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    const opts: Intl.DateTimeFormatOptions =
      kind === 'clock'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : kind === 'day'
          ? { day: 'numeric', month: 'long' }
          : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    f = new Intl.DateTimeFormat('tr-TR', { timeZone: zone, ...opts });
    cache.set(key, f);
  }
  return f;
}

/** '17:54' on the zone's clock. */
export const clockIn = (iso: string, zone: string) => fmt(zone, 'clock').format(new Date(iso));

/** '3 Kas 17:54' on the zone's clock. */
export const dayClockIn = (iso: string, zone: string) => fmt(zone, 'dayClock').format(new Date(iso));

/** The zone's calendar date (yyyy-MM-dd) of an instant. */
export function localDateIn(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
  return parts;
}

/** A time on the day's own date as '17:54', otherwise with its date: '31 Eki 23:10'. */
export const clockOnDay = (iso: string, zone: string, date: string) =>
  localDateIn(iso, zone) === date ? clockIn(iso, zone) : dayClockIn(iso, zone);
