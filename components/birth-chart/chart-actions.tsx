'use client';

import { useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { clearSavedChart, writeSavedChart, type SavedChart } from './saved-chart';
import { useSavedChart } from './saved-chart-link';

const noChange = () => () => {};
let shareFiles: boolean | undefined;
/** Whether this browser can share a PNG file (Web Share with files); asked once. */
function canShareFiles(): boolean {
  if (shareFiles === undefined) {
    try {
      const probe = new File([''], 'harita.png', { type: 'image/png' });
      shareFiles = typeof navigator.canShare === 'function' && navigator.canShare({ files: [probe] });
    } catch {
      shareFiles = false;
    }
  }
  return shareFiles;
}

/**
 * What a visitor can do with a chart: download the wheel as a PNG (drawn in the browser), share
 * that picture where the browser can, and keep it in this browser (“Haritamı kaydet”) so the site
 * greets them with it. There is no link to share: the chart's address carries no birth.
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

  // Sharing sends the wheel as a picture where the browser can share files: a link would have to
  // carry the birth in its address, and the site puts birth data in no address.
  const canShare = useSyncExternalStore(noChange, canShareFiles, () => false);

  const share = async () => {
    try {
      const { wheelPng } = await import('./wheel-png');
      const file = new File([await wheelPng(svgId)], filename, { type: 'image/png' });
      await navigator.share({ title: 'Doğum haritam', files: [file] });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      setStatus('Paylaşılamadı; haritayı PNG olarak indirip gönderebilirsiniz.');
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
        {canShare ? (
          <Button size="sm" variant="secondary" onClick={share}>
            Resmi paylaş
          </Button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-300">
        {status}
      </p>
    </div>
  );
}
