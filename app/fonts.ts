import localFont from 'next/font/local';

// Bundled fonts (no network at build or run time), subset to Turkish by scripts/build-fonts.mjs. Each family is split in two because the
// Turkish letters live in two subsets: ü ö ç ı in latin, ğ ş İ in latin-ext. The browser falls
// through to the second family for the glyphs the first lacks.
//
// None is preloaded: over HTTP/1.1 four preloaded fonts took connections and bandwidth from the
// stylesheet, which blocks the first paint. Text appears at once in a local font sized to match
// (the 'Metric Fallback' faces of app/fonts/fallbacks.css), and the web font swaps in without moving it.
// Next's own fallback face (local Arial only) is off: it is missing on Linux and Android, and
// placed between the latin and latin-ext families it drew ğ ş İ in Arial where Arial exists.
export const interLatin = localFont({
  src: './fonts/inter-latin.woff2',
  weight: '100 900',
  variable: '--font-inter-latin',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

export const interExt = localFont({
  src: './fonts/inter-latin-ext.woff2',
  weight: '100 900',
  variable: '--font-inter-ext',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

export const frauncesLatin = localFont({
  src: './fonts/fraunces-latin.woff2',
  weight: '100 900',
  variable: '--font-fraunces-latin',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

export const frauncesExt = localFont({
  src: './fonts/fraunces-latin-ext.woff2',
  weight: '100 900',
  variable: '--font-fraunces-ext',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

// Zodiac and planet glyphs (♈ … ♓), so they look the same on every system instead of as emoji.
export const symbols = localFont({
  src: './fonts/symbols.woff2',
  weight: '400',
  variable: '--font-symbols',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

export const fontVariables = [interLatin, interExt, frauncesLatin, frauncesExt, symbols]
  .map((f) => f.variable)
  .join(' ');
