import Link from '@/components/ui/link';
import { cardClasses } from '@/components/ui/card';
import { BODY_GLYPHS, BODY_NAMES } from '@/lib/astro/bodies';
import { ECLIPSE_TYPE_NAMES } from '@/lib/astro/calendar-events';
import { eventLabel } from '@/lib/time/labels';
import { getSign } from '@/lib/zodiac/signs';
import type { TodaySky } from '@/lib/astro/today-sky';

const Card = ({ title, children, href }: { title: string; children: React.ReactNode; href?: string }) => (
  <li className={cardClasses({ padding: 'sm', dense: true, className: 'flex flex-col' })}>
    <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-400">{title}</h3>
    <div className="mt-2 flex-1 text-sm leading-relaxed text-slate-200">{children}</div>
    {href ? (
      <Link href={href} className="mt-3 text-sm font-medium text-gold-300 hover:underline">
        Takvimde gör →
      </Link>
    ) : null}
  </li>
);

/** "Bugün gökyüzü": the real sky of today in four cards. Server-rendered. */
export function TodayStrip({ sky }: { sky: TodaySky }) {
  const moonSign = getSign(sky.moon.sign);
  const lunation = sky.nextLunation;
  return (
    <section aria-labelledby="bugun-gokyuzu" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="bugun-gokyuzu" className="font-display text-2xl font-semibold text-white sm:text-3xl">
          Bugün gökyüzü
        </h2>
        <Link href="/gokyuzu-takvimi" className="text-sm font-medium text-gold-300 hover:underline">
          Gökyüzü takvimi →
        </Link>
      </div>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Card title="Ay">
          <p className="text-lg font-semibold text-white">
            <span aria-hidden="true" className="mr-1 font-symbol text-gold-300">
              {moonSign.icon}
            </span>
            Ay {moonSign.name} burcunda
          </p>
          <p>
            {sky.moon.phase.name}, yüzde {Math.round(sky.moon.phase.illumination * 100)} aydınlık
          </p>
          {sky.moon.leaves ? (
            <p className="text-slate-400">
              {getSign(sky.moon.leaves.next).name} burcuna geçişi: {eventLabel(new Date(sky.moon.leaves.at))}
            </p>
          ) : null}
        </Card>
        {lunation ? (
          <Card
            title={lunation.kind === 'new-moon' ? 'Sıradaki yeni ay' : 'Sıradaki dolunay'}
            href={lunation.kind === 'new-moon' ? '/gokyuzu-takvimi/yeni-ay' : '/gokyuzu-takvimi/dolunay'}
          >
            <p className="text-lg font-semibold text-white">
              {lunation.kind === 'new-moon' ? 'Yeni ay' : 'Dolunay'} {getSign(lunation.sign).name} burcunda
            </p>
            <p>{eventLabel(new Date(lunation.at))}</p>
          </Card>
        ) : null}
        <Card title="Retro gezegenler" href="/gokyuzu-takvimi/merkur-retrosu">
          {sky.retrograde.length === 0 ? (
            <p className="text-lg font-semibold text-white">Bugün retro gezegen yok</p>
          ) : (
            <ul className="space-y-1">
              {sky.retrograde.map((r) => (
                <li key={r.body}>
                  <span aria-hidden="true" className="mr-1 font-symbol text-violet-300">
                    {BODY_GLYPHS[r.body]}
                  </span>
                  <span className="font-semibold text-white">{BODY_NAMES[r.body]}</span>{' '}
                  {getSign(r.sign).name}
                  {r.endsAt ? (
                    <span className="text-slate-400">
                      {' '}
                      ·{' '}
                      {eventLabel(new Date(r.endsAt))
                        .split(',')[0]
                        .replace(/ \d{4}/, '')}{' '}
                      bitiyor
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
        {sky.eclipse ? (
          <Card title="Tutulma yaklaşıyor" href="/gokyuzu-takvimi?tur=tutulma#ay-ay">
            <p className="text-lg font-semibold text-white">
              {ECLIPSE_TYPE_NAMES[sky.eclipse.eclipseType]}{' '}
              {sky.eclipse.kind === 'solar-eclipse' ? 'Güneş' : 'Ay'} tutulması
            </p>
            <p>{eventLabel(new Date(sky.eclipse.at))}</p>
            <p className="text-slate-400">
              {sky.eclipse.visibleFromIstanbul ? 'İstanbul’dan görülebilir.' : 'İstanbul’dan görülmez.'}
            </p>
          </Card>
        ) : (
          <Card title="Tutulmalar" href="/gokyuzu-takvimi?tur=tutulma#ay-ay">
            <p className="text-lg font-semibold text-white">Önümüzdeki iki haftada tutulma yok</p>
            <p>Yılın bütün tutulmaları ve İstanbul’dan görünüp görünmedikleri takvimde.</p>
          </Card>
        )}
      </ul>
    </section>
  );
}
