'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { readSavedChart, SAVED_CHART_EVENT, type SavedChart } from '@/components/birth-chart/saved-chart';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import Link from '@/components/ui/link';
import type { SynastryData } from '@/lib/api/synastry';
import type { Person } from '@/lib/synastry/types';
import { PersonFields, type PersonErrors } from './person-fields';
import { SynastryResult } from './synastry-result';

const LEGEND: Record<Person, string> = { a: 'Birinci kişi', b: 'İkinci kişi' };
const SUBJECT: Record<Person, string> = { a: 'Birinci kişinin', b: 'İkinci kişinin' };

type Births = Record<Person, Record<string, string>>;

/** The form's fields as the POST body: `a.date` → `{ a: { date } }`; empty fields are left out. */
function birthsOf(form: HTMLFormElement, saved: SavedChart | null): Births {
  const births: Births = { a: {}, b: {} };
  for (const [name, value] of new FormData(form)) {
    const m = /^([ab])\.(.+)$/.exec(name);
    if (m && typeof value === 'string' && value.trim()) births[m[1] as Person][m[2]] = value.trim();
  }
  if (saved) births.a = Object.fromEntries(new URLSearchParams(saved.search));
  return births;
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
 * Two births, compared. With JavaScript the births go to /api/synastry in a POST body (never in an
 * address); the visitor's saved chart (this browser's localStorage) can stand for the first person.
 * Without JavaScript the form is a GET to this page, which answers it on the server.
 */
export function SynastryForm({ today }: { today: string }) {
  const [saved, setSaved] = useState<SavedChart | null>(null);
  const [useSaved, setUseSaved] = useState(false);
  const [errors, setErrors] = useState<Record<Person, PersonErrors>>({ a: {}, b: {} });
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<SynastryData | null>(null);
  const [pending, setPending] = useState(false);
  const savedId = useId();
  const resultRef = useRef<HTMLDivElement>(null);

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

  const onSubmit = async (ev: FormEvent<HTMLFormElement>) => {
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

  return (
    <>
      <form
        action="/iliski-haritasi"
        method="get"
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
            <PersonFields person="a" legend={LEGEND.a} today={today} errors={errors.a} />
          )}
          <PersonFields person="b" legend={LEGEND.b} today={today} errors={errors.b} />
        </div>
        <div className="mt-5">
          <Button type="submit" busy={pending} className="w-full sm:w-auto">
            {pending ? 'Hesaplanıyor...' : 'İlişki haritamızı hesapla'}
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
        <div aria-live="assertive" className="mt-4">
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
      <div ref={resultRef} tabIndex={-1} aria-label="İlişki haritası sonucu" className="mt-10 outline-none">
        {result ? <SynastryResult data={result} /> : null}
      </div>
    </>
  );
}
