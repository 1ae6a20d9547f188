import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The local faces drawn until the web fonts arrive must stay sized like the fonts they stand in
 * for, or the swap moves the page (CLS). scripts/font-fallbacks.mjs measures them again from the
 * bundled font files, weight by weight (in a process of its own: Jest replaces next/font's
 * modules), so a font upgrade without rerunning it fails here.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const css = fs.readFileSync(path.join(ROOT, 'app', 'fonts', 'fallbacks.css'), 'utf8');

function faces(family: string) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => m[1])
    .filter((b) => b.includes(`'${family}'`))
    .map((b) => {
      const value = (prop: string) => b.match(new RegExp(`${prop}:\\s*([^;]+);`))?.[1].trim() ?? '';
      return {
        src: value('src'),
        weight: value('font-weight'),
        sizeAdjust: Number.parseFloat(value('size-adjust')),
      };
    });
}

it('app/fonts/fallbacks.css is what the bundled fonts measure', () => {
  const check = spawnSync(process.execPath, ['scripts/font-fallbacks.mjs', '--check'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(check.stderr).toBe('');
  expect(check.stdout).toContain('app/fonts/fallbacks.css is up to date');
  expect(check.status).toBe(0);
});

it.each([
  ['Inter Metric Fallback', 'Liberation Sans', 'Arial'],
  ['Fraunces Metric Fallback', 'Liberation Serif', 'Times New Roman'],
])(
  '%s: a face for each weight the pages use, over local fonts of one set of metrics',
  (family, linux, reference) => {
    const found = faces(family);
    expect(found.map((f) => f.weight)).toEqual(['100 449', '450 549', '550 649', '650 900']);
    for (const f of found) {
      expect(f.src.startsWith(`local('${reference}`)).toBe(true);
      expect(f.src).toContain(`local('${linux}`);
      // Inter and Fraunces are wider than Arial and Times: the fallback is scaled up, never left as is.
      expect(f.sizeAdjust).toBeGreaterThan(100);
    }
    // Regular weights stand on the regular local font, the heavier ones on its bold.
    expect(found.map((f) => f.src.includes('Bold'))).toEqual([false, false, true, true]);
  },
);

it('each page font stack puts its fallback after both subsets of its font', () => {
  const globals = fs.readFileSync(path.join(ROOT, 'app', 'globals.css'), 'utf8');
  expect(globals).toContain("@import './fonts/fallbacks.css'");
  expect(globals).toMatch(
    /--font-sans:\s*var\(--font-inter-latin\), var\(--font-inter-ext\), 'Inter Metric Fallback'/,
  );
  expect(globals).toMatch(
    /--font-display:\s*var\(--font-fraunces-latin\), var\(--font-fraunces-ext\), 'Fraunces Metric Fallback'/,
  );
});
