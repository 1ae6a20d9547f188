// The local faces text is drawn in until the web fonts arrive (app/fonts/fallbacks.css), sized so
// that the swap moves nothing: Next's method (the average width of a typical latin text and the
// vertical metrics, next/font's adjustFontFallback) with its own font parser. The reference
// widths are Arial's and Times New Roman's; Liberation Sans and Serif (Linux) and Arimo and Tinos
// are metric-compatible with them, Roboto (Android) is close.
//   node scripts/font-fallbacks.mjs           writes app/fonts/fallbacks.css
//   node scripts/font-fallbacks.mjs --check   exits 1 if the file is not what the fonts give
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import prettier from 'prettier';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(root, 'app', 'fonts', 'fallbacks.css');
const require = createRequire(import.meta.url);
const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default;
const {
  getFallbackMetricsFromFontFile,
} = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file');

const LOCAL = {
  'sans-serif': {
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Roboto', 'Roboto-Regular'],
    bold: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
      'Roboto Bold',
      'Roboto-Bold',
    ],
  },
  serif: {
    regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'],
    bold: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
      'Tinos Bold',
    ],
  },
};

const FAMILIES = [
  ['inter-latin.woff2', 'Inter Metric Fallback', 'sans-serif'],
  ['fraunces-latin.woff2', 'Fraunces Metric Fallback', 'serif'],
];

export async function fallbacksCss() {
  const faces = [];
  for (const [file, family, category] of FAMILIES) {
    const m = getFallbackMetricsFromFontFile(
      fontkit(await fs.readFile(path.join(root, 'app', 'fonts', file))),
      category,
    );
    for (const [weight, names] of [
      ['100 549', LOCAL[category].regular],
      ['550 900', LOCAL[category].bold],
    ]) {
      faces.push(
        `@font-face {\n  font-family: '${family}';\n  src: ${names.map((n) => `local('${n}')`).join(', ')};\n` +
          `  font-weight: ${weight};\n  size-adjust: ${m.sizeAdjust};\n  ascent-override: ${m.ascentOverride};\n` +
          `  descent-override: ${m.descentOverride};\n  line-gap-override: ${m.lineGapOverride};\n}\n`,
      );
    }
  }
  return prettier.format(
    `/* Written by scripts/font-fallbacks.mjs: local faces sized like Inter and Fraunces. */\n${faces.join('\n')}`,
    { ...(await prettier.resolveConfig(OUT)), filepath: OUT },
  );
}

export async function writeFallbacks() {
  await fs.writeFile(OUT, await fallbacksCss());
  return OUT;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  if (process.argv.includes('--check')) {
    const same = (await fs.readFile(OUT, 'utf8')) === (await fallbacksCss());
    if (!same) console.error(`${path.relative(root, OUT)} is out of date: node scripts/font-fallbacks.mjs`);
    process.exit(same ? 0 : 1);
  }
  console.log(path.relative(root, await writeFallbacks()));
}
