import type { ZodType } from 'zod';
import { readReport, type Report } from '../analytics/reports';
import { database } from '../db';
import { isCalendarDate } from '../time/calendar';
import { istanbulDay } from '../time/zone';
import { BAD_DATE_MESSAGE } from './analytics';
import { answer, badRequest } from './errors';

/** The day a report is for: `?date=yyyy-MM-dd`, or today in Istanbul when absent. */
export function reportDay(date: string | null, now: number = Date.now()): string {
  if (date === null) return istanbulDay(now);
  if (!isCalendarDate(date)) throw badRequest(BAD_DATE_MESSAGE);
  return date;
}

/**
 * A GET handler for one report: parse the day, read the rollups, answer through the wire schema
 * (the domain's figures are checked against the contract here, at the edge).
 */
export function analyticsRoute<T>(schema: ZodType<T>, report: Report<T>) {
  return (request: Request): Promise<Response> =>
    answer(async () => {
      const day = reportDay(new URL(request.url).searchParams.get('date'));
      const body = schema.parse(await readReport(database, report, day));
      return Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } });
    });
}
