/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ELEMENT_COLORS, ElementBadge } from '@/components/ui/badge';
import type { Element } from '@/lib/zodiac/signs';

// WCAG 2.x relative luminance and contrast ratio, written out from the definition.
function channel(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
function hue(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

// The product's colour families for the four elements, as hue ranges in degrees.
const FAMILY: Record<Element, [number, number]> = {
  Ateş: [0, 35], // red-orange
  Toprak: [35, 60], // yellow-amber
  Hava: [180, 210], // blue-cyan
  Su: [215, 250], // blue-indigo
};

describe('element badge colours', () => {
  it.each(Object.entries(ELEMENT_COLORS))(
    '%s: the text keeps 4.5:1 (WCAG AA) on both gradient stops',
    (_, c) => {
      expect(contrast(c.text, c.from)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.text, c.to)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(Object.entries(FAMILY) as [Element, [number, number]][])(
    '%s stays in its colour family',
    (element, [low, high]) => {
      for (const stop of [ELEMENT_COLORS[element].from, ELEMENT_COLORS[element].to]) {
        expect(hue(stop)).toBeGreaterThanOrEqual(low);
        expect(hue(stop)).toBeLessThanOrEqual(high);
      }
    },
  );

  it('renders the element name in its colours', () => {
    render(<ElementBadge element="Su" />);
    const badge = screen.getByText('Su');
    expect(badge.style.color).toBe('rgb(238, 240, 255)');
    expect(badge.style.backgroundImage).toContain('linear-gradient');
  });
});
