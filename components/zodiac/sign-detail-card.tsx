import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { LUCKY_COLOR_SWATCH } from '@/lib/zodiac/details';
import type { ZodiacSign } from '@/lib/zodiac/schema';
import { Badge, ElementBadge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { PAGE_TITLE_CLASS } from '@/components/ui/page-header';
import { MONTH_NAMES } from '@/lib/time/calendar';
import { getSign } from '@/lib/zodiac/signs';

/**
 * The detail card of one sign with every field docs/zodiac.md lists. A server component:
 * /zodiac-info renders all twelve on the server and a small client component shows the
 * chosen one; /zodiac-info/{id} renders one as the page's main content.
 */
export function SignDetailCard({
  sign,
  level,
  showPageLink = false,
  headerAction,
}: {
  sign: ZodiacSign;
  /** 1 when the card is the page (its name is the h1), 2 inside a page with its own h1. */
  level: 1 | 2;
  /** Whether to link to the sign's own page (true on /zodiac-info). */
  showPageLink?: boolean;
  headerAction?: ReactNode;
}) {
  const Title = level === 1 ? 'h1' : 'h2';
  const Sub = level === 1 ? 'h2' : 'h3';
  const id = (part: string) => `${sign.id}-${part}`;
  const subClass = 'font-display text-xl font-semibold text-white';

  const facts: { label: string; value: ReactNode }[] = [
    { label: 'Element', value: sign.element },
    { label: 'Yönetici gezegen', value: sign.ruler },
    { label: 'Nitelik', value: sign.quality },
    { label: 'Uğurlu sayılar', value: sign.luckyNumbers.join(', ') },
    {
      label: 'Uğurlu renkler',
      value: (
        <span className="flex flex-wrap gap-x-3 gap-y-1">
          {sign.luckyColors.map((c) => (
            <span key={c} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-3.5 w-3.5 rounded-full ring-1 ring-white/40"
                style={{ backgroundColor: LUCKY_COLOR_SWATCH[c] }}
              />
              {c}
            </span>
          ))}
        </span>
      ),
    },
    { label: 'Uğurlu günler', value: sign.luckyDays.join(', ') },
    { label: 'Uğurlu taş', value: sign.stone },
    { label: 'Çiçek', value: sign.flower },
  ];

  return (
    <article
      aria-labelledby={id('baslik')}
      className={cardClasses({ padding: 'none', dense: true, raised: true, className: 'overflow-hidden' })}
    >
      <header className="flex flex-col gap-5 border-b border-white/10 bg-gradient-to-br from-night-700/70 via-night-800/60 to-night-900/40 p-5 sm:flex-row sm:items-center sm:p-8">
        <span
          aria-hidden="true"
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full border-2 border-gold-300/60 bg-night-950/60 font-symbol text-5xl text-gold-300 shadow-lg shadow-gold-400/10"
        >
          {sign.icon}
        </span>
        <div className="min-w-0 flex-1">
          <Title id={id('baslik')} tabIndex={-1} data-card-heading className={PAGE_TITLE_CLASS}>
            {sign.name} Burcu
          </Title>
          <p className="mt-1 text-base text-slate-200">{sign.dateRange}</p>
          <ul aria-label="Temel bilgiler" className="mt-3 flex flex-wrap gap-2 text-sm">
            <ElementBadge as="li" size="md" element={sign.element}>
              {sign.element} elementi
            </ElementBadge>
            <Badge as="li">{sign.quality} nitelik</Badge>
            <Badge as="li">Yöneticisi {sign.ruler}</Badge>
          </ul>
        </div>
        {headerAction ? <div className="shrink-0">{headerAction}</div> : null}
      </header>

      <div className="space-y-10 p-5 sm:p-8">
        <section aria-labelledby={id('kunye')}>
          <Sub id={id('kunye')} className="sr-only">
            {sign.name} burcunun künyesi
          </Sub>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {facts.map((f) => (
              <div key={f.label} className="rounded-xl border border-white/10 bg-night-950/40 px-4 py-3">
                <dt className="text-xs font-medium uppercase tracking-wide text-gold-300">{f.label}</dt>
                <dd className="mt-1 text-sm font-medium text-slate-100">{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby={id('genel')}>
          <Sub id={id('genel')} className={subClass}>
            Genel Özellikler
          </Sub>
          <div className="mt-3 max-w-3xl space-y-4 leading-relaxed text-slate-200">
            {sign.description.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <ul aria-label="Öne çıkan özellikler" className="mt-5 flex flex-wrap gap-2">
            {sign.traits.map((t) => (
              <Badge key={t} as="li" tone="soft">
                {t}
              </Badge>
            ))}
          </ul>
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          <TraitList
            headingId={id('guclu')}
            Heading={Sub}
            title="Güçlü Yönleri"
            items={sign.strengths}
            marker="+"
            tone="text-emerald-300"
          />
          <TraitList
            headingId={id('zayif')}
            Heading={Sub}
            title="Zayıf Yönleri"
            items={sign.weaknesses}
            marker="−"
            tone="text-rose-300"
          />
        </div>

        <div className="grid gap-6 lg:grid-cols-3">
          {(
            [
              ['kariyer', 'Kariyer', '♄', sign.career],
              ['ask', 'Aşk', '♀', sign.love],
              ['saglik', 'Sağlık', '☉', sign.health],
            ] as const
          ).map(([key, title, glyph, body]) => (
            <section
              key={key}
              aria-labelledby={id(key)}
              className="rounded-xl border border-white/10 bg-night-950/40 p-4 sm:p-5"
            >
              <Sub id={id(key)} className={`${subClass} flex items-center gap-2`}>
                <span aria-hidden="true" className="font-symbol text-lg text-gold-300">
                  {glyph}
                </span>
                {title}
              </Sub>
              <p className="mt-3 text-[0.95rem] leading-relaxed text-slate-200">{body}</p>
            </section>
          ))}
        </div>

        <section aria-labelledby={id('unluler')}>
          <Sub id={id('unluler')} className={subClass}>
            {sign.name} Burcundan Ünlüler
          </Sub>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {sign.famousPeople.map((p) => (
              <li key={p.name} className="rounded-xl border border-white/10 bg-night-950/40 px-4 py-3">
                <span className="block font-semibold text-white">{p.name}</span>
                <span className="block text-sm text-slate-300">
                  {p.role} · <time dateTime={isoDate(p.born)}>{birthday(p.born)}</time>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={id('uyumlu')}>
          <Sub id={id('uyumlu')} className={subClass}>
            Uyumlu Burçlar
          </Sub>
          <ul className="mt-4 flex flex-wrap gap-3">
            {sign.compatibility.map((cid) => {
              const other = getSign(cid);
              return (
                <li key={cid}>
                  <Link
                    href={`/zodiac-info/${cid}`}
                    className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-2 text-sm font-medium text-white transition hover:border-gold-300/60 hover:bg-white/10"
                  >
                    <span aria-hidden="true" className="font-symbol text-gold-300">
                      {other.icon}
                    </span>
                    {other.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>

        <nav
          aria-label={`${sign.name} burcu bağlantıları`}
          className="flex flex-col gap-3 border-t border-white/10 pt-6 sm:flex-row"
        >
          <ButtonLink href={`/daily/${sign.id}`}>{sign.name} burcu günlük yorumu</ButtonLink>
          {showPageLink ? (
            <ButtonLink href={`/zodiac-info/${sign.id}`} variant="secondary">
              {sign.name} burcu sayfası
            </ButtonLink>
          ) : null}
        </nav>
      </div>
    </article>
  );
}

function TraitList({
  headingId,
  Heading,
  title,
  items,
  marker,
  tone,
}: {
  headingId: string;
  Heading: 'h2' | 'h3';
  title: string;
  items: readonly string[];
  marker: string;
  tone: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-white/10 bg-night-950/40 p-4 sm:p-5"
    >
      <Heading id={headingId} className="font-display text-xl font-semibold text-white">
        {title}
      </Heading>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-200">
            <span aria-hidden="true" className={`w-3 shrink-0 text-center font-bold ${tone}`}>
              {marker}
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

type Birth = ZodiacSign['famousPeople'][number]['born'];

function birthday(b: Birth): string {
  return `${b.day} ${MONTH_NAMES[b.month - 1]} ${b.year}`;
}

function isoDate(b: Birth): string {
  return `${b.year}-${String(b.month).padStart(2, '0')}-${String(b.day).padStart(2, '0')}`;
}
