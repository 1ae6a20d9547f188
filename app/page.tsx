import Link from '@/components/ui/link';
import { currentInstant } from '@/components/calendar/format';
import { SignTeaser } from '@/components/home/sign-teaser';
import { SignTiles } from '@/components/home/sign-tiles';
import { todaySky } from '@/lib/astro/today-sky';
import { TodayStrip } from '@/components/home/today-strip';
import { JsonLd } from '@/components/seo/json-ld';
import { cardClasses } from '@/components/ui/card';
import { ArrowRightIcon } from '@/components/ui/icons';
import { HomeSignPicker } from '@/components/zodiac/home-sign-picker';
import { SelectedSignProvider } from '@/components/zodiac/selected-sign';
import { SavedChartGreeting } from '@/components/birth-chart/saved-chart-greeting';
import { env } from '@/lib/env';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/site';
import { momentLabels } from '@/lib/time/labels';

// Today's date and sky: regenerated at most once a minute, so Istanbul's midnight shows within a
// minute (the same rule as the reading grids).
export const revalidate = 60;

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

/** The rest of the site, beside the spec's four. */
const MORE = [
  {
    href: '/love-compatibility',
    title: 'Aşk Uyumu',
    text: 'İki burcun elementleri ve yönetici gezegenleriyle uyum puanı.',
    icon: '♥',
  },
  { href: '/tarot', title: 'Tarot Falı', text: 'Geçmiş, şimdi ve gelecek için üç kart çekin.', icon: '✶' },
  {
    href: '/sky-map',
    title: 'Gökyüzü Haritası',
    text: 'Seçtiğiniz akşam İstanbul semasında yıldızlar ve gezegenler.',
    icon: '☾',
  },
  {
    href: '/gokyuzu-takvimi',
    title: 'Gökyüzü Takvimi',
    text: 'Merkür retrosu, dolunay, yeni ay ve tutulmalar ne zaman?',
    icon: '☿',
  },
  {
    href: '/dogum-haritasi',
    title: 'Doğum Haritası',
    text: 'Doğduğunuz anın gökyüzü: yükselen burcunuz ve gezegenleriniz.',
    icon: '✺',
  },
] as const;

export default function HomePage() {
  const siteUrl = env().SITE_URL;
  const now = currentInstant();
  const today = momentLabels(new Date(now)).date;
  const sky = todaySky(now);
  return (
    <>
      <JsonLd data={[websiteJsonLd(siteUrl), organizationJsonLd(siteUrl)]} />
      <section className="mx-auto max-w-6xl px-4 pb-12 pt-14 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">
          <time dateTime={sky.day}>{today}</time>
        </p>
        <h1 className="mx-auto mt-4 max-w-3xl font-display text-4xl font-semibold leading-tight text-white sm:text-6xl">
          Yıldız Rehberi’ne hoş geldiniz
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">
          Burç yorumlarımızı her gün, gezegenlerin o anki gerçek konumlarından hesaplayıp yapay zekâ
          desteğiyle yazıyoruz. Burcunuzu seçin; günlük yorumunuz, burç bilgileriniz ve daha fazlası bir
          dokunuş uzağınızda.
        </p>
        <SelectedSignProvider>
          <div className="mt-10">
            <HomeSignPicker />
          </div>
          <div className="mt-4">
            <SignTeaser />
          </div>
        </SelectedSignProvider>
        <SavedChartGreeting />
      </section>

      <TodayStrip sky={sky} />

      <div className="mt-12">
        <SignTiles />
      </div>

      <section
        aria-labelledby="neler-var"
        className="render-when-visible mx-auto mt-12 max-w-6xl px-4 sm:px-6"
      >
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
      <section
        aria-labelledby="daha-fazlasi"
        className="render-when-visible mx-auto mt-12 max-w-6xl px-4 sm:px-6"
      >
        <h2 id="daha-fazlasi" className="font-display text-2xl font-semibold text-white sm:text-3xl">
          Daha fazlası
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {MORE.map((f) => (
            <li key={f.href}>
              <Link
                href={f.href}
                className={cardClasses({
                  padding: 'sm',
                  className:
                    'group flex h-full flex-col transition hover:border-gold-300/50 hover:bg-night-800/70',
                })}
              >
                <span aria-hidden="true" className="font-symbol text-2xl text-gold-300">
                  {f.icon}
                </span>
                <span className="mt-2 font-semibold text-white">{f.title}</span>
                <span className="mt-1 text-sm leading-relaxed text-slate-300">{f.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
