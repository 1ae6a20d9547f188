import { ApiError } from '@/lib/api/errors';
import { BAD_DATE_MESSAGE } from '@/lib/api/analytics';
import { reportDay } from '@/lib/api/analytics-route';

describe('report day from ?date=', () => {
  it("is today in Istanbul when absent (Istanbul's day starts at 21:00 UTC)", () => {
    expect(reportDay(null, Date.parse('2025-03-20T20:59:00Z'))).toBe('2025-03-20');
    expect(reportDay(null, Date.parse('2025-03-20T21:00:00Z'))).toBe('2025-03-21');
  });

  it('accepts a real yyyy-MM-dd date', () => {
    expect(reportDay('2024-02-29')).toBe('2024-02-29');
  });

  it.each(['', '2025-02-30', '2025-3-1', 'dün', '2025-03-21T10:00'])(
    'refuses %p with a Turkish 400',
    (value) => {
      let thrown: unknown;
      try {
        reportDay(value);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect((thrown as ApiError).status).toBe(400);
      expect((thrown as ApiError).message).toBe(BAD_DATE_MESSAGE);
    },
  );
});
