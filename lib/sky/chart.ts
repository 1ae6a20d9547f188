/**
 * The chart as data: everything the picture shows, already projected to pixels and with labels placed,
 * plus the list of what was drawn. Rendering (render.ts) only paints this; tests can read it.
 */
import { catalogue, type Catalogue, type CatalogueStar } from './catalogue';
import {
  altAzOf,
  bodyPositions,
  eclipticRotation,
  moonPhase,
  starRotation,
  type BodyPosition,
  type MoonPhaseInfo,
  type Place,
} from './horizon';
import { aroundCentre, besideMarker, LabelBoard } from './labels';
import { altitudeRadius, insideDisc, project, type Disc, type Point } from './projection';
import type { SkyBodyId } from './terms';
import { dot, normalize, rotate, type Matrix3, type Vec3 } from './vector';
import { momentLabels, type MomentLabels } from '../time/labels';
import { istanbulInstant as skyInstant } from '../time/zone';

export interface SkyMapParams {
  /** yyyy-MM-dd, a calendar day in Istanbul. */
  date: string;
  /** HH:mm on an Istanbul clock. */
  time: string;
  latitude: number;
  longitude: number;
}

/** Picture size and where the horizon circle sits in it. */
export const CHART_SIZE = 1400;
export const CHART_DISC: Disc = { cx: CHART_SIZE / 2, cy: 728, radius: 540 };
export const ALTITUDE_RINGS = [30, 60] as const;

export type LabelKind = 'body' | 'star' | 'constellation' | 'ring';

export interface LabelStyle {
  /** CSS font shorthand, e.g. '600 19px Inter, "Inter Ext"'. */
  font: string;
  size: number;
  colour: string;
}

export const FONT_FAMILY = 'Inter, "Inter Ext"';
export const LABEL_STYLES: Record<LabelKind, LabelStyle> = {
  body: { font: `600 21px ${FONT_FAMILY}`, size: 21, colour: '#f8dc8b' },
  star: { font: `400 16px ${FONT_FAMILY}`, size: 16, colour: '#e2e8f0' },
  constellation: { font: `600 14px ${FONT_FAMILY}`, size: 14, colour: 'rgba(165, 190, 255, 0.85)' },
  ring: { font: `400 13px ${FONT_FAMILY}`, size: 13, colour: 'rgba(203, 213, 225, 0.6)' },
};

