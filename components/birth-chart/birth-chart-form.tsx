'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { birthChartSearch } from '@/lib/api/birth-chart-search';
import { HOUSE_SYSTEM_NAMES, HOUSE_SYSTEMS, type HouseSystem } from '@/lib/birth-chart/types';
import { BIRTH_HANDOFF_KEY, EMPTY_BIRTH_FORM, PLACE_TEXT_FIELD, type BirthFormInitial } from './form-values';
import { PlaceCombobox, type PlaceChoice } from './place-combobox';

const HOUSE_HINT: Record<HouseSystem, string> = {
  placidus: 'Türkiye’de en yaygın sistem; zamana dayalı, evler farklı genişlikte.',
  'whole-sign':
    'Her ev bir burcun tamamı; yükselen burç birinci evdir. Sitedeki burç yorumları bu sistemle yazılır.',
  equal: 'Yükselenden başlayarak her biri 30 derece olan on iki ev.',
  porphyry: 'Yükselen ile tepe noktası arasındaki yaylar üçe bölünür.',
};

const field =
  'mt-2 h-12 w-full rounded-lg border border-white/15 bg-night-950/80 px-3 text-base text-white [color-scheme:dark] placeholder:text-slate-500 focus-visible:border-gold-300 disabled:opacity-50 aria-invalid:border-red-400';
const labelCls = 'text-sm font-semibold text-slate-200';

const DECIMAL = /^[+-]?\d{1,3}(?:[.,]\d{1,8})?$/;

/**
 * The birth data form. Birth data never goes into an address: the form posts.
 * - With `action` (the chart page's server action, from BirthChartTool): the fields are checked
 *   here first, then posted to the action; before hydration the browser posts them to the page.
 * - Without (the quick calculator of /yukselen-burc, `compact`, and other pages): with JavaScript
 *   the checked fields are handed to the chart page in sessionStorage and the page draws them;
 *   without it the form posts to /dogum-haritasi, which answers with its empty calculator (a plain
 *   POST names no action; its fields are neither read nor kept).
 */
