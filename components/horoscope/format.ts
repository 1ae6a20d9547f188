/** Date formats for the reading card, always in Istanbul's zone (Intl: no library in the bundle). */
export const ISTANBUL_DAY = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: 'numeric',
  month: 'long',
});

export const ISTANBUL_DATE_TIME = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const ISTANBUL_DAY_YEAR = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A period's first day (yyyy-MM-dd, Istanbul) as an instant inside that Istanbul day (noon UTC). */
export function periodStartDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}
