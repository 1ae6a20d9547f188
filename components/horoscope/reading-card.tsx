import type { HoroscopeData } from '@/lib/api/horoscope';
import { ButtonLink } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { ArrowRightIcon } from '@/components/ui/icons';
import { getSign } from '@/lib/zodiac/signs';
import { ISTANBUL_DATE_TIME } from './format';
import { SkySummary } from './sky-summary';
import { PERIOD_NAMES } from '@/lib/horoscope/types';

const SECTION_LABEL =
  /^(Genel|Aşk|Kariyer ve para|Sağlık ve enerji|Günün önerisi|Haftanın önerisi|Ayın önerisi): /;

/** Paragraphs of a reading; each starts with its section label, shown in bold. */
export function ReadingText({ text }: { text: string }) {
  return (
    <div className="space-y-4 text-base leading-relaxed text-slate-100">
      {text.split(/\n{2,}/).map((paragraph, i) => {
        const label = SECTION_LABEL.exec(paragraph);
        return (
          <p key={i}>
            {label ? <strong className="font-semibold text-gold-300">{label[1]}: </strong> : null}
            {label ? paragraph.slice(label[0].length) : paragraph}
          </p>
        );
      })}
    </div>
  );
}

export function readingTitle(data: Pick<HoroscopeData, 'sign' | 'type'>): string {
  return `${getSign(data.sign).name} Burcu ${PERIOD_NAMES[data.type]} Yorumu`;
}

/**
 * The reading card: title, the reading, the sky it was computed from and a plain note on
 * how it was made. Renders on the server (per-sign pages) and in the browser (the grid page).
 */
export function ReadingCard({
  data,
  titleAs: Title = 'h2',
  showTitle = true,
  permalink,
}: {
  data: HoroscopeData;
  titleAs?: 'h2' | 'h3';
  showTitle?: boolean;
  /** Link to the reading's own page, shown on the grid page. */
  permalink?: string;
}) {
  const sign = getSign(data.sign);
  return (
    <div className={cardClasses({ padding: 'lg', raised: true })}>
      {showTitle ? (
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="font-symbol text-4xl text-gold-300">
            {sign.icon}
          </span>
          <div>
            <Title className="font-display text-2xl font-semibold text-white">{readingTitle(data)}</Title>
            <p className="text-sm text-slate-300">{data.period.label}</p>
          </div>
        </div>
      ) : null}
      <div className={showTitle ? 'mt-5' : ''}>
        <ReadingText text={data.prediction} />
      </div>
      {/* One level below the card's title; the article page has no card title, so it is an h2 there. */}
      <SkySummary data={data} headingAs={!showTitle ? 'h2' : Title === 'h2' ? 'h3' : 'h4'} />
      <p className="mt-5 text-sm leading-relaxed text-slate-300">
        Bu yorum, gezegenlerin gerçek konumlarından hesaplanarak yapay zekâ desteğiyle hazırlandı.{' '}
        <span className="whitespace-nowrap">
          Yayın: <time dateTime={data.createdAt}>{ISTANBUL_DATE_TIME.format(new Date(data.createdAt))}</time>
        </span>
        {data.source !== 'composer' ? <span> · Dil modeli: {data.source}</span> : null}
      </p>
      {permalink ? (
        <ButtonLink href={permalink} variant="link" size="sm" className="mt-4">
          {readingTitle(data)} sayfasına git
          <ArrowRightIcon />
        </ButtonLink>
      ) : null}
    </div>
  );
}
