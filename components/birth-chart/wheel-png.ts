/**
 * The wheel as a PNG, drawn in the browser: the SVG on the page is cloned, its fonts are embedded
 * as data URLs (an SVG drawn as an image may not load anything from outside itself), and it is
 * painted onto a canvas. Nothing of the birth goes to the server for this.
 */

const PNG_SIZE = 1400;

function families(value: string): string[] {
  return value.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''));
}

async function toDataUrl(url: string): Promise<string> {
  const blob = await (await fetch(url)).blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** @font-face rules of the page's own stylesheets for these families, with their files inlined. */
async function embeddedFontFaces(wanted: Set<string>): Promise<string> {
  const rules: { rule: CSSFontFaceRule; base: string }[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // a stylesheet from another origin cannot be read; ours are all same-origin
    }
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSFontFaceRule) {
        const family = families(rule.style.getPropertyValue('font-family'))[0];
        if (wanted.has(family)) rules.push({ rule, base: sheet.href ?? location.href });
      }
    }
  }
  const faces = await Promise.all(
    rules.map(async ({ rule, base }) => {
      const src = rule.style.getPropertyValue('src');
      const match = /url\(["']?([^"')]+)["']?\)/.exec(src);
      if (!match) return '';
      const data = await toDataUrl(new URL(match[1], base).toString());
      const keep = ['font-family', 'font-weight', 'font-style', 'unicode-range']
        .map((p) => (rule.style.getPropertyValue(p) ? `${p}:${rule.style.getPropertyValue(p)};` : ''))
        .join('');
      return `@font-face{${keep}src:url(${data});}`;
    }),
  );
  return faces.join('');
}

/** Renders the SVG element with this id to a PNG blob. */
export async function wheelPng(svgId: string): Promise<Blob> {
  const svg = document.getElementById(svgId);
  if (!(svg instanceof SVGSVGElement)) throw new Error('Harita çizimi bulunamadı.');
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const texts = Array.from(svg.querySelectorAll('text'));
  const cloneTexts = Array.from(clone.querySelectorAll('text'));
  const wanted = new Set<string>();
  texts.forEach((t, i) => {
    const family = getComputedStyle(t).fontFamily;
    families(family).forEach((f) => wanted.add(f));
    cloneTexts[i].style.fontFamily = family;
  });
  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  style.textContent = await embeddedFontFaces(wanted);
  clone.insertBefore(style, clone.firstChild);
  clone.setAttribute('width', String(PNG_SIZE));
  clone.setAttribute('height', String(PNG_SIZE));

  const url = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(clone)], { type: 'image/svg+xml' }),
  );
  try {
    const image = new Image();
    image.decoding = 'async';
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('Harita çizimi resme dönüştürülemedi.'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = PNG_SIZE;
    canvas.height = PNG_SIZE;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Tarayıcınız resim oluşturmayı desteklemiyor.');
    ctx.fillStyle = '#070a1c';
    ctx.fillRect(0, 0, PNG_SIZE, PNG_SIZE);
    ctx.drawImage(image, 0, 0, PNG_SIZE, PNG_SIZE);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG oluşturulamadı.'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
