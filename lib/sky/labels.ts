/**
 * Label placement without overlaps: labels are placed greedily in order of importance, each trying a
 * few positions around its anchor; a position is taken only if its box meets no placed label and no
 * marked obstacle (planet discs, bright stars, ring labels), and it stays inside the horizon circle.
 * A label with no free position is left out rather than piled on another.
 */
import type { Disc } from './projection';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function boxesOverlap(a: Box, b: Box, gap = 0): boolean {
  return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;
}

export class LabelBoard {
  private readonly boxes: Box[] = [];

  constructor(
    private readonly disc: Disc,
    private readonly gap = 2,
  ) {}

  /** Marks an area that labels must leave clear, such as a planet's disc. */
  block(box: Box): void {
    this.boxes.push(box);
  }

  /** Blocks a circle around a marker. */
  blockCircle(x: number, y: number, r: number): void {
    this.block({ x: x - r, y: y - r, w: 2 * r, h: 2 * r });
  }

  fits(box: Box): boolean {
    const { cx, cy, radius } = this.disc;
    const r = radius - 4;
    for (const [px, py] of [
      [box.x, box.y],
      [box.x + box.w, box.y],
      [box.x, box.y + box.h],
      [box.x + box.w, box.y + box.h],
    ]) {
      if (Math.hypot(px - cx, py - cy) > r) return false;
    }
    return !this.boxes.some((b) => boxesOverlap(b, box, this.gap));
  }

  /** Takes the first candidate that fits and returns it, or null when all collide. */
  place(candidates: readonly Box[]): Box | null {
    for (const c of candidates) {
      if (this.fits(c)) {
        this.boxes.push(c);
        return c;
      }
    }
    return null;
  }

  get placed(): readonly Box[] {
    return this.boxes;
  }
}

/**
 * Candidate boxes for a label of size w×h beside a marker of radius r at (x, y): right, left, above,
 * below, then the four diagonals.
 */
export function besideMarker(x: number, y: number, r: number, w: number, h: number): Box[] {
  const d = r + 4;
  return [
    { x: x + d, y: y - h / 2, w, h },
    { x: x - d - w, y: y - h / 2, w, h },
    { x: x - w / 2, y: y - d - h, w, h },
    { x: x - w / 2, y: y + d, w, h },
    { x: x + d * 0.7, y: y - d * 0.7 - h, w, h },
    { x: x - d * 0.7 - w, y: y - d * 0.7 - h, w, h },
    { x: x + d * 0.7, y: y + d * 0.7, w, h },
    { x: x - d * 0.7 - w, y: y + d * 0.7, w, h },
  ];
}

/** Candidate boxes for a label centred on (x, y), then nudged around it. */
export function aroundCentre(x: number, y: number, w: number, h: number): Box[] {
  const c = { x: x - w / 2, y: y - h / 2, w, h };
  const out: Box[] = [c];
  for (const [dx, dy] of [
    [0, -h],
    [0, h],
    [-w / 3, 0],
    [w / 3, 0],
    [0, -2 * h],
    [0, 2 * h],
    [-w / 2, -h],
    [w / 2, h],
    [-w / 2, h],
    [w / 2, -h],
  ]) {
    out.push({ x: c.x + dx, y: c.y + dy, w, h });
  }
  return out;
}
