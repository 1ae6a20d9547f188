import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import type { Metadata } from 'next';

// Its own title (the layout's template adds the site's name), never indexed.
export const metadata: Metadata = { title: 'Sayfa bulunamadı', robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="font-symbol text-5xl text-gold-300" aria-hidden="true">
        ☾
      </p>
      <PageHeader
        align="center"
        className="mt-4"
        title="Bu sayfa gökyüzünde kayboldu"
        lead="Aradığınız sayfa bulunamadı. Adresi kontrol edin ya da ana sayfaya dönün."
      />
      <ButtonLink href="/" className="mt-8">
        Ana sayfaya dön
      </ButtonLink>
    </section>
  );
}
