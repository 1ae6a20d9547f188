import { z } from 'zod';
import '../zod-jitless';
import { WEEKDAY_NAMES } from '../time/calendar';
import { SIGN_IDS } from './signs';

/**
 * The shape of a full zodiac sign (docs/zodiac.md): the core attributes from `signs.ts`
 * plus the reference texts from `details.ts`. Tests run every sign through it.
 */

export const WEEKDAYS_TR = WEEKDAY_NAMES;
export type WeekdayTr = (typeof WEEKDAYS_TR)[number];

/** Trimmed, non-empty text of at least `min` characters. */
const text = (min: number) =>
  z
    .string()
    .min(min)
    .refine((s) => s.trim() === s, 'Başta ya da sonda boşluk olmamalı');

const signId = z.enum(SIGN_IDS);

const monthDay = z.object({ month: z.int().min(1).max(12), day: z.int().min(1).max(31) });

export const famousPersonSchema = z
  .object({
    name: text(2),
    /** What the person is known for, e.g. 'Şarkıcı'. */
    role: text(3),
    born: z.object({
      year: z.int().min(1500).max(2020),
      month: z.int().min(1).max(12),
      day: z.int().min(1).max(31),
    }),
  })
  .refine(({ born }) => {
    const d = new Date(Date.UTC(born.year, born.month - 1, born.day));
    return d.getUTCMonth() === born.month - 1 && d.getUTCDate() === born.day;
  }, 'Doğum tarihi takvimde yok');

const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;

export const signDetailsSchema = z.object({
  luckyNumbers: z
    .tuple([z.int().min(1).max(99), z.int().min(1).max(99), z.int().min(1).max(99)])
    .refine(distinct, 'Uğurlu sayılar birbirinden farklı olmalı'),
  luckyColors: z.tuple([text(3), text(3)]).refine(distinct, 'Uğurlu renkler farklı olmalı'),
  luckyDays: z
    .tuple([z.enum(WEEKDAYS_TR), z.enum(WEEKDAYS_TR)])
    .refine(distinct, 'Uğurlu günler farklı olmalı'),
  stone: text(3),
  flower: text(3),
  traits: z.array(text(3)).min(4).max(8).refine(distinct),
  strengths: z.array(text(10)).min(4).max(8).refine(distinct),
  weaknesses: z.array(text(10)).min(3).max(8).refine(distinct),
  /** A few paragraphs. */
  description: z.array(text(150)).min(2).max(4),
  career: text(300),
  love: text(300),
  health: text(300),
  famousPeople: z.array(famousPersonSchema).min(4).max(8),
  /** Three compatible signs, by id (their names come from `signs.ts`). */
  compatibility: z.tuple([signId, signId, signId]).refine(distinct, 'Uyumlu burçlar farklı olmalı'),
});

export const signCoreSchema = z.object({
  id: signId,
  name: text(2),
  dateRange: z.string().regex(/^\d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+-\d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+$/),
  start: monthDay,
  end: monthDay,
  element: z.enum(['Ateş', 'Toprak', 'Hava', 'Su']),
  quality: z.enum(['Öncü', 'Sabit', 'Değişken']),
  ruler: text(2),
  icon: z.string().regex(/^[\u2648-\u2653]$/u, 'Burç simgesi ♈…♓ aralığında olmalı'),
});

export const zodiacSignSchema = signCoreSchema.extend(signDetailsSchema.shape);

export type FamousPerson = z.infer<typeof famousPersonSchema>;
export type SignDetails = z.infer<typeof signDetailsSchema>;
export type ZodiacSign = z.infer<typeof zodiacSignSchema>;
