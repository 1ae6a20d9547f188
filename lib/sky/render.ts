/**
 * Paints a composed chart into a PNG with @napi-rs/canvas (Skia, no browser). The drawing itself is
 * synchronous; PNG encoding, the most expensive step, runs on libuv's thread pool.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { CATALOGUE_CREDIT } from './catalogue';
import {
  ALTITUDE_RINGS,
  CHART_SIZE,
  composeSkyChart,
  FONT_FAMILY,
  LABEL_STYLES,
  type ChartMoon,
  type ChartStar,
  type SkyChart,
  type SkyMapParams,
} from './chart';
import { PLANET_COLOURS, rgba, skyColours, starColour, sunGlow } from './colours';
import { ensureChartFonts } from './fonts';
import { encodeOpaquePng } from './png';
import { altitudeRadius, type Point } from './projection';
import { formatCoordinates, isIstanbul } from './terms';

const GOLD = '#f8dc8b';
const SLATE = '#cbd5e1';

function strokePolylines(ctx: SKRSContext2D, lines: Point[][]): void {
  ctx.beginPath();
  for (const line of lines) {
    ctx.moveTo(line[0].x, line[0].y);
    for (let i = 1; i < line.length; i++) ctx.lineTo(line[i].x, line[i].y);
  }
  ctx.stroke();
}

/**
 * Radial fills are drawn as flat concentric steps rather than with a canvas gradient: Skia dithers
 * gradients, and that noise made the PNG three times slower to encode and twice as large.
 */
