/**
 * A year of personal readings for 20 seeded births (365 days each, 7,300 readings), measured for
 * repetition the way a reader who opens the page every morning would meet it:
 * - sentences: the share of a chart's sentences over the year that repeat one it already read
 *   word for word (dates, degrees and clock times make most fact sentences unique; what repeats
 *   is the wording around them);
 * - the opening: the first clause of the day’s main text (up to the first ; : or .), the first
 *   thing read under the summary: the share of a chart's days whose opening it already met on an
 *   earlier day, with numbers and dates blanked so that only the wording counts;
 * - five-word phrases: for each chart, the share of its days on which a phrase occurs; phrases
 *   made mostly of necessary fixed words (planet, point, sign and house names, aspect names,
 *   dates, numbers) are exempt: "Ay bugün öğlen yedinci evinizde" names a fact. The most
 *   frequent ones are printed with their share.
 * The figures are printed; the bars are what a daily reader would accept.
 * Speed: a reader per chart shares one transit search per 60 days and the day's sky is shared
 * by the charts; about 10–25 s on the shared machine.
 */
import { computeBirthChart } from '@/lib/birth-chart/chart';
import raw from '@/lib/birth-chart/places-data.json';
import type { PlacesData } from '@/lib/birth-chart/places-data';
import { personalReader } from '@/lib/personal-reading';
import { shiftDay } from '@/lib/time/calendar';
import { measure, type ChartFigures } from './measure';

const data = raw as unknown as PlacesData;
const turkish = data.places.filter((p) => p[3] === 'TR');
const abroad = data.places.filter((p) => p[3] !== 'TR');

let seed = 20_250;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
const pad = (n: number) => String(n).padStart(2, '0');

const CHARTS = 20;
const DAYS = 365;
const FIRST_DAY = '2026-01-01';

/** Bars. */
const MAX_SENTENCE_REPEAT = 0.1;
const MAX_OPENING_REPEAT = 0.25;
const MAX_PHRASE_DAYS = 0.15;

const births = Array.from({ length: CHARTS }, (_, i) => {
  const birth = Date.UTC(1940, 0, 1) + random() * (Date.UTC(2010, 0, 1) - Date.UTC(1940, 0, 1));
  const minutes = Math.floor(random() * 1440);
  return {
    date: new Date(birth).toISOString().slice(0, 10),
    time: i % 4 === 3 ? null : `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
    place: (i % 2 === 0 ? pick(turkish) : pick(abroad))[0],
  };
});

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const figures: ChartFigures[] = [];

describe('a year of personal readings for 20 charts', () => {
  jest.setTimeout(300_000);

  beforeAll(() => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const birth of births) {
      const read = personalReader(computeBirthChart({ ...birth, houseSystem: 'placidus' }));
      figures.push(measure(Array.from({ length: DAYS }, (_, d) => read(shiftDay(FIRST_DAY, d)))));
    }
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const worst = (f: (c: ChartFigures) => number) => Math.max(...figures.map(f));
    const mean = (f: (c: ChartFigures) => number) => figures.reduce((n, c) => n + f(c), 0) / figures.length;
    const lines = [
      `${CHARTS} charts × ${DAYS} days composed and measured in ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU)`,
      `sentences repeated verbatim per chart: mean ${pct(mean((c) => c.sentenceRepeat))}, worst ${pct(worst((c) => c.sentenceRepeat))} (bar ${pct(MAX_SENTENCE_REPEAT)})`,
      `days whose opening clause repeats: mean ${pct(mean((c) => c.openingRepeat))}, worst ${pct(worst((c) => c.openingRepeat))} (bar ${pct(MAX_OPENING_REPEAT)})`,
      `most frequent 5-word phrase per chart: mean ${pct(mean((c) => c.phrases[0]?.share ?? 0))}, worst ${pct(worst((c) => c.phrases[0]?.share ?? 0))} (bar ${pct(MAX_PHRASE_DAYS)})`,
    ];
    lines.push(
      'per chart (sentences repeated / openings repeated / top phrase):',
      ...figures.map(
        (c, i) =>
          `  ${String(i).padStart(2)} ${births[i].date} ${births[i].time ?? '--:--'} ${births[i].place.padEnd(14)} ${pct(c.sentenceRepeat)} / ${pct(c.openingRepeat)} / ${pct(c.phrases[0]?.share ?? 0)}`,
      ),
    );
    const top = new Map<string, number>();
    for (const c of figures)
      for (const p of c.phrases) top.set(p.phrase, Math.max(top.get(p.phrase) ?? 0, p.share));
    lines.push(
      'top phrases (largest share of one chart’s days):',
      ...[...top]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([p, s]) => `  ${pct(s)}  “${p}”`),
    );
    console.log(lines.join('\n'));
  });

  it(`no chart repeats more than ${pct(MAX_SENTENCE_REPEAT)} of its sentences over the year`, () => {
    expect(figures.map((c) => Number(c.sentenceRepeat.toFixed(3)))).toEqual(
      figures.map((c) => Math.min(Number(c.sentenceRepeat.toFixed(3)), MAX_SENTENCE_REPEAT)),
    );
  });

  it(`no chart opens more than ${pct(MAX_OPENING_REPEAT)} of its days with a clause it already read`, () => {
    expect(figures.map((c) => Number(c.openingRepeat.toFixed(3)))).toEqual(
      figures.map((c) => Math.min(Number(c.openingRepeat.toFixed(3)), MAX_OPENING_REPEAT)),
    );
  });

  it(`no free-worded 5-word phrase is read on more than ${pct(MAX_PHRASE_DAYS)} of a chart's days`, () => {
    const over = figures.flatMap((c, i) =>
      c.phrases.filter((p) => p.share > MAX_PHRASE_DAYS).map((p) => `${i}: ${p.phrase} ${pct(p.share)}`),
    );
    expect(over).toEqual([]);
  });
});