export function BirthChartForm({
  today,
  initial = EMPTY_BIRTH_FORM,
  compact = false,
  action,
  pending: actionPending = false,
}: {
  today: string;
  initial?: BirthFormInitial;
  compact?: boolean;
  /** The chart page's form action (useActionState's dispatcher). */
  action?: (form: FormData) => void;
  /** True while that action draws. */
  pending?: boolean;
}) {
  const router = useRouter();
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [timeUnknown, setTimeUnknown] = useState(initial.timeUnknown);
  const [place, setPlace] = useState<PlaceChoice | null>(initial.place);
  const [manual, setManual] = useState(initial.manual);
  const [latitude, setLatitude] = useState(initial.latitude);
  const [longitude, setLongitude] = useState(initial.longitude);
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [houseSystem, setHouseSystem] = useState<HouseSystem>(initial.houseSystem);
  const [errors, setErrors] = useState<
    Partial<Record<'date' | 'time' | 'place' | 'latitude' | 'longitude' | 'timeZone', string>>
  >({});
  const [zones, setZones] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const ids = {
    date: useId(),
    time: useId(),
    unknown: useId(),
    lat: useId(),
    lon: useId(),
    zone: useId(),
    zones: useId(),
    house: useId(),
    houseHint: useId(),
    placeHint: useId(),
    errors: useId(),
  };

  // The zone list is read on first focus, not during render: the server's and the browser's lists may differ.
  const loadZones = () => {
    if (zones.length === 0 && typeof Intl.supportedValuesOf === 'function')
      setZones(Intl.supportedValuesOf('timeZone'));
  };

  const validate = () => {
    const e: typeof errors = {};
    if (!date) e.date = 'Doğum tarihinizi girin.';
    else if (date < '1900-01-01') e.date = 'Doğum haritası 1 Ocak 1900 ve sonrası için hesaplanabilir.';
    else if (date > today) e.date = 'Doğum tarihi bugünden sonra olamaz.';
    if (!timeUnknown && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
      e.time =
        'Doğum saatinizi saat:dakika olarak girin (sabah 6.45 için 06:45) ya da “Doğum saatimi bilmiyorum” kutusunu işaretleyin.';
    }
    if (!manual && !place) e.place = 'Doğum yerinizi yazın ve önerilerden birini seçin.';
    if (manual) {
      const lat = Number(latitude.replace(',', '.'));
      const lon = Number(longitude.replace(',', '.'));
      if (!DECIMAL.test(latitude.trim()) || Math.abs(lat) > 90)
        e.latitude = 'Enlem −90 ile 90 arasında bir sayı olmalı, örneğin 41.0605.';
      if (!DECIMAL.test(longitude.trim()) || Math.abs(lon) > 180)
        e.longitude = 'Boylam −180 ile 180 arasında bir sayı olmalı, örneğin 28.9872.';
      if (!timeZone.trim()) e.timeZone = 'Saat dilimini seçin, örneğin Europe/Istanbul.';
      else if (zones.length && !zones.includes(timeZone.trim()) && timeZone.trim() !== 'UTC') {
        e.timeZone = 'Bu saat dilimi tanınmadı; listeden seçin, örneğin Europe/Berlin.';
      }
    }
    return e;
  };

  const onSubmit = (ev: FormEvent<HTMLFormElement>) => {
    const e = validate();
    setErrors(e);
    // With an action, React posts the form to it unless the submit is cancelled here.
    if (!action || Object.keys(e).length) ev.preventDefault();
    if (Object.keys(e).length) {
      const first = document.getElementById(
        e.date
          ? ids.date
          : e.time
            ? ids.time
            : e.latitude
              ? ids.lat
              : e.longitude
                ? ids.lon
                : e.timeZone
                  ? ids.zone
                  : '',
      );
      first?.focus();
      return;
    }
    if (action) return;
    const search = birthChartSearch({
      date,
      time: timeUnknown ? null : time,
      place: manual ? null : place!.id,
      latitude: manual ? Number(latitude.replace(',', '.')) : undefined,
      longitude: manual ? Number(longitude.replace(',', '.')) : undefined,
      timeZone: manual ? timeZone.trim() : null,
      houseSystem,
    });
    setPending(true);
    try {
      window.sessionStorage.setItem(BIRTH_HANDOFF_KEY, search);
    } catch {
      // Storage blocked: the chart page opens empty, with nothing of the birth in its address.
    }
    router.push('/dogum-haritasi#harita');
  };
  const busy = pending || actionPending;

  const errorList = Object.values(errors).filter(Boolean);

  return (
    <form
      {...(action ? { action } : { action: '/dogum-haritasi', method: 'post' })}
      onSubmit={onSubmit}
      noValidate
      aria-describedby={errorList.length ? ids.errors : undefined}
      className={cardClasses({ dense: true, raised: true })}
      data-testid="birth-form"
    >
      <div className={`grid gap-5 ${compact ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-4'}`}>
        <div>
          <label htmlFor={ids.date} className={labelCls}>
            Doğum tarihi
          </label>
          <input
            id={ids.date}
            name="date"
            type="date"
            required
            min="1900-01-01"
            max={today}
            value={date}
            aria-invalid={Boolean(errors.date) || undefined}
            onChange={(e) => setDate(e.target.value)}
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
            name="time"
            type="time"
            value={timeUnknown ? '' : time}
            disabled={timeUnknown}
            aria-invalid={Boolean(errors.time) || undefined}
            onChange={(e) => setTime(e.target.value)}
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
            Doğum saatimi bilmiyorum
          </label>
          {errors.time ? <p className="mt-1 text-sm text-red-300">{errors.time}</p> : null}
        </div>

        <div className={compact ? 'sm:col-span-2' : 'lg:col-span-2'}>
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
                    name="latitude"
                    inputMode="decimal"
                    placeholder="41.0605"
                    value={latitude}
                    aria-invalid={Boolean(errors.latitude) || undefined}
                    onChange={(e) => setLatitude(e.target.value)}
                    className={field}
                  />
                </div>
                <div>
                  <label htmlFor={ids.lon} className="mt-2 block text-xs text-slate-300">
                    Boylam, doğu artı
                  </label>
                  <input
                    id={ids.lon}
                    name="longitude"
                    inputMode="decimal"
                    placeholder="28.9872"
                    value={longitude}
                    aria-invalid={Boolean(errors.longitude) || undefined}
                    onChange={(e) => setLongitude(e.target.value)}
                    className={field}
                  />
                </div>
              </div>
              <label htmlFor={ids.zone} className="mt-3 block text-xs text-slate-300">
                Saat dilimi
              </label>
              <input
                id={ids.zone}
                name="timeZone"
                list={ids.zones}
                value={timeZone}
                autoComplete="off"
                aria-invalid={Boolean(errors.timeZone) || undefined}
                onChange={(e) => setTimeZone(e.target.value)}
                onFocus={loadZones}
                className={field}
              />
              <datalist id={ids.zones}>
                {zones.map((z) => (
                  <option key={z} value={z} />
                ))}
              </datalist>
              {[errors.latitude, errors.longitude, errors.timeZone].filter(Boolean).map((m) => (
                <p key={m} className="mt-1 text-sm text-red-300">
                  {m}
                </p>
              ))}
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
                describedBy={ids.placeHint}
                invalid={Boolean(errors.place)}
                name={PLACE_TEXT_FIELD}
              />
              {place ? <input type="hidden" name="place" value={place.id} /> : null}
              {errors.place ? <p className="text-sm text-red-300">{errors.place}</p> : null}
              <p id={ids.placeHint} className="sr-only">
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

        {compact ? null : (
          // Placidus is the default and right for most visitors: the choice waits under "Gelişmiş"
          // (open when the chart shown uses another). A closed <details> still sends its field.
          <details className="group sm:col-span-2 lg:col-span-2" open={initial.houseSystem !== 'placidus'}>
            <summary className="cursor-pointer text-sm font-semibold text-slate-300 hover:text-white">
              Gelişmiş
            </summary>
            <div className="mt-2">
              <label htmlFor={ids.house} className={labelCls}>
                Ev sistemi
              </label>
              <select
                id={ids.house}
                name="houseSystem"
                value={houseSystem}
                aria-describedby={ids.houseHint}
                onChange={(e) => setHouseSystem(e.target.value as HouseSystem)}
                className={field}
              >
                {HOUSE_SYSTEMS.map((h) => (
                  <option key={h} value={h}>
                    {HOUSE_SYSTEM_NAMES[h]}
                  </option>
                ))}
              </select>
              <p id={ids.houseHint} className="mt-1 text-xs text-slate-400">
                {HOUSE_HINT[houseSystem]}
              </p>
            </div>
          </details>
        )}

        <div className={`flex items-end ${compact ? 'sm:col-span-2' : 'sm:col-span-2 lg:col-span-2'}`}>
          <Button type="submit" busy={busy} className="w-full sm:w-auto">
            {busy ? 'Hesaplanıyor...' : compact ? 'Yükselen burcumu hesapla' : 'Haritamı hesapla'}
          </Button>
        </div>
      </div>
      {errorList.length ? (
        <div
          id={ids.errors}
          role="alert"
          className="mt-4 rounded-lg border border-red-400/40 bg-red-950/50 p-3 text-sm text-red-100"
        >
          Lütfen işaretli alanları düzeltin:{' '}
          {errorList.length === 1 ? errorList[0] : `${errorList.length} alan eksik ya da hatalı.`}
        </div>
      ) : null}
    </form>
  );
}
