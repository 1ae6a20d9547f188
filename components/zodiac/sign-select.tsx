import { SIGNS, isSignId, type SignId } from '@/lib/zodiac/signs';

/**
 * A labelled dropdown of the twelve signs: first 'Burç Seçin' (no sign), then each sign with its
 * icon, and its element when `showElement` is set. Used by the home page and the compatibility form.
 */
export function SignSelect({
  id,
  name,
  label,
  value,
  onChange,
  showElement = false,
}: {
  id: string;
  /** The form field's name, for a form that works without JavaScript. */
  name?: string;
  label: string;
  value: SignId | null;
  onChange: (value: SignId | null) => void;
  showElement?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-100">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(e) => onChange(isSignId(e.target.value) ? e.target.value : null)}
        className="mt-2 block h-12 w-full rounded-lg border border-white/15 bg-night-800 px-3 text-base text-white focus:border-gold-300"
      >
        <option value="">Burç Seçin</option>
        {SIGNS.map((s) => (
          <option key={s.id} value={s.id}>
            {s.icon} {s.name}
            {showElement ? ` (${s.element})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
