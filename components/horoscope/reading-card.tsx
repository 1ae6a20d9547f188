import type { Ref } from 'react';
import type { HoroscopeData } from '@/lib/api/horoscope';
import { ButtonLink } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { ArrowRightIcon } from '@/components/ui/icons';
import { getSign } from '@/lib/zodiac/signs';
import { ISTANBUL_DATE_TIME, ISTANBUL_DAY_YEAR, periodStartDate } from './format';
import { provenanceLabel } from '@/lib/horoscope/provenance';
import { listedYears } from '@/lib/horoscope/yearly/years';
import { ReadingSummary } from './reading-ratings';
import { ShareRow } from './share-row';
import { SkySummary } from './sky-summary';
import { PERIOD_NAMES } from '@/lib/horoscope/types';

/**
 * The reading's sections, each opening with its title in bold ('Aşk: …'). A section may hold
 * several paragraphs (a month's 'Genel'): they stay separate, short on a phone.
 */
export function ReadingText({ sections }: { sections: HoroscopeData['sections'] }) {
  return (
    <div className="reading-text">
      {sections.flatMap((section) =>
        section.text.split(/\n+/).map((paragraph, i) => (
          <p key={`${section.key}-${i}`}>
            {i === 0 ? <strong>{section.title}: </strong> : null}
            {paragraph}
          </p>
        )),
      )}
    </div>
  );
}

export function readingTitle(data: Pick<HoroscopeData, 'sign' | 'type'>): string {
  return `${getSign(data.sign).name} Burcu ${PERIOD_NAMES[data.type]} Yorumu`;
}

/**
 * The reading card: title, summary and ratings, the reading, the sky it was computed from, a
 * plain note on how it was made and the share row. Renders on the server (per-sign pages) and
 * in the browser (the grid page).
 */
export function ReadingCard({
  data,
  titleAs: Title = 'h2',
  showTitle = true,
  permalink,
  shareUrl,
  headingRef,
}: {
  data: HoroscopeData;
  titleAs?: 'h2' | 'h3';
  showTitle?: boolean;
  /** Link to the reading's own page, shown on the grid page. */
  permalink?: string;
  /** The absolute address the share row offers. */
  shareUrl: string;
  /** The title heading, for a page that moves focus to it after a pick. */
  headingRef?: Ref<HTMLHeadingElement>;
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
            <Title
              ref={headingRef}
              tabIndex={headingRef ? -1 : undefined}
              className="font-display text-2xl font-semibold text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-300"
            >
              {readingTitle(data)}
            </Title>
            <p className="text-sm text-slate-300">{data.period.label}</p>
          </div>
        </div>
      ) : null}
      <div className={showTitle ? 'mt-5' : ''}>
        <ReadingSummary data={data} />
      </div>
      <div className="mt-6">
        <ReadingText sections={data.sections} />
      </div>
      {/* One level below the card's title; the article page has no card title, so it is an h2 there. */}
      <SkySummary data={data} headingAs={!showTitle ? 'h2' : Title === 'h2' ? 'h3' : 'h4'} />
      <p className="mt-5 text-sm leading-relaxed text-slate-300" data-testid="reading-provenance">
        {provenanceLabel(data.source)}{' '}
        <span className="whitespace-nowrap">
          Dönem başlangıcı:{' '}
          <time dateTime={data.period.start}>
            {ISTANBUL_DAY_YEAR.format(periodStartDate(data.period.start))}
          </time>
        </span>
        {' · '}
        <span className="whitespace-nowrap">
          İlk oluşturulma:{' '}
          <time dateTime={data.createdAt}>{ISTANBUL_DATE_TIME.format(new Date(data.createdAt))}</time>
        </span>
      </p>
      {permalink ? (
        <ButtonLink href={permalink} variant="link" size="sm" className="mt-4">
          {readingTitle(data)} sayfasına git
          <ArrowRightIcon />
        </ButtonLink>
      ) : null}
      {listedYears(data.period.start).map((year) => (
        <ButtonLink
          key={year}
          href={`/yillik/${data.sign}/${year}`}
          variant="link"
          size="sm"
          className="mt-3"
        >
          {sign.name} {year} yıllık burç yorumu
          <ArrowRightIcon />
        </ButtonLink>
      ))}
      <ShareRow
        url={shareUrl}
        title={`${readingTitle(data)}, ${data.period.label}`}
        image={{ type: data.type, sign: data.sign, date: data.period.start }}
      />
    </div>
  );
}
