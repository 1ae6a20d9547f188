import {
  datedReadingPaths,
  isCurrentOrNext,
  neighbours,
  outOfRangeMessage,
  periodLabelWithYear,
  periodOfSlug,
  readablePeriodOn,
} from '@/lib/horoscope/archive';
import { isDomainError } from '@/lib/errors';

// Wednesday 17 June 2026, 00:30 in Istanbul (21:30 UTC the day before).
const NOW = new Date('2026-06-16T21:30:00Z');

describe('the readable range', () => {
  test('from 2024-01-01 to the end of the next period, in Istanbul’s calendar', () => {
    expect(readablePeriodOn('daily', '2024-01-01', NOW).start).toBe('2024-01-01');
    expect(readablePeriodOn('daily', '2026-06-18', NOW).start).toBe('2026-06-18');
    expect(readablePeriodOn('weekly', '2026-06-28', NOW).start).toBe('2026-06-22');
    expect(readablePeriodOn('monthly', '2026-07-31', NOW).start).toBe('2026-07-01');
    for (const [type, day] of [
      ['daily', '2023-12-31'],
      ['daily', '2026-06-19'],
      ['weekly', '2026-06-29'],
      ['monthly', '2026-08-01'],
      ['daily', '2026-02-29'],
      ['daily', '2026-06-1'],
    ] as const) {
      let err: unknown;
      try {
        readablePeriodOn(type, day, NOW);
      } catch (e) {
        err = e;
      }
      expect({ type, day, invalid: isDomainError(err) && err.kind === 'invalid' }).toEqual({
        type,
        day,
        invalid: true,
      });
    }
  });

  test('the message names the first and last readable days, whatever the server’s zone', () => {
    expect(outOfRangeMessage('daily', NOW)).toBe(
      'Bu tarih için yorum yok. Yorumlar 1 Ocak 2024 ile 18 Haziran 2026 arasındaki günler için okunabilir.',
    );
    expect(outOfRangeMessage('monthly', NOW)).toContain('31 Temmuz 2026');
  });

  test('current and next periods are the bounded set; yesterday is not', () => {
    expect(isCurrentOrNext(readablePeriodOn('daily', '2026-06-17', NOW), NOW)).toBe(true);
    expect(isCurrentOrNext(readablePeriodOn('daily', '2026-06-18', NOW), NOW)).toBe(true);
    expect(isCurrentOrNext(readablePeriodOn('daily', '2026-06-16', NOW), NOW)).toBe(false);
  });

  test('neighbours stop at the range’s ends', () => {
    const first = neighbours(readablePeriodOn('weekly', '2024-01-03', NOW), NOW);
    expect(first.previous).toBeNull();
    expect(first.next?.start).toBe('2024-01-08');
    const last = neighbours(readablePeriodOn('monthly', '2026-07-10', NOW), NOW);
    expect(last.previous?.start).toBe('2026-06-01');
    expect(last.next).toBeNull();
  });
});

describe('dated page segments and labels', () => {
  test('slugs: a day for daily and weekly (any day of the week), yyyy-MM for monthly', () => {
    expect(periodOfSlug('weekly', '2025-03-13')?.start).toBe('2025-03-10');
    expect(periodOfSlug('monthly', '2025-03')?.start).toBe('2025-03-01');
    expect(periodOfSlug('monthly', '2025-03-01')).toBeNull();
    expect(periodOfSlug('monthly', '2025-13')).toBeNull();
    expect(periodOfSlug('daily', '2025-02-29')).toBeNull();
    expect(periodOfSlug('daily', 'dun')).toBeNull();
  });

  test('labels carry the year', () => {
    expect(periodLabelWithYear(readablePeriodOn('daily', '2025-03-12', NOW))).toBe('12 Mart 2025 Çarşamba');
    expect(periodLabelWithYear(readablePeriodOn('weekly', '2025-03-12', NOW))).toBe('10 Mart - 16 Mart 2025');
    expect(periodLabelWithYear(readablePeriodOn('weekly', '2024-12-31', NOW))).toBe(
      '30 Aralık 2024 - 5 Ocak 2025',
    );
    expect(periodLabelWithYear(readablePeriodOn('monthly', '2025-03-12', NOW))).toBe('Mart 2025');
  });

  test('the sitemap’s dated pages: current and next period of each type, nothing else', () => {
    expect(datedReadingPaths(['koc'], NOW)).toEqual([
      '/daily/koc/2026-06-17',
      '/daily/koc/2026-06-18',
      '/weekly/koc/2026-06-15',
      '/weekly/koc/2026-06-22',
      '/monthly/koc/2026-06',
      '/monthly/koc/2026-07',
    ]);
  });
});
