import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/jsonld';

/** Inline JSON-LD, written by the page that owns the data. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
