import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';
import { FONT_FAMILY } from '@/lib/sky/chart';
import { ensureChartFonts } from '@/lib/sky/fonts';
import { encodeOpaquePng } from '@/lib/sky/png';
import { renderSkyMap } from '@/lib/sky/render';

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('PNG kodlayıcı', () => {
  it('round-trips the pixels of an opaque canvas', async () => {
    const canvas = createCanvas(37, 23);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = 'rgb(10, 20, 30)';
    ctx.fillRect(0, 0, 37, 23);
    ctx.fillStyle = 'rgb(250, 128, 7)';
    ctx.fillRect(5, 6, 10, 4);
    const png = await encodeOpaquePng(canvas.data(), 37, 23);
    expect(pngSize(png)).toEqual({ width: 37, height: 23 });
    const img = await loadImage(png);
    const back = createCanvas(37, 23).getContext('2d');
    back.drawImage(img, 0, 0);
    expect([...back.getImageData(0, 0, 1, 1).data]).toEqual([10, 20, 30, 255]);
    expect([...back.getImageData(7, 8, 1, 1).data]).toEqual([250, 128, 7, 255]);
  });
});

describe('Yazı tipleri', () => {
  it('draw Turkish letters with Inter, not with a fallback serif', () => {
    ensureChartFonts();
    expect(GlobalFonts.has('Inter')).toBe(true);
    expect(GlobalFonts.has('Inter Ext')).toBe(true);
    const ctx = createCanvas(10, 10).getContext('2d');
    const width = (font: string, text: string) => {
      ctx.font = font;
      return ctx.measureText(text).width;
    };
    // ğ ş İ live in the latin-ext file: the chart's font list must reach it, not a system serif.
    const ext = 'ĞğŞşİ';
    expect(width(`40px ${FONT_FAMILY}`, ext)).toBeCloseTo(width('40px "Inter Ext"', ext), 3);
    expect(width(`40px ${FONT_FAMILY}`, ext)).not.toBeCloseTo(width('40px serif', ext), 0);
    const latin = 'Büyük Ayı çöü';
    expect(width(`40px ${FONT_FAMILY}`, latin)).toBeCloseTo(width('40px Inter', latin), 3);
  });
});

describe('Gökyüzü haritası resmi', () => {
  it('is a PNG of at least 1200 × 1200 that decodes, with a night sky inside and the caption above', async () => {
    const { png, chart } = await renderSkyMap({
      date: '2024-08-12',
      time: '21:00',
      latitude: 41.0082,
      longitude: 28.9784,
    });
    const size = pngSize(png);
    expect(size.width).toBeGreaterThanOrEqual(1200);
    expect(size.height).toBeGreaterThanOrEqual(1200);
    const img = await loadImage(png);
    expect(img.width).toBe(size.width);
    expect(img.height).toBe(size.height);

    const ctx = createCanvas(img.width, img.height).getContext('2d');
    ctx.drawImage(img, 0, 0);
    // Inside the disc, away from stars: dark blue night sky (blue above red).
    const { cx, cy, radius } = chart.disc;
    const [r, , b] = ctx.getImageData(Math.round(cx + radius * 0.85), Math.round(cy), 1, 1).data;
    expect(b).toBeGreaterThan(r);
    expect(b).toBeLessThan(140);
    // Some bright pixels in the caption band (the title text).
    const band = ctx.getImageData(40, 20, 700, 60).data;
    let bright = 0;
    for (let i = 0; i < band.length; i += 4)
      if (band[i] > 200 && band[i + 1] > 200 && band[i + 2] > 200) bright++;
    expect(bright).toBeGreaterThan(500);
  });

  it('is brighter by day than by night', async () => {
    const mean = async (time: string) => {
      const { png, chart } = await renderSkyMap({
        date: '2024-06-21',
        time,
        latitude: 41.0082,
        longitude: 28.9784,
      });
      const ctx = createCanvas(1400, 1400).getContext('2d');
      ctx.drawImage(await loadImage(png), 0, 0);
      const { cx, cy } = chart.disc;
      const d = ctx.getImageData(cx - 200, cy - 200, 400, 400).data;
      let sum = 0;
      for (let i = 0; i < d.length; i += 4) sum += d[i] + d[i + 1] + d[i + 2];
      return sum / (d.length / 4);
    };
    expect(await mean('13:00')).toBeGreaterThan((await mean('23:30')) + 60);
  });
});
