import { catalogue, cleanConstellationName, raFromLongitude } from '@/lib/sky/catalogue';
import { angularDistance } from '@/lib/sky/vector';

describe('d3-celestial kataloğu', () => {
  const cat = catalogue();

  it('loads about five thousand stars to magnitude 6, brightest first', () => {
    expect(cat.stars.length).toBeGreaterThan(5000);
    expect(cat.stars[0].hip).toBe(32349); // Sirius
    expect(cat.stars.every((s, i) => i === 0 || cat.stars[i - 1].mag <= s.mag)).toBe(true);
    expect(Math.max(...cat.stars.map((s) => s.mag))).toBeLessThanOrEqual(6.5);
  });

  it('reads right ascensions over 180° that the catalogue stores as negative longitudes', () => {
    expect(raFromLongitude(-80.7653)).toBeCloseTo(279.2347, 4);
    expect(raFromLongitude(101.2872)).toBe(101.2872);
  });

  it('has the 88 constellation figures with their Turkish names', () => {
    const ids = new Set(cat.figures.map((f) => f.id));
    expect(ids.size).toBeGreaterThanOrEqual(88);
    const names = new Map(cat.constellations.map((c) => [c.id, c.name]));
    expect(names.get('UMa')).toBe('Büyük Ayı');
    expect(names.get('Ori')).toBe('Avcı');
    expect(names.get('Sco')).toBe('Akrep');
    expect(names.get('CMa')).toBe('Büyük Köpek');
    expect(names.get('Hyi')).toBe('Küçük Suyılanı');
  });

  it('cleans the odd spaces (U+2005) out of the Turkish names', () => {
    expect(cleanConstellationName('Büyük\u2005Ayı')).toBe('Büyük Ayı');
    expect(cleanConstellationName('  Küçük suyılanı ')).toBe('Küçük Suyılanı');
    for (const c of cat.constellations) {
      expect(c.name).toMatch(/^[A-Za-zÇĞİÖŞÜçğıöşüâî' ]+$/);
      expect(c.name).not.toMatch(/\s{2}/);
    }
  });

  it('keeps figure lines smooth: no step longer than 2°', () => {
    for (const f of cat.figures) {
      for (const line of f.lines) {
        for (let i = 1; i < line.length; i++) {
          expect(angularDistance(line[i - 1], line[i])).toBeLessThanOrEqual(2.0001);
        }
      }
    }
  });

  it('names the brightest stars, and Polaris in Turkish', () => {
    const names = cat.starNames.map((s) => s.name);
    for (const n of ['Sirius', 'Vega', 'Arcturus', 'Betelgeuse', 'Rigel', 'Antares', 'Kutup Yıldızı']) {
      expect(names).toContain(n);
    }
  });
});
