/**
 * Runs the benchmarks in bench/ one after another (each starts its own production server, so they
 * never compete with each other) and writes BENCHMARKS.md with the figures, the goals beside them,
 * and the machine they ran on.
 *
 *   npm run bench                       every section but the opt-in ones (needs `npm run build`)
 *   npm run bench -- first-load vitals  only these sections (by script name), the others kept
 *   npm run bench -- lighthouse         the opt-in Lighthouse report (also `npm run lighthouse`)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { machineLine } from './lib';

interface Section {
  title: string;
  script: string;
  goal: string;
  args?: string[];
  /** Run only when named on the command line, never in the default run. */
  optIn?: boolean;
  /** Written by another change that may not have landed yet: skipped with a note if absent. */
  mayBeAbsent?: boolean;
}

const SECTIONS: Section[] = [
  {
    title: "Reading API: against Next's floor and bare node:http",
    script: 'horoscope-api.ts',
    goal: "the reading API at 0.8× or more of /api/health's requests per second on the same server",
  },
  {
    title: 'Pages: against the prerendered /gizlilik',
    script: 'pages.ts',
    goal: "/daily/koc at 0.8× or more of /gizlilik's requests per second on the same server; the other pages listed with their ratios",
  },
  {
    title: 'Writing a page: a string under and over 65,536 characters',
    script: 'string-write.ts',
    goal: "no goal of its own: why the daily reading pages stay under 65,536 characters (docs/performance.md, 'Page weight')",
  },
  {
    title: 'First-load JavaScript (gzip)',
    script: 'first-load-js.ts',
    goal: 'every route at most 15 kB (gzip) above an empty Next app built in the same run; static pages at most 5 kB above it',
  },
  {
    title: 'Real-browser vitals (Chromium, 4× CPU slowdown, Slow 4G)',
    script: 'vitals.ts',
    goal:
      'on every public route, median of five loads: LCP ≤ 2.0 s and CLS ≤ 0.05; INP ≤ 150 ms for the main interactions ' +
      '(pick a sign, draw and reveal tarot, calculate compatibility, submit the sky map, open the menu); ' +
      'the empty Next app measured in the same rounds as the first row',
  },
  {
    title: 'Sky map: cold and cached',
    script: 'sky-map.ts',
    goal: 'a cold render (median of 10 dates) under 250 ms, a cached answer under 5 ms',
  },
  {
    title: 'Sky calendar: a year computed cold',
    script: 'sky-calendar.ts',
    goal: "a year's events (new and full moons, eclipses, ingresses, retrogrades and their shadows) cold under 3 s; cached under 5 ms",
  },
  {
    title: 'Moon calendar: a month computed cold, and planetary hours',
    script: 'moon-calendar.ts',
    goal: 'a month of the Moon calendar cold under 500 ms; cached under 5 ms',
  },
  {
    title: 'Ephemeris: against swetest, 1900–2100',
    script: 'ephemeris.ts',
    goal:
      'apparent geocentric longitude within the bound printed for each body of swetest (Moshier): 2″ for the Sun to Saturn, ' +
      '5″ for the Moon, Uranus, Neptune and Pluto, 1″ for the mean node; time per position beside astronomy-engine',
  },
  {
    title: 'Birth chart: cold and warm, place search',
    script: 'birth-chart.ts',
    goal: 'a warm chart under 20 ms, a place search under 2 ms',
  },
  {
    title: 'Transits and personal reading: server CPU',
    script: 'transits.ts',
    goal: 'a 30-day transits answer and a personal reading under 50 ms of server CPU each, a 366-day transits answer under 500 ms (medians, warm)',
  },
  {
    title: 'Synastry: server CPU',
    script: 'synastry.ts',
    goal: 'a synastry answer under 60 ms of server CPU (median, warm)',
    mayBeAbsent: true,
  },
  {
    title: 'Analytics: capture cost and reports over 1,000,000 events',
    script: 'analytics.ts',
    goal:
      'requests per second with capture on at least 90% of those with it off; the six reports together under 100 ms (SQLite); ' +
      'popular pages over 1,000,000 page rows in a day under 20 ms',
  },
  {
    title: 'Cluster: one, two and three instances behind nginx (PostgreSQL)',
    script: 'cluster.ts',
    goal: 'no error through nginx; analytics counts match the requests and visitors sent exactly; requests per second grow with the instances on a machine with a core for each',
  },
  {
    title: 'Mixed load: 50, 200 and 500 concurrent connections, 60 seconds',
    script: 'load.ts',
    args: ['--duration', '60'],
    goal: 'at 200 connections no timeout and no connection error; at 500 every request answered within 5 s or refused with a fast 503; memory back within 20% of the start after the load',
  },
  {
    title: 'Lighthouse (mobile): a report',
    script: 'lighthouse.ts',
    goal: 'none: a report, not a goal (speed is judged by the real-browser vitals above); for reference, every public route, median of three runs, with the empty Next app as the first row',
    optIn: true,
  },
];

