import { ImageResponse } from 'next/og';
import { loadFonts } from '@/components/og/og-image';
import { SITE_NAME } from '@/lib/site';

export const SHARE_FORMATS = {
  story: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
} as const;
export type ShareFormat = keyof typeof SHARE_FORMATS;

export function isShareFormat(value: unknown): value is ShareFormat {
  return value === 'story' || value === 'square';
}

export interface ShareCard {
  /** The sign's glyph, drawn large. */
  icon: string;
  /** 'Koç Burcu'. */
  title: string;
  /** 'Günlük Burç Yorumu'. */
  kind: string;
  /** '26 Kasım 2026 Perşembe', '2027 yılı'. */
  period: string;
  /** One sentence: the reading's summary. */
  headline: string;
  /** A few sentences after it. */
  excerpt: string;
  /** The site's address without the scheme, printed at the foot. */
  host: string;
}

/** Cuts text at the last sentence (or word) end that fits `max` characters. */
export function fitText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > max * 0.5) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * A reading as an image for Instagram stories, WhatsApp status and the like: the sign, the
 * period, the headline and a few sentences, with the site's name. Satori draws it with the
 * bundled Inter (latin and latin-ext as two families, so ş ğ ı İ render) and Noto Sans Symbols.
 */
export async function renderShareImage(card: ShareCard, format: ShareFormat): Promise<ImageResponse> {
  const fonts = await loadFonts();
  const size = SHARE_FORMATS[format];
  const story = format === 'story';
  const headline = fitText(card.headline, story ? 190 : 150);
  const excerpt = fitText(card.excerpt, story ? 420 : 230);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        padding: story ? '120px 90px 110px' : '70px 80px',
        background: 'radial-gradient(ellipse at 30% 0%, #2b2a7a 0%, #0c1130 55%, #070a1c 100%)',
        color: '#f1f5f9',
        fontFamily: 'Inter, "Inter Ext", Symbols',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: story ? 40 : 32, color: '#f2c55c' }}>
        <svg width={story ? 44 : 36} height={story ? 44 : 36} viewBox="0 0 64 64" style={{ marginRight: 16 }}>
          <path d="M32 4l6.5 21.5L60 32l-21.5 6.5L32 60l-6.5-21.5L4 32l21.5-6.5z" fill="#f2c55c" />
        </svg>
        {SITE_NAME}
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: story ? 'column' : 'row',
          alignItems: story ? 'flex-start' : 'center',
          marginTop: story ? 90 : 44,
        }}
      >
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: story ? 220 : 150,
            height: story ? 220 : 150,
            borderRadius: 999,
            border: '4px solid rgba(248, 220, 139, 0.55)',
            fontSize: story ? 140 : 96,
            color: '#f2c55c',
            fontFamily: 'Symbols',
            marginRight: story ? 0 : 40,
          }}
        >
          {card.icon}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', marginTop: story ? 50 : 0 }}>
          <div style={{ display: 'flex', fontSize: story ? 96 : 76, fontWeight: 700, lineHeight: 1.05 }}>
            {card.title}
          </div>
          <div style={{ display: 'flex', fontSize: story ? 40 : 32, color: '#f8dc8b', marginTop: 16 }}>
            {card.kind}
          </div>
          <div style={{ display: 'flex', fontSize: story ? 36 : 30, color: '#cbd5e1', marginTop: 8 }}>
            {card.period}
          </div>
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: story ? 58 : 44,
          fontWeight: 700,
          lineHeight: 1.25,
          marginTop: story ? 80 : 44,
          color: '#ffffff',
        }}
      >
        {headline}
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: story ? 38 : 30,
          lineHeight: 1.45,
          marginTop: story ? 48 : 28,
          color: '#dbe2ee',
        }}
      >
        {excerpt}
      </div>
      <div
        style={{
          display: 'flex',
          marginTop: 'auto',
          paddingTop: 24,
          borderTop: '2px solid rgba(248, 220, 139, 0.35)',
          fontSize: story ? 34 : 28,
          color: '#f2c55c',
          justifyContent: 'space-between',
        }}
      >
        <span>{card.host}</span>
        <span style={{ color: '#94a3b8' }}>Gerçek gökyüzünden hesaplandı</span>
      </div>
    </div>,
    { ...size, fonts },
  );
}
