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

const linkClass = buttonClasses({ variant: 'secondary', size: 'sm' });

/** The reading a share image shows: GET /api/share/{type}/{sign}.png?date=…&format=… */
export interface ShareImageTarget {
  type: 'daily' | 'weekly' | 'monthly' | 'yearly';
  sign: string;
  /** yyyy-MM-dd: any day of the period (its first). */
  date: string;
}

const FORMAT_WORDS = { story: 'hikaye', square: 'kare' } as const;

export function shareImageHref(t: ShareImageTarget, format: 'story' | 'square'): string {
  return `/api/share/${t.type}/${t.sign}.png?date=${t.date}&format=${format}`;
}

function fileName(t: ShareImageTarget, format: 'story' | 'square'): string {
  return `${t.sign}-${t.type}-${t.date}-${FORMAT_WORDS[format]}.png`;
}

/** Whether the browser can share files (Web Share API level 2); false on the server. */
function useCanShareFiles(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => {
      try {
        return (
          typeof navigator !== 'undefined' &&
          typeof navigator.canShare === 'function' &&
          navigator.canShare({ files: [new File([''], 'x.png', { type: 'image/png' })] })
        );
      } catch {
        return false;
      }
    },
    () => false,
  );
}

/**
 * Share a reading: WhatsApp, X, copying the link (the result is announced), and the system
 * share sheet where the browser offers one. Plain links where possible: nothing is loaded
 * from the networks until the visitor chooses one.
 */
export function ShareRow({ url, title, image }: { url: string; title: string; image?: ShareImageTarget }) {
  const canShare = useCanShare();
  const canShareFiles = useCanShareFiles();
  const imagesId = useId();
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

  async function shareImage() {
    if (!image) return;
    try {
      const response = await fetch(shareImageHref(image, 'story'));
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const file = new File([blob], fileName(image, 'story'), { type: 'image/png' });
      await navigator.share({ files: [file], title, url });
    } catch {
      // Cancelled, refused or offline: the download links below still work.
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
      {image ? (
        <>
          <p id={imagesId} className="mt-4 text-sm font-semibold text-slate-200">
            Görsel olarak paylaşın
          </p>
          <ul aria-labelledby={imagesId} className="mt-3 flex flex-wrap gap-2">
            <li>
              <a
                className={linkClass}
                href={shareImageHref(image, 'story')}
                download={fileName(image, 'story')}
              >
                Hikâye görseli<span className="sr-only"> (1080×1920 PNG, indirilir)</span>
              </a>
            </li>
            <li>
              <a
                className={linkClass}
                href={shareImageHref(image, 'square')}
                download={fileName(image, 'square')}
              >
                Kare görsel<span className="sr-only"> (1080×1080 PNG, indirilir)</span>
              </a>
            </li>
            {canShareFiles ? (
              <li>
                <Button variant="secondary" size="sm" onClick={shareImage}>
                  Görseli paylaş…
                </Button>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
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
