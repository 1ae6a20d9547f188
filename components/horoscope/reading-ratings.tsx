import type { HoroscopeData } from '@/lib/api/horoscope';
import { RATING_KEYS, RATING_LABELS } from '@/lib/horoscope/ratings';

/**
 * The reading's one-sentence summary and its four ratings. Each rating is written out as text
 * ('Aşk: 4/5') for every reader, with the sentence that says why; the five marks beside it are
 * decoration, hidden from screen readers.
 */
export function ReadingSummary({
  data,
}: {
  data: Pick<HoroscopeData, 'summary' | 'ratings'> & Partial<Pick<HoroscopeData, 'ratingReasons'>>;
}) {
  return (
    <div>
      <p className="font-display text-lg leading-snug text-white sm:text-xl" data-testid="reading-summary">
        {data.summary}
      </p>
      <dl aria-label="Puanlar" className="mt-4 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {RATING_KEYS.map((key) => {
          const name = RATING_LABELS[key];
          const value = data.ratings[key];
          const reason = data.ratingReasons?.[key];
          return (
            <div key={key} className="panel rating" data-testid={`rating-${key}`}>
              <dt className="sr-only">{name}</dt>
              <dd>
                <span className="rating-score">
                  <span aria-hidden="true">{name}: </span>
                  {value}/5
                </span>
                <span aria-hidden="true" className="rating-marks">
                  {'●'.repeat(value)}
                  <span className="text-white/25">{'●'.repeat(5 - value)}</span>
                </span>
                {reason ? (
                  <span className="rating-reason" data-testid={`rating-reason-${key}`}>
                    {reason}
                  </span>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
