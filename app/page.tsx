import Link from 'next/link';
import { SignChip } from '@/components/zodiac/sign-chip';
import { cardClasses } from '@/components/ui/card';
import { ArrowRightIcon } from '@/components/ui/icons';
import { JsonLd } from '@/components/seo/json-ld';
import { HomeSignPicker } from '@/components/zodiac/home-sign-picker';
import { env } from '@/lib/env';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/site';
import { SIGNS } from '@/lib/zodiac/signs';

export const metadata = {
  ...pageMetadata({
    title: `${SITE_NAME}: Günlük Burç Yorumları ve Astroloji`,
    description: SITE_DESCRIPTION,
    path: '/',
  }),
  title: { absolute: `${SITE_NAME}: Günlük Burç Yorumları ve Astroloji` },
};

const FEATURES = [
  {
    href: '/daily',
    title: 'Günlük Burç',
    text: 'Ay’ın bugün hangi burçta olduğu ve gezegenlerin birbirine bakışı, gününüzün tonunu belirler.',
    icon: '☉',
    cta: 'Bugünün yorumları',
  },
  {
    href: '/weekly',
    title: 'Haftalık Burç',
    text: 'Pazartesiden pazara: haftanın yeni ay ve dolunayları, burç değiştiren gezegenleri.',
    icon: '☽',
    cta: 'Bu haftanın yorumları',
  },
  {
    href: '/monthly',
    title: 'Aylık Burç',
    text: 'Ayın büyük resmi: aşkta, işte ve sağlıkta öne çıkan temalar, geri hareketler.',
    icon: '♃',
    cta: 'Bu ayın yorumları',
  },
  {
    href: '/zodiac-info',
    title: 'Burç Bilgileri',
    text: 'On iki burcun elementi, yöneticisi, güçlü yanları, uğurlu taşları ve ünlüleri.',
    icon: '♈',
    cta: 'Burçları tanıyın',
  },
] as const;

export default function HomePage() {
  const siteUrl = env().SITE_URL;
  return (
    <>
      <JsonLd data={[websiteJsonLd(siteUrl), organizationJsonLd(siteUrl)]} />
      <section className="mx-auto max-w-6xl px-4 pb-12 pt-14 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">
          Gerçek gökyüzünden yorumlar
        </p>
        <h1 className="mx-auto mt-4 max-w-3xl font-display text-4xl font-semibold leading-tight text-white sm:text-6xl">
          Yıldız Rehberi’ne hoş geldiniz
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">
          Burç yorumlarımızı her gün, gezegenlerin o anki gerçek konumlarından hesaplayıp yapay zekâ
          desteğiyle yazıyoruz. Burcunuzu seçin; günlük yorumunuz, burç bilgileriniz ve daha fazlası bir
          dokunuş uzağınızda.
        </p>
        <div className="mt-10">
          <HomeSignPicker />
        </div>
        <ul aria-label="Burçlar" className="mx-auto mt-10 flex max-w-3xl flex-wrap justify-center gap-2">
          {SIGNS.map((s) => (
            <li key={s.id}>
              <SignChip sign={s} href={`/zodiac-info/${s.id}`} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="neler-var" className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="neler-var" className="font-display text-2xl font-semibold text-white sm:text-3xl">
          Sitede neler var?
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <li key={f.href}>
              <Link
                href={f.href}
                className={cardClasses({
                  padding: 'none',
                  className:
                    'group flex h-full flex-col p-5 transition hover:-translate-y-0.5 hover:border-gold-300/50 hover:bg-night-800/70',
                })}
              >
                <span aria-hidden="true" className="font-symbol text-3xl text-gold-300">
                  {f.icon}
                </span>
                <span className="mt-3 text-lg font-semibold text-white">{f.title}</span>
                <span className="mt-2 text-sm leading-relaxed text-slate-300">{f.text}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-gold-300 group-hover:underline">
                  {f.cta}
                  <ArrowRightIcon />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
