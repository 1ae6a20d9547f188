import { ChevronDownIcon, CloseIcon, MenuIcon, SparkleIcon } from '@/components/ui/icons';
import { NAV_GROUPS, SITE_NAME, type NavLink as Entry } from '@/lib/site';
import { DesktopDropdown, MenuBar, MobileGroup, NavLink } from './header-menu';

/**
 * The site's header, rendered on the server. Only the parts that need the browser are client
 * components (header-menu.tsx): the links that mark the current page and the menus' toggles.
 * The current page's look follows `aria-current` and `data-active` in CSS, so the client code
 * carries no class names beyond the ones it is handed. A link's look is `nav-link` (app/globals.css):
 * the header lists every page twice (bar and phone menu), on every page.
 */
/** Rotates a chevron while the button around it (`group`) is expanded. */
const chevron = 'transition-transform group-aria-expanded:rotate-180';

/** On desktop the spec's three Astroloji entries stay in the bar; the rest fold into one menu. */
const ASTROLOJI_IN_BAR = 3;

export function SiteHeader() {
  const [burclar, astroloji] = NAV_GROUPS;
  const inBar = astroloji.links.slice(0, ASTROLOJI_IN_BAR);
  const more = astroloji.links.slice(ASTROLOJI_IN_BAR);
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-night-950/85 backdrop-blur-md">
      <MenuBar
        className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6"
        openIcon={<MenuIcon />}
        closeIcon={<CloseIcon />}
        buttonClassName="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-100 hover:bg-white/10 md:hidden"
        menuClassName="border-t border-white/10 px-4 pb-4 md:hidden"
        menu={NAV_GROUPS.map((group) => (
          <MobileGroup
            key={group.id}
            label={group.label}
            hrefs={group.links.map((l) => l.href)}
            icon={<ChevronDownIcon className={`h-5 w-5 ${chevron}`} />}
            buttonClassName="group flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-semibold text-white hover:bg-white/10"
            listClassName="mt-1 space-y-1 pl-3"
          >
            {group.links.map((link) => (
              <NavItem key={link.href} link={link} className="block py-3 text-base" />
            ))}
          </MobileGroup>
        ))}
      >
        <NavLink
          href="/"
          className="flex items-center gap-2 rounded-md font-display text-xl font-semibold tracking-tight text-white"
        >
          <SparkleIcon className="h-5 w-5 text-gold-400" />
          {SITE_NAME}
        </NavLink>

        <ul className="hidden items-center gap-1 md:flex">
          <li>
            <DesktopDropdown
              label={burclar.label}
              hrefs={burclar.links.map((l) => l.href)}
              icon={<ChevronDownIcon className={`h-4 w-4 ${chevron}`} />}
              buttonClassName={`group nav-link inline-flex items-center gap-1 data-active:bg-white/10 data-active:text-gold-300`}
            >
              <ul className="w-56 rounded-xl border border-white/10 bg-night-900 p-2 shadow-2xl shadow-black/50">
                {burclar.links.map((link) => (
                  <NavItem key={link.href} link={link} className="block" />
                ))}
              </ul>
            </DesktopDropdown>
          </li>
          {inBar.map((link) => (
            <NavItem key={link.href} link={link} className="whitespace-nowrap" />
          ))}
          {more.length > 0 && (
            <li>
              <DesktopDropdown
                label="Daha Fazla"
                hrefs={more.map((l) => l.href)}
                icon={<ChevronDownIcon className={`h-4 w-4 ${chevron}`} />}
                buttonClassName={`group nav-link inline-flex items-center gap-1 whitespace-nowrap data-active:bg-white/10 data-active:text-gold-300`}
              >
                <ul className="w-56 rounded-xl border border-white/10 bg-night-900 p-2 shadow-2xl shadow-black/50">
                  {more.map((link) => (
                    <NavItem key={link.href} link={link} className="block" />
                  ))}
                </ul>
              </DesktopDropdown>
            </li>
          )}
        </ul>
      </MenuBar>
    </header>
  );
}

/** One navigation entry, highlighted and marked as the current page when it is (or holds) it. */
function NavItem({ link, className = '' }: { link: Entry; className?: string }) {
  return (
    <li>
      <NavLink href={link.href} className={`nav-link ${className}`.trim()}>
        {link.label}
      </NavLink>
    </li>
  );
}
