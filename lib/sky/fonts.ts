/**
 * Fonts for the server-drawn chart. @napi-rs/canvas falls back silently to a serif for a family it does
 * not know, and Inter ships Turkish letters in two files (ü ö ç ı in latin, ğ ş İ in latin-ext): both
 * are registered, and every font string names 'Inter' then 'Inter Ext' so each glyph finds its file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

const FILES: [file: string, family: string][] = [
  ['inter-latin-400-normal.woff', 'Inter'],
  ['inter-latin-600-normal.woff', 'Inter'],
  ['inter-latin-ext-400-normal.woff', 'Inter Ext'],
  ['inter-latin-ext-600-normal.woff', 'Inter Ext'],
];

let registered = false;

export function ensureChartFonts(): void {
  if (registered) return;
  const dir = path.join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files');
  for (const [file, family] of FILES) {
    const key = GlobalFonts.register(fs.readFileSync(path.join(dir, file)), family);
    if (!key) throw new Error(`Yazı tipi yüklenemedi: ${file}`);
  }
  registered = true;
}
