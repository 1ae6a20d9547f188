import 'server-only';
import { placeById, searchPlaces } from '@/lib/birth-chart/places';
import { placeLabel } from './form-values';

/**
 * The place a birth form means when its place field was typed, not picked (the form before
 * hydration): the place already sent while its name still stands in the field (a form filled in
 * again by a server action carries its id when, without JavaScript, the visitor types another),
 * otherwise the place search's first answer, as the suggestions would have listed it first.
 * Null when the text finds nothing.
 */
export function placeIdForTyped(typed: string, sentId: string | null): string | null {
  const sent = sentId ? placeById(sentId) : undefined;
  if (sent && placeLabel(sent) === typed) return sent.id;
  const [first] = searchPlaces(typed.slice(0, 100), 1);
  return first?.id ?? null;
}
