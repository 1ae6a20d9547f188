import * as julian from 'astronomia/julian';
import * as moonphase from 'astronomia/moonphase';
import { SIGN_IDS } from '@/lib/zodiac/signs';
import { referenceLongitude, referenceSpeed } from './reference-ephemeris';
import { angleDiff } from '@/lib/astro/longitude';
import { eventsBetween, lunationsBetween } from '@/lib/astro/search';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('events of a period', () => {
  test('new and full moons match Meeus’s lunation algorithm (astronomia) within 1 minute', () => {
    const start = new Date('2025-01-01T00:00:00Z');
    const end = new Date('2027-01-01T00:00:00Z');
    const found = lunationsBetween(start, end);
    const news = found.filter((e) => e.kind === 'new-moon');
    const fulls = found.filter((e) => e.kind === 'full-moon');
    expect(news.length).toBeGreaterThanOrEqual(24);
    expect(fulls.length).toBeGreaterThanOrEqual(24);
    for (const e of found) {
      const t = Date.parse(e.at);
      const year = 1970 + t / (365.25 * DAY);
      const jde = e.kind === 'new-moon' ? moonphase.newMoon(year) : moonphase.full(year);
      const reference = julian.JDEToDate(jde).getTime();
      expect(Math.abs(reference - t)).toBeLessThan(MINUTE);
      // The sign is the Moon's sign at that instant.
      expect(e.sign).toBe(SIGN_IDS[Math.floor(referenceLongitude('moon', new Date(t)) / 30)]);
    }
  }, 120_000);

  test('published dates: the eclipse new moon of 8 April 2024 and Mercury’s April 2024 retrograde', () => {
    const events = eventsBetween(new Date('2024-03-31T21:00:00Z'), new Date('2024-04-30T21:00:00Z'));
    const eclipse = events.find((e) => e.kind === 'new-moon');
    expect(eclipse?.sign).toBe('koc');
    expect(Math.abs(Date.parse(eclipse!.at) - Date.parse('2024-04-08T18:21:00Z'))).toBeLessThan(5 * MINUTE);
    const retro = events.find((e) => e.kind === 'station-retrograde' && e.body === 'mercury');
    const direct = events.find((e) => e.kind === 'station-direct' && e.body === 'mercury');
    expect(retro?.sign).toBe('koc');
    expect(direct?.sign).toBe('koc');
    // Almanacs give 1 April 22:14 UT and 25 April 12:54 UT.
    expect(Math.abs(Date.parse(retro!.at) - Date.parse('2024-04-01T22:14:00Z'))).toBeLessThan(
      3 * 60 * MINUTE,
    );
    expect(Math.abs(Date.parse(direct!.at) - Date.parse('2024-04-25T12:54:00Z'))).toBeLessThan(
      3 * 60 * MINUTE,
    );
  });

  test('every ingress sits on a sign boundary and every station on a change of direction (reference)', () => {
    const events = eventsBetween(new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'));
    const ingresses = events.filter((e) => e.kind === 'ingress');
    const stations = events.filter((e) => e.kind.startsWith('station'));
    // Sun (12) plus at least the fast planets' ingresses.
    expect(ingresses.filter((e) => e.body === 'sun')).toHaveLength(12);
    expect(ingresses.length).toBeGreaterThan(30);
    expect(stations.length).toBeGreaterThan(10);
    for (const e of ingresses) {
      const at = new Date(e.at);
      const ref = referenceLongitude(e.body, at);
      expect(Math.abs(angleDiff(ref, Math.round(ref / 30) * 30))).toBeLessThan(0.05);
      // Moving forward the body enters the sign whose start is the boundary; moving back, it enters the one below.
      const forward = referenceSpeed(e.body, at) > 0;
      const boundary = (Math.round(ref / 30) * 30) % 360;
      const entered = forward ? boundary / 30 : (boundary / 30 + 11) % 12;
      expect(e.sign).toBe(SIGN_IDS[entered]);
    }
    for (const e of stations) {
      const t = Date.parse(e.at);
      const before = referenceSpeed(e.body, new Date(t - 2 * DAY));
      const after = referenceSpeed(e.body, new Date(t + 2 * DAY));
      if (e.kind === 'station-retrograde') {
        expect(before).toBeGreaterThan(0);
        expect(after).toBeLessThan(0);
      } else {
        expect(before).toBeLessThan(0);
        expect(after).toBeGreaterThan(0);
      }
    }
    // In time order.
    const times = events.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
  }, 120_000);

  test('Moon ingresses only when asked (daily readings)', () => {
    const start = new Date('2026-06-14T21:00:00Z');
    const end = new Date('2026-06-21T21:00:00Z');
    expect(eventsBetween(start, end).some((e) => e.body === 'moon' && e.kind === 'ingress')).toBe(false);
    const moon = eventsBetween(start, end, { moonIngresses: true }).filter(
      (e) => e.body === 'moon' && e.kind === 'ingress',
    );
    expect(moon.length).toBeGreaterThanOrEqual(2);
  });
});
