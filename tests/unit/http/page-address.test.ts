import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sharePath } from '@/lib/compatibility/pairs/share';
import { SKY_CALENDAR_PAGES, THIS_YEAR, pageAddressExists, queryViewAddress } from '@/lib/http/page-address';
import * as nextStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { HOROSCOPE_TYPES } from '@/lib/horoscope/types';
import { SIGN_IDS } from '@/lib/zodiac/signs';
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
    '/gokyuzu-takvimi/bu-yil', // the folder of the filtered views, not a page
    '/gokyuzu-takvimi/2026/xyz',
    '/gokyuzu-takvimi/bu-yil/xyz',
    '/gokyuzu-takvimi/1899/tutulma',
    '/ay-takvimi/2026/13/tr-06',
    '/ay-takvimi/bu-ay/tr-06/x',
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
    '/gokyuzu-takvimi/2026/tutulma',
    '/gokyuzu-takvimi/bu-yil/retro',
    '/ay-takvimi/bu-ay/tr-06',
    '/ay-takvimi/bu-ay/bilinmeyen', // an unknown province: İstanbul with a notice, not a 404
    '/ay-takvimi/2026/03/tr-65',
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

describe('calendar views picked by the query are pages of their own', () => {
  const view = (address: string) => {
    const url = new URL(address, 'http://localhost');
    return queryViewAddress(url.pathname, url.searchParams);
  };

  it.each([
    ['/gokyuzu-takvimi?tur=tutulma', '/gokyuzu-takvimi/bu-yil/tutulma'],
    ['/gokyuzu-takvimi/2024?tur=retro', '/gokyuzu-takvimi/2024/retro'],
    ['/gokyuzu-takvimi/2024?tur=burc&x=1', '/gokyuzu-takvimi/2024/burc'],
    ['/ay-takvimi?yer=tr-06', '/ay-takvimi/bu-ay/tr-06'],
    ['/ay-takvimi/2026/03?yer=tr-65', '/ay-takvimi/2026/03/tr-65'],
    ['/ay-takvimi/2026/03?yer=a%2Fb', '/ay-takvimi/2026/03/a%2Fb'], // one segment, whatever it holds
  ])('%s is rendered by %s', (address, page) => {
    expect(view(address)).toBe(page);
    expect(pageAddressExists(page, NOW)).toBe(true);
  });

  it.each([
    '/gokyuzu-takvimi',
    '/gokyuzu-takvimi?tur=hepsi', // the unfiltered page itself
    '/gokyuzu-takvimi?tur=xyz', // an unknown filter: the unfiltered page, as before
    '/gokyuzu-takvimi/1899?tur=retro', // a year outside the calendar: its 404
    '/gokyuzu-takvimi/dolunay?tur=retro',
    '/ay-takvimi',
    '/ay-takvimi?yer=',
    '/ay-takvimi/2026/13?yer=tr-06',
    '/daily/koc?tur=retro',
  ])('%s is its own page', (address) => {
    expect(view(address)).toBeNull();
  });

  it('keeps the current year’s views in a folder that no year can be', () => {
    expect(THIS_YEAR).not.toMatch(/^\d{4}$/);
    expect(statSync(path.join(process.cwd(), 'app', 'gokyuzu-takvimi', THIS_YEAR)).isDirectory()).toBe(true);
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
      if (/^\/(daily|weekly|monthly|ask-uyumu)\//.test(route)) continue; // the test below
      const prefix = route.slice(0, route.indexOf('/['));
      const covers = (m: string) => {
        const base = m.replace(/\/:path[+*]$/, '');
        return base !== m && (prefix === base || prefix.startsWith(`${base}/`));
      };
      expect({ route, covered: config.matcher.some(covers) }).toEqual({ route, covered: true });
    }
  });

  it('lets the twelve current readings of each period and the sign pairs skip it, and nothing else', () => {
    // Next's own compilation of the matcher, as its server runs it.
    const { getMiddlewareMatchers } = nextStaticInfo as unknown as {
      getMiddlewareMatchers: (matcher: string[], nextConfig: object) => Array<{ regexp: string }>;
    };
    const matchers = getMiddlewareMatchers(config.matcher, {});
    const runs = (pathname: string) => matchers.some((m) => new RegExp(m.regexp).test(pathname));
    for (const type of HOROSCOPE_TYPES) {
      for (const sign of SIGN_IDS) {
        for (const skipped of [`/${type}/${sign}`, `/${type}/${sign}.rsc`]) {
          expect({ skipped, runs: runs(skipped) }).toEqual({ skipped, runs: false });
        }
      }
    }
    for (const a of SIGN_IDS) {
      for (const b of SIGN_IDS) {
        // Both orders: the zodiac's is the page, the other redirects to it.
        for (const skipped of [`/ask-uyumu/${a}-${b}`, `/ask-uyumu/${a}-${b}.rsc`]) {
          expect({ skipped, runs: runs(skipped) }).toEqual({ skipped, runs: false });
        }
      }
    }
    for (const address of [
      '/ask-uyumu/xyz',
      '/ask-uyumu/koc-xyz',
      '/ask-uyumu/koc-terazi-aslan',
      '/ask-uyumu/koc-terazix',
      '/ask-uyumu/koc-terazi/opengraph-image',
      '/daily/xyz',
      '/daily/KOC',
      '/weekly/kocx',
      '/monthly/koc.html',
      '/daily/koc/2020-01-01',
      '/daily/koc/2026-11-26',
      '/daily/koc/opengraph-image',
      '/ay-takvimi',
      '/gokyuzu-takvimi',
      '/gokyuzu-takvimi/2026',
    ]) {
      expect({ address, runs: runs(address) }).toEqual({ address, runs: true });
    }
  });

  it('knows the sky calendar pages that sit beside its year segment', () => {
    const folders = readdirSync(path.join(appDir, 'gokyuzu-takvimi')).filter(
      (name) =>
        !name.startsWith('[') &&
        name !== THIS_YEAR &&
        statSync(path.join(appDir, 'gokyuzu-takvimi', name)).isDirectory(),
    );
    expect(new Set(folders)).toEqual(SKY_CALENDAR_PAGES);
  });
});
