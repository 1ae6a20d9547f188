// Subsets the bundled variable fonts to the characters a Turkish page uses: the fontsource
// files carry Vietnamese, Polish, etc. that no page here shows, and every byte of a font is
// downloaded on a phone. Run after upgrading a font package:
//   node scripts/build-fonts.mjs
import fs from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const TURKISH = 'ÇçĞğİıÖöŞşÜüÂâÎîÛû';
const PUNCTUATION = '‘’‚“”„–—…•·′″‹›«»€₺°×÷±→←↑↓§¶©®™ ';
const TEXT = ASCII + TURKISH + PUNCTUATION;

const jobs = [
  ['@fontsource-variable/inter/files', 'inter'],
  ['@fontsource-variable/fraunces/files', 'fraunces'],
];

// Each subset keeps only the glyphs of TEXT that its source file has: the latin file gives the
// ASCII letters and ç ö ü ı, the latin-ext file ğ ş İ. The page lists both families in order.
for (const [dir, family] of jobs) {
  for (const subset of ['latin', 'latin-ext']) {
    const source = await fs.readFile(
      path.join(root, 'node_modules', dir, `${family}-${subset}-wght-normal.woff2`),
    );
    const out = path.join(root, 'app', 'fonts', `${family}-${subset}.woff2`);
    const data = await subsetFont(source, TEXT, { targetFormat: 'woff2' });
    await fs.mkdir(path.dirname(out), { recursive: true });
    await fs.writeFile(out, data);
    console.log(`${path.relative(root, out)}: ${data.length} bayt (kaynak ${source.length})`);
  }
}

// Zodiac and planet glyphs only: the full symbols file is 57 kB.
const SYMBOLS = '♈♉♊♋♌♍♎♏♐♑♒♓☉☽☾☿♀♁♂♃♄♅♆♇★☆✦✧⚹☌☍△□⚸☊☋🜁🜂🜃🜄';
const symbolsSource = await fs.readFile(
  path.join(
    root,
    'node_modules',
    '@fontsource/noto-sans-symbols/files/noto-sans-symbols-symbols-400-normal.woff2',
  ),
);
const symbolsOut = path.join(root, 'app', 'fonts', 'symbols.woff2');
const symbols = await subsetFont(symbolsSource, SYMBOLS, { targetFormat: 'woff2' });
await fs.writeFile(symbolsOut, symbols);
console.log(`${path.relative(root, symbolsOut)}: ${symbols.length} bayt (kaynak ${symbolsSource.length})`);

// The local faces drawn until these fonts arrive, sized like them (scripts/font-fallbacks.mjs).
const { writeFallbacks } = await import('./font-fallbacks.mjs');
console.log(`${path.relative(root, await writeFallbacks())}: yerel yedek yüzler`);
