import { notFound, permanentRedirect } from 'next/navigation';
import { PairBreakdown } from '@/components/compatibility/pair-breakdown';
import { cardClasses } from '@/components/ui/card';
import Link from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import {
  RELATION_LABEL,
  allPairs,
  pairPage,
  pairSlug,
  parsePairSlug,
} from '@/lib/compatibility/pairs/compose';
import { env } from '@/lib/env';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';

// The 78 canonical pairs are built ahead of time; the reverse order renders on demand only to redirect.
export function generateStaticParams() {
  return allPairs().map(({ a, b }) => ({ pair: pairSlug(a, b) }));
}

// The texts are fixed; the date the pages were written.
const PUBLISHED = '2026-11-26';

type Props = { params: Promise<{ pair: string }> };

export async function generateMetadata({ params }: Props) {
  const { pair } = await params;
  const ids = parsePairSlug(pair);
  if (!ids || !ids.canonical) return {};
  const page = pairPage(ids.a, ids.b);
  return pageMetadata({
    title: `${page.title}: Aşk, Evlilik ve Arkadaşlık`,
    description: page.description,
    path: `/ask-uyumu/${page.slug}`,
    type: 'article',
    publishedTime: PUBLISHED,
  });
}

export default async function PairPage({ params }: Props) {
  const { pair } = await params;
  const ids = parsePairSlug(pair);
  if (!ids) notFound();
  if (!ids.canonical) permanentRedirect(`/ask-uyumu/${pairSlug(ids.a, ids.b)}`);
  const page = pairPage(ids.a, ids.b);
  const path = `/ask-uyumu/${page.slug}`;
  const siteUrl = env().SITE_URL;
  const facts = [
    { label: page.a.name, value: `${page.a.element} · ${page.a.quality} · ${page.a.ruler}` },
    ...(page.a.id === page.b.id
      ? []
      : [{ label: page.b.name, value: `${page.b.element} · ${page.b.quality} · ${page.b.ruler}` }]),
    { label: 'Aradaki açı', value: RELATION_LABEL[page.relation] },
  ];

  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <JsonLd
        data={[
          articleJsonLd(siteUrl, {
            headline: page.title,
            description: page.description,
            path,
            datePublished: PUBLISHED,
            image: `${path}/opengraph-image`,
          }),
          breadcrumbJsonLd(siteUrl, [
            { name: 'Burç Uyumları', path: '/ask-uyumu' },
            { name: page.title, path },
          ]),
        ]}
      />
      <nav aria-label="Sayfa yolu" className="mb-6 text-sm text-slate-300">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href="/" className="hover:text-white hover:underline">
              Ana Sayfa
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link href="/ask-uyumu" className="hover:text-white hover:underline">
              Burç Uyumları
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="text-slate-100">
            {page.title}
          </li>
        </ol>
      </nav>
      <PageHeader title={page.title} icon={`${page.a.icon}${page.b.icon}`} />

      <section aria-labelledby="bakista" className={cardClasses({ padding: 'md', className: 'mt-6' })}>
        <h2 id="bakista" className="font-display text-xl font-semibold text-white">
          Bir bakışta
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {facts.map((f) => (
            <div key={f.label} className="contents">
              <dt className="font-semibold text-gold-300">{f.label}</dt>
              <dd className="text-slate-200">{f.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 leading-relaxed text-slate-200">{page.glance.join(' ')}</p>
      </section>

      {page.sections.map((s) => (
        <section key={s.area} aria-labelledby={`bolum-${s.area}`} className="mt-8">
          <h2 id={`bolum-${s.area}`} className="font-display text-xl font-semibold text-white">
            {s.title}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-200">{s.sentences.join(' ')}</p>
        </section>
      ))}

      <PairBreakdown breakdown={page.breakdown} note={page.breakdownNote} />

      <p className="mt-8 text-slate-300">
        <Link href="/love-compatibility" className="text-gold-300 underline hover:text-white">
          Aşk uyumu hesaplayıcısında
        </Link>{' '}
        kendi yüzdenizi görün ya da{' '}
        <Link href="/ask-uyumu" className="text-gold-300 underline hover:text-white">
          tüm burç ikililerine
        </Link>{' '}
        göz atın.{' '}
        <Link href="/iliski-haritasi" className="text-gold-300 underline hover:text-white">
          İki doğum haritasını karşılaştırmak için ilişki haritasına bakın.
        </Link>
      </p>
    </article>
  );
}
