'use client';

import { startTransition, useEffect, useRef, useState } from 'react';
import { drawThree, spreadOf, type DealtCard } from '@/lib/tarot/draw';
import type { TarotCard } from '@/lib/tarot/schema';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { afterNextPaint } from '@/components/ui/after-paint';
import { CardBack, CardFace } from './card-art';

/**
 * The three-card reading (docs/tarot.md): not started → drawn (cards hidden) → revealed →
 * 'Yeni Fal Bak' returns to the start. The deck's texts come from the server as props.
 */
type Reading = { phase: 'idle' } | { phase: 'drawn' | 'revealed'; spread: DealtCard[] };

const STATUS: Record<Reading['phase'], string> = {
  idle: '',
  drawn: 'Üç kart çekildi. Kartlar kapalı; açmak için Falı Aç düğmesine basın.',
  revealed: 'Kartlar açıldı. Yorumlar aşağıda.',
};

export function TarotTable({ deck }: { deck: readonly TarotCard[] }) {
  const [reading, setReading] = useState<Reading>({ phase: 'idle' });
  const startButton = useRef<HTMLButtonElement>(null);
  const revealButton = useRef<HTMLButtonElement>(null);
  const readingsHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Focus follows the reading: the next button after a draw, the texts after the reveal, the
  // start button after a reset. Not on first load.
  useEffect(() => {
    if (!moved.current) return;
    if (reading.phase === 'drawn') revealButton.current?.focus();
    else if (reading.phase === 'revealed') readingsHeading.current?.focus();
    else startButton.current?.focus();
  }, [reading.phase]);

  // The press only schedules the next state: the cards, their faces and the readings render after
  // the press's own frame is painted, in a transition (a second press can interrupt it), so a slow
  // phone answers the press at once (bench/vitals.ts). The focus effect runs after that render.
  function go(next: Reading) {
    moved.current = true;
    afterNextPaint(() => startTransition(() => setReading(next)));
  }

  const spread = reading.phase === 'idle' ? null : reading.spread;
  const revealed = reading.phase === 'revealed';

  return (
    <div>
      <p aria-live="polite" className="sr-only">
        {STATUS[reading.phase]}
      </p>

      {spread === null ? (
        <div
          className={cardClasses({
            padding: 'none',
            className: 'flex flex-col items-center px-6 py-10 text-center',
          })}
        >
          <div aria-hidden="true" className="relative h-44 w-56">
            {[-14, 0, 14].map((angle, i) => (
              <div
                key={angle}
                className="absolute left-1/2 top-0 h-40 w-25 origin-bottom @container"
                style={{ transform: `translateX(-50%) rotate(${angle}deg)`, zIndex: i }}
              >
                <CardBack />
              </div>
            ))}
          </div>
          <p className="mt-6 max-w-md text-slate-200">
            Sormak istediğiniz konuyu aklınızda tutun. Deste karıştırılacak ve üç kart çekilecek: geçmişiniz,
            şimdiniz ve geleceğiniz için.
          </p>
          <Button
            ref={startButton}
            onClick={() => go({ phase: 'drawn', spread: spreadOf(drawThree(deck.map((c) => c.id)), deck) })}
            className="mt-6"
          >
            Fal Bakmaya Başla
          </Button>
        </div>
      ) : (
        <>
          <ol aria-label="Çekilen kartlar" className="mx-auto grid max-w-3xl grid-cols-3 gap-3 sm:gap-8">
            {spread.map(({ position, card }) => (
              <li key={position.key} className="flex flex-col items-center">
                <span className="mb-2 text-sm font-semibold uppercase tracking-wide text-gold-300 sm:text-base">
                  {position.label}
                </span>
                <FlipCard card={card} revealed={revealed} />
              </li>
            ))}
          </ol>
          <div className="mt-8 flex justify-center">
            {revealed ? (
              <Button variant="secondary" onClick={() => go({ phase: 'idle' })}>
                Yeni Fal Bak
              </Button>
            ) : (
              <Button ref={revealButton} onClick={() => go({ phase: 'revealed', spread })}>
                Falı Aç
              </Button>
            )}
          </div>
        </>
      )}

      {revealed && spread ? (
        <section aria-labelledby="fal-yorumu" className="mt-12">
          <h2
            id="fal-yorumu"
            ref={readingsHeading}
            tabIndex={-1}
            className="font-display text-2xl font-semibold text-white sm:text-3xl"
          >
            Falınızın Yorumu
          </h2>
          <div className="mt-6 grid gap-5 lg:grid-cols-3">
            {spread.map(({ position, card }) => (
              <article
                key={position.key}
                aria-labelledby={`yorum-${position.key}`}
                className={cardClasses({ padding: 'md' })}
              >
                <p className="text-sm font-semibold uppercase tracking-wide text-gold-300">
                  {position.label}
                </p>
                <h3
                  id={`yorum-${position.key}`}
                  className="mt-1 font-display text-xl font-semibold text-white"
                >
                  {card.name}
                </h3>
                <p className="mt-1 text-sm text-slate-300">{card.keywords.join(' · ')}</p>
                <h4 className="mt-4 text-sm font-semibold text-white">{position.label} için yorum</h4>
                <p className="mt-1 leading-relaxed text-slate-100">{card.readings[position.key]}</p>
                <h4 className="mt-4 text-sm font-semibold text-white">Anlamı</h4>
                <p className="mt-1 text-sm leading-relaxed text-slate-200">{card.meaning}</p>
                <h4 className="mt-4 text-sm font-semibold text-white">Ters anlamı</h4>
                <p className="mt-1 text-sm leading-relaxed text-slate-200">{card.reversedMeaning}</p>
              </article>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/**
 * A card that turns over. The face is only mounted once revealed, so the drawn cards can't
 * be read from the page before 'Falı Aç'; the back hides halfway through the turn.
 */
function FlipCard({ card, revealed }: { card: TarotCard; revealed: boolean }) {
  return (
    <div className="@container aspect-[5/8] w-full max-w-[13rem] perspective-[1200px]">
      <div
        className={`relative h-full w-full transition-transform duration-700 ease-out transform-3d motion-reduce:transition-none ${
          revealed ? 'rotate-y-180' : ''
        }`}
      >
        <div
          className={`absolute inset-0 backface-hidden ${revealed ? 'invisible [transition:visibility_0s_350ms] motion-reduce:[transition:none]' : ''}`}
          aria-hidden={revealed}
        >
          <CardBack label="Gizli Kart" />
        </div>
        {revealed ? (
          <div className="absolute inset-0 rotate-y-180 backface-hidden">
            <CardFace card={card} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
