import { SITE_DESCRIPTION, SITE_NAME } from '../site';

/** Schema.org objects for JSON-LD; each page writes its own inline with <JsonLd>. */
export type JsonLdObject = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

const abs = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).toString();

export function websiteJsonLd(siteUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: abs(siteUrl, '/'),
    description: SITE_DESCRIPTION,
    inLanguage: 'tr-TR',
  };
}

export function organizationJsonLd(siteUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: abs(siteUrl, '/'),
    logo: abs(siteUrl, '/icon.svg'),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** BreadcrumbList from the home page down to the current page. */
export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLdObject {
  const all = [{ name: 'Ana Sayfa', path: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: abs(siteUrl, c.path),
    })),
  };
}

export interface ArticleInput {
  headline: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified?: string;
  image?: string;
}

/** Article for a horoscope reading; author and publisher are the site itself. */
export function articleJsonLd(siteUrl: string, a: ArticleInput): JsonLdObject {
  const org = { '@type': 'Organization', name: SITE_NAME, url: abs(siteUrl, '/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.headline,
    description: a.description,
    datePublished: a.datePublished,
    dateModified: a.dateModified ?? a.datePublished,
    inLanguage: 'tr-TR',
    mainEntityOfPage: abs(siteUrl, a.path),
    url: abs(siteUrl, a.path),
    author: org,
    publisher: { ...org, logo: { '@type': 'ImageObject', url: abs(siteUrl, '/icon.svg') } },
    ...(a.image ? { image: abs(siteUrl, a.image) } : {}),
  };
}

export function itemListJsonLd(
  siteUrl: string,
  name: string,
  items: readonly { name: string; path: string }[],
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: items.map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: it.name,
      url: abs(siteUrl, it.path),
    })),
  };
}

/** Serialises JSON-LD for a <script> tag; escapes '<' so text can never close the tag. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
