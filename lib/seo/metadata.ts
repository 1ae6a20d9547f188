import type { Metadata } from 'next';
import { SITE_NAME } from '../site';

export interface PageSeo {
  /** Page title without the site suffix; the root layout's template adds ' | Yıldız Rehberi'. */
  title: string;
  description: string;
  /** Path of the page, e.g. '/daily/koc'; becomes the canonical URL. */
  path: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  noindex?: boolean;
  /** Absolute path of an Open Graph image when the route does not have its own opengraph-image. */
  image?: string;
}

/** Builds a route's metadata: canonical URL, Turkish Open Graph and a Twitter card. */
export function pageMetadata(seo: PageSeo): Metadata {
  const type = seo.type ?? 'website';
  const openGraph: Metadata['openGraph'] =
    type === 'article'
      ? {
          type: 'article',
          title: seo.title,
          description: seo.description,
          url: seo.path,
          siteName: SITE_NAME,
          locale: 'tr_TR',
          publishedTime: seo.publishedTime,
          modifiedTime: seo.modifiedTime,
          authors: [SITE_NAME],
          ...(seo.image ? { images: [seo.image] } : {}),
        }
      : {
          type: 'website',
          title: seo.title,
          description: seo.description,
          url: seo.path,
          siteName: SITE_NAME,
          locale: 'tr_TR',
          ...(seo.image ? { images: [seo.image] } : {}),
        };
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical: seo.path },
    openGraph,
    twitter: {
      card: 'summary_large_image',
      title: seo.title,
      description: seo.description,
      ...(seo.image ? { images: [seo.image] } : {}),
    },
    ...(seo.noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
