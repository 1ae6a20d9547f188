import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { cardClasses } from '@/components/ui/card';
import { PairLinks } from '@/components/compatibility/pair-links';
import { JsonLd } from '@/components/seo/json-ld';
import { SaveSignButton } from '@/components/zodiac/save-sign-button';
import { SelectedSignProvider } from '@/components/zodiac/selected-sign';
import { SignDetailCard } from '@/components/zodiac/sign-detail-card';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { fullSign } from '@/lib/zodiac/details';
import { SIGNS, SIGN_IDS, isSignId } from '@/lib/zodiac/signs';

// The twelve pages are built ahead of time; any other id is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return SIGN_IDS.map((sign) => ({ sign }));
}

type Props = { params: Promise<{ sign: string }> };

export async function generateMetadata({ params }: Props) {
  const { sign: id } = await params;
  if (!isSignId(id)) return {};
  const s = fullSign(id);
  return pageMetadata({
    title: `${s.name} Burcu Özellikleri (${s.dateRange})`,
    description: `${s.name} burcu: ${s.element.toLocaleLowerCase('tr-TR')} elementi, yöneticisi ${s.ruler}. Güçlü ve zayıf yönleri, kariyer, aşk ve sağlık eğilimleri, uğurlu taşı ${s.stone.toLocaleLowerCase('tr-TR')}, ünlüleri ve uyumlu burçları.`,
    path: `/zodiac-info/${s.id}`,
  });
}

export default async function SignPage({ params }: Props) {
  const { sign: id } = await params;
  if (!isSignId(id)) notFound();
  const sign = fullSign(id);
  const index = SIGN_IDS.indexOf(id);
  const prev = SIGNS[(index + 11) % 12];
  const next = SIGNS[(index + 1) % 12];
  const crumbs = [
    { name: 'Burç Bilgileri', path: '/zodiac-info' },
    { name: `${sign.name} Burcu`, path: `/zodiac-info/${sign.id}` },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <JsonLd data={breadcrumbJsonLd(env().SITE_URL, crumbs)} />
      <nav aria-label="Sayfa yolu" className="mb-6 text-sm text-slate-300">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href="/" className="hover:text-white hover:underline">
              Ana Sayfa
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link href="/zodiac-info" className="hover:text-white hover:underline">
              Burç Bilgileri
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="text-slate-100">
            {sign.name} Burcu
          </li>
        </ol>
      </nav>

      <SignDetailCard sign={sign} level={1} headerAction={
          <SelectedSignProvider>
            <SaveSignButton id={sign.id} />
          </SelectedSignProvider>
        } />

      <PairLinks sign={sign} />

      <nav aria-label="Diğer burçlar" className="mt-10 grid grid-cols-2 gap-3">
        {[
          { s: prev, rel: 'Önceki burç', arrow: '←', align: 'items-start text-left' },
          { s: next, rel: 'Sonraki burç', arrow: '→', align: 'items-end text-right' },
        ].map(({ s, rel, arrow, align }) => (
          <Link
            key={rel}
            href={`/zodiac-info/${s.id}`}
            className={cardClasses({
              padding: 'sm',
              className: `flex flex-col transition hover:border-gold-300/50 ${align}`,
            })}
          >
            <span className="text-xs uppercase tracking-wide text-slate-300">
              {arrow === '←' ? `${arrow} ${rel}` : `${rel} ${arrow}`}
            </span>
            <span className="mt-1 font-semibold text-white">
              <span aria-hidden="true" className="font-symbol text-gold-300">
                {s.icon}
              </span>{' '}
              {s.name}
            </span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
