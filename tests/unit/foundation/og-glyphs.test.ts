import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { SIGNS } from '@/lib/zodiac/signs';

/**
 * The Open Graph cards draw their large glyph with Noto Sans Symbols (components/og/og-image.tsx).
 * A glyph the font lacks comes out as an empty box (Satori then tries Google Fonts, which a
 * build machine may not reach), so every glyph a card uses must be in the font's own cmap.
 */
function codePointsOf(woffFile: string): Set<number> {
  const woff = fs.readFileSync(woffFile);
  const tableCount = woff.readUInt16BE(12);
  let cmap: Buffer | null = null;
  for (let i = 0; i < tableCount; i++) {
    const entry = 44 + i * 20;
    if (woff.toString('latin1', entry, entry + 4) !== 'cmap') continue;
    const [offset, compressed, original] = [4, 8, 12].map((o) => woff.readUInt32BE(entry + o));
    const data = woff.subarray(offset, offset + compressed);
    cmap = compressed < original ? inflateSync(data) : data;
  }
  if (!cmap) throw new Error('no cmap');
  const points = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const sub = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(sub);
    if (format === 4) {
      const segments = cmap.readUInt16BE(sub + 6) / 2;
      for (let s = 0; s < segments; s++) {
        const end = cmap.readUInt16BE(sub + 14 + s * 2);
        const start = cmap.readUInt16BE(sub + 16 + segments * 2 + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) points.add(c);
      }
    } else if (format === 12) {
      for (let g = 0; g < cmap.readUInt32BE(sub + 12); g++) {
        const group = sub + 16 + g * 12;
        for (let c = cmap.readUInt32BE(group); c <= cmap.readUInt32BE(group + 4); c++) points.add(c);
      }
    }
  }
  return points;
}

function cardIcons(dir: string): string[] {
  const icons: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) icons.push(...cardIcons(full));
    else if (entry.name === 'opengraph-image.tsx') {
      for (const m of fs.readFileSync(full, 'utf8').matchAll(/icon: '([^']+)'/g)) icons.push(m[1]);
    }
  }
  return icons;
}

describe('Open Graph glyphs', () => {
  const font = codePointsOf(
    path.join(
      process.cwd(),
      'node_modules/@fontsource/noto-sans-symbols/files/noto-sans-symbols-symbols-400-normal.woff',
    ),
  );

  it('reads the font (a known glyph is there, a known gap is not)', () => {
    expect(font.has(0x263d)).toBe(true); // ☽
    expect(font.has(0x2609)).toBe(false); // ☉: the reason for this test
  });

  it('every card glyph and every sign glyph is in the font', () => {
    const glyphs = [...cardIcons(path.join(process.cwd(), 'app')), ...SIGNS.map((s) => s.icon)];
    expect(glyphs.length).toBeGreaterThan(20);
    const missing = glyphs.filter((g) => ![...g].every((ch) => font.has(ch.codePointAt(0)!)));
    expect(missing).toEqual([]);
  });
});
