'use client';

import { useState } from 'react';
import type { SkyMapAnswer } from '@/lib/api/sky-map';
import { describeBodyPosition } from '@/lib/sky/terms';
import { calendarDateLabel } from '@/lib/time/calendar';
import { SKY_MAP_FAILED } from './fetch-sky-map';
import { Button, buttonClasses } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';

/** '2024-08-12' → '12 Ağustos 2024' */
export const formatSkyDate = (date: string): string => calendarDateLabel(date);

/** The list under the chart, also its text alternative: bodies above the horizon and where to look. */
export function visibleBodies(answer: SkyMapAnswer): string[] {
  return answer.objects.filter((o) => o.aboveHorizon).map(describeBodyPosition);
}

export function chartAltText(answer: SkyMapAnswer): string {
  const bodies = visibleBodies(answer);
  const head = `İstanbul gökyüzü haritası, ${formatSkyDate(answer.date)}, saat ${answer.time}.`;
  return bodies.length
    ? `${head} Ufkun üstündeki gezegenler: ${bodies.join('; ')}.`
    : `${head} Bu saatte ufkun üstünde gezegen yok.`;
}

/** Saves the chart under the file name docs/sky-map.md fixes, gokyuzu-haritasi-{date}.png. */
function download(src: string, date: string) {
  const a = document.createElement('a');
  a.href = src;
  a.download = `gokyuzu-haritasi-${date}.png`;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export function SkyMapResultView({ answer }: { answer: SkyMapAnswer }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const src = answer.data;
  const bodies = visibleBodies(answer);
  const alt = chartAltText(answer);

  return (
    <section aria-labelledby="harita-sonucu">
      {state === 'loaded' ? (
        // The chart becomes the page's background, dimmed so the text above it keeps its contrast.
        <div
          aria-hidden="true"
          data-testid="sky-map-background"
          className="pointer-events-none fixed inset-0 -z-10 bg-cover bg-center opacity-30 blur-[1px]"
          style={{ backgroundImage: `url("${src}")` }}
        />
      ) : null}
      <h2 id="harita-sonucu" className="sr-only">
        {formatSkyDate(answer.date)} gökyüzü haritası
      </h2>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <figure className="overflow-hidden rounded-2xl border border-white/10 bg-night-950/80">
          {state === 'failed' ? (
            <p role="alert" className="p-6 font-semibold text-red-300">
              {SKY_MAP_FAILED}
            </p>
          ) : (
            <div className="relative aspect-square w-full">
              {state === 'loading' ? (
                <p className="absolute inset-0 flex items-center justify-center text-slate-300">
                  Harita çiziliyor...
                </p>
              ) : null}
              {/* A server-drawn PNG whose address carries its parameters: next/image would only re-encode it. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={src}
                alt={alt}
                width={1400}
                height={1400}
                onLoad={() => setState('loaded')}
                onError={() => setState('failed')}
                className="relative h-auto w-full"
              />
            </div>
          )}
          <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-white/10 px-4 py-3 text-sm text-slate-300">
            <span>
              {formatSkyDate(answer.date)}, saat {answer.time} (İstanbul saati): merkez başucu, çember ufuk;
              kuzey yukarıda, doğu solda.
            </span>
            {state === 'loaded' ? (
              <a
                href={src}
                target="_blank"
                rel="noopener"
                className={buttonClasses({ variant: 'link', element: 'link' })}
              >
                Tam boyutta aç
              </a>
            ) : null}
          </figcaption>
        </figure>

        <div className="flex flex-col gap-5">
          <Button onClick={() => download(src, answer.date)} disabled={state !== 'loaded'}>
            Haritayı İndir
          </Button>
          <div className={cardClasses({ dense: true, padding: 'none', className: 'p-5' })}>
            <h3 className="font-semibold text-white">Ufkun üstündeki gezegenler</h3>
            {bodies.length ? (
              <ul className="mt-3 space-y-2 text-slate-200" data-testid="visible-bodies">
                {bodies.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-300">Bu saatte ufkun üstünde gezegen yok.</p>
            )}
            <p className="mt-4 text-xs leading-relaxed text-slate-300">
              Her satırda bakılacak yön ve ufuktan yükseklik (derece) var. Ay da listede; gündüz saatlerinde
              Güneş de.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
