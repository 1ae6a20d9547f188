/**
 * Turkish wording of the sky calendar's events, shared by the pages, the home page and the .ics
 * file. Client-safe.
 */
import { getSign } from '../zodiac/signs';
import { BODY_NAMES } from './bodies';
import { ECLIPSE_TYPE_NAMES, type CalendarEvent } from './calendar-events';

/** '19°24′' from a degree within a sign. */
export function degreeLabel(degree: number): string {
  const whole = Math.floor(degree);
  const minutes = Math.floor((degree - whole) * 60);
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
}

/** 'Koç 19°24′' */
export const placeLabel = (sign: CalendarEvent['sign'], degree: number) =>
  `${getSign(sign).name} ${degreeLabel(degree)}`;

/** A one-line title: 'Dolunay Terazi burcunda', 'Merkür retrosu', 'Tam Ay tutulması'. */
export function eventTitle(e: CalendarEvent): string {
  const sign = getSign(e.sign).name;
  const body = BODY_NAMES[e.body];
  switch (e.kind) {
    case 'new-moon':
      return `Yeni ay ${sign} burcunda`;
    case 'full-moon':
      return `Dolunay ${sign} burcunda`;
    case 'solar-eclipse':
      return `${ECLIPSE_TYPE_NAMES[e.eclipseType]} Güneş tutulması (${sign})`;
    case 'lunar-eclipse':
      return `${ECLIPSE_TYPE_NAMES[e.eclipseType]} Ay tutulması (${sign})`;
    case 'ingress':
      return e.retrograde
        ? `${body} geri hareketle ${sign} burcuna dönüyor`
        : `${body} ${sign} burcuna geçiyor`;
    case 'station-retrograde':
      return `${body} geri harekete başlıyor`;
    case 'station-direct':
      return `${body} düz harekete dönüyor`;
    case 'retrograde':
      return `${body} retrosu`;
  }
}
