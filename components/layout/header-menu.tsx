'use client';

/**
 * The header's client island: only what needs the browser (the current path, open and closed
 * menus). The bar's markup and links are rendered on the server and passed in. The phone menu,
 * shown only after a tap, is drawn here from the site's navigation list, and the toggles' icons
 * and component classes (app/globals.css) live here too: passed from the server, all of it would
 * be written into every page's RSC payload.
 */
import Link from '@/components/ui/link';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { NAV_GROUPS, isActivePath } from '@/lib/site-nav';

/** A navigation link marked `aria-current="page"` when it is (or holds) the current page; CSS styles that. */
export function NavLink(props: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const current = isActivePath(usePathname() ?? '/', props.href);
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}

/** State that goes back to `initial` whenever the path changes (a navigation closes the menus). */
function usePathState<T>(initial: (pathname: string) => T) {
  const pathname = usePathname() ?? '/';
  const [state, setState] = useState(() => initial(pathname));
  // Adjusted during render, not in an effect, so no frame shows the old state.
  const [statePath, setStatePath] = useState(pathname);
  if (statePath !== pathname) {
    setStatePath(pathname);
    setState(initial(pathname));
  }
  return [state, setState, pathname] as const;
}

/**
 * 'Burçlar' on desktop: opens on hover, on keyboard focus and on click; Escape closes it.
 * `hrefs` are its entries' addresses: the button is highlighted while one of them is current.
 */
export function DesktopDropdown({
  label,
  hrefs,
  children,
}: {
  label: string;
  hrefs: readonly string[];
  children: ReactNode;
}) {
  const [open, setOpen, pathname] = usePathState(() => false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Hover and focus open the menu an instant before the click that caused them; that click
  // must not close it again. Focus returned by Escape must not reopen it either.
  const openedAt = useRef(0);
  const returningFocus = useRef(false);
  const active = hrefs.some((href) => isActivePath(pathname, href));

  const show = () => {
    if (!open) openedAt.current = Date.now();
    setOpen(true);
  };

  return (
    <div
      ref={wrapper}
      className="relative"
      onMouseEnter={show}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (returningFocus.current) returningFocus.current = false;
        else show();
      }}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          returningFocus.current = true;
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-link nav-toggle"
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (!open) show();
          else if (Date.now() - openedAt.current > 400) setOpen(false);
        }}
      >
        {label}
        <ChevronDownIcon className="chevron h-4 w-4" />
      </button>
      {/* The padding bridges the gap so moving the pointer down does not close the menu. */}
      <div id={menuId} className={`absolute left-0 top-full pt-2 ${open ? 'block' : 'hidden'}`}>
        {children}
      </div>
    </div>
  );
}

/**
 * The menu bar and, on small screens, its toggle and the menu it opens below the bar (rendered
 * only while open). `children` is the bar's content before the toggle.
 */
export function MenuBar({ children }: { children: ReactNode }) {
  const [open, setOpen] = usePathState(() => false);
  // The page has come alive (hydrated); the menu bar is on every page. End-to-end tests that
  // exercise client behaviour wait for this before they act.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <>
      <nav aria-label="Ana menü" className="header-bar">
        {children}
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="mobil-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="sr-only">{open ? 'Menüyü kapat' : 'Menüyü aç'}</span>
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </nav>
      {open && (
        <div id="mobil-menu" className="mobile-menu">
          {NAV_GROUPS.map((group) => (
            <MobileGroup key={group.id} label={group.label} hrefs={group.links.map((l) => l.href)}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href} className="nav-link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </MobileGroup>
          ))}
        </div>
      )}
    </>
  );
}

/** One collapsible group of the mobile menu, open from the start when it holds the current page. */
function MobileGroup({
  label,
  hrefs,
  children,
}: {
  label: string;
  hrefs: readonly string[];
  children: ReactNode;
}) {
  const pathname = usePathname() ?? '/';
  // The menu mounts afresh each time it opens, so this follows the current page.
  const [open, setOpen] = useState(() => hrefs.some((href) => isActivePath(pathname, href)));
  const listId = useId();
  return (
    <div className="mt-2">
      <button
        type="button"
        className="menu-group"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <ChevronDownIcon className="chevron h-5 w-5" />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 space-y-1 pl-3">
        {children}
      </ul>
    </div>
  );
}
