'use client';

import {
  startTransition,
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { PLACE_TEXT_FIELD } from '@/components/birth-chart/form-values';
import { readSavedChart, SAVED_CHART_EVENT, type SavedChart } from '@/components/birth-chart/saved-chart';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import Link from '@/components/ui/link';
import type { SynastryData } from '@/lib/api/synastry';
import type { Person } from '@/lib/synastry/types';
import { EMPTY_SYNASTRY_STATE, type SynastryState } from './form-state';
import { PersonFields, type PersonErrors } from './person-fields';
import { SynastryResult } from './synastry-result';

const LEGEND: Record<Person, string> = { a: 'Birinci kişi', b: 'İkinci kişi' };
const SUBJECT: Record<Person, string> = { a: 'Birinci kişinin', b: 'İkinci kişinin' };

type Births = Record<Person, Record<string, string>>;

/**
 * Fields as the POST body: `a.date` → `{ a: { date } }`; empty fields and the typed place text
 * (only the server action reads it) are left out.
 */
function birthsFrom(fields: Iterable<[string, FormDataEntryValue]>): Births {
  const births: Births = { a: {}, b: {} };
  for (const [name, value] of fields) {
    const m = /^([ab])\.(.+)$/.exec(name);
    if (m && m[2] !== PLACE_TEXT_FIELD && typeof value === 'string' && value.trim())
      births[m[1] as Person][m[2]] = value.trim();
  }
  return births;
}

function birthsOf(form: HTMLFormElement, saved: SavedChart | null): Births {
  const births = birthsFrom(new FormData(form));
  if (saved) births.a = Object.fromEntries(new URLSearchParams(saved.search));
  return births;
}

/** The births of an address of the old kind (`?a.date=…`, the form once sent by GET) as a form, or null. */
function formInAddress(): FormData | null {
  const params = new URLSearchParams(window.location.search);
  if (![...params.keys()].some((k) => /^[ab]\./.test(k))) return null;
  const form = new FormData();
  for (const [name, value] of params) if (/^[ab]\./.test(name)) form.append(name, value);
  return form;
}

function check(births: Births, usingSaved: boolean): Record<Person, PersonErrors> {
  const out: Record<Person, PersonErrors> = { a: {}, b: {} };
  for (const p of ['a', 'b'] as const) {
    if (p === 'a' && usingSaved) continue;
    const b = births[p];
    if (!b.date) out[p].date = `${SUBJECT[p]} doğum tarihini girin.`;
    if (!b.place && !(b.latitude && b.longitude))
      out[p].place = `${SUBJECT[p]} doğum yerini yazın ve önerilerden birini seçin.`;
  }
  return out;
}

/**
 * Two births, compared; the births never go into an address.
 * - Before hydration (or without JavaScript) the form posts to the page's server action
 *   (useActionState, with the page as permalink): Next answers with the page drawn from the
 *   action's state, the result rendered on the server and the fields filled in again.
 * - With JavaScript the submit is taken here: the fields are checked, then sent to /api/synastry
 *   in a POST body; the visitor's saved chart (this browser's localStorage) can stand for the
 *   first person. The action is not called then.
 * `children` (the page's explanation) show while no result is shown.
 */
export function SynastryForm({
  today,
  action,
  children,
}: {
  today: string;
  action: (state: SynastryState, form: FormData) => Promise<SynastryState>;
  children?: ReactNode;
}) {
  const [state, dispatch, actionPending] = useActionState(
    action,
    EMPTY_SYNASTRY_STATE,
    '/iliski-haritasi#sonuc',
  );
  const [saved, setSaved] = useState<SavedChart | null>(null);
  const [useSaved, setUseSaved] = useState(false);
  const [errors, setErrors] = useState<Record<Person, PersonErrors>>({ a: {}, b: {} });
  const [problem, setProblem] = useState<string | null>(state.error);
  const [result, setResult] = useState<SynastryData | null>(state.data);
  const [shownKey, setShownKey] = useState(state.key);
  const [pending, setPending] = useState(false);
  const savedId = useId();
  const resultRef = useRef<HTMLDivElement>(null);

  // A state the action answered replaces what is shown (React's pattern for state that follows a prop).
  if (state.key !== shownKey) {
    setShownKey(state.key);
    setResult(state.data);
    setProblem(state.error);
  }

  useEffect(() => {
    const read = () => {
      const chart = readSavedChart();
      setSaved(chart);
      if (!chart) setUseSaved(false);
    };
    read();
    window.addEventListener(SAVED_CHART_EVENT, read);
    return () => window.removeEventListener(SAVED_CHART_EVENT, read);
  }, []);

  const compare = async (births: Births) => {
    setProblem(null);
    setPending(true);
    try {
      const res = await fetch('/api/synastry', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(births),
      });
      const body = (await res.json().catch(() => null)) as
        { success: true; data: SynastryData } | { success: false; message: string } | null;
      if (!res.ok || !body || !body.success) {
        setResult(null);
        setProblem(
          body && !body.success
            ? body.message
            : 'İlişki haritası şu anda hesaplanamadı; lütfen biraz sonra yeniden deneyin.',
        );
        return;
      }
      setResult(body.data);
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch {
      setProblem('Sunucuya ulaşılamadı; bağlantınızı kontrol edip yeniden deneyin.');
    } finally {
      setPending(false);
    }
  };

  // An address of the old kind (a bookmark): its births leave the address bar at once, and the
  // server action compares them (and fills the fields in).
  useEffect(() => {
    const form = formInAddress();
    if (!form) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    startTransition(() => dispatch(form));
  }, [dispatch]);

  const onSubmit = (ev: FormEvent<HTMLFormElement>) => {
    // Always taken here: React would otherwise post the form to the server action too.
    ev.preventDefault();
    const usingSaved = useSaved && saved !== null;
    const births = birthsOf(ev.currentTarget, usingSaved ? saved : null);
    const found = check(births, usingSaved);
    setErrors(found);
    const messages = [...Object.values(found.a), ...Object.values(found.b)];
    if (messages.length) {
      setProblem(
        messages.length === 1 ? messages[0] : `Lütfen işaretli alanları düzeltin: ${messages.join(' ')}`,
      );
      return;
    }
    void compare(births);
  };

  return (
    <>
      <form
        action={dispatch}
        onSubmit={onSubmit}
        noValidate
        className={cardClasses({ dense: true, raised: true })}
        data-testid="synastry-form"
      >
        {saved ? (
          <div className="mb-4 rounded-lg border border-gold-300/30 bg-gold-300/5 p-3">
            <label htmlFor={savedId} className="flex cursor-pointer items-start gap-2 text-sm text-slate-200">
              <input
                id={savedId}
                type="checkbox"
                checked={useSaved}
                onChange={(e) => setUseSaved(e.target.checked)}
                className="mt-0.5 h-4 w-4 accent-amber-300"
              />
              <span>
                Birinci kişi olarak kayıtlı haritamı kullan:{' '}
                <strong className="text-white">{saved.label}</strong>
                <span className="block text-xs text-slate-400">Kayıt yalnızca bu tarayıcıda duruyor.</span>
              </span>
            </label>
          </div>
        ) : null}
        <div className="grid gap-5 lg:grid-cols-2">
          {useSaved && saved ? (
            <div className="self-start rounded-xl border border-white/10 p-4" data-testid="person-a-saved">
              <p className="font-display text-lg font-semibold text-gold-300">Birinci kişi</p>
              <p className="mt-2 text-slate-200">Kayıtlı haritanız: {saved.label}</p>
            </div>
          ) : (
            <PersonFields
              key={`a-${state.key}`}
              person="a"
              legend={LEGEND.a}
              today={today}
              errors={errors.a}
              initial={state.values.a}
            />
          )}
          <PersonFields
            key={`b-${state.key}`}
            person="b"
            legend={LEGEND.b}
            today={today}
            errors={errors.b}
            initial={state.values.b}
          />
        </div>
        <div className="mt-5">
          <Button type="submit" busy={pending || actionPending} className="w-full sm:w-auto">
            {pending || actionPending ? 'Hesaplanıyor...' : 'İlişki haritamızı hesapla'}
          </Button>
        </div>
        <p className="mt-3 text-sm text-slate-400">
          Doğum bilgileri yalnızca hesap için gönderilir; sunucuda saklanmaz, kayda geçmez. Kendi haritanızı{' '}
          <Link
            href="/dogum-haritasi"
            className="text-gold-300 underline underline-offset-4 hover:text-gold-400"
          >
            doğum haritası
          </Link>{' '}
          sayfasında kaydederseniz burada birinci kişi olarak seçebilirsiniz.
        </p>
        {/* The permalink's #sonuc: the message when there is one (a form posted before hydration). */}
        <div id={result ? undefined : 'sonuc'} aria-live="assertive" className="mt-4 scroll-mt-4">
          {problem ? (
            <p
              role="alert"
              className="rounded-lg border border-red-400/40 bg-red-950/50 p-3 text-sm text-red-100"
            >
              {problem}
            </p>
          ) : null}
        </div>
      </form>
      <div
        ref={resultRef}
        id={result ? 'sonuc' : undefined}
        tabIndex={-1}
        aria-label="İlişki haritası sonucu"
        className="mt-10 scroll-mt-4 outline-none"
      >
        {result ? <SynastryResult data={result} /> : null}
      </div>
      {result ? null : children}
    </>
  );
}
