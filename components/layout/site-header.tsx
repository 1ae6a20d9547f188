import { SparkleIcon } from '@/components/ui/icons';
import { NAV_GROUPS, SITE_NAME, type NavLink as Entry } from '@/lib/site';
import { DesktopDropdown, MenuBar, NavLink } from './header-menu';

/**
 * The site's header, rendered on the server. Only the parts that need the browser are client
 * components (header-menu.tsx): the links that mark the current page, the menus' toggles and the
 * phone menu. The current page's look follows `aria-current` and `data-active` in CSS. The looks
 * are component classes (`site-header`, `nav-link`, `dropdown-panel`… in app/globals.css): the bar
 * lists every page, on every page, in the HTML and again in the RSC payload.
 */

/** On desktop the spec's three Astroloji entries stay in the bar; the rest fold into one menu. */
const ASTROLOJI_IN_BAR = 3;

export function SiteHeader() {
  const [burclar, astroloji] = NAV_GROUPS;
  const inBar = astroloji.links.slice(0, ASTROLOJI_IN_BAR);
  const more = astroloji.links.slice(ASTROLOJI_IN_BAR);
  return (
    <header className="site-header">
      <MenuBar>
        <NavLink
          href="/"
          className="flex items-center gap-2 rounded-md font-display text-xl font-semibold tracking-tight text-white"
        >
          <SparkleIcon className="h-5 w-5 text-gold-400" />
          {SITE_NAME}
        </NavLink>

        <ul className="hidden items-center gap-1 md:flex">
          <li>
            <DesktopDropdown label={burclar.label} hrefs={burclar.links.map((l) => l.href)}>
              <ul className="dropdown-panel">
                {burclar.links.map((link) => (
                  <NavItem key={link.href} link={link} />
                ))}
              </ul>
            </DesktopDropdown>
          </li>
          {inBar.map((link) => (
            <NavItem key={link.href} link={link} className="whitespace-nowrap" />
          ))}
          {more.length > 0 && (
            <li>
              <DesktopDropdown label="Daha Fazla" hrefs={more.map((l) => l.href)}>
                <ul className="dropdown-panel">
                  {more.map((link) => (
                    <NavItem key={link.href} link={link} />
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