function steppedDisc(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  radius: number,
  colourAt: (t: number) => string,
  steps: number,
): void {
  for (let i = steps; i >= 1; i--) {
    const t = i / steps;
    ctx.fillStyle = colourAt(t);
    ctx.beginPath();
    ctx.arc(x, y, radius * t, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawSky(ctx: SKRSContext2D, chart: SkyChart): void {
  const { cx, cy, radius } = chart.disc;
  const { zenith, horizon } = skyColours(chart.sunAltitude);
  // Darker at the zenith, lighter towards the horizon, most of the change in the outer quarter.
  steppedDisc(
    ctx,
    cx,
    cy,
    radius,
    (t) => {
      const u = t < 0.6 ? (t / 0.6) * 0.3 : 0.3 + ((t - 0.6) / 0.4) * 0.7;
      return rgba([
        zenith[0] + (horizon[0] - zenith[0]) * u,
        zenith[1] + (horizon[1] - zenith[1]) * u,
        zenith[2] + (horizon[2] - zenith[2]) * u,
      ]);
    },
    72,
  );

  const glow = sunGlow(chart.sunAltitude);
  if (glow > 0) {
    // The glow sits on the rim below the Sun's azimuth in twilight, around the Sun itself by day.
    const sun = chart.bodies.find((b) => b.position.body === 'sun');
    const a = (chart.sunAzimuth * Math.PI) / 180;
    const gx = sun ? sun.x : cx - radius * Math.sin(a);
    const gy = sun ? sun.y : cy - radius * Math.cos(a);
    ctx.save();
    ctx.beginPath();
    ctx.arc(cx, cy, radius, 0, Math.PI * 2);
    ctx.clip();
    // Layered translucent discs: the centre, covered by every layer, glows the most.
    const layers = 24;
    const layerAlpha = 1 - Math.pow(1 - glow, 1 / layers);
    for (let i = layers; i >= 1; i--) {
      const t = i / layers;
      ctx.fillStyle = t > 0.5 ? `rgba(190, 120, 150, ${layerAlpha})` : `rgba(255, 170, 110, ${layerAlpha})`;
      ctx.beginPath();
      ctx.arc(gx, gy, radius * 0.9 * t, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }
}

function drawGrid(ctx: SKRSContext2D, chart: SkyChart): void {
  const { cx, cy } = chart.disc;
  ctx.save();
  ctx.strokeStyle = 'rgba(203, 213, 225, 0.22)';
  ctx.lineWidth = 1;
  ctx.setLineDash([5, 7]);
  for (const alt of ALTITUDE_RINGS) {
    ctx.beginPath();
    ctx.arc(cx, cy, altitudeRadius(alt, chart.disc), 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  // The zenith.
  ctx.beginPath();
  ctx.moveTo(cx - 6, cy);
  ctx.lineTo(cx + 6, cy);
  ctx.moveTo(cx, cy - 6);
  ctx.lineTo(cx, cy + 6);
  ctx.stroke();
  ctx.restore();
}

/**
 * Stars are filled in batches, one path per colour and opacity (B−V in steps of 0.1, opacity in steps
 * of 0.05): a few dozen fills instead of one per star, faint batches first so bright stars lie on top.
 */
function drawStars(ctx: SKRSContext2D, chart: SkyChart): void {
  for (const s of chart.stars) {
    if (s.mag >= 1.2) continue;
    const colour = starColour(s.bv);
    const halo = ctx.createRadialGradient(s.x, s.y, 0, s.x, s.y, s.r * 3.2);
    halo.addColorStop(0, rgba(colour, 0.35));
    halo.addColorStop(1, rgba(colour, 0));
    ctx.fillStyle = halo;
    ctx.beginPath();
    ctx.arc(s.x, s.y, s.r * 3.2, 0, Math.PI * 2);
    ctx.fill();
  }
  const batches = new Map<string, { bv: number; alpha: number; brightest: number; stars: ChartStar[] }>();
  for (const s of chart.stars) {
    const bv = Math.round(s.bv * 10) / 10;
    const alpha = Math.round(s.alpha * 20) / 20;
    const key = `${bv}|${alpha}`;
    let batch = batches.get(key);
    if (!batch) batches.set(key, (batch = { bv, alpha, brightest: s.mag, stars: [] }));
    batch.brightest = Math.min(batch.brightest, s.mag);
    batch.stars.push(s);
  }
  for (const batch of [...batches.values()].sort((a, b) => b.brightest - a.brightest)) {
    ctx.fillStyle = rgba(starColour(batch.bv), batch.alpha);
    ctx.beginPath();
    for (const s of batch.stars) {
      ctx.moveTo(s.x + s.r, s.y);
      ctx.arc(s.x, s.y, s.r, 0, Math.PI * 2);
    }
    ctx.fill();
  }
}

/** The Moon with its real phase: the lit limb turned towards the Sun, the terminator as a half-ellipse. */
function drawMoon(ctx: SKRSContext2D, moon: ChartMoon): void {
  const r = moon.r;
  const k = Math.min(1, Math.max(0, moon.phase.fraction));
  ctx.save();
  ctx.translate(moon.x, moon.y);
  const halo = ctx.createRadialGradient(0, 0, r, 0, 0, r * 2.6);
  halo.addColorStop(0, `rgba(244, 241, 228, ${0.12 + 0.25 * k})`);
  halo.addColorStop(1, 'rgba(244, 241, 228, 0)');
  ctx.fillStyle = halo;
  ctx.beginPath();
  ctx.arc(0, 0, r * 2.6, 0, Math.PI * 2);
  ctx.fill();

  ctx.fillStyle = '#2a2f45';
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fill();

  ctx.rotate(moon.brightLimbAngle);
  const rx = r * Math.abs(2 * k - 1);
  ctx.fillStyle = '#f4f1e4';
  ctx.beginPath();
  ctx.arc(0, 0, r, -Math.PI / 2, Math.PI / 2, false);
  if (k >= 0.5) ctx.ellipse(0, 0, rx, r, 0, Math.PI / 2, (3 * Math.PI) / 2, false);
  else ctx.ellipse(0, 0, rx, r, 0, Math.PI / 2, -Math.PI / 2, true);
  ctx.closePath();
  ctx.fill();
  ctx.restore();

  ctx.strokeStyle = 'rgba(244, 241, 228, 0.55)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.arc(moon.x, moon.y, r, 0, Math.PI * 2);
  ctx.stroke();
}

function drawBodies(ctx: SKRSContext2D, chart: SkyChart): void {
  for (const b of chart.bodies) {
    const id = b.position.body;
    if (id === 'moon') continue;
    if (id === 'sun') {
      const g = ctx.createRadialGradient(b.x, b.y, b.r * 0.5, b.x, b.y, b.r * 3);
      g.addColorStop(0, 'rgba(255, 215, 106, 0.6)');
      g.addColorStop(1, 'rgba(255, 215, 106, 0)');
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(b.x, b.y, b.r * 3, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#ffd76a';
      ctx.beginPath();
      ctx.arc(b.x, b.y, b.r, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    const colour = PLANET_COLOURS[id];
    ctx.fillStyle = rgba(colour);
    ctx.beginPath();
    ctx.arc(b.x, b.y, b.r, 0, Math.PI * 2);
    ctx.fill();
    // A thin ring tells a planet from a star of the same brightness.
    ctx.strokeStyle = rgba(colour, 0.7);
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.arc(b.x, b.y, b.r + 3.5, 0, Math.PI * 2);
    ctx.stroke();
  }
  if (chart.moon) drawMoon(ctx, chart.moon);
}

function drawLabels(ctx: SKRSContext2D, chart: SkyChart): void {
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  for (const label of chart.labels) {
    const style = LABEL_STYLES[label.kind];
    ctx.font = style.font;
    if (label.kind !== 'ring') {
      // A soft dark outline keeps labels readable over lines and twilight.
      ctx.strokeStyle = 'rgba(7, 10, 28, 0.75)';
      ctx.lineWidth = 3;
      ctx.lineJoin = 'round';
      ctx.strokeText(label.text, label.x, label.y + label.h / 2);
    }
    ctx.fillStyle = style.colour;
    ctx.fillText(label.text, label.x, label.y + label.h / 2);
  }
}

function drawRim(ctx: SKRSContext2D, chart: SkyChart): void {
  const { cx, cy, radius } = chart.disc;
  ctx.strokeStyle = 'rgba(248, 220, 139, 0.75)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.stroke();

  ctx.strokeStyle = 'rgba(203, 213, 225, 0.45)';
  for (let az = 0; az < 360; az += 10) {
    const a = (az * Math.PI) / 180;
    const len = az % 90 === 0 ? 14 : az % 45 === 0 ? 10 : 6;
    const sx = -Math.sin(a);
    const sy = -Math.cos(a);
    ctx.lineWidth = az % 45 === 0 ? 2 : 1;
    ctx.beginPath();
    ctx.moveTo(cx + sx * (radius + 2), cy + sy * (radius + 2));
    ctx.lineTo(cx + sx * (radius + 2 + len), cy + sy * (radius + 2 + len));
    ctx.stroke();
  }

  // Kuzey, Doğu, Güney, Batı: east on the left, as seen looking up.
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const points: [string, number, boolean][] = [
    ['K', 0, true],
    ['KD', 45, false],
    ['D', 90, true],
    ['GD', 135, false],
    ['G', 180, true],
    ['GB', 225, false],
    ['B', 270, true],
    ['KB', 315, false],
  ];
  for (const [text, az, major] of points) {
    const a = (az * Math.PI) / 180;
    const d = radius + (major ? 38 : 32);
    ctx.font = major ? `600 30px ${FONT_FAMILY}` : `600 16px ${FONT_FAMILY}`;
    ctx.fillStyle = major ? GOLD : SLATE;
    ctx.fillText(text, cx - Math.sin(a) * d, cy - Math.cos(a) * d);
  }
}

function drawCaption(ctx: SKRSContext2D, chart: SkyChart): void {
  const { params, moment } = chart;
  const title = isIstanbul(params.latitude, params.longitude) ? 'İstanbul gökyüzü' : 'Gökyüzü haritası';
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  ctx.fillStyle = '#ffffff';
  ctx.font = `600 34px ${FONT_FAMILY}`;
  ctx.fillText(`${title} · ${moment.date}, ${moment.time}`, 48, 62);
  ctx.fillStyle = SLATE;
  ctx.font = `400 19px ${FONT_FAMILY}`;
  ctx.fillText(
    `${formatCoordinates(params.latitude, params.longitude)} · İstanbul saati (${moment.utcOffset}) · merkez başucu, kenar ufuk, doğu solda`,
    48,
    96,
  );

  const notes: string[] = [];
  if (chart.moon) {
    const pct = Math.round(chart.moon.phase.fraction * 100);
    notes.push(`Ay %${pct} aydınlık, ${chart.moon.phase.waxing ? 'büyüyen' : 'küçülen'}`);
  }
  if (chart.sunAltitude > 0) notes.push('Güneş ufkun üstünde: yıldızlar bu saatte görünmez');
  else if (chart.sunAltitude > -12) notes.push('Alacakaranlık: sönük yıldızlar henüz görünmez');
  notes.push('kesikli altın çizgi: ekliptik');
  ctx.font = `400 17px ${FONT_FAMILY}`;
  ctx.fillStyle = SLATE;
  ctx.fillText(notes.join(' · '), 48, CHART_SIZE - 52);
  ctx.fillStyle = 'rgba(203, 213, 225, 0.75)';
  ctx.font = `400 15px ${FONT_FAMILY}`;
  ctx.fillText(`${CATALOGUE_CREDIT} · Konumlar: astronomy-engine`, 48, CHART_SIZE - 26);
  ctx.textAlign = 'right';
  ctx.fillStyle = GOLD;
  ctx.font = `600 20px ${FONT_FAMILY}`;
  ctx.fillText('Yıldız Rehberi', CHART_SIZE - 48, CHART_SIZE - 26);
}

/** Paints a composed chart and encodes it as PNG. */
export async function paintSkyChart(chart: SkyChart): Promise<Buffer> {
  ensureChartFonts();
  const canvas = createCanvas(CHART_SIZE, CHART_SIZE);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'tr';
  ctx.fillStyle = '#050816';
  ctx.fillRect(0, 0, CHART_SIZE, CHART_SIZE);

  drawSky(ctx, chart);
  ctx.save();
  ctx.beginPath();
  ctx.arc(chart.disc.cx, chart.disc.cy, chart.disc.radius, 0, Math.PI * 2);
  ctx.clip();
  drawGrid(ctx, chart);
  ctx.strokeStyle = 'rgba(248, 220, 139, 0.35)';
  ctx.lineWidth = 1.2;
  ctx.setLineDash([8, 8]);
  strokePolylines(ctx, chart.ecliptic);
  ctx.setLineDash([]);
  ctx.strokeStyle = 'rgba(130, 160, 240, 0.5)';
  ctx.lineWidth = 1.3;
  strokePolylines(ctx, chart.figures);
  drawStars(ctx, chart);
  drawBodies(ctx, chart);
  ctx.restore();
  drawRim(ctx, chart);
  drawLabels(ctx, chart);
  drawCaption(ctx, chart);
  return encodeOpaquePng(canvas.data(), CHART_SIZE, CHART_SIZE);
}

/** Measures text with the chart's fonts, for label placement. */
function canvasMeasure(): (text: string, font: string) => number {
  ensureChartFonts();
  const ctx = createCanvas(8, 8).getContext('2d');
  ctx.lang = 'tr';
  return (text, font) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  };
}

let measure: ((text: string, font: string) => number) | undefined;

/** Composes and paints the chart for a date, time and place: the PNG and what it shows. */
export async function renderSkyMap(params: SkyMapParams): Promise<{ png: Buffer; chart: SkyChart }> {
  measure ??= canvasMeasure();
  const chart = composeSkyChart(params, measure);
  return { png: await paintSkyChart(chart), chart };
}
