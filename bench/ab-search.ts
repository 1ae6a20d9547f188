/**
 * Old and new code side by side: a cold sky-calendar year and a cold Moon-calendar month, each
 * computed in a fresh process from two checkouts in turn (old, new, old, new, …), so that the
 * noise of a shared machine falls on both alike. Prints medians per checkout and their ratio.
 *
 *   npx tsx bench/ab-search.ts OLD_CHECKOUT NEW_CHECKOUT [rounds]
 *   (e.g. git worktree add --detach /tmp/old main && cp -al node_modules /tmp/old/)
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { machineLine, median } from './lib';

const YEARS = [1905, 1950, 2003, 2027, 2070, 2095];
const MONTHS: [number, number][] = [
  [1903, 2],
  [1938, 7],
  [1966, 11],
  [2001, 4],
  [2026, 11],
  [2049, 9],
  [2077, 1],
  [2099, 12],
];

interface Figures {
  years: number[];
  months: number[];
}

async function child(root: string): Promise<void> {
  const { computeSkyCalendar } = await import(path.join(root, 'lib/astro/calendar.ts'));
  const { computeMoonMonth } = await import(path.join(root, 'lib/moon/index.ts'));
  const { placeById } = await import(path.join(root, 'lib/birth-chart/places.ts'));
  const istanbul = placeById('tr-34');
  const time = (f: () => unknown) => {
    const t = performance.now();
    f();
    return performance.now() - t;
  };
  // Module loading and the series' own tables, paid once per process.
  computeSkyCalendar(2000);
  computeMoonMonth(1985, 5, istanbul);
  const figures: Figures = {
    years: YEARS.map((y) => time(() => computeSkyCalendar(y))),
    months: MONTHS.map(([y, m]) => time(() => computeMoonMonth(y, m, istanbul))),
  };
  console.log(JSON.stringify(figures));
}

function parent(oldRoot: string, newRoot: string, rounds: number): void {
  const runs: Record<'old' | 'new', Figures[]> = { old: [], new: [] };
  const self = path.resolve(__dirname, 'ab-search.ts');
  for (let r = 0; r < rounds; r++) {
    // Alternate which goes first, so neither always meets the same neighbours.
    const order: ['old' | 'new', string][] =
      r % 2 === 0
        ? [
            ['old', oldRoot],
            ['new', newRoot],
          ]
        : [
            ['new', newRoot],
            ['old', oldRoot],
          ];
    for (const [label, root] of order) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', self, '--child', root], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 1 << 24,
      });
      runs[label].push(JSON.parse(out.trim().split('\n').at(-1)!));
      process.stderr.write(`round ${r + 1}: ${label} done\n`);
    }
  }
  const per = (label: 'old' | 'new', key: keyof Figures) => runs[label].flatMap((f) => f[key]);
  console.log(machineLine());
  console.log(`${rounds} rounds, each checkout in a fresh process per round, alternating`);
  for (const [key, name] of [
    ['years', `cold sky-calendar year (${YEARS.join(', ')})`],
    ['months', `cold Moon-calendar month, Istanbul (${MONTHS.map(([y, m]) => `${y}-${m}`).join(', ')})`],
  ] as const) {
    const o = median(per('old', key));
    const n = median(per('new', key));
    console.log(
      `${name}: old median ${o.toFixed(0)} ms (worst ${Math.max(...per('old', key)).toFixed(0)}), new median ${n.toFixed(0)} ms (worst ${Math.max(...per('new', key)).toFixed(0)}), ${(o / n).toFixed(1)}× faster`,
    );
  }
}

const args = process.argv.slice(2);
if (args[0] === '--child') void child(path.resolve(args[1]));
else if (args.length >= 2) parent(path.resolve(args[0]), path.resolve(args[1]), Number(args[2] ?? 3));
else console.log('usage: npx tsx bench/ab-search.ts OLD_CHECKOUT NEW_CHECKOUT [rounds]');
