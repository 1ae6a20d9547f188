'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { Place } from '@/lib/birth-chart/types';
import { placeLabel } from './form-values';

/** The site's one place type, as the search lists it. */
export type PlaceChoice = Omit<Place, 'countryCode'>;

export { placeLabel };

async function searchPlaces(q: string, signal: AbortSignal): Promise<PlaceChoice[]> {
  const res = await fetch(`/api/places?q=${encodeURIComponent(q)}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  const body = (await res.json().catch(() => null)) as {
    success?: boolean;
    data?: unknown;
    message?: string;
  } | null;
  if (!res.ok || !body?.success || !Array.isArray(body.data)) {
    throw new Error(body?.message ?? 'Yer araması şu anda yapılamıyor.');
  }
  return body.data as PlaceChoice[];
}

/**
 * The birth-place search: an ARIA 1.2 combobox. Typing asks /api/places (Turkish collation, no
 * diacritics needed: “sisli” finds Şişli); arrow keys move through the suggestions, Enter picks,
 * Escape closes. The chosen place is reported up; typing again clears it.
 */
export function PlaceCombobox({
  value,
  onChange,
  describedBy,
  invalid,
  name,
}: {
  value: PlaceChoice | null;
  onChange: (place: PlaceChoice | null) => void;
  describedBy?: string;
  invalid?: boolean;
  /** Sends the typed text under this name: before hydration no place can be picked from a list. */
  name?: string;
}) {
  const [text, setText] = useState(value ? placeLabel(value) : '');
  // The answer to the last search, kept with its query: a stale answer is never shown for new text.
  const [result, setResult] = useState<{
    query: string;
    options: PlaceChoice[];
    error: string | null;
  } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();
  const statusId = useId();

  const query = text.trim();
  const searching = !(value && text === placeLabel(value)) && [...query].length >= 2;
  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchPlaces(query, controller.signal)
        .then((found) => {
          setResult({ query, options: found, error: null });
          setActive(found.length ? 0 : -1);
          setOpen(true);
        })
        .catch((e: unknown) => {
          if (controller.signal.aborted) return;
          setResult({
            query,
            options: [],
            error: e instanceof Error ? e.message : 'Yer araması şu anda yapılamıyor.',
          });
        });
    }, 140);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searching]);

  const current = searching && result?.query === query ? result : null;
  const options = current?.options ?? [];
  const status: 'idle' | 'loading' | 'error' | 'done' = !searching
    ? 'idle'
    : !current
      ? 'loading'
      : current.error
        ? 'error'
        : 'done';

  const choose = (p: PlaceChoice) => {
    onChange(p);
    setText(placeLabel(p));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open && options.length) setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open && options.length) setOpen(true);
      setActive((i) => (options.length ? (i - 1 + options.length) % options.length : -1));
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && options[active]) {
        e.preventDefault();
        choose(options[active]);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
      }
    } else if (e.key === 'Home' && open) {
      setActive(0);
    } else if (e.key === 'End' && open) {
      setActive(options.length - 1);
    }
  };

  const expanded = open && options.length > 0;
  const message =
    status === 'loading'
      ? 'Aranıyor...'
      : status === 'error'
        ? current?.error
        : status === 'done' && options.length === 0
          ? `“${query}” için yer bulunamadı. Başka bir yazım deneyin ya da koordinatları girin.`
          : status === 'done' && open
            ? `${options.length} yer bulundu. Ok tuşlarıyla seçip Enter’a basın.`
            : value
              ? `Seçilen yer: ${placeLabel(value)}`
              : '';

  return (
    <div className="relative">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-200">
        Doğum yeri
      </label>
      <input
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="İlçe, il ya da şehir: Şişli, Berlin…"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (value) onChange(null);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => options.length && setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 120)}
        className="mt-2 h-12 w-full rounded-lg border border-white/15 bg-night-950/80 px-3 text-base text-white placeholder:text-slate-500 focus-visible:border-gold-300 aria-invalid:border-red-400"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Bulunan yerler"
        hidden={!expanded}
        className="absolute z-30 mt-1 max-h-80 w-full overflow-auto rounded-lg border border-white/15 bg-night-900 py-1 shadow-2xl shadow-black/50"
      >
        {options.map((p, i) => (
          <li
            key={p.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(p)}
            onMouseMove={() => setActive(i)}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-gold-300/15 text-white' : 'text-slate-200'}`}
          >
            <span className="font-medium">{p.name}</span>
            <span className="text-slate-400">
              {p.province && p.province !== p.name ? `, ${p.province}` : ''}, {p.country}
            </span>
          </li>
        ))}
      </ul>
      <p id={statusId} aria-live="polite" className="mt-1 min-h-5 text-xs text-slate-400">
        {message}
      </p>
    </div>
  );
}
