import Link from '@/components/ui/link';

const LINKS = [
  { href: '/gokyuzu-takvimi/merkur-retrosu', label: 'Merkür retrosu ne zaman?' },
  { href: '/gokyuzu-takvimi/dolunay', label: 'Dolunay ne zaman?' },
  { href: '/gokyuzu-takvimi/yeni-ay', label: 'Yeni ay ne zaman?' },
] as const;

/** The evergreen questions, linked from every calendar page. */
export function CalendarLinks({ current }: { current?: string }) {
  return (
    <nav aria-label="Sık sorulanlar" className="mt-5 flex flex-wrap gap-2">
      {LINKS.filter((l) => l.href !== current).map((l) => (
        <Link
          key={l.href}
          href={l.href}
          className="rounded-full border border-white/15 px-3 py-1.5 text-sm text-slate-200 transition hover:border-gold-300/60 hover:bg-white/10"
        >
          {l.label}
        </Link>
      ))}
      {current ? (
        <Link
          href="/gokyuzu-takvimi"
          className="rounded-full border border-white/15 px-3 py-1.5 text-sm text-slate-200 transition hover:bg-white/10"
        >
          Yılın tüm takvimi
        </Link>
      ) : null}
    </nav>
  );
}

/** "Bugün": to today's place in the current year's calendar (the month and the 'şimdi' line). */
export function TodayJump({ inPage = false }: { inPage?: boolean }) {
  return (
    <a
      href={inPage ? '#bugun' : '/gokyuzu-takvimi#bugun'}
      className="mt-3 inline-flex items-center gap-2 rounded-full border border-gold-300/60 px-3 py-1.5 text-sm font-semibold text-gold-300 transition hover:bg-white/10"
    >
      <span aria-hidden="true">◎</span> Bugün
    </a>
  );
}
