import { catalogue } from '@/lib/sky/catalogue';
import { altAzOf, bodyPositions, moonPhase, starRotation } from '@/lib/sky/horizon';
import { SKY_BODY_IDS } from '@/lib/sky/terms';
import { rotate, unitFromRaDec } from '@/lib/sky/vector';
import {
  referenceBodyAltAz,
  referenceGeocentricAltAz,
  referenceStarAltAz,
  separation,
} from './astronomia-reference';
import { istanbulInstant as skyInstant } from '@/lib/time/zone';

const ISTANBUL = { latitude: 41.0082, longitude: 28.9784 };

// Dates, times and places across the range the API accepts, north and south, east and west.
const CASES = [
  { label: 'İstanbul, 12 Ağustos 2024 21:00', date: '2024-08-12', time: '21:00', ...ISTANBUL },
  {
    label: 'İstanbul, 11 Ağustos 1999 13:00 (tam güneş tutulması günü)',
    date: '1999-08-11',
    time: '13:00',
    ...ISTANBUL,
  },
  { label: 'İstanbul, 15 Ocak 2024 21:00', date: '2024-01-15', time: '21:00', ...ISTANBUL },
  {
    label: 'Sidney, 1 Haziran 1950 04:30',
    date: '1950-06-01',
    time: '04:30',
    latitude: -33.8688,
    longitude: 151.2093,
  },
  {
    label: 'Reykjavik, 21 Aralık 2010 00:00',
    date: '2010-12-21',
    time: '00:00',
    latitude: 64.1466,
    longitude: -21.9426,
  },
  {
    label: 'Quito, 10 Mart 1905 12:00',
    date: '1905-03-10',
    time: '12:00',
    latitude: -0.1807,
    longitude: -78.4678,
  },
  {
    label: 'Los Angeles, 3 Nisan 2023 06:15',
    date: '2023-04-03',
    time: '06:15',
    latitude: 34.0522,
    longitude: -118.2437,
  },
] as const;

describe('Güneş, Ay ve gezegenlerin yükseklik ve yönü (astronomia ile karşılaştırma)', () => {
  for (const c of CASES) {
    describe(c.label, () => {
      const instant = skyInstant(c.date, c.time);
      const ours = bodyPositions(instant, c);

      it('lists the nine bodies in order', () => {
        expect(ours.map((o) => o.body)).toEqual([...SKY_BODY_IDS]);
      });

      for (const body of SKY_BODY_IDS) {
        it(`${body}: within 0.1° of Meeus/VSOP87, topocentric`, () => {
          const o = ours.find((x) => x.body === body)!;
          const ref = referenceBodyAltAz(body, instant, c.latitude, c.longitude);
          expect(Math.abs(o.altitude - ref.altitude)).toBeLessThan(0.1);
          expect(separation(o, ref)).toBeLessThan(0.1);
          expect(o.aboveHorizon).toBe(o.altitude > 0);
        });
      }
    });
  }

  it('applies the Moon’s parallax: geocentric and topocentric differ by far more than the tolerance', () => {
    // At 13:00 on 1999-08-11 the Moon stood about 64° high: its parallax still moved it ~0.4°.
    const instant = skyInstant('1999-08-11', '13:00');
    const topo = referenceBodyAltAz('moon', instant, ISTANBUL.latitude, ISTANBUL.longitude);
    const geo = referenceGeocentricAltAz('moon', instant, ISTANBUL.latitude, ISTANBUL.longitude);
    expect(separation(topo, geo)).toBeGreaterThan(0.3);
    const ours = bodyPositions(instant, ISTANBUL).find((o) => o.body === 'moon')!;
    expect(separation(ours, topo)).toBeLessThan(0.1);
    expect(separation(ours, geo)).toBeGreaterThan(0.3);
  });

  it('puts the Moon over the Sun during the total eclipse seen from Türkiye on 11 August 1999', () => {
    // Totality crossed central Türkiye around 14:30 local time; from Istanbul the eclipse was deep
    // partial, so the two discs (about 0.5° across) overlapped.
    const objects = bodyPositions(skyInstant('1999-08-11', '14:15'), ISTANBUL);
    const sun = objects.find((o) => o.body === 'sun')!;
    const moon = objects.find((o) => o.body === 'moon')!;
    expect(separation(sun, moon)).toBeLessThan(0.5);
  });

  it('gives sensible magnitudes', () => {
    const objects = bodyPositions(skyInstant('2024-08-12', '21:00'), ISTANBUL);
    const mag = Object.fromEntries(objects.map((o) => [o.body, o.magnitude]));
    expect(mag.sun).toBeCloseTo(-26.7, 0);
    expect(mag.venus).toBeLessThan(-3.5);
    expect(mag.neptune).toBeGreaterThan(7.5);
  });
});

