/**
 * The personal daily reading's wire contract (GET/POST /api/personal-reading): birth parameters as
 * /api/birth-chart takes them plus `day`; the answer is a reading of that Istanbul day for that chart.
 */
import { z } from 'zod';
import '../zod-jitless';
import { isCalendarDate } from '../time/calendar';
import { transitSchema } from './transits';

export { parseDayQuery as parsePersonalReadingQuery } from './transits';

export const personalReadingDataSchema = z.object({
  date: z.string().refine(isCalendarDate),
  prediction: z.string().min(1),
  summary: z.string().min(1),
  sections: z
    .array(z.object({ key: z.string().min(1), title: z.string().min(1), text: z.string().min(1) }))
    .min(1),
  transits: z.array(transitSchema),
});
export type PersonalReadingData = z.infer<typeof personalReadingDataSchema>;

export const personalReadingAnswerSchema = z.object({
  success: z.literal(true),
  data: personalReadingDataSchema,
});
export type PersonalReadingAnswer = z.infer<typeof personalReadingAnswerSchema>;
