import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sharePath } from '@/lib/compatibility/pairs/share';
import { SKY_CALENDAR_PAGES, pageAddressExists } from '@/lib/http/page-address';
import { config } from '@/proxy';

const NOW = new Date('2026-11-26T09:00:00Z'); // a Thursday in Istanbul

describe('page addresses that name nothing', () => {
  it.each([
    '/daily/xyz',
    '/weekly/KOC',
    '/monthly/koc-',
    '/daily/koc/2020-01-01',
    '/daily/koc/2026-02-30',
    '/daily/koc/yarin',
    '/monthly/koc/2026-13',
    '/ask-uyumu/xyz',
    '/ask-uyumu/koc-xyz',
    '/ask-uyumu/koc-terazi-aslan',
    '/love-compatibility/sonuc/koc-terazi-101',
    '/love-compatibility/sonuc/xyz',
    '/gokyuzu-takvimi/1899',
    '/gokyuzu-takvimi/3000',
    '/gokyuzu-takvimi/abc',
    '/ay-takvimi/2026/13',
    '/ay-takvimi/2101/01',
    '/ay-takvimi/2026/3',
  ])('%s does not exist', (address) => {
    expect(pageAddressExists(address, NOW)).toBe(false);
  });

  it.each([
    '/daily/koc',
    '/daily/%6Boc', // the same page, percent-encoded
    '/daily/koc/2026-11-26',
    '/daily/koc/2026-11-25',
    '/weekly/koc/2026-11-26', // not a Monday: the page redirects to its week's Monday
    '/monthly/balik/2026-11',
    '/daily/opengraph-image',
    '/daily/koc/opengraph-image',
    '/daily/koc/2026-11-26/opengraph-image',
    '/ask-uyumu/koc-terazi',
    '/ask-uyumu/terazi-koc', // the page redirects to the zodiac's order
    sharePath('koc', 'terazi', 57),
    '/gokyuzu-takvimi/2026',
    '/gokyuzu-takvimi/dolunay',
    '/gokyuzu-takvimi/opengraph-image',
    '/ay-takvimi/2026/03',
    '/tarot',
    '/some/other/address', // not judged here: Next's own (static) 404
  ])('%s is left to its page', (address) => {
    expect(pageAddressExists(address, NOW)).toBe(true);
  });

  it('moves with the clock: tomorrow exists, the day after is not readable yet', () => {
    expect(pageAddressExists('/daily/koc/2026-11-27', NOW)).toBe(true);
    expect(pageAddressExists('/daily/koc/2026-12-20', NOW)).toBe(false);
  });
});

describe('the proxy covers every page that can say notFound', () => {
  const appDir = path.join(process.cwd(), 'app');
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'page.tsx') pages.push(full);
    }
  };
  walk(appDir);

  it('every dynamic page either is built ahead (dynamicParams = false) or is under the matcher', () => {
    const dynamic = pages.filter((p) => p.includes('['));
    expect(dynamic.length).toBeGreaterThan(5);
    for (const page of dynamic) {
      const source = readFileSync(page, 'utf8');
      if (/export const dynamicParams = false/.test(source)) continue;
      const route = '/' + path.relative(appDir, path.dirname(page)).split(path.sep).join('/');
      const prefix = route.slice(0, route.indexOf('/['));
      expect(config.matcher).toContain(`${prefix}/:path+`);
    }
  });

  it('knows the sky calendar pages that sit beside its year segment', () => {
    const folders = readdirSync(path.join(appDir, 'gokyuzu-takvimi')).filter(
      (name) => !name.startsWith('[') && statSync(path.join(appDir, 'gokyuzu-takvimi', name)).isDirectory(),
    );
    expect(new Set(folders)).toEqual(SKY_CALENDAR_PAGES);
  });
});
