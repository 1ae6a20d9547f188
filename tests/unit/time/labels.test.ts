import { compassPoint, describeBodyPosition, formatCoordinates, isIstanbul } from '@/lib/sky/terms';
import { istanbulDay as istanbulToday, istanbulInstant as skyInstant } from '@/lib/time/zone';
import { eventLabel, momentLabels } from '@/lib/time/labels';

describe('İstanbul saatiyle an', () => {
  it('reads the clock with the offset of the day: UTC+3 now, UTC+2 in winter before 2016', () => {
    expect(skyInstant('2024-08-12', '21:00').toISOString()).toBe('2024-08-12T18:00:00.000Z');
    expect(skyInstant('2024-01-15', '21:00').toISOString()).toBe('2024-01-15T18:00:00.000Z');
    expect(skyInstant('1999-08-11', '21:00').toISOString()).toBe('1999-08-11T18:00:00.000Z');
    expect(skyInstant('1999-01-11', '21:00').toISOString()).toBe('1999-01-11T19:00:00.000Z');
  });

  it('uses Istanbul mean time (UTC+1:56:56) before 1910', () => {
    expect(skyInstant('1900-01-01', '21:00').toISOString()).toBe('1900-01-01T19:03:04.000Z');
    expect(momentLabels(skyInstant('1900-01-01', '21:00')).utcOffset).toBe('UTC+1:56');
  });

  it('labels the moment in Turkish', () => {
    expect(momentLabels(skyInstant('2024-08-12', '21:00'))).toEqual({
      date: '12 Ağustos 2024 Pazartesi',
      time: '21:00',
      utcOffset: 'UTC+3',
    });
    expect(momentLabels(skyInstant('1999-01-11', '06:05')).utcOffset).toBe('UTC+2');
  });

  it('knows today in Istanbul, not in UTC', () => {
    expect(istanbulToday(new Date('2024-03-31T21:30:00Z'))).toBe('2024-04-01');
    expect(istanbulToday(new Date('2024-03-31T20:59:00Z'))).toBe('2024-03-31');
  });
});

describe('Yönler ve koordinatlar', () => {
  it('names the eight compass points', () => {
    expect([0, 44, 90, 135, 180, 225, 270, 315, 338, 359.9].map(compassPoint)).toEqual([
      'kuzey',
      'kuzeydoğu',
      'doğu',
      'güneydoğu',
      'güney',
      'güneybatı',
      'batı',
      'kuzeybatı',
      'kuzey',
      'kuzey',
    ]);
  });

  it('describes a body as the page lists it', () => {
    expect(describeBodyPosition({ name: 'Satürn', azimuth: 140.2, altitude: 48.6 })).toBe(
      'Satürn — güneydoğu, 49°',
    );
  });

  it('writes coordinates the Turkish way', () => {
    expect(formatCoordinates(41.0082, 28.9784)).toBe('41,0082° K, 28,9784° D');
    expect(formatCoordinates(-33.8688, -70.5)).toBe('33,8688° G, 70,5000° B');
    expect(isIstanbul(41.0082, 28.9784)).toBe(true);
    expect(isIstanbul(39.93, 32.86)).toBe(false);
  });
});

describe('an event printed no finer than it is known', () => {
  // 2026-03-15 14:54:30 UTC is 17:54 in Istanbul (UTC+3).
  const at = new Date('2026-03-15T14:54:30Z');
  it('to the minute, to the hour, to the day', () => {
    expect(eventLabel(at)).toBe('15 Mart 2026 Pazar, 17:54');
    expect(eventLabel(at, 'minute')).toBe('15 Mart 2026 Pazar, 17:54');
    expect(eventLabel(at, 'hour')).toBe('15 Mart 2026 Pazar, saat 18 sularında');
    expect(eventLabel(at, 'day')).toBe('15 Mart 2026 Pazar');
  });
  it('an hour rounded across midnight is on the next day', () => {
    expect(eventLabel(new Date('2026-03-15T20:40:00Z'), 'hour')).toBe(
      '16 Mart 2026 Pazartesi, saat 0 sularında',
    );
  });
});
