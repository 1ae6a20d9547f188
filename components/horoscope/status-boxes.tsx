import { Spinner } from '@/components/ui/icons';

/** The reading's outcome boxes (docs/reading-screens.md): red for an error, yellow for an answer without a reading. */
export function ErrorBox({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-400/50 bg-red-950/70 p-5 text-red-50">
      <p className="font-semibold text-red-200">Bir hata oluştu</p>
      <p className="mt-1">{message}</p>
    </div>
  );
}

export function InfoBox({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="rounded-2xl border border-yellow-300/50 bg-yellow-950/60 p-5 text-yellow-50"
    >
      <p className="font-semibold text-yellow-200">Bilgi</p>
      <p className="mt-1">{message}</p>
    </div>
  );
}

/**
 * 'Yorumunuz hazırlanıyor...': shown while the reading is fetched, and before that while its code
 * loads, so the visitor sees one loading state in one place.
 */
export function ReadingLoading() {
  return (
    <p role="status" aria-busy="true" className="flex items-center justify-center gap-3 p-5 text-slate-200">
      <Spinner />
      Yorumunuz hazırlanıyor...
    </p>
  );
}
