import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { publicRoutes } from '@/lib/site';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().SITE_URL;
  return publicRoutes().map((r) => ({
    url: `${base}${r.path === '/' ? '' : r.path}`,
    changeFrequency: r.changeFrequency,
    priority: r.priority,
  }));
}
