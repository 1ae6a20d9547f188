/**
 * Optional AI assistance: an OpenAI-compatible chat endpoint (OpenAI, Groq, a local Ollama)
 * polishes the composed draft. The model sees the computed sky and the draft and must answer
 * in a fixed JSON shape; the answer is checked (shape, Turkish, length, the facts it must
 * keep) and anything else, including a timeout, falls back to the draft.
 */
import { z } from 'zod';
import '../zod-jitless';
import { getSign } from '../zodiac/signs';
import { LENGTH_BOUNDS, sectionsToText, type ComposedReading, type ReadingSection } from './compose';
import { DATED_BODIES, type PeriodSky } from './facts';
import type { BodyCourse, ExactAspect } from '../astro/course';
import type { SkyEvent } from '../astro/events';
import { ASPECT_NAMES } from './phrases';
import type { SignId } from '../zodiac/signs';
import { eventLabel, shortDayLabel } from '../time/labels';
import type { Period as PeriodT } from '../time/periods';
import { BODY_NAMES } from '../astro/bodies';
import { EVENT_NAMES } from '../astro/events';
import { houseOf } from './sky';
import { PERIOD_NAMES, type HoroscopeType } from './types';

export interface AiConfig {
  /** Base URL up to the API version, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export interface PolishInput {
  type: HoroscopeType;
  sign: SignId;
  period: PeriodT;
  sky: PeriodSky;
  draft: ComposedReading;
}

const chatAnswerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});

/** The fixed shape the model must answer in: one field per section of the reading. */
const polishedSchema = z.object({
  genel: z.string().trim().min(80),
  ask: z.string().trim().min(40),
  kariyer: z.string().trim().min(40),
  saglik: z.string().trim().min(30),
  oneri: z.string().trim().min(15),
});

const FIELD_OF: Record<ReadingSection['key'], keyof z.infer<typeof polishedSchema>> = {
  general: 'genel',
  love: 'ask',
  work: 'kariyer',
  health: 'saglik',
  tip: 'oneri',
};

const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/g;
const TURKISH_WORDS = /(?:^|[\s,.;:!?])(ve|bir|bu|için|ile|daha|gibi|olarak|size|sizi)(?=[\s,.;:!?]|$)/giu;
const ENGLISH_WORDS = /\b(the|and|you|your|with|this|that|for|is|are|will)\b/gi;

/** A cheap language check: enough Turkish letters and words, almost no English ones. */
export function looksTurkish(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  if (letters < 20) return false;
  const turkishLetters = text.match(TURKISH_LETTERS)?.length ?? 0;
  const turkishWords = text.match(TURKISH_WORDS)?.length ?? 0;
  const englishWords = text.match(ENGLISH_WORDS)?.length ?? 0;
  return turkishLetters / letters >= 0.02 && turkishWords >= 3 && englishWords <= 2;
}

/** A polished reading keeps the draft's summary and ratings: the model rewrites only the sections. */
export type PolishOutcome = ({ ok: true } & ComposedReading) | { ok: false; reason: string };

/** Checks a model's message content against the shape, language, length and facts. */
export function checkPolished(content: string, input: PolishInput): PolishOutcome {
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'yanıt JSON değil' };
  }
  const shape = polishedSchema.safeParse(parsed);
  if (!shape.success) return { ok: false, reason: 'yanıt beklenen biçimde değil' };
  const sections = input.draft.sections.map((s) => ({ ...s, text: shape.data[FIELD_OF[s.key]] }));
  const text = sectionsToText(sections);
  const bounds = LENGTH_BOUNDS[input.type];
  if (text.length < bounds.min || text.length > bounds.max) {
    return { ok: false, reason: `uzunluk sınır dışında (${text.length})` };
  }
  if (!looksTurkish(text)) return { ok: false, reason: 'yanıt Türkçe görünmüyor' };
  if (/[<>]|https?:|```/.test(text)) return { ok: false, reason: 'yanıtta biçimlendirme ya da bağlantı var' };
  if (input.type === 'daily') {
    const moon = input.sky.positions.find((p) => p.body === 'moon');
    if (moon && !text.includes(getSign(moon.sign).name)) {
      return { ok: false, reason: 'Ay’ın burcu yanıtta geçmiyor' };
    }
  }
  if (input.type !== 'daily') {
    // A week's or a month's stations, ingresses and lunations keep their days (docs/readings.md).
    const named = (e: SkyEvent) => {
      const [day, month] = shortDayLabel(new Date(e.at)).split(' ');
      return new RegExp(`(^|\\D)${day}(\\D|$)`).test(text) && text.includes(month);
    };
    const dropped = input.sky.events.find((e) => !(e.body === 'moon' && e.kind === 'ingress') && !named(e));
    if (dropped)
      return { ok: false, reason: `${shortDayLabel(new Date(dropped.at))} günündeki olay yanıtta yok` };
  }
  return { ok: true, text, summary: input.draft.summary, ratings: input.draft.ratings, sections };
}

function eventLine(e: SkyEvent, sign: SignId): string {
  const where = `${getSign(e.sign).name} burcunda`;
  const what =
    e.kind === 'new-moon'
      ? `yeni ay ${where}`
      : e.kind === 'full-moon'
        ? `dolunay ${where}`
        : e.kind === 'ingress'
          ? `${BODY_NAMES[e.body]} ${getSign(e.sign).name} burcuna geçiyor`
          : `${BODY_NAMES[e.body]} ${where} ${EVENT_NAMES[e.kind].toLocaleLowerCase('tr-TR')}`;
  return `- ${eventLabel(new Date(e.at))}: ${what} (${houseOf(e.sign, sign)}. ev)`;
}

function aspectLine(a: ExactAspect, sign: SignId): string {
  const signs = `${getSign(a.signA).name} ${a.degreeA.toFixed(0)}° ile ${getSign(a.signB).name} ${a.degreeB.toFixed(0)}°`;
  const crossing = a.inSign ? '' : ', burç sınırını aşan açı: burçlar bu açının türüne uymuyor';
  const houses = `${houseOf(a.signA, sign)}. ve ${houseOf(a.signB, sign)}. ev`;
  return `- ${eventLabel(new Date(a.at))}: ${BODY_NAMES[a.a]} ile ${BODY_NAMES[a.b]} ${ASPECT_NAMES[a.kind]} tam oluyor (${signs}; ${houses}${crossing})`;
}

/** A body's course over the period: its signs and its direct and retrograde stretches, dated. */
function courseLine(course: BodyCourse, sign: SignId, wholePeriod: { from: number; to: number }): string {
  const spans = course.signs.map((s, i) => {
    const name = `${getSign(s.sign).name} (${houseOf(s.sign, sign)}. ev)`;
    if (course.signs.length === 1) return `dönem boyunca ${name}`;
    return i === 0 ? `dönem başında ${name}` : `${eventLabel(new Date(s.from))} itibarıyla ${name}`;
  });
  const motion = course.motion.some((m) => m.retrograde)
    ? course.motion.length === 1
      ? '; dönem boyunca geri harekette'
      : `; ${course.motion
          .filter((m) => m.retrograde)
          .map((m) => {
            const from =
              m.from === wholePeriod.from ? 'dönem başından' : `${eventLabel(new Date(m.from))} itibarıyla`;
            const to =
              m.to === wholePeriod.to ? 'dönem sonuna kadar' : `${eventLabel(new Date(m.to))} tarihine kadar`;
            return `${from} ${to} geri harekette`;
          })
          .join(', ')}`
    : '';
  return `- ${BODY_NAMES[course.body]}: ${spans.join('; ')}${motion}`;
}

/** The facts the model may use, in plain Turkish, so it has nothing to invent. */
export function factSheet(input: PolishInput): string {
  const { sky, sign } = input;
  const daily = input.type === 'daily';
  const lines = sky.positions.map((p) => {
    const retro = p.retrograde ? ', geri harekette' : '';
    return `- ${BODY_NAMES[p.body]}: ${getSign(p.sign).name} ${p.degree.toFixed(1)}°, ${houseOf(p.sign, sign)}. ev${retro}`;
  });
  const whole = { from: sky.start, to: sky.end };
  // A week's or a month's Moon runs through every sign: its course would drown the rest.
  const course = Object.values(sky.course)
    .filter((c) => daily || c.body !== 'moon')
    .map((c) => courseLine(c, sign, whole));
  // Orbs at noon say something about one day only; a week is told by its exact aspects.
  const noonAspects = daily
    ? sky.aspects
        .slice(0, 5)
        .map(
          (a) =>
            `- ${BODY_NAMES[a.a]} ile ${BODY_NAMES[a.b]} arasında ${ASPECT_NAMES[a.kind]} (orb ${a.orb.toFixed(1)}°)`,
        )
    : [];
  const exact = [...sky.exact, ...sky.moonContacts]
    .filter((a) => !daily || Math.abs(a.at - sky.start) <= 2 * 86_400_000)
    .sort((x, y) => x.at - y.at)
    .map((a) => aspectLine(a, sign));
  const events = sky.events.map((e) => eventLine(e, sign));
  const ahead = daily
    ? [
        sky.next.moon?.ingress,
        ...sky.nextLunations,
        ...DATED_BODIES.flatMap((b) => [sky.next[b]?.ingress, sky.next[b]?.station]),
      ]
        .filter((e): e is SkyEvent => !!e && Date.parse(e.at) >= sky.end)
        .sort((a, b) => a.at.localeCompare(b.at))
        .map((e) => eventLine(e, sign))
    : [];
  return [
    `Burç: ${getSign(sign).name}. Dönem: ${PERIOD_NAMES[input.type]} (${input.period.label}).`,
    'Saatler İstanbul saatidir.',
    `Ay evresi: ${sky.moonPhase.name}.`,
    daily
      ? 'Konumlar (ev, burçtan sayılan tam burç evi):'
      : 'Dönemin ilk günü öğlen konumlar (ev, burçtan sayılan tam burç evi):',
    ...lines,
    ...(noonAspects.length ? ['Öğlen geçerli açılar:', ...noonAspects] : []),
    'Dönem boyunca gezegenlerin seyri:',
    ...course,
    exact.length ? 'Tam olan açılar, günü ve saatiyle:' : 'Dönemde tam olan açı yok.',
    ...exact,
    events.length ? 'Dönemdeki olaylar, günü ve saatiyle:' : 'Dönemde olay yok.',
    ...events,
    ...(ahead.length ? ['Sıradaki değişimler:', ...ahead] : []),
  ].join('\n');
}

const SYSTEM_PROMPT = [
  'Sen deneyimli bir Türk astroloji editörüsün. Sana bir burcun gerçek gökyüzü verileri ve bu verilerden',
  'yazılmış bir taslak yorum veriliyor. Taslağı akıcı, doğal ve özenli bir Türkçeyle yeniden yaz.',
  'Kurallar: yalnızca verilen konumları, açıları ve olayları kullan; yeni gezegen konumu, açı, tarih ya da olay uydurma.',
  'Okura "siz" diye hitap et. Kesin kehanetlerde bulunma, sağlık konusunda tıbbi tavsiye verme.',
  'Yanıtı yalnızca şu JSON biçiminde ver, başka hiçbir şey yazma:',
  '{"genel": "...", "ask": "...", "kariyer": "...", "saglik": "...", "oneri": "..."}',
].join(' ');

/**
 * Asks the model to polish the draft. Never throws: any failure (network, HTTP status,
 * timeout, malformed or off-language answer) gives `{ ok: false, reason }`.
 */
export async function polishReading(config: AiConfig, input: PolishInput): Promise<PolishOutcome> {
  const bounds = LENGTH_BOUNDS[input.type];
  const draft = Object.fromEntries(input.draft.sections.map((s) => [FIELD_OF[s.key], s.text]));
  const user = [
    factSheet(input),
    '',
    `Toplam uzunluk ${bounds.min} ile ${bounds.max} karakter arasında olmalı.`,
    input.type === 'daily' ? 'Ay’ın bugünkü burcunun adı metinde geçmeli.' : '',
    'Taslak:',
    JSON.stringify(draft),
  ].join('\n');
  try {
    const res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.7,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: user },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!res.ok) return { ok: false, reason: `HTTP ${res.status}` };
    const answer = chatAnswerSchema.safeParse(await res.json());
    if (!answer.success) return { ok: false, reason: 'sohbet yanıtı beklenen biçimde değil' };
    return checkPolished(answer.data.choices[0].message.content, input);
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    return { ok: false, reason: name === 'TimeoutError' ? 'zaman aşımı' : 'bağlantı hatası' };
  }
}
