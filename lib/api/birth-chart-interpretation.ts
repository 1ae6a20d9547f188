/**
 * The wire shape of a birth chart's interpretation texts, as `interpretChart`
 * (lib/birth-chart/interpret.ts) writes them: the big three, each planet in its sign and house,
 * the strongest aspects and the balance of elements and modalities.
 */
import { z } from 'zod';
import '../zod-jitless';

export const interpretationItemSchema = z.object({
  key: z.string().min(1),
  title: z.string().min(1),
  subtitle: z.string().nullable(),
  paragraphs: z.array(z.string().min(1)).min(1),
});

export const birthChartInterpretationSchema = z.object({
  bigThree: z.array(interpretationItemSchema).min(2).max(3),
  placements: z.array(interpretationItemSchema),
  aspects: z.array(interpretationItemSchema),
  balance: interpretationItemSchema,
});
export type BirthChartInterpretationWire = z.infer<typeof birthChartInterpretationSchema>;
