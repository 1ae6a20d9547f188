/** Issue 11's quoted defects, each written from its example. */
import { composeReading } from '@/lib/horoscope/compose';
import { skyOfPeriod } from '@/lib/horoscope/facts';
import { periodContaining } from '@/lib/time/periods';
import type { HoroscopeType } from '@/lib/horoscope/types';
import type { SignId } from '@/lib/zodiac/signs';
import { referenceLongitude } from '../astro/reference-ephemeris';
import { signOfLongitude } from '@/lib/astro/longitude';

const read = (type: HoroscopeType, day: string, sign: SignId) => {
  const period = periodContaining(type, day)!;
  return composeReading({ type, sign, period, sky: skyOfPeriod(period) });
};
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
/** The prose and the sky box under it (clock times live in the box since issue 21). */
const everything = (r: ReturnType<typeof read>) =>
  [r.text, ...r.sky.map((n) => `${n.label}: ${n.text}`)].join('\n');

describe('issue 11 defects', () => {
  test('24.11.2026: the full moon at 17:54 in İkizler is read in its own house (Boğa: para ve değerler)', () => {
    // Independent check: the Moon is in İkizler at 17:54 Istanbul time.
    expect(signOfLongitude(referenceLongitude('moon', new Date('2026-11-24T14:54:00Z'))).sign).toBe(
      'ikizler',
    );
    const r = read('daily', '2026-11-24', 'boga');
    // The sky box gives the hour and the house; the prose reads it in Boğa's money house.
    // swetest: the full moon is at 14:53:36 UT (17:53 in Istanbul); astronomy-engine gave 17:54.
    const note = r.sky.find((n) => n.key.startsWith('full-moon'))!;
    expect(`${note.label}: ${note.text}`).toMatch(
      /24 Kasım saat 17\.53: İkizler’de dolunay; 2\. ev, para ve değerler/,
    );
    const line = sentences(r.text).find((s) => s.includes('dolunay'))!;
    expect(line).toMatch(/İkizler’de/);
    expect(line).toMatch(/bütçe/);
    expect(r.text).not.toMatch(/bu alanda/);
  });

  test('Venüs 29° Terazi and Plüton 3° Kova are not called an ordinary square', () => {
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) {
      const lon = referenceLongitude('venus', new Date(`${day}T09:00:00Z`));
      expect(signOfLongitude(lon).sign).toBe('terazi');
      for (const type of ['daily', 'monthly'] as const) {
        for (const s of sentences(read(type, day, 'aslan').text)) {
          if (s.includes('Venüs') && s.includes('Plüton') && /kare/.test(s)) {
            // Either flagged as crossing signs, or dated on the day Venus has entered Akrep.
            expect(s).toMatch(/burç sınırını aşan|9 Aralık/);
          }
        }
      }
    }
  });

  test('December 2026: Venus is placed with its dates, not in one house for the month', () => {
    const r = read('monthly', '2026-12-01', 'ikizler');
    expect(everything(r)).toMatch(/4 Aralık saat \d\d\.\d\d: Venüs Akrep’e geçiyor/);
    // Nothing puts Venus in Terazi without its date.
    for (const s of sentences(r.text))
      if (/Venüs/.test(s) && /Terazi’de/.test(s)) expect(s).toMatch(/Aralık/);
  });

  test('the week the Sun enters Oğlak on Monday is not called the Sun’s journey in Yay', () => {
    const r = read('weekly', '2026-12-21', 'koc');
    expect(r.text).not.toMatch(/Güneş’in Yay burcundaki yolculuğu|Güneş Yay’da/);
    expect(everything(r)).toMatch(/21 Aralık saat \d\d\.\d\d: Güneş Oğlak’a geçiyor/);
    expect(r.text).toMatch(/21 Aralık’ta Güneş Oğlak’a geçiyor/);
  });

  test('planets that turn direct inside a period are not called retrograde for the period', () => {
    // December 2026: Saturn (11 Aralık) and Neptune (13 Aralık) turn direct.
    for (const type of ['weekly', 'monthly'] as const) {
      const day = type === 'weekly' ? '2026-12-07' : '2026-12-01';
      const r = read(type, day, 'ikizler');
      const text = everything(r);
      expect(text).toMatch(/Satürn Koç’ta düz harekete dönüyor/);
      for (const s of sentences(text)) {
        if (/boyunca geri harekette/.test(s)) expect(s).not.toMatch(/Satürn|Neptün/);
      }
    }
  });

  test('a Yengeç weekly reading does not make the Moon the period’s key', () => {
    const r = read('weekly', '2026-11-23', 'yengec');
    expect(everything(r)).not.toMatch(/yönetici\S* Ay|gizli anahtar|gezegeniniz Ay/);
    // The Moon's week is in the sky box, day by day.
    expect(r.sky.find((n) => n.key === 'moon')!.label).toBe('Ay’ın seyri');
  });

  test('career reads the ruler of the tenth house', () => {
    // Koç: the tenth house is Oğlak, ruled by Satürn; Aslan: Boğa, ruled by Venüs.
    expect(read('daily', '2026-06-10', 'koc').sections.find((s) => s.key === 'work')!.text).toContain(
      'Satürn',
    );
    expect(read('daily', '2026-06-10', 'aslan').sections.find((s) => s.key === 'work')!.text).toContain(
      'Venüs',
    );
  });

  test('the idioms the issue quotes are gone', () => {
    const texts = ['2026-11-24', '2026-11-25'].flatMap((d) =>
      (['koc', 'boga', 'ikizler', 'yengec'] as const).map((s) => read('daily', d, s).text),
    );
    for (const t of texts) {
      expect(t).not.toMatch(
        /en etkili flört yapıyor|eviniz arasında sıkışmış|inci eviniz|nci eviniz|ncü eviniz/,
      );
      expect(t).not.toMatch(/[()]/);
    }
  });

  test('summary and ratings', () => {
    const r = read('daily', '2026-11-24', 'boga');
    expect(sentences(r.summary)).toHaveLength(1);
    for (const v of Object.values(r.ratings)) expect([1, 2, 3, 4, 5]).toContain(v);
  });
});
