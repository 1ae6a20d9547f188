'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { clearSavedChart, writeSavedChart, type SavedChart } from './saved-chart';
import { useSavedChart } from './saved-chart-link';

/**
 * What a visitor can do with a chart: download the wheel as a PNG (drawn in the browser), share
 * its address, and keep it in this browser (“Haritamı kaydet”) so the site greets them with it.
 */
export function ChartActions({
  svgId,
  filename,
  saved,
}: {
  svgId: string;
  filename: string;
  saved: Omit<SavedChart, 'savedAt'>;
}) {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const isSaved = useSavedChart()?.search === saved.search;

  const download = async () => {
    setBusy(true);
    setStatus('Resim hazırlanıyor...');
    try {
      // The PNG drawing code loads on the first download, not with the page.
      const { saveBlob, wheelPng } = await import('./wheel-png');
      saveBlob(await wheelPng(svgId), filename);
      setStatus('Harita çarkı PNG olarak indirildi.');
    } catch (e) {
      setStatus(e instanceof Error ? e.message : 'Resim oluşturulamadı.');
    } finally {
      setBusy(false);
    }
  };

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Doğum haritam', url });
        return;
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Bağlantı kopyalandı. Bağlantıyı açan herkes aynı haritayı görür.');
    } catch {
      setStatus(`Bağlantıyı adres çubuğundan kopyalayabilirsiniz: ${url}`);
    }
  };

  const toggleSave = () => {
    if (isSaved) {
      clearSavedChart();
      setStatus('Kayıt silindi: bu tarayıcıda artık haritanız tutulmuyor.');
      return;
    }
    const ok = writeSavedChart({ ...saved, savedAt: new Date().toISOString() });
    setStatus(
      ok
        ? 'Haritanız yalnızca bu tarayıcıya kaydedildi. Ana sayfada yükselen burcunuzun günlük yorumuyla karşılanacaksınız.'
        : 'Tarayıcınız kayda izin vermiyor; gizli pencerede olabilirsiniz.',
    );
  };

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={isSaved ? 'secondary' : 'primary'}
          onClick={toggleSave}
          aria-pressed={isSaved}
        >
          {isSaved ? 'Kaydedildi ✓ Kaydı sil' : 'Haritamı kaydet'}
        </Button>
        <Button size="sm" variant="secondary" onClick={download} busy={busy}>
          {busy ? 'Hazırlanıyor...' : 'PNG olarak indir'}
        </Button>
        <Button size="sm" variant="secondary" onClick={share}>
          Bağlantıyı paylaş
        </Button>
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-300">
        {status}
      </p>
    </div>
  );
}
