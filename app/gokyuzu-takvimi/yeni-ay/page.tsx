import { EvergreenPage } from '@/components/calendar/evergreen';
import { pageMetadata } from '@/lib/seo/metadata';

const HEADING = 'Yeni ay ne zaman, saat kaçta?';
const INTRO =
  'Yeni ay, Ay ile Güneş’in aynı dereceye geldiği andır; yeni başlangıçların zamanı sayılır. Sıradaki yeni ayın günü, saati (İstanbul) ve burcu; yılın bütün yeni ayları.';

export const metadata = pageMetadata({
  title: HEADING,
  description: INTRO,
  path: '/gokyuzu-takvimi/yeni-ay',
});

// "The next one" moves on when one passes: regenerated at most once a minute.
export const revalidate = 60;

export default function Page() {
  return (
    <EvergreenPage
      path="/gokyuzu-takvimi/yeni-ay"
      crumb="Yeni Ay"
      heading={HEADING}
      intro={INTRO}
      listName="yeni ayları"
      kind="new-moon"
    />
  );
}
