'use client';

import { useId, useState } from 'react';
import { PLACE_TEXT_FIELD } from '@/components/birth-chart/form-values';
import { PlaceCombobox, type PlaceChoice } from '@/components/birth-chart/place-combobox';
import type { Person } from '@/lib/synastry/types';
import { EMPTY_PERSON_VALUES, type PersonValues } from './form-state';

export type PersonErrors = Partial<Record<'date' | 'time' | 'place', string>>;

const field =
  'mt-2 h-12 w-full rounded-lg border border-white/15 bg-night-950/80 px-3 text-base text-white [color-scheme:dark] placeholder:text-slate-500 focus-visible:border-gold-300 disabled:opacity-50 aria-invalid:border-red-400';
const labelCls = 'text-sm font-semibold text-slate-200';

/**
 * One person's birth: date, time (or unknown), place from the site's place search or coordinates
 * with a zone. The fields are named `a.date`, `b.place`… as /api/synastry reads them; the place as
 * typed goes as `a.placeText`, for the page's server action to search when the form is posted
 * before hydration (nothing can be picked from the suggestions then). `initial`: the values of the
 * last form posted.
 */
export function PersonFields({
  person,
  legend,
  today,
  errors,
  initial = EMPTY_PERSON_VALUES,
}: {
  person: Person;
  legend: string;
  today: string;
  errors: PersonErrors;
  initial?: PersonValues;
}) {
  const [timeUnknown, setTimeUnknown] = useState(false);
  const [place, setPlace] = useState<PlaceChoice | null>(initial.place);
  const [manual, setManual] = useState(initial.manual);
  const ids = {
    date: useId(),
    time: useId(),
    unknown: useId(),
    lat: useId(),
    lon: useId(),
    zone: useId(),
    hint: useId(),
  };
  const n = (name: string) => `${person}.${name}`;

  return (
    <fieldset className="rounded-xl border border-white/10 p-4" data-testid={`person-${person}`}>
      <legend className="px-1 font-display text-lg font-semibold text-gold-300">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.date} className={labelCls}>
            Doğum tarihi
          </label>
          <input
            id={ids.date}
            name={n('date')}
            type="date"
            defaultValue={initial.date}
            required
            min="1900-01-01"
            max={today}
            aria-invalid={Boolean(errors.date) || undefined}
            className={field}
          />
          {errors.date ? <p className="mt-1 text-sm text-red-300">{errors.date}</p> : null}
        </div>
        <div>
          <label htmlFor={ids.time} className={labelCls}>
            Doğum saati
          </label>
          <input
            id={ids.time}
            name={n('time')}
            type="time"
            defaultValue={initial.time}
            disabled={timeUnknown}
            aria-invalid={Boolean(errors.time) || undefined}
            className={field}
          />
          <label
            htmlFor={ids.unknown}
            className="mt-2 flex min-h-6 cursor-pointer items-center gap-2 text-sm text-slate-300"
          >
            <input
              id={ids.unknown}
              type="checkbox"
              checked={timeUnknown}
              onChange={(e) => setTimeUnknown(e.target.checked)}
              className="h-4 w-4 accent-amber-300"
            />
            Doğum saati bilinmiyor
          </label>
          {errors.time ? <p className="mt-1 text-sm text-red-300">{errors.time}</p> : null}
        </div>
        <div className="sm:col-span-2">
          {manual ? (
            <fieldset>
              <legend className={labelCls}>Doğum yerinin koordinatları</legend>
              <div className="grid grid-cols-2 gap-3">
                <div>
                  <label htmlFor={ids.lat} className="mt-2 block text-xs text-slate-300">
                    Enlem, kuzey artı
                  </label>
                  <input
                    id={ids.lat}
                    name={n('latitude')}
                    inputMode="decimal"
                    defaultValue={initial.latitude}
                    placeholder="41.0605"
                    className={field}
                  />
                </div>
                <div>
                  <label htmlFor={ids.lon} className="mt-2 block text-xs text-slate-300">
                    Boylam, doğu artı
                  </label>
                  <input
                    id={ids.lon}
                    name={n('longitude')}
                    inputMode="decimal"
                    defaultValue={initial.longitude}
                    placeholder="28.9872"
                    className={field}
                  />
                </div>
              </div>
              <label htmlFor={ids.zone} className="mt-3 block text-xs text-slate-300">
                Saat dilimi
              </label>
              <input
                id={ids.zone}
                name={n('timeZone')}
                defaultValue={initial.timeZone}
                autoComplete="off"
                className={field}
              />
              <button
                type="button"
                onClick={() => setManual(false)}
                className="mt-2 text-sm text-gold-300 underline underline-offset-4 hover:text-gold-400"
              >
                Yeri listeden arayacağım
              </button>
            </fieldset>
          ) : (
            <div>
              <PlaceCombobox
                value={place}
                onChange={setPlace}
                describedBy={ids.hint}
                invalid={Boolean(errors.place)}
                name={n(PLACE_TEXT_FIELD)}
              />
              {place ? <input type="hidden" name={n('place')} value={place.id} /> : null}
              {errors.place ? <p className="text-sm text-red-300">{errors.place}</p> : null}
              <p id={ids.hint} className="sr-only">
                Türkçe harf kullanmanız gerekmez: sisli yazınca Şişli bulunur.
              </p>
              <button
                type="button"
                onClick={() => setManual(true)}
                className="text-sm text-gold-300 underline underline-offset-4 hover:text-gold-400"
              >
                Listede yok mu? Koordinatları girin
              </button>
            </div>
          )}
        </div>
      </div>
    </fieldset>
  );
}
