'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { NAV_GROUPS, SITE_NAME, isActivePath, type NavGroup, type NavLink } from '@/lib/site';

const linkBase =
  'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-white/10 hover:text-white focus-visible:bg-white/10';
const activeLink = 'bg-white/10 text-gold-300';

export function SiteHeader() {
  const pathname = usePathname() ?? '/';
  const [mobileOpen, setMobileOpen] = useState(false);

  // A navigation closes the mobile menu (adjusting state during render, not in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMobileOpen(false);
  }

  const [burclar, astroloji] = NAV_GROUPS;
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-night-950/85 backdrop-blur-md">
      <nav
        aria-label="Ana menü"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6"
      >
        <Link
          href="/"
          className="flex items-center gap-2 rounded-md font-display text-xl font-semibold tracking-tight text-white"
          aria-current={pathname === '/' ? 'page' : undefined}
        >
          <span aria-hidden="true" className="text-gold-400">
            ✦
          </span>
          {SITE_NAME}
        </Link>

        <ul className="hidden items-center gap-1 md:flex">
          <li>
            <DesktopDropdown group={burclar} pathname={pathname} />
          </li>
          {astroloji.links.map((link) => (
            <NavItem key={link.href} link={link} pathname={pathname} />
          ))}
        </ul>

        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-100 hover:bg-white/10 md:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobil-menu"
          onClick={() => setMobileOpen((o) => !o)}
        >
          <span className="sr-only">{mobileOpen ? 'Menüyü kapat' : 'Menüyü aç'}</span>
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </nav>

      {mobileOpen && (
        <div id="mobil-menu" className="border-t border-white/10 px-4 pb-4 md:hidden">
          {NAV_GROUPS.map((group) => (
            <MobileGroup key={group.id} group={group} pathname={pathname} />
          ))}
        </div>
      )}
    </header>
  );
}

/** 'Burçlar' on desktop: opens on hover, on keyboard focus and on click; Escape closes it. */
function DesktopDropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Hover and focus open the menu an instant before the click that caused them; that click
  // must not close it again. Focus returned by Escape must not reopen it either.
  const openedAt = useRef(0);
  const returningFocus = useRef(false);
  const active = group.links.some((l) => isActivePath(pathname, l.href));

  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

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
        className={`${linkBase} inline-flex items-center gap-1 ${active ? activeLink : 'text-slate-200'}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (!open) show();
          else if (Date.now() - openedAt.current > 400) setOpen(false);
        }}
      >
        {group.label}
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* The padding bridges the gap so moving the pointer down does not close the menu. */}
      <div id={menuId} className={`absolute left-0 top-full pt-2 ${open ? 'block' : 'hidden'}`}>
        <ul className="w-56 rounded-xl border border-white/10 bg-night-900 p-2 shadow-2xl shadow-black/50">
          {group.links.map((link) => (
            <NavItem key={link.href} link={link} pathname={pathname} className="block" />
          ))}
        </ul>
      </div>
    </div>
  );
}

function MobileGroup({ group, pathname }: { group: NavGroup; pathname: string }) {
  const hasActive = group.links.some((l) => isActivePath(pathname, l.href));
  const [open, setOpen] = useState(hasActive);
  const listId = useId();
  return (
    <div className="mt-2">
      <button
        type="button"
        className="flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-semibold text-white hover:bg-white/10"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {group.label}
        <ChevronDownIcon className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 space-y-1 pl-3">
        {group.links.map((link) => (
          <NavItem key={link.href} link={link} pathname={pathname} className="block py-3 text-base" />
        ))}
      </ul>
    </div>
  );
}

/** One navigation entry, highlighted and marked as the current page when it is (or holds it). */
function NavItem({
  link,
  pathname,
  className = '',
}: {
  link: NavLink;
  pathname: string;
  className?: string;
}) {
  const current = isActivePath(pathname, link.href);
  return (
    <li>
      <Link
        href={link.href}
        className={`${className} ${linkBase} ${current ? activeLink : 'text-slate-200'}`.trim()}
        aria-current={current ? 'page' : undefined}
      >
        {link.label}
      </Link>
    </li>
  );
}
