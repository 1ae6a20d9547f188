import { SIGNS, SIGN_IDS, findSign, getSign, isSignId, signForDate } from '@/lib/zodiac/signs';

describe('signs', () => {
  it('lists the twelve signs of section 3 in order, with their classical attributes', () => {
    const table = SIGNS.map((s) => [s.id, s.name, s.element, s.quality, s.ruler].join('|'));
    expect(table).toEqual([
      'koc|Koç|Ateş|Öncü|Mars',
      'boga|Boğa|Toprak|Sabit|Venüs',
      'ikizler|İkizler|Hava|Değişken|Merkür',
      'yengec|Yengeç|Su|Öncü|Ay',
      'aslan|Aslan|Ateş|Sabit|Güneş',
      'basak|Başak|Toprak|Değişken|Merkür',
      'terazi|Terazi|Hava|Öncü|Venüs',
      'akrep|Akrep|Su|Sabit|Plüton',
      'yay|Yay|Ateş|Değişken|Jüpiter',
      'oglak|Oğlak|Toprak|Öncü|Satürn',
      'kova|Kova|Hava|Sabit|Uranüs',
      'balik|Balık|Su|Değişken|Neptün',
    ]);
    expect(SIGNS.map((s) => s.id)).toEqual([...SIGN_IDS]);
  });

  it('gives Koç the range of the spec', () => {
    expect(getSign('koc').dateRange).toBe('21 Mart-20 Nisan');
  });

  it('has one distinct zodiac glyph per sign', () => {
    const icons = SIGNS.map((s) => s.icon);
    expect(new Set(icons).size).toBe(12);
    icons.forEach((icon, i) => expect(icon.codePointAt(0)).toBe(0x2648 + i));
  });

  it('finds signs by id and rejects anything else', () => {
    expect(findSign('terazi')?.name).toBe('Terazi');
    expect(findSign('Terazi')).toBeUndefined();
    expect(findSign('__proto__')).toBeUndefined();
    expect(isSignId('balik')).toBe(true);
    expect(isSignId('balık')).toBe(false);
    expect(isSignId(undefined)).toBe(false);
    expect(() => getSign('yok' as never)).toThrow('Bilinmeyen burç');
  });

  it('covers every day of a leap year exactly once, with contiguous ranges', () => {
    const counts = new Map<string, number>();
    const day = new Date(Date.UTC(2024, 0, 1));
    while (day.getUTCFullYear() === 2024) {
      const s = signForDate(day.getUTCMonth() + 1, day.getUTCDate());
      counts.set(s.id, (counts.get(s.id) ?? 0) + 1);
      day.setUTCDate(day.getUTCDate() + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...SIGN_IDS].sort());
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(366);
    // Each range starts the day after the previous one ends.
    SIGNS.forEach((s, i) => {
      const next = SIGNS[(i + 1) % 12];
      const end = new Date(Date.UTC(2023, s.end.month - 1, s.end.day + 1));
      expect([end.getUTCMonth() + 1, end.getUTCDate()]).toEqual([next.start.month, next.start.day]);
    });
  });

  it('maps boundary days to the right sign', () => {
    expect(signForDate(3, 21).id).toBe('koc');
    expect(signForDate(3, 20).id).toBe('balik');
    expect(signForDate(12, 31).id).toBe('oglak');
    expect(signForDate(1, 19).id).toBe('oglak');
    expect(signForDate(1, 20).id).toBe('kova');
    expect(() => signForDate(13, 1)).toThrow('Geçersiz tarih');
    expect(() => signForDate(2, 30)).toThrow('Geçersiz tarih');
    expect(signForDate(2, 29).id).toBe('balik');
  });
});