describe('Yıldızların J2000’den tarihe taşınması (presesyon)', () => {
  const stars = [
    { name: 'Polaris', hip: 11767 },
    { name: 'Vega', hip: 91262 },
    { name: 'Sirius', hip: 32349 },
  ];
  const moments = [
    { date: '2024-08-12', time: '21:00' },
    { date: '1900-01-01', time: '21:00' },
    { date: '1962-05-20', time: '03:10' },
  ];

  for (const s of stars) {
    for (const m of moments) {
      it(`${s.name}, ${m.date} ${m.time}: agrees with an IAU 1976 rotation within 0.01°`, () => {
        const star = catalogue().stars.find((x) => x.hip === s.hip)!;
        const ra = (Math.atan2(star.vector[1], star.vector[0]) * 180) / Math.PI;
        const dec = (Math.asin(star.vector[2]) * 180) / Math.PI;
        const instant = skyInstant(m.date, m.time);
        const ours = altAzOf(rotate(starRotation(instant, ISTANBUL), star.vector));
        const ref = referenceStarAltAz((ra + 360) % 360, dec, instant, ISTANBUL.latitude, ISTANBUL.longitude);
        expect(separation(ours, ref)).toBeLessThan(0.01);
      });
    }
  }

  it('the precession matters: skipping it would put Vega 0.6° off in 1900 and 0.15° off in 2024', () => {
    const star = catalogue().stars.find((x) => x.hip === 91262)!;
    const ra = (Math.atan2(star.vector[1], star.vector[0]) * 180) / Math.PI + 360;
    const dec = (Math.asin(star.vector[2]) * 180) / Math.PI;
    for (const [date, minimum] of [
      // Precession turns the sky 1.4° a century about the ecliptic pole; Vega, 62° from the ecliptic,
      // moves by that times cos 62°.
      ['1900-01-01', 0.6],
      ['2024-08-12', 0.14],
    ] as const) {
      const instant = skyInstant(date, '21:00');
      const { latitude, longitude } = ISTANBUL;
      const precessed = referenceStarAltAz(ra % 360, dec, instant, latitude, longitude);
      const unprecessed = referenceStarAltAz(ra % 360, dec, instant, latitude, longitude, { precess: false });
      expect(separation(precessed, unprecessed)).toBeGreaterThan(minimum);
      const ours = altAzOf(rotate(starRotation(instant, ISTANBUL), star.vector));
      expect(separation(ours, precessed)).toBeLessThan(0.01);
    }
  });

  it('knows Vega’s J2000 place, stored with a negative longitude in the catalogue', () => {
    // Vega: RA 18h 36m 56.3s = 279.2347°, Dec +38° 47′ 01″ (Hipparcos, J2000).
    const v = catalogue().stars.find((x) => x.hip === 91262)!.vector;
    const expected = unitFromRaDec(279.2347, 38.7837);
    expect(v[0]).toBeCloseTo(expected[0], 5);
    expect(v[1]).toBeCloseTo(expected[1], 5);
    expect(v[2]).toBeCloseTo(expected[2], 5);
  });
});

describe('Ay’ın evresi', () => {
  it('is full in mid-August 2024 around the 19th, new around 4 August', () => {
    expect(moonPhase(skyInstant('2024-08-19', '21:00')).fraction).toBeGreaterThan(0.98);
    expect(moonPhase(skyInstant('2024-08-04', '14:00')).fraction).toBeLessThan(0.02);
    expect(moonPhase(skyInstant('2024-08-12', '21:00')).waxing).toBe(true);
    expect(moonPhase(skyInstant('2024-08-25', '21:00')).waxing).toBe(false);
  });
});
