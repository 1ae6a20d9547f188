import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page, Request, Response, Route } from '@playwright/test';

/**
 * The site's pages start their scripts after the first paint (lib/http/script-gate.ts), so the
 * browser's load event no longer means the page has come alive. Every test's page waits, after
 * a navigation or a reload that brought HTML, until the page marks itself hydrated
 * (`<html data-hydrated>`, set by the menu bar on every page), as a visitor waits for a page
 * that answers.
 */
async function alive(page: Page, response: Response | null): Promise<Response | null> {
  const type = response?.headers()['content-type'] ?? '';
  if (type.startsWith('text/html') && (response?.status() ?? 500) < 500)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => alive(page, await goto(url, options));
    page.reload = async (options) => alive(page, await reload(options));
    await provide(page);
  },
});
