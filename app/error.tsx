'use client';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-semibold text-white">Bir şeyler ters gitti</h1>
      <p className="mt-3 text-slate-300">
        Sayfa yüklenirken beklenmeyen bir sorun oluştu. Lütfen yeniden deneyin.
      </p>
      <button
        type="button"
        onClick={reset}
        className="mt-8 inline-flex h-12 items-center rounded-lg bg-gold-300 px-5 font-semibold text-night-950 hover:bg-gold-400"
      >
        Yeniden dene
      </button>
    </section>
  );
}
