import { BODY_GLYPHS } from '@/lib/astro/bodies';
import { CALENDAR_KIND_NAMES, type CalendarEvent } from '@/lib/astro/calendar-events';
import { eventTitle, placeLabel } from '@/lib/astro/calendar-text';
import { eventLabel } from '@/lib/time/labels';
import { getSign } from '@/lib/zodiac/signs';
import { MoonGlyph } from '@/components/moon/moon-glyph';
import { clock, dayMonth, istanbulYear } from './format';
import { eventMeaning } from './meaning';

const TONE: Record<CalendarEvent['kind'], string> = {
  'new-moon': 'text-slate-200',
  'full-moon': 'text-gold-300',
  'solar-eclipse': 'text-amber-300',
  'lunar-eclipse': 'text-rose-300',
  ingress: 'text-sky-300',
  'station-retrograde': 'text-violet-300',
  'station-direct': 'text-emerald-300',
  retrograde: 'text-violet-300',
};

const GLYPH: Partial<Record<CalendarEvent['kind'], string>> = {
  'solar-eclipse': '◐',
  'lunar-eclipse': '◑',
};

/** '26 Şubat – 20 Mart', with the years when the range crosses one. */
function range(from: string, to: string): string {
  const [a, b] = [istanbulYear(from), istanbulYear(to)];
  return a === b ? `${dayMonth(from)} – ${dayMonth(to)}` : `${dayMonth(from)} ${a} – ${dayMonth(to)} ${b}`;
}

/** What else to say about an event, in one sentence. */
function detail(e: CalendarEvent): string {
  switch (e.kind) {
    case 'solar-eclipse':
      return e.istanbul
        ? `İstanbul’dan parçalı görülür: ${clock(e.istanbul.begin)}–${clock(e.istanbul.end)}, en büyük evre ${clock(e.istanbul.peak)} (Güneş’in yüzde ${Math.round(e.istanbul.obscuration * 100)} kadarı örtülür).`
        : 'İstanbul’dan görülmez.';
    case 'lunar-eclipse': {
      const phase =
        e.partialStart && e.partialEnd
          ? `gölgeli evre ${clock(e.partialStart)}–${clock(e.partialEnd)}${e.totalStart && e.totalEnd ? `, tam evre ${clock(e.totalStart)}–${clock(e.totalEnd)}` : ''}`
          : `yarı gölge ${clock(e.penumbralStart)}–${clock(e.penumbralEnd)}`;
      return e.visibleFromIstanbul
        ? `İstanbul’dan görülebilir: ${phase}.`
        : `İstanbul’dan görülmez (Ay ufkun altında); ${phase}.`;
    }
    case 'retrograde':
      return `${range(e.start, e.end)}, ${placeLabel(e.sign, e.degree)} → ${placeLabel(e.endSign, e.endDegree)}`;
    default:
      return placeLabel(e.sign, e.degree);
  }
}

/** When an event is over: a retrograde period at its end, anything else at its instant. */
export const eventEnd = (e: CalendarEvent) => Date.parse(e.kind === 'retrograde' ? e.end : e.at);

/**
 * One event of the calendar: when (Istanbul), glyphs, what, where, and what it means. Past events
 * (when `now` is given) are muted and labelled "geçti"; `eclipse` marks a lunation that is also an
 * eclipse.
 */
export function EventRow({
  event: e,
  now,
  eclipse,
}: {
  event: CalendarEvent;
  now?: number;
  eclipse?: string;
}) {
  const sign = getSign(e.sign);
  const past = now !== undefined && eventEnd(e) <= now;
  return (
    <li
      data-past={past ? 'true' : undefined}
      className={`row-card${past ? ' border-dashed opacity-70' : ''}${eclipse ? ' border-amber-300/60' : ''}`}
    >
      <span aria-hidden="true" className={`row-glyph event-glyph ${TONE[e.kind]}`}>
        {e.kind === 'new-moon' || e.kind === 'full-moon' ? (
          <MoonGlyph angle={e.kind === 'new-moon' ? 0 : 180} size={26} />
        ) : (
          (GLYPH[e.kind] ?? BODY_GLYPHS[e.body])
        )}
        <span className="event-sign">{sign.icon}</span>
      </span>
      <div className="min-w-0">
        <p className="row-meta">
          <span className="sr-only">{CALENDAR_KIND_NAMES[e.kind]}: </span>
          <time dateTime={e.at}>{eventLabel(new Date(e.at), e.precision)}</time>
          {past ? <span className="row-badge event-past">geçti</span> : null}
          {eclipse ? <span className="row-badge bg-amber-300 text-night-950">{eclipse}</span> : null}
        </p>
        <p className={`mt-0.5 font-semibold ${TONE[e.kind]}`}>{eventTitle(e)}</p>
        <p className="row-text">{detail(e)}</p>
        <p className="row-note">{eventMeaning(e)}</p>
        {e.kind === 'retrograde' && e.shadowStart && e.shadowEnd ? (
          <p className="mt-0.5 text-sm text-slate-400">Gölge dönemi: {range(e.shadowStart, e.shadowEnd)}</p>
        ) : null}
      </div>
    </li>
  );
}
