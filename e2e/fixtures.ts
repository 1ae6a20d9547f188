import { test as base, type Browser, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page, Request, Response, Route } from '@playwright/test';

/**
 * Links and forms work before hydration, but much of what the specs check is client behaviour
 * (remembered signs, readings loaded in place, the dashboard's charts). So every test's page
 * waits, after a navigation or a reload that brought HTML, until the page marks itself hydrated
 * (`<html data-hydrated>`, set by the menu bar on every page), as a visitor waits for a page
 * that answers. Specs that test the page before or without its scripts use their own context.
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

/** Runs `run` on a page of its own context without scripts (the fixture's page waits for hydration). */
export async function withoutScripts(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}
