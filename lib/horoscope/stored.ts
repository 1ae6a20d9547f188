/**
 * The domain's own check of a stored reading row. The row's `facts` column is JSON written by
 * this module's `storedFacts`; a row that does not match (a hand edit, a bug, a half-written
 * migration) is refused rather than shown. Deliberately separate from the wire contract in
 * lib/api: the domain does not depend on the API layer.
 */
import { z } from 'zod';
import '../zod-jitless';
import { BODIES } from '../astro/bodies';
import { EVENT_KINDS, type SkyEvent } from '../astro/events';
import { SIGN_IDS } from '../zodiac/signs';
import type { ReadingRatings, ReadingSectionData, Transit } from './types';

const instant = z.iso.datetime();
const sign = z.enum(SIGN_IDS);
const rating = z.int().min(1).max(5);

const factsSchema = z.object({
  transits: z.array(
    z.object({
      body: z.enum(BODIES),
      sign,
      degree: z.number().min(0).lt(30),
      retrograde: z.boolean(),
      house: z.int().min(1).max(12),
      at: instant,
    }),
  ),
  events: z.array(z.object({ kind: z.enum(EVENT_KINDS), body: z.enum(BODIES), sign, at: instant })),
  // Rows written before the readings had a summary, ratings and sections lack these three;
  // the service fills them in from the composer (see ReadingService.select).
  summary: z.string().trim().min(1).optional(),
  ratings: z.object({ love: rating, career: rating, health: rating, energy: rating }).optional(),
  sections: z
    .array(z.object({ key: z.string().min(1), title: z.string().min(1), text: z.string().min(1) }))
    .min(1)
    .optional(),
});

const rowSchema = z.object({
  prediction: z.string().min(1),
  created_at: instant,
  source: z.string().min(1),
  facts: z.string(),
});

export interface StoredFacts {
  transits: Transit[];
  events: SkyEvent[];
  summary?: string;
  ratings?: ReadingRatings;
  sections?: ReadingSectionData[];
}

export interface StoredRow {
  prediction: string;
  createdAt: string;
  source: string;
  facts: StoredFacts;
}

/** The row's fields checked, or null when the row is not one this code wrote. */
export function checkStoredRow(row: unknown): StoredRow | null {
  const base = rowSchema.safeParse(row);
  if (!base.success) return null;
  let json: unknown;
  try {
    json = JSON.parse(base.data.facts);
  } catch {
    return null;
  }
  const facts = factsSchema.safeParse(json);
  if (!facts.success) return null;
  return {
    prediction: base.data.prediction,
    createdAt: base.data.created_at,
    source: base.data.source,
    facts: facts.data,
  };
}

/** The JSON stored in the `facts` column. */
export function storedFacts(facts: Required<StoredFacts>): string {
  return JSON.stringify(facts);
}
