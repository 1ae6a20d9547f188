import { boxesOverlap } from '@/lib/sky/labels';
import { CHART_DISC, composeSkyChart, type SkyMapParams } from '@/lib/sky/chart';
import { catalogue } from '@/lib/sky/catalogue';
import { altAzOf, horizonVector, starRotation } from '@/lib/sky/horizon';
import { altitudeRadius, project } from '@/lib/sky/projection';
import { rotate } from '@/lib/sky/vector';
import { istanbulInstant as skyInstant } from '@/lib/time/zone';

const ISTANBUL = { latitude: 41.0082, longitude: 28.9784 };
// A rough text width (Inter at these sizes is a little over half an em per letter).
const measure = (text: string, font: string) => text.length * Number(/(\d+)px/.exec(font)![1]) * 0.62;
const chartOf = (p: Partial<SkyMapParams> = {}) =>
  composeSkyChart({ date: '2024-08-12', time: '21:00', ...ISTANBUL, ...p }, measure);

function starAltAz(hip: number, date: string, time: string) {
  const star = catalogue().stars.find((s) => s.hip === hip)!;
  return altAzOf(rotate(starRotation(skyInstant(date, time), ISTANBUL), star.vector));
}

describe('Projeksiyon: yukarı bakan gözlemcinin gökyüzü', () => {
  const { cx, cy, radius } = CHART_DISC;

  it('puts the zenith in the centre and the horizon on the rim', () => {
    const z = project(horizonVector(90, 0), CHART_DISC);
    expect(z.x).toBeCloseTo(cx, 6);
    expect(z.y).toBeCloseTo(cy, 6);
    const h = project(horizonVector(0, 123), CHART_DISC);
    expect(Math.hypot(h.x - cx, h.y - cy)).toBeCloseTo(radius, 6);
    expect(altitudeRadius(0, CHART_DISC)).toBeCloseTo(radius, 6);
  });

  it('has north up, south down, east on the left and west on the right', () => {
    const at = (az: number) => project(horizonVector(10, az), CHART_DISC);
    expect(at(0).y).toBeLessThan(cy);
    expect(at(180).y).toBeGreaterThan(cy);
    expect(at(90).x).toBeLessThan(cx);
    expect(at(270).x).toBeGreaterThan(cx);
  });
});

describe('Tanınabilir gökyüzü', () => {
  it('Ursa Major never sets over Istanbul and stands in the northern half', () => {
    for (const [date, time] of [
      ['2024-08-12', '21:00'],
      ['2024-01-15', '21:00'],
      ['2024-04-20', '03:00'],
    ]) {
      const dubhe = starAltAz(54061, date, time);
      expect(dubhe.altitude).toBeGreaterThan(0);
      expect(dubhe.azimuth > 270 || dubhe.azimuth < 90).toBe(true);
    }
  });

  it('Orion is high in the south-east on a January evening', () => {
    const betelgeuse = starAltAz(27989, '2024-01-15', '21:00');
    expect(betelgeuse.altitude).toBeGreaterThan(35);
    expect(betelgeuse.azimuth).toBeGreaterThan(110);
    expect(betelgeuse.azimuth).toBeLessThan(180);
  });

  it('Scorpius is low in the south on an August evening', () => {
    const antares = starAltAz(80763, '2024-08-12', '21:00');
    expect(antares.altitude).toBeGreaterThan(5);
    expect(antares.altitude).toBeLessThan(30);
    expect(antares.azimuth).toBeGreaterThan(170);
    expect(antares.azimuth).toBeLessThan(230);
  });

  it('labels the constellations above the horizon, in Turkish', () => {
    const summer = chartOf();
    expect(summer.drawn.constellations).toEqual(
      expect.arrayContaining(['Büyük Ayı', 'Kuğu', 'Çalgı', 'Akrep']),
    );
    expect(summer.drawn.constellations).not.toContain('Avcı');
    const winter = chartOf({ date: '2024-01-15' });
    expect(winter.drawn.constellations).toEqual(expect.arrayContaining(['Avcı', 'Boğa', 'İkizler']));
    expect(winter.drawn.constellations).not.toContain('Akrep');
    expect(winter.labels.some((l) => l.text === 'AVCI')).toBe(true);
  });

  it('names the Big Dipper low in the north on an autumn evening, where the catalogue’s label point has set', () => {
    const chart = chartOf({ date: '2024-11-21' });
    const uma = catalogue().constellations.find((c) => c.id === 'UMa')!;
    const labelPoint = altAzOf(rotate(starRotation(skyInstant('2024-11-21', '21:00'), ISTANBUL), uma.vector));
    expect(labelPoint.altitude).toBeLessThan(3);
    expect(chart.drawn.constellations).toContain('Büyük Ayı');
    const label = chart.labels.find((l) => l.text === 'BÜYÜK AYI')!;
    expect(label.y).toBeLessThan(CHART_DISC.cy); // in the northern half
  });

  it('writes each constellation name once', () => {
    for (const date of ['2024-11-21', '2024-08-12', '2024-05-01', '2026-11-21']) {
      const labels = chartOf({ date }).labels.filter((l) => l.kind === 'constellation');
      const texts = labels.map((l) => l.text);
      // Serpens is two pieces, head and tail, far apart: two labels at most, never side by side.
      const serpens = labels.filter((l) => l.text === 'YILAN');
      expect(serpens.length).toBeLessThanOrEqual(2);
      if (serpens.length === 2) {
        expect(Math.hypot(serpens[0].x - serpens[1].x, serpens[0].y - serpens[1].y)).toBeGreaterThan(120);
      }
      expect(new Set(texts.filter((t) => t !== 'YILAN')).size).toBe(texts.length - serpens.length);
    }
  });

  it('draws only stars above the horizon, all inside the disc', () => {
    const chart = chartOf();
    expect(chart.stars.length).toBeGreaterThan(1500);
    expect(chart.stars.length).toBeLessThan(3500);
    for (const s of chart.stars) {
      expect(Math.hypot(s.x - CHART_DISC.cx, s.y - CHART_DISC.cy)).toBeLessThanOrEqual(
        CHART_DISC.radius + 1e-6,
      );
    }
  });
});