function run(section: Section): string {
  if (section.mayBeAbsent && !fs.existsSync(path.join(__dirname, section.script))) {
    const line = `Skipped: bench/${section.script} not present.`;
    console.log(line);
    return `_${line}_`;
  }
  const started = Date.now();
  try {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, section.script), ...(section.args ?? [])],
      {
        cwd: path.join(__dirname, '..'),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    process.stdout.write(out);
    return `${out.trim()}\n\n_(took ${((Date.now() - started) / 1000).toFixed(0)} s)_`;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`${section.script} failed: ${message}`);
    return `**Could not run:** ${message.split('\n')[0]}`;
  }
}

function main() {
  // Read before the first section: its load average says how busy the machine was at the start.
  const machine = machineLine();
  const only = process.argv.slice(2).map((o) => o.replace(/^bench\//, ''));
  const chosen = only.length
    ? SECTIONS.filter((s) => only.some((o) => s.script.startsWith(o)))
    : SECTIONS.filter((s) => !s.optIn);
  if (only.length && !chosen.length) {
    console.error(
      `No section matches ${only.join(', ')}. Sections: ${SECTIONS.map((s) => s.script).join(', ')}`,
    );
    process.exit(1);
  }
  const file = path.join(__dirname, '..', 'BENCHMARKS.md');
  // A partial run (`npm run bench -- lighthouse`) replaces only its own sections of the report.
  const previous = only.length && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const kept = new Map(
    previous
      .split(/\n(?=## )/)
      .slice(1)
      .map((block) => [block.slice(3, block.indexOf('\n')), block.trimEnd()] as const),
  );
  // A partial run keeps the full run's date and says which sections it measured again, and when.
  const fullRunDate = previous.match(/^Date: (\d{4}-\d\d-\d\dT[\d:.]+Z)/m)?.[1];
  const partial = SECTIONS.some((s) => !s.optIn && !chosen.includes(s));
  const date =
    fullRunDate && partial
      ? `${fullRunDate}; measured again: ${chosen.map((s) => s.title).join(', ')} (${new Date().toISOString()})`
      : new Date().toISOString();
  const parts = [
    '# Benchmarks',
    '',
    `Machine: ${machine}.`,
    `Date: ${date}. Command: \`npm run bench\` (one section: \`npm run bench -- <script-name>\`; ` +
      `Lighthouse, a report, only when asked: \`npm run bench -- lighthouse\` or \`npm run lighthouse\`).`,
    '',
    'These machines are shared and noisy: comparisons are measured in one run, alternating; medians and ratios mean more than absolute times.',
    '',
  ];
  for (const section of SECTIONS) {
    if (chosen.includes(section)) {
      console.log(`\n== ${section.title}`);
      parts.push(`## ${section.title}`, '', `Goal: ${section.goal}.`, '', run(section), '');
    } else if (kept.has(section.title)) {
      parts.push(kept.get(section.title)!, '');
    }
  }
  fs.writeFileSync(file, parts.join('\n'));
  console.log('\nBENCHMARKS.md written.');
}

main();
