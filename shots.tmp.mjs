import { chromium } from '@playwright/test';
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const [w,h,tag] of [[1280,900,'d'],[390,844,'m']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const p of paths) {
    const [path, action] = p.split('#');
    await page.goto(base + path, { waitUntil: 'networkidle' }); await page.waitForTimeout(1500);
    if (action) { for (const step of action.split('>')) { await page.getByRole('button', { name: step }).first().click(); await page.waitForTimeout(800); } }
    const name = `/tmp/shot-${tag}-${path.replace(/\W+/g,'_')}${action ? '-' + action.replace(/\W+/g,'_') : ''}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
}
await browser.close();
