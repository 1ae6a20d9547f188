import { z } from 'zod';
import '../zod-jitless';

/** The shape of a tarot card (docs/tarot.md, plus the texts the spread needs). */

const text = (min: number) =>
  z
    .string()
    .min(min)
    .refine((s) => s.trim() === s && !/\s{2,}/.test(s), 'Boşluklar düzgün olmalı');

export const tarotCardSchema = z.object({
  id: z.int().min(1).max(10),
  name: text(3),
  glyph: z.string().min(1).max(2),
  /** What the glyph stands for, e.g. 'Merkür'. */
  correspondence: text(2),
  keywords: z.tuple([text(3), text(3), text(3)]),
  meaning: text(120),
  reversedMeaning: text(120),
  readings: z.object({ past: text(120), present: text(120), future: text(120) }),
});

export type TarotCard = z.infer<typeof tarotCardSchema>;
