import { articleJsonLd, breadcrumbJsonLd, serializeJsonLd, websiteJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { NAV_GROUPS, isActivePath, publicRoutes } from '@/lib/site';

describe('pageMetadata', () => {
  it('sets canonical, Turkish Open Graph and a large Twitter card', () => {
    const m = pageMetadata({ title: 'Tarot Falı', description: 'Üç kart', path: '/tarot' });
    expect(m.alternates?.canonical).toBe('/tarot');
    expect(m.openGraph).toMatchObject({
      type: 'website',
      locale: 'tr_TR',
      url: '/tarot',
      title: 'Tarot Falı',
    });
    expect(m.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(m.robots).toBeUndefined();
  });

  it('marks articles with their published time and can say noindex', () => {
    const a = pageMetadata({
      title: 't',
      description: 'd',
      path: '/daily/koc',
      type: 'article',
      publishedTime: '2026-11-20T00:00:00.000Z',
    });
    expect(a.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-11-20T00:00:00.000Z' });
    expect(pageMetadata({ title: 't', description: 'd', path: '/analytics', noindex: true }).robots).toEqual({
      index: false,
      follow: false,
    });
  });
});

describe('JSON-LD', () => {
  it('builds absolute breadcrumb URLs from the home page down', () => {
    const b = breadcrumbJsonLd('https://ornek.com', [{ name: 'Burç Bilgileri', path: '/zodiac-info' }]);
    expect(b.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Ana Sayfa', item: 'https://ornek.com/' },
      { '@type': 'ListItem', position: 2, name: 'Burç Bilgileri', item: 'https://ornek.com/zodiac-info' },
    ]);
  });

  it('writes articles in Turkish with the site as author and publisher', () => {
    const a = articleJsonLd('https://ornek.com', {
      headline: 'Koç',
      description: 'd',
      path: '/daily/koc',
      datePublished: '2026-11-20T00:00:00Z',
    });
    expect(a).toMatchObject({
      '@type': 'Article',
      inLanguage: 'tr-TR',
      url: 'https://ornek.com/daily/koc',
      dateModified: '2026-11-20T00:00:00Z',
    });
    expect((a.author as { name: string }).name).toBe('Yıldız Rehberi');
  });

  it('cannot be broken out of its script tag', () => {
    const s = serializeJsonLd({
      ...websiteJsonLd('https://ornek.com'),
      name: '</script><script>alert(1)</script>',
    });
    expect(s).not.toContain('</script>');
    expect(JSON.parse(s).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('site config', () => {
  it('has the navigation of section 2 and never /analytics', () => {
    expect(NAV_GROUPS.map((g) => [g.label, g.links.map((l) => `${l.label}→${l.href}`)])).toEqual([
      [
        'Burçlar',
        ['Günlük Burç→/daily', 'Haftalık Burç→/weekly', 'Aylık Burç→/monthly', 'Burç Bilgileri→/zodiac-info'],
      ],
      [
        'Astroloji',
        [
          'Aşk Uyumu→/love-compatibility',
          'Tarot Falı→/tarot',
          'Gökyüzü Haritası→/sky-map',
          'Gökyüzü Takvimi→/gokyuzu-takvimi',
          'Ay Takvimi→/ay-takvimi',
          'Yıldız Saatleri→/yildiz-saatleri',
          'Doğum Haritası→/dogum-haritasi',
          'Yükselen Burç→/yukselen-burc',
          'Kişisel Yorum→/kisisel-yorum',
        ],
      ],
    ]);
    const paths = publicRoutes().map((r) => r.path);
    expect(paths).not.toContain('/analytics');
    expect(paths.filter((p) => p.startsWith('/api'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/daily/koc',
        '/monthly/balik',
        '/zodiac-info/yengec',
        '/gizlilik',
        '/gokyuzu-takvimi/dolunay',
        '/gokyuzu-takvimi/2026',
        '/dogum-haritasi',
        '/yukselen-burc',
        '/yillik/koc/2027',
        '/yillik/balik/2024',
        '/ask-uyumu',
        '/ask-uyumu/koc-terazi',
        '/ask-uyumu/balik-balik',
      ]),
    );
    // Home, the navigation's 13 entries, /gizlilik, /ask-uyumu, /iliski-haritasi, 36 readings, 12 signs, the 48 yearly
    // readings (12 signs × 2024–2027), 78 pair pages, 3 evergreen calendar pages, 201 calendar years
    // (1900–2100), 36 Moon-calendar months (last, this and next year).
    expect(paths).toContain('/ay-takvimi');
    expect(paths).toContain('/yildiz-saatleri');
    expect(paths).toContain('/iliski-haritasi');
    expect(paths).toHaveLength(1 + 13 + 1 + 1 + 1 + 36 + 12 + 48 + 78 + 3 + 201 + 36);
  });

  it('highlights a section and its per-sign pages only', () => {
    expect(isActivePath('/daily/koc', '/daily')).toBe(true);
    expect(isActivePath('/daily', '/daily')).toBe(true);
    expect(isActivePath('/dailyx', '/daily')).toBe(false);
    expect(isActivePath('/tarot', '/')).toBe(false);
  });
});
