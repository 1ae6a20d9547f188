import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { datedReadingPaths } from '@/lib/horoscope/archive';
import { publicRoutes } from '@/lib/site';
import { SIGN_IDS } from '@/lib/zodiac/signs';

// The dated readings listed change every day: regenerated at most every ten minutes.
export const revalidate = 600;

export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().SITE_URL;
  const routes = publicRoutes().map((r) => ({
    url: `${base}${r.path === '/' ? '' : r.path}`,
    changeFrequency: r.changeFrequency,
    priority: r.priority,
  }));
  const dated = datedReadingPaths(SIGN_IDS, new Date()).map((path) => ({
    url: `${base}${path}`,
    // A dated reading does not change once written.
    changeFrequency: 'yearly' as const,
    priority: 0.5,
  }));
  return [...routes, ...dated];
}
