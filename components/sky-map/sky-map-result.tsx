'use client';

import { useState } from 'react';
import type { SkyMapAnswer } from '@/lib/api/sky-map';
import { describeBodyPosition } from '@/lib/sky/terms';
import { SKY_MAP_FAILED } from './fetch-sky-map';
import {
  ANSWER_GRID,
  CHART_CAPTION,
  CHART_PANEL,
  chartCaption,
  formatSkyDate,
  FullSizeLink,
} from './sky-map-frame';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';

export { formatSkyDate };

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
      <div className={ANSWER_GRID}>
        <figure className={CHART_PANEL}>
          {/* The square stays whatever happens to the image: the page under it never moves. */}
          <div className="relative aspect-square w-full">
            {state === 'loading' ? (
              <p className="absolute inset-0 flex items-center justify-center text-slate-300">
                Harita çiziliyor...
              </p>
            ) : null}
            {state === 'failed' ? (
              <p role="alert" className="absolute inset-x-0 top-0 p-6 font-semibold text-red-300">
                {SKY_MAP_FAILED}
              </p>
            ) : (
              /* A server-drawn PNG whose address carries its parameters: next/image would only re-encode it. */
              /* eslint-disable-next-line @next/next/no-img-element */
              <img
                src={src}
                alt={alt}
                width={1400}
                height={1400}
                onLoad={() => setState('loaded')}
                onError={() => setState('failed')}
                className="relative h-auto w-full"
              />
            )}
          </div>
          <figcaption className={CHART_CAPTION}>
            <span>{chartCaption(answer.date, answer.time)}</span>
            <FullSizeLink href={state === 'loaded' ? src : null} />
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
