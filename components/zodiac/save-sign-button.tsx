'use client';

import { Button } from '@/components/ui/button';
import type { SignId } from '@/lib/zodiac/signs';
import { useSelectedSign } from './selected-sign';

/**
 * On a sign's own page: makes it the visitor's selected sign (shared with the home and
 * horoscope pages). A toggle button whose pressed state shows whether it already is.
 */
export function SaveSignButton({ id }: { id: SignId }) {
  const { selectedSign, setSelectedSign } = useSelectedSign();
  const saved = selectedSign === id;
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={saved}
      onClick={() => setSelectedSign(saved ? null : id)}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span>
      Burcum olarak seç
    </Button>
  );
}
