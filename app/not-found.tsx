import Link from 'next/link';

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="font-symbol text-5xl text-gold-300" aria-hidden="true">
        ☾
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold text-white">Bu sayfa gökyüzünde kayboldu</h1>
      <p className="mt-3 text-slate-300">
        Aradığınız sayfa bulunamadı. Adresi kontrol edin ya da ana sayfaya dönün.
      </p>
      <Link
        href="/"
        className="mt-8 inline-flex h-12 items-center rounded-lg bg-gold-300 px-5 font-semibold text-night-950 hover:bg-gold-400"
      >
        Ana sayfaya dön
      </Link>
    </section>
  );
}
