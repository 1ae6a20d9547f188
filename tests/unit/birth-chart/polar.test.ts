/**
 * The Ascendant beyond the polar circles (issue 23): the eastern intersection of the ecliptic and
 * the horizon wherever it exists, against the Swiss Ephemeris (swetest) at four places above the
 * polar circles in both hemispheres, at the solstices and an equinox, every three hours; and the
 * Placidus request falling back to Porphyry there, with the Turkish note, as swetest does.
 */
import { angleDiff } from '@/lib/astro/longitude';
import { computeBirthChart, PLACIDUS_FALLBACK_NOTE } from '@/lib/birth-chart/chart';
import { inBatches, reportMissingSwetest, SWETEST_AVAILABLE, sweChart } from './swetest';

reportMissingSwetest('kutup bölgesi yükselen karşılaştırması (tests/unit/birth-chart/polar.test.ts)');
const maybe = SWETEST_AVAILABLE ? describe : describe.skip;

const PLACES = [
  { name: 'Tromsø', latitude: 69.6492, longitude: 18.9553 },
  { name: 'Longyearbyen', latitude: 78.2232, longitude: 15.6267 },
  { name: 'McMurdo', latitude: -77.8419, longitude: 166.6863 },
  { name: 'Troll', latitude: -72.0114, longitude: 2.535 },
];
const DAYS = ['1995-12-21', '2024-06-21', '2031-03-20'];
const HOURS = ['00:00', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00'];

describe('the Ascendant at Tromsø, 21 December 1995, 10:00 (issue 23)', () => {
  test('İkizler 0°37′ (swetest 60.6318°), not Yay', () => {
    const chart = computeBirthChart({
      date: '1995-12-21',
      time: '10:00',
      latitude: 69.6492,
      longitude: 18.9553,
      timeZone: 'Europe/Oslo',
    });
    expect(Math.abs(angleDiff(chart.ascendant!.longitude, 60.6318415))).toBeLessThan(0.001);
    expect(chart.ascendant!.sign).toBe('ikizler');
    expect(chart.houseSystem).toBe('porphyry');
    expect(chart.houseSystemNote).toBe(PLACIDUS_FALLBACK_NOTE);
  });
});

maybe('beyond the polar circles against swetest', () => {
  const cases = PLACES.flatMap((place) =>
    DAYS.flatMap((date) => HOURS.map((time) => ({ place, date, time }))),
  );

  test(`${cases.length} charts: Ascendant and Midheaven within 0.01°, cusps within 0.05°, the same fallback`, async () => {
    const misses = (
      await inBatches(cases, 2, async ({ place, date, time }) => {
        const chart = computeBirthChart({
          date,
          time,
          latitude: place.latitude,
          longitude: place.longitude,
          utcOffset: '+00:00',
          timeZone: 'Etc/UTC',
          houseSystem: 'placidus',
        });
        const swe = await sweChart(new Date(chart.utc), place.latitude, place.longitude, 'placidus');
        const where = `${place.name} ${date} ${time}`;
        const out: string[] = [];
        const asc = Math.abs(angleDiff(chart.ascendant!.longitude, swe.ascendant));
        if (asc > 0.01) out.push(`${where}: Asc ${chart.ascendant!.longitude.toFixed(4)} ≠ ${swe.ascendant}`);
        const mc = Math.abs(angleDiff(chart.midheaven!.longitude, swe.midheaven));
        if (mc > 0.01) out.push(`${where}: MC ${chart.midheaven!.longitude.toFixed(4)} ≠ ${swe.midheaven}`);
        if ((chart.houseSystem === 'porphyry') !== swe.placidusFailed) out.push(`${where}: fallback differs`);
        chart.houses!.forEach((c, i) => {
          if (Math.abs(angleDiff(c, swe.cusps[i])) > 0.05)
            out.push(`${where}: cusp ${i + 1} ${c.toFixed(3)} ≠ ${swe.cusps[i]}`);
        });
        return out;
      })
    ).flat();
    expect(misses).toEqual([]);
  }, 120_000);
});
