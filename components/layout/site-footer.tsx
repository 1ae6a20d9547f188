import Link from '@/components/ui/link';
import { READINGS_MADE_HOW } from '@/lib/horoscope/provenance';
import { NAV_GROUPS, SITE_NAME } from '@/lib/site';

export function SiteFooter() {
  return (
    <footer className="site-footer render-when-visible">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="font-display text-lg font-semibold text-white">{SITE_NAME}</p>
          <p className="mt-3 max-w-md text-sm leading-relaxed text-slate-300">
            {READINGS_MADE_HOW} Astroloji bir yorum geleneğidir: yazdıklarımızı bir pusula gibi okuyun, kesin
            bir hüküm gibi değil.
          </p>
          <p className="mt-4 text-sm">
            <Link href="/gizlilik" className="text-gold-300 underline underline-offset-4 hover:text-gold-400">
              Gizlilik: çerez yok, IP adresi saklanmaz
            </Link>
          </p>
        </div>
        {NAV_GROUPS.map((group) => (
          <div key={group.id}>
            <p className="text-sm font-semibold text-white">{group.label}</p>
            <ul className="footer-links">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="footer-sources">
          Veri kaynakları: gezegen konumları{' '}
          <a href="https://github.com/cosinekitty/astronomy">Astronomy Engine</a> (MIT); yıldız kataloğu ve
          takımyıldız çizgileri <a href="https://github.com/ofrohn/d3-celestial">d3-celestial</a> (BSD-3);
          ülke bilgisi <a href="https://db-ip.com">DB-IP</a> (CC BY 4.0); doğum yerleri{' '}
          <a href="https://www.geonames.org">GeoNames</a> (CC BY 4.0) ve{' '}
          <a href="https://github.com/dr5hn/countries-states-cities-database">Countries States Cities</a>{' '}
          (ODbL). Yazı tipleri: Inter, Fraunces ve Noto Sans Symbols (SIL OFL).
        </p>
      </div>
    </footer>
  );
}
