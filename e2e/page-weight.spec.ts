import { SIGNS } from '../lib/zodiac/signs';
import { expect, test } from './fixtures';

/**
 * The daily reading pages, the site's most visited, stay under 65,536 characters of HTML: Next
 * answers a kept page with one string, and Node spends about half as much CPU again writing a
 * string with Turkish letters past that length (docs/performance.md, "Page weight";
 * `npm run bench:string-write`).
 * A new section on the page that crosses it shows here, not only in the server's throughput.
 */
const BUDGET = 65_536;

test('/daily/{sign}: each page under 65,536 characters of HTML', async ({ request }) => {
  for (const sign of SIGNS) {
    const path = `/daily/${sign.id}`;
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain('data-testid="sky-notes"');
    expect.soft(html.length, path).toBeLessThan(BUDGET);
  }
});
