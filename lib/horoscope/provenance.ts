/**
 * What made a reading, said truthfully (issue 21.4). A reading's `source` is 'composer' when
 * the composer wrote it from the computed sky and no model touched it, or the name of the
 * model that polished it (lib/horoscope/ai.ts). Only the latter may say "yapay zekâ".
 * Client-safe: the reading card renders in the browser too.
 */

export const COMPOSER_SOURCE = 'composer';

/** True when a language model polished this text. */
export function isAiPolished(source: string): boolean {
  return source.trim() !== '' && source !== COMPOSER_SOURCE;
}

export const COMPOSED_LABEL = 'Bu yorum, dönemin gerçek gökyüzü hesaplanarak otomatik olarak yazıldı.';

/** The one sentence under a reading that says how it was made. */
export function provenanceLabel(source: string): string {
  if (!isAiPolished(source)) return COMPOSED_LABEL;
  return `Bu yorumun taslağı dönemin gerçek gökyüzü hesaplanarak otomatik olarak yazıldı; metin, yapay zekâ desteğiyle (dil modeli: ${source}) son hâline getirildi.`;
}

/**
 * The site-wide description of how readings are made, for the home page, the footer and
 * /gizlilik: both modes, as they are.
 */
export const READINGS_MADE_HOW =
  'Burç yorumlarımız, her dönemin gerçek gezegen konumları hesaplanarak otomatik olarak yazılır; bir dil modeli bağlıysa metni yapay zekâ desteğiyle son hâline getirir ve yorumun altında bu belirtilir.';
