// The local faces text is drawn in until the web fonts arrive (app/fonts/fallbacks.css), sized so
// that the swap moves nothing: next/font's method (scale a local font by the ratio of average
// advance widths, and set its vertical metrics to the web font's), but measured on Turkish text
// and for each weight the pages use, since a semibold heading that is 3 % wider in its fallback
// wraps differently. Each weight of the variable fonts is instanced with harfbuzz (subset-font).
// The local fonts are Arial and Times New Roman or their metric-compatible twins (Liberation Sans
// and Serif on Linux, Arimo and Tinos), Roboto on Android (close to Arial).
//   node scripts/font-fallbacks.mjs           writes app/fonts/fallbacks.css
//   node scripts/font-fallbacks.mjs --check   exits 1 if the file is not what the fonts give
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'app', 'fonts', 'fallbacks.css');
const require = createRequire(import.meta.url);
const parseFont = require('next/dist/compiled/@next/font/dist/fontkit').default;

/** Running Turkish text of the site's kind: the widths are averaged over its letters and spaces. */
const SAMPLE =
  'Bugün günlük işleriniz konuşuluyor; küçük adımlar büyük farklar yaratır. Yıldız Rehberi’nde üyelik ' +
  'yoktur: burcunuzu seçin, yorumunuz hazır olsun. Gökyüzü takvimi, dolunay ve yeni ay ne zaman? Aşk, ' +
  'iş ve sağlıkta öne çıkan temalar, geri hareketler.';

/** The local fonts, and their average advance over SAMPLE per em (measured on Liberation Sans and
 * Serif, whose widths are Arial's and Times New Roman's). */
const LOCAL = {
  sans: {
    regular: {
      names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Roboto', 'Roboto-Regular'],
      width: 0.44376,
    },
    bold: {
      names: [
        'Arial Bold',
        'Arial-BoldMT',
        'Liberation Sans Bold',
        'LiberationSans-Bold',
        'Arimo Bold',
        'Roboto Bold',
        'Roboto-Bold',
      ],
      width: 0.47863,
    },
  },
  serif: {
    regular: {
      names: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'],
      width: 0.4086,
    },
    bold: {
      names: [
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
        'Tinos Bold',
      ],
      width: 0.43766,
    },
  },
};

const FAMILIES = [
  { name: 'Inter Metric Fallback', files: ['inter-latin.woff2', 'inter-latin-ext.woff2'], local: LOCAL.sans },
  {
    name: 'Fraunces Metric Fallback',
    files: ['fraunces-latin.woff2', 'fraunces-latin-ext.woff2'],
    local: LOCAL.serif,
  },
];

/** The weights the pages use, each with the range of weights its face serves. */
const WEIGHTS = [
  { weight: 400, range: '100 449', local: 'regular' },
  { weight: 500, range: '450 549', local: 'regular' },
  { weight: 600, range: '550 649', local: 'bold' },
  { weight: 700, range: '650 900', local: 'bold' },
];

const percent = (v) => `${(v * 100).toFixed(2)}%`;

/** Average advance per em over SAMPLE at one weight; each letter from the first subset that has it. */
async function metrics(files, weight) {
  const fonts = await Promise.all(
    files.map(async (file) =>
      parseFont(
        await subsetFont(await fs.readFile(path.join(root, 'app', 'fonts', file)), SAMPLE, {
          targetFormat: 'truetype',
          variationAxes: { wght: weight },
        }),
      ),
    ),
  );
  let sum = 0;
  const letters = [...SAMPLE];
  for (const letter of letters) {
    const code = letter.codePointAt(0);
    const font = fonts.find((f) => f.hasGlyphForCodePoint(code));
    if (!font) throw new Error(`no glyph for ${letter} in ${files.join(', ')}`);
    sum += font.glyphForCodePoint(code).advanceWidth / font.unitsPerEm;
  }
  const [first] = fonts;
  return {
    width: sum / letters.length,
    ascent: first.ascent / first.unitsPerEm,
    descent: Math.abs(first.descent) / first.unitsPerEm,
    lineGap: first.lineGap / first.unitsPerEm,
  };
}

export async function fallbacksCss() {
  const faces = [];
  for (const family of FAMILIES) {
    for (const { weight, range, local } of WEIGHTS) {
      const m = await metrics(family.files, weight);
      const { names, width } = family.local[local];
      const scale = m.width / width;
      faces.push(
        `@font-face {\n  font-family: '${family.name}';\n  src: ${names.map((n) => `local('${n}')`).join(', ')};\n` +
          `  font-weight: ${range};\n  size-adjust: ${percent(scale)};\n  ascent-override: ${percent(m.ascent / scale)};\n` +
          `  descent-override: ${percent(m.descent / scale)};\n  line-gap-override: ${percent(m.lineGap / scale)};\n}\n`,
      );
    }
  }
  return prettier.format(
    `/* Written by scripts/font-fallbacks.mjs: local faces sized like Inter and Fraunces, weight by weight. */\n${faces.join('\n')}`,
    { ...(await prettier.resolveConfig(OUT)), filepath: OUT },
  );
}

export async function writeFallbacks() {
  await fs.writeFile(OUT, await fallbacksCss());
  return OUT;
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const same = (await fs.readFile(OUT, 'utf8')) === (await fallbacksCss());
    if (same) console.log(`${path.relative(root, OUT)} is up to date`);
    else console.error(`${path.relative(root, OUT)} is out of date: node scripts/font-fallbacks.mjs`);
    process.exit(same ? 0 : 1);
  }
  console.log(path.relative(root, await writeFallbacks()));
}
