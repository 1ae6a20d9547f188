import { chromium } from '@playwright/test';
const [,, url, out, width, ...ys] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 844 }, deviceScaleFactor: 1 });
await page.goto(url, { waitUntil: 'networkidle' });
for (const y of ys.length ? ys : ['0']) {
  await page.evaluate((y) => window.scrollTo(0, Number(y)), y);
  await page.waitForTimeout(200);
  await page.screenshot({ path: out.replace('.png', `-${y}.png`) });
}
await browser.close();
