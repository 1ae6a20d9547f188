import { EvergreenPage } from '@/components/calendar/evergreen';
import { pageMetadata } from '@/lib/seo/metadata';

const HEADING = 'Merkür retrosu ne zaman?';
const INTRO =
  'Merkür yılda üç kez, yaklaşık üç hafta geri gidiyormuş gibi görünür. Retro öncesi gölge dönemi, Merkür’ün düz harekete döneceği dereceye ilk vardığı an başlar; retro sonrası gölge, geri harekete başladığı dereceyi geçtiği an biter. Tarihler İstanbul saatiyle.';

export const metadata = pageMetadata({
  title: HEADING,
  description: INTRO,
  path: '/gokyuzu-takvimi/merkur-retrosu',
});

// "The next one" moves on when one passes: regenerated at most once a minute.
export const revalidate = 60;

export default function Page() {
  return (
    <EvergreenPage
      path="/gokyuzu-takvimi/merkur-retrosu"
      crumb="Merkür Retrosu"
      heading={HEADING}
      intro={INTRO}
      listName="Merkür retroları"
      kind="mercury-retrograde"
    />
  );
}
