/** Turkish labels for the birth chart pages. Client-safe. */
import { utcOffsetLabel } from '@/lib/time/labels';
import { calendarDateLabel } from '@/lib/time/calendar';
import { getSign, type SignId } from '@/lib/zodiac/signs';

/** '10 Ocak 1979 Çarşamba' */
export function birthDateLabel(date: string): string {
  return calendarDateLabel(date, { weekday: true });
}

/** '41,0605° K, 28,9872° D': coordinates as Turkish maps write them. */
export function coordinatesLabel(latitude: number, longitude: number): string {
  const n = (v: number) => Math.abs(v).toLocaleString('tr-TR', { maximumFractionDigits: 4 });
  return `${n(latitude)}° ${latitude >= 0 ? 'K' : 'G'}, ${n(longitude)}° ${longitude >= 0 ? 'D' : 'B'}`;
}

/** 'Oğlak 14° 18′' */
export function signDegreeLabel(p: { sign: SignId; degree: number; minute: number }): string {
  return `${getSign(p.sign).name} ${p.degree}° ${String(p.minute).padStart(2, '0')}′`;
}

/** Every offset a visitor may pick when overriding the zone: −12:00 to +14:00 by quarter hours. */
export function offsetChoices(): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  for (let m = -12 * 60; m <= 14 * 60; m += 15) {
    const a = Math.abs(m);
    const value = `${m < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
    out.push({ value, label: utcOffsetLabel(m) });
  }
  return out;
}
