import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { SITE_NAME } from '@/lib/site';

export const OG_SIZE = { width: 1200, height: 630 };

const fontFile = (pkg: string, file: string) => path.join(process.cwd(), 'node_modules', pkg, 'files', file);

// Satori needs .woff/.ttf, and one family per file: latin-ext is registered as its own
// family, or ğ ş İ would render as boxes.
export async function loadFonts() {
  const read = (pkg: string, file: string) => fs.readFile(fontFile(pkg, file));
  const [latin, latinExt, latinBold, latinExtBold, symbols] = await Promise.all([
    read('@fontsource/inter', 'inter-latin-400-normal.woff'),
    read('@fontsource/inter', 'inter-latin-ext-400-normal.woff'),
    read('@fontsource/inter', 'inter-latin-700-normal.woff'),
    read('@fontsource/inter', 'inter-latin-ext-700-normal.woff'),
    read('@fontsource/noto-sans-symbols', 'noto-sans-symbols-symbols-400-normal.woff'),
  ]);
  return [
    { name: 'Inter', data: latin, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: latinBold, weight: 700 as const, style: 'normal' as const },
    { name: 'Inter Ext', data: latinExt, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter Ext', data: latinExtBold, weight: 700 as const, style: 'normal' as const },
    { name: 'Symbols', data: symbols, weight: 400 as const, style: 'normal' as const },
  ];
}

export interface OgCard {
  /** Small line above the title, e.g. 'Günlük Burç Yorumu'. */
  eyebrow: string;
  title: string;
  subtitle?: string;
  /** A glyph drawn large on the right, e.g. a sign's icon. */
  icon?: string;
}

/** The site's Open Graph card: night sky, gold glyph, Turkish title. */
export async function renderOgImage(card: OgCard): Promise<ImageResponse> {
  const fonts = await loadFonts();
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'radial-gradient(ellipse at 20% 0%, #2b2a7a 0%, #0c1130 55%, #070a1c 100%)',
        color: '#f1f5f9',
        fontFamily: 'Inter, "Inter Ext", Symbols',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', maxWidth: card.icon ? 760 : 1040 }}>
        <div style={{ display: 'flex', fontSize: 30, color: '#f8dc8b', letterSpacing: 2 }}>
          {card.eyebrow}
        </div>
        <div style={{ display: 'flex', fontSize: 76, fontWeight: 700, lineHeight: 1.1, marginTop: 20 }}>
          {card.title}
        </div>
        {card.subtitle ? (
          <div style={{ display: 'flex', fontSize: 32, color: '#cbd5e1', marginTop: 24, lineHeight: 1.35 }}>
            {card.subtitle}
          </div>
        ) : null}
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 28, color: '#f2c55c', marginTop: 48 }}>
          <svg width="30" height="30" viewBox="0 0 64 64" style={{ marginRight: 12 }}>
            <path d="M32 4l6.5 21.5L60 32l-21.5 6.5L32 60l-6.5-21.5L4 32l21.5-6.5z" fill="#f2c55c" />
          </svg>
          {SITE_NAME}
        </div>
      </div>
      {card.icon ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 300,
            height: 300,
            borderRadius: 150,
            border: '3px solid rgba(248, 220, 139, 0.5)',
            fontSize: 190,
            color: '#f2c55c',
            fontFamily: 'Symbols',
          }}
        >
          {card.icon}
        </div>
      ) : null}
    </div>,
    { ...OG_SIZE, fonts },
  );
}
