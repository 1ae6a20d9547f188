import { FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR } from './astro/calendar-events';
import { allPairs, pairSlug } from './compatibility/pairs/compose';
import { NAV_GROUPS } from './site-nav';
import { YEARLY_YEARS } from './horoscope/yearly/years';
import { SIGN_IDS } from './zodiac/signs';

export { NAV_GROUPS, isActivePath, type NavGroup, type NavLink } from './site-nav';

/** One source for the site's name, navigation and public routes: the navigation bar and the sitemap read it. */
export const SITE_NAME = 'Yıldız Rehberi';
export const SITE_DESCRIPTION =
  'Gerçek gökyüzü hesaplarına dayanan günlük, haftalık ve aylık burç yorumları; burç bilgileri, aşk uyumu, tarot falı ve İstanbul semasının yıldız haritası.';

export interface SitemapRoute {
  path: string;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

const PERIOD_FREQUENCY = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' } as const;

/**
 * Every public, indexable route. /analytics and /api are deliberately absent; the current and
 * next dated readings are added by app/sitemap.ts (`datedReadingPaths`, server-only).
 */
export function publicRoutes(): SitemapRoute[] {
  const routes: SitemapRoute[] = [
    { path: '/', changeFrequency: 'daily', priority: 1 },
    ...NAV_GROUPS.flatMap((g) =>
      g.links.map((l) => ({
        path: l.href,
        changeFrequency: (PERIOD_FREQUENCY[l.href.slice(1) as keyof typeof PERIOD_FREQUENCY] ??
          'monthly') as SitemapRoute['changeFrequency'],
        priority: 0.8,
      })),
    ),
    // The pair pages' index: linked from the calculator and every sign page, not the crowded top bar.
    { path: '/ask-uyumu', changeFrequency: 'yearly', priority: 0.7 },
    { path: '/iliski-haritasi', changeFrequency: 'monthly', priority: 0.7 },
    { path: '/gizlilik', changeFrequency: 'yearly', priority: 0.3 },
  ];
  for (const period of ['daily', 'weekly', 'monthly'] as const) {
    for (const id of SIGN_IDS) {
      routes.push({ path: `/${period}/${id}`, changeFrequency: PERIOD_FREQUENCY[period], priority: 0.7 });
    }
  }
  for (const id of SIGN_IDS) {
    routes.push({ path: `/zodiac-info/${id}`, changeFrequency: 'yearly', priority: 0.6 });
  }
  // Yearly readings: 12 signs × 2024–2027; a year's text is computed once and does not change.
  for (const year of YEARLY_YEARS) {
    for (const id of SIGN_IDS) {
      routes.push({ path: `/yillik/${id}/${year}`, changeFrequency: 'yearly', priority: 0.6 });
    }
  }
  // Love compatibility: the 78 pairs of signs, in the zodiac's order.
  for (const { a, b } of allPairs()) {
    routes.push({ path: `/ask-uyumu/${pairSlug(a, b)}`, changeFrequency: 'yearly', priority: 0.6 });
  }
  // The sky calendar: its "ne zaman?" pages move on with each event; each year's page is fixed.
  for (const slug of ['merkur-retrosu', 'dolunay', 'yeni-ay']) {
    routes.push({ path: `/gokyuzu-takvimi/${slug}`, changeFrequency: 'weekly', priority: 0.7 });
  }
  for (let year = FIRST_CALENDAR_YEAR; year <= LAST_CALENDAR_YEAR; year++) {
    routes.push({ path: `/gokyuzu-takvimi/${year}`, changeFrequency: 'yearly', priority: 0.4 });
  }
  // The Moon calendar's months: the current year and its neighbours (the rest are linked month by month).
  const thisYear = new Date().getUTCFullYear();
  for (let year = thisYear - 1; year <= thisYear + 1; year++) {
    for (let month = 1; month <= 12; month++) {
      routes.push({
        path: `/ay-takvimi/${year}/${String(month).padStart(2, '0')}`,
        changeFrequency: 'yearly',
        priority: 0.4,
      });
    }
  }
  return routes;
}
