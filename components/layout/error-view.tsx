'use client';

import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** What app/error.tsx shows; loaded only when an error actually happens. */
export default function ErrorView({ reset }: { reset: () => void }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageHeader
        align="center"
        title="Bir şeyler ters gitti"
        lead="Sayfa yüklenirken beklenmeyen bir sorun oluştu. Lütfen yeniden deneyin."
      />
      <Button onClick={reset} className="mt-8">
        Yeniden dene
      </Button>
    </section>
  );
}
