import type { ZodType } from 'zod';
import { answer, badRequest } from '../api/errors';
import { BAD_DATE_MESSAGE } from '../api/analytics';
import { database, type DbHandle } from '../db';
import { isCalendarDate as isCalendarDay } from '../time/calendar';
import { istanbulDay as istanbulToday } from '../time/zone';

/** The day a report is for: `?date=yyyy-MM-dd`, or today in Istanbul when absent. */
export function reportDay(date: string | null, now: number = Date.now()): string {
  if (date === null) return istanbulToday(now);
  if (!isCalendarDay(date)) throw badRequest(BAD_DATE_MESSAGE);
  return date;
}

/** A GET handler for one report: parse the day, read the rollups, answer through the schema. */
export function analyticsRoute<T>(schema: ZodType<T>, report: (handle: DbHandle, day: string) => Promise<T>) {
  return (request: Request): Promise<Response> =>
    answer(async () => {
      const day = reportDay(new URL(request.url).searchParams.get('date'));
      const body = schema.parse(await report(await database(), day));
      return Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } });
    });
}