export interface ChartLabel {
  kind: LabelKind;
  text: string;
  /** Top-left corner of the label's box; text is drawn from its left edge, vertically centred. */
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ChartStar {
  x: number;
  y: number;
  /** Dot radius in pixels. */
  r: number;
  alpha: number;
  bv: number;
  mag: number;
}

export interface ChartBody {
  position: BodyPosition;
  x: number;
  y: number;
  r: number;
}

export interface ChartMoon extends ChartBody {
  phase: MoonPhaseInfo;
  /** Direction on the picture (radians, canvas axes) from the Moon's centre to its lit limb. */
  brightLimbAngle: number;
}

/** What the picture shows, for the API and for a text alternative. */
export interface ChartInventory {
  stars: number;
  constellations: string[];
  namedStars: string[];
  bodies: SkyBodyId[];
}

export interface SkyChart {
  params: SkyMapParams;
  instant: Date;
  moment: MomentLabels;
  disc: Disc;
  sunAltitude: number;
  sunAzimuth: number;
  /** Faintest first, so bright stars are painted on top. */
  stars: ChartStar[];
  /** Constellation figures as projected polylines (clip to the disc when drawing). */
  figures: Point[][];
  /** The ecliptic as projected polylines. */
  ecliptic: Point[][];
  bodies: ChartBody[];
  moon: ChartMoon | null;
  labels: ChartLabel[];
  objects: BodyPosition[];
  drawn: ChartInventory;
}

/** Measures a label's width in pixels for a font; the renderer passes its canvas. */
export type MeasureText = (text: string, font: string) => number;

export function starRadius(mag: number): number {
  return Math.max(0.75, 3.9 - 0.55 * mag);
}

export function starAlpha(mag: number): number {
  return mag <= 4 ? 1 : Math.max(0.35, 1 - (mag - 4) * 0.3);
}

export function bodyRadius(position: BodyPosition): number {
  if (position.body === 'sun' || position.body === 'moon') return 17;
  return Math.max(3.2, 5.4 - 0.5 * position.magnitude);
}

/** Keeps the runs of a polyline near or above the horizon, projected; drops runs wholly below it. */
function projectPolyline(points: readonly Vec3[], disc: Disc, out: Point[][]): void {
  let run: Point[] = [];
  let visible = false;
  const flush = () => {
    if (run.length > 1 && visible) out.push(run);
    run = [];
    visible = false;
  };
  for (const v of points) {
    if (v[2] < -0.25) {
      flush();
      continue;
    }
    run.push(project(v, disc));
    if (v[2] > 0) visible = true;
  }
  flush();
}

function projectStar(star: CatalogueStar, h: Vec3, disc: Disc): ChartStar {
  const p = project(h, disc);
  return { x: p.x, y: p.y, r: starRadius(star.mag), alpha: starAlpha(star.mag), bv: star.bv, mag: star.mag };
}

/** The direction on the picture from the Moon towards the Sun along the sky: where its lit limb faces. */
function brightLimbAngle(moon: Vec3, sun: Vec3, disc: Disc): number {
  const d = dot(sun, moon);
  const towardSun: Vec3 = [sun[0] - d * moon[0], sun[1] - d * moon[1], sun[2] - d * moon[2]];
  const len = Math.hypot(...towardSun);
  if (len < 1e-9) return 0;
  const step = normalize([
    moon[0] + (0.01 * towardSun[0]) / len,
    moon[1] + (0.01 * towardSun[1]) / len,
    moon[2] + (0.01 * towardSun[2]) / len,
  ]);
  const a = project(moon, disc);
  const b = project(step, disc);
  return Math.atan2(b.y - a.y, b.x - a.x);
}

/**
 * Where a constellation's name goes: the catalogue's label point, or, when that point is at or under the
 * horizon while part of the figure is up (the Big Dipper low in the north on autumn evenings), the middle
 * of the part that is up.
 */
function constellationLabelPoint(
  id: string,
  labelPoint: Vec3,
  figures: Catalogue['figures'],
  toHorizon: Matrix3,
): Vec3 | null {
  if (labelPoint[2] > Math.sin((3 * Math.PI) / 180)) return labelPoint;
  let sx = 0;
  let sy = 0;
  let sz = 0;
  let n = 0;
  for (const figure of figures) {
    if (figure.id !== id) continue;
    for (const line of figure.lines) {
      for (const v of line) {
        const h = rotate(toHorizon, v);
        if (h[2] > Math.sin((6 * Math.PI) / 180)) {
          sx += h[0];
          sy += h[1];
          sz += h[2];
          n++;
        }
      }
    }
  }
  return n >= 4 ? normalize([sx, sy, sz]) : null;
}

export function composeSkyChart(params: SkyMapParams, measure: MeasureText): SkyChart {
  const disc = CHART_DISC;
  const place: Place = { latitude: params.latitude, longitude: params.longitude };
  const instant = skyInstant(params.date, params.time);
  const cat = catalogue();
  const toHorizon = starRotation(instant, place);

  // Stars above the horizon.
  const stars: ChartStar[] = [];
  for (let i = cat.stars.length - 1; i >= 0; i--) {
    const star = cat.stars[i];
    const h = rotate(toHorizon, star.vector);
    if (h[2] <= 0) continue;
    stars.push(projectStar(star, h, disc));
  }

  const figures: Point[][] = [];
  for (const figure of cat.figures) {
    for (const line of figure.lines) {
      projectPolyline(
        line.map((v) => rotate(toHorizon, v)),
        disc,
        figures,
      );
    }
  }

  const toHorizonFromEcliptic = eclipticRotation(instant, place);
  const eclipticPoints: Vec3[] = [];
  for (let lon = 0; lon <= 360; lon += 2) {
    const a = (lon * Math.PI) / 180;
    eclipticPoints.push(rotate(toHorizonFromEcliptic, [Math.cos(a), Math.sin(a), 0]));
  }
  const ecliptic: Point[][] = [];
  projectPolyline(eclipticPoints, disc, ecliptic);

  const objects = bodyPositions(instant, place);
  const sun = objects.find((o) => o.body === 'sun')!;
  const bodies: ChartBody[] = objects
    .filter((o) => o.aboveHorizon)
    .map((o) => ({ position: o, ...project(o.horizon, disc), r: bodyRadius(o) }));
  const moonBody = bodies.find((b) => b.position.body === 'moon');
  const moon: ChartMoon | null = moonBody
    ? {
        ...moonBody,
        phase: moonPhase(instant),
        brightLimbAngle: brightLimbAngle(moonBody.position.horizon, sun.horizon, disc),
      }
    : null;

  // Labels, most important first.
  const board = new LabelBoard(disc);
  const labels: ChartLabel[] = [];
  const labelSize = (kind: LabelKind, text: string) => {
    const style = LABEL_STYLES[kind];
    return { w: Math.ceil(measure(text, style.font)), h: Math.ceil(style.size * 1.15) };
  };

  for (const ring of ALTITUDE_RINGS) {
    const text = `${ring}°`;
    const { w, h } = labelSize('ring', text);
    // On the ring, a little west of due south, where few labels compete.
    const a = (200 * Math.PI) / 180;
    const r = altitudeRadius(ring, disc);
    const x = disc.cx - r * Math.sin(a);
    const y = disc.cy - r * Math.cos(a);
    const box = { x: x + 4, y: y - h / 2, w, h };
    board.block(box);
    labels.push({ kind: 'ring', text, ...box });
  }

  for (const b of bodies) board.blockCircle(b.x, b.y, b.r + 2);
  for (const s of stars) if (s.mag < 2.5) board.blockCircle(s.x, s.y, s.r + 1);

  const namedBodies: SkyBodyId[] = [];
  for (const b of bodies) {
    const { w, h } = labelSize('body', b.position.name);
    const box = board.place(besideMarker(b.x, b.y, b.r + 2, w, h));
    if (box) labels.push({ kind: 'body', text: b.position.name, ...box });
    namedBodies.push(b.position.body);
  }

  const namedStars: string[] = [];
  for (const s of cat.starNames) {
    const hv = rotate(toHorizon, s.vector);
    if (altAzOf(hv).altitude < 1) continue;
    const p = project(hv, disc);
    const { w, h } = labelSize('star', s.name);
    const box = board.place(besideMarker(p.x, p.y, starRadius(s.mag), w, h));
    if (box) {
      labels.push({ kind: 'star', text: s.name, ...box });
      namedStars.push(s.name);
    }
  }

  const constellations: string[] = [];
  const minLabelZ = Math.sin((3 * Math.PI) / 180);
  // Serpens has two label points (head and tail) but one figure id: a fallback point stands in for an
  // id only when none of its own points is up, and only once.
  const ownPoints = cat.constellations.map((c) => rotate(toHorizon, c.vector));
  const fallbackBlocked = new Set(
    cat.constellations.filter((c, i) => ownPoints[i][2] > minLabelZ).map((c) => c.id),
  );
  const candidates = cat.constellations
    .map((c, i) => {
      const own = ownPoints[i];
      let h = constellationLabelPoint(c.id, own, cat.figures, toHorizon);
      if (h && h !== own) {
        if (fallbackBlocked.has(c.id)) h = null;
        fallbackBlocked.add(c.id);
      }
      return { c, h };
    })
    .filter((x): x is { c: (typeof x)['c']; h: Vec3 } => x.h !== null && x.h[2] > minLabelZ)
    .sort((a, b) => a.c.rank - b.c.rank || b.h[2] - a.h[2]);
  for (const { c, h: hv } of candidates) {
    const p = project(hv, disc);
    if (!insideDisc(p, disc, 10)) continue;
    const text = c.name.toLocaleUpperCase('tr-TR');
    const { w, h } = labelSize('constellation', text);
    const box = board.place(aroundCentre(p.x, p.y, w, h));
    if (box) {
      labels.push({ kind: 'constellation', text, ...box });
      if (!constellations.includes(c.name)) constellations.push(c.name);
    }
  }

  return {
    params,
    instant,
    moment: momentLabels(instant),
    disc,
    sunAltitude: sun.altitude,
    sunAzimuth: sun.azimuth,
    stars,
    figures,
    ecliptic,
    bodies,
    moon,
    labels,
    objects,
    drawn: { stars: stars.length, constellations, namedStars, bodies: namedBodies },
  };
}
