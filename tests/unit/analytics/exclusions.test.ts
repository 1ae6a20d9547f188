import path from 'node:path';
import { isExcluded, isGeneratedAsset, listPublicFiles, pathOf } from '@/lib/analytics/exclusions';

const publicFiles = listPublicFiles(path.join(__dirname, '..', '..', '..', 'public'));
const excluded = (p: string, headers: Record<string, string> = {}) => isExcluded(p, headers, publicFiles);

describe('what is not recorded', () => {
  it('lists the files under public/ by their URL path', () => {
    expect(publicFiles.has('/icon.svg')).toBe(true);
  });

  it("leaves out Next's build assets and internals", () => {
    expect(excluded('/_next/static/chunks/main.js')).toBe(true);
    expect(excluded('/_next/image')).toBe(true);
    expect(excluded('/_next/data/build/index.json')).toBe(true);
  });

  it('leaves out files from public/ and the icons and share images Next generates', () => {
    expect(excluded('/icon.svg')).toBe(true);
    for (const p of [
      '/favicon.ico',
      '/icon',
      '/icon-192.png',
      '/apple-icon.png',
      '/opengraph-image',
      '/daily/koc/opengraph-image-1a2b3c',
      '/twitter-image.png',
      '/manifest.webmanifest',
    ]) {
      expect(isGeneratedAsset(p)).toBe(true);
      expect(excluded(p)).toBe(true);
    }
  });

  it('leaves out router prefetches', () => {
    expect(excluded('/daily', { 'next-router-prefetch': '1', rsc: '1' })).toBe(true);
    expect(excluded('/daily', { 'next-router-segment-prefetch': '/_tree', rsc: '1' })).toBe(true);
  });

  it("leaves out the dashboard's own reads, but not the dashboard page", () => {
    expect(excluded('/api/analytics/daily')).toBe(true);
    expect(excluded('/api/analytics')).toBe(true);
    expect(excluded('/analytics')).toBe(false);
  });

  it('records pages, client-side navigations, API calls, crawler files and unknown paths', () => {
    expect(excluded('/')).toBe(false);
    expect(excluded('/gizlilik', { rsc: '1' })).toBe(false);
    expect(excluded('/api/health')).toBe(false);
    expect(excluded('/api/analyticsx')).toBe(false);
    expect(excluded('/robots.txt')).toBe(false);
    expect(excluded('/sitemap.xml')).toBe(false);
    expect(excluded('/icons/list')).toBe(false);
    expect(excluded('/wp-login.php')).toBe(false);
  });
});

describe('recorded path', () => {
  it('drops the query string and fragment and decodes the path', () => {
    expect(pathOf('/gizlilik?utm_source=x')).toBe('/gizlilik');
    expect(pathOf('/daily/koc?_rsc=abc#top')).toBe('/daily/koc');
    expect(pathOf('/bur%C3%A7lar')).toBe('/burçlar');
    expect(pathOf('/%E0%A4%A')).toBe('/%E0%A4%A');
  });

  it('caps very long paths at 300 characters', () => {
    expect(pathOf(`/${'a'.repeat(1000)}`)).toHaveLength(300);
  });
});
