/** Numbers the Turkish way: 1.234.567, 12,5 ms, %99,5. */
const integer = new Intl.NumberFormat('tr-TR');
const milliseconds = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });
const percent1 = new Intl.NumberFormat('tr-TR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const percent2 = new Intl.NumberFormat('tr-TR', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const formatCount = (n: number) => integer.format(n);
export const formatMs = (ms: number) => `${milliseconds.format(ms)} ms`;
/** A percentage given as 0–100, with one decimal (success rate). */
export const formatPercent1 = (p: number) => percent1.format(p / 100);
/** A percentage given as 0–100, with two decimals (error rate). */
export const formatPercent2 = (p: number) => percent2.format(p / 100);
/** '00:00' … '23:00'. */
export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The name shown for a bot the table does not name. */
export const UNNAMED_BOT_LABEL = 'Bilinmeyen Bot';
export const botLabel = (botType: string | null) => botType ?? UNNAMED_BOT_LABEL;
