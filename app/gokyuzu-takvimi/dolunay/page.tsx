import { EvergreenPage } from '@/components/calendar/evergreen';
import { pageMetadata } from '@/lib/seo/metadata';

const HEADING = 'Dolunay ne zaman, saat kaçta?';
const INTRO =
  'Dolunay, Ay’ın Güneş’in tam karşısına geçtiği andır. Sıradaki dolunayın günü, saati (İstanbul) ve hangi burçta olduğu; yılın bütün dolunayları ve denk gelen Ay tutulmaları.';

export const metadata = pageMetadata({
  title: HEADING,
  description: INTRO,
  path: '/gokyuzu-takvimi/dolunay',
});

// "The next one" moves on when one passes: regenerated at most once a minute.
export const revalidate = 60;

export default function Page() {
  return (
    <EvergreenPage
      path="/gokyuzu-takvimi/dolunay"
      crumb="Dolunay"
      heading={HEADING}
      intro={INTRO}
      listName="dolunayları"
      kind="full-moon"
    />
  );
}