describe('Etiketler', () => {
  for (const date of ['2024-08-12', '2024-01-15', '1999-08-11', '2020-12-21']) {
    it(`do not overlap and stay inside the horizon (${date})`, () => {
      const { labels } = chartOf({ date });
      expect(labels.length).toBeGreaterThan(20);
      for (let i = 0; i < labels.length; i++) {
        for (let j = i + 1; j < labels.length; j++) {
          expect(boxesOverlap(labels[i], labels[j])).toBe(false);
        }
        const { x, y, w, h } = labels[i];
        for (const [px, py] of [
          [x, y],
          [x + w, y + h],
          [x + w, y],
          [x, y + h],
        ]) {
          expect(Math.hypot(px - CHART_DISC.cx, py - CHART_DISC.cy)).toBeLessThan(CHART_DISC.radius);
        }
      }
    });
  }

  it('name every body above the horizon first (Jupiter and Saturn on 21 December 2020)', () => {
    // The great conjunction: the two planets 0.1° apart, low in the south-west after sunset.
    const chart = chartOf({ date: '2020-12-21', time: '18:00' });
    const texts = chart.labels.filter((l) => l.kind === 'body').map((l) => l.text);
    expect(texts).toEqual(expect.arrayContaining(['Jüpiter', 'Satürn']));
    expect(chart.drawn.bodies).toEqual(expect.arrayContaining(['jupiter', 'saturn']));
  });
});

describe('Ay', () => {
  it('turns its lit side towards the set Sun in the west (right) on a waxing evening', () => {
    const chart = chartOf({ date: '2024-01-15' });
    expect(chart.moon).not.toBeNull();
    expect(chart.moon!.phase.waxing).toBe(true);
    expect(chart.moon!.phase.fraction).toBeGreaterThan(0.15);
    expect(chart.moon!.phase.fraction).toBeLessThan(0.35);
    expect(Math.cos(chart.moon!.brightLimbAngle)).toBeGreaterThan(0.5);
  });

  it('turns its lit side east (left) before dawn on a waning morning', () => {
    // 2024-01-07, the old crescent rising in the south-east before the Sun.
    const chart = chartOf({ date: '2024-01-07', time: '06:30' });
    expect(chart.moon).not.toBeNull();
    expect(chart.moon!.phase.waxing).toBe(false);
    expect(Math.cos(chart.moon!.brightLimbAngle)).toBeLessThan(-0.3);
  });

  it('is left out when below the horizon', () => {
    const chart = chartOf({ date: '2024-08-04', time: '23:00' });
    const moon = chart.objects.find((o) => o.body === 'moon')!;
    expect(moon.aboveHorizon).toBe(false);
    expect(chart.moon).toBeNull();
  });
});
