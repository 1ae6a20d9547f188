'use client';

import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';

const noSubscribe = () => () => {};
/** Whether the browser has the Web Share API; false on the server, so the button appears after hydration. */
function useCanShare(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => typeof navigator !== 'undefined' && typeof navigator.share === 'function',
    () => false,
  );
}

const linkClass = buttonClasses({ variant: 'secondary', size: 'sm', element: 'link' });

/**
 * Share a reading: WhatsApp, X, copying the link (the result is announced), and the system
 * share sheet where the browser offers one. Plain links where possible: nothing is loaded
 * from the networks until the visitor chooses one.
 */
export function ShareRow({ url, title }: { url: string; title: string }) {
  const canShare = useCanShare();
  const labelId = useId();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(null), 4000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch {
      // Cancelled by the visitor, or refused: nothing to report.
    }
  }

  const text = `${title}: ${url}`;
  return (
    <div className="mt-6 border-t border-white/10 pt-5">
      <p id={labelId} className="text-sm font-semibold text-slate-200">
        Bu yorumu paylaşın
      </p>
      <ul aria-labelledby={labelId} className="mt-3 flex flex-wrap gap-2">
        <li>
          <a
            className={linkClass}
            href={`https://wa.me/?text=${encodeURIComponent(text)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp<span className="sr-only"> ile paylaş (yeni sekmede açılır)</span>
          </a>
        </li>
        <li>
          <a
            className={linkClass}
            href={`https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            X<span className="sr-only"> (Twitter) üzerinde paylaş (yeni sekmede açılır)</span>
          </a>
        </li>
        <li>
          <Button variant="secondary" size="sm" onClick={copy}>
            Bağlantıyı kopyala
          </Button>
        </li>
        {canShare ? (
          <li>
            <Button variant="secondary" size="sm" onClick={share}>
              Paylaş…
            </Button>
          </li>
        ) : null}
      </ul>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-gold-300">
        {copied === 'ok'
          ? 'Bağlantı kopyalandı.'
          : copied === 'failed'
            ? `Bağlantı kopyalanamadı; adres: ${url}`
            : ''}
      </p>
    </div>
  );
}
