import {
  botLabel,
  formatCount,
  formatHour,
  formatMs,
  formatPercent1,
  formatPercent2,
} from '@/components/analytics/format';

describe('Turkish number formatting', () => {
  it('groups thousands with dots and writes decimals with a comma', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatMs(12.345)).toBe('12,3 ms');
    expect(formatMs(0)).toBe('0 ms');
  });

  it('puts the percent sign first, as Turkish does, with 1 or 2 decimals', () => {
    expect(formatPercent1(99.5)).toBe('%99,5');
    expect(formatPercent1(100)).toBe('%100,0');
    expect(formatPercent2(0.5)).toBe('%0,50');
    expect(formatPercent2(16.67)).toBe('%16,67');
  });

  it('labels hours and unnamed bots', () => {
    expect(formatHour(7)).toBe('07:00');
    expect(botLabel(null)).toBe('Bilinmeyen Bot');
    expect(botLabel('Googlebot')).toBe('Googlebot');
  });
});
