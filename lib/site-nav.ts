/**
 * The navigation: its groups and entries, and which entry is the current page. Dependency-free so
 * the header's client island can import it without the sitemap's data; `lib/site.ts` re-exports it.
 */
export interface NavLink {
  href: string;
  label: string;
}

export interface NavGroup {
  id: 'burclar' | 'astroloji';
  label: string;
  links: readonly NavLink[];
}

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'burclar',
    label: 'Burçlar',
    links: [
      { href: '/daily', label: 'Günlük Burç' },
      { href: '/weekly', label: 'Haftalık Burç' },
      { href: '/monthly', label: 'Aylık Burç' },
      { href: '/zodiac-info', label: 'Burç Bilgileri' },
    ],
  },
  {
    id: 'astroloji',
    label: 'Astroloji',
    links: [
      { href: '/love-compatibility', label: 'Aşk Uyumu' },
      { href: '/tarot', label: 'Tarot Falı' },
      { href: '/sky-map', label: 'Gökyüzü Haritası' },
      { href: '/gokyuzu-takvimi', label: 'Gökyüzü Takvimi' },
      { href: '/dogum-haritasi', label: 'Doğum Haritası' },
      { href: '/yukselen-burc', label: 'Yükselen Burç' },
    ],
  },
];

/** Whether a navigation entry is the current page or one of its per-sign pages. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
