/**
 * The wire shape of a birth chart's interpretation texts. The interpretation module
 * (lib/birth-chart/interpret*.ts) owns what goes in; this schema is the seam the chart answer
 * carries it through, and its owner narrows it to the texts' real shape.
 */
import { z } from 'zod';

export const birthChartInterpretationSchema = z.record(z.string(), z.unknown());
export type BirthChartInterpretationWire = z.infer<typeof birthChartInterpretationSchema>;
