import { expect, test, type Page } from './fixtures';
import { TAROT_DECK } from '@/lib/tarot/deck';

const visibleHidden = (page: Page) => page.getByText('Gizli Kart', { exact: true }).filter({ visible: true });

async function drawAndReveal(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Fal Bakmaya Başla' }).click();
  await page.getByRole('button', { name: 'Falı Aç' }).click();
  const readings = page.getByRole('region', { name: 'Falınızın Yorumu' });
  await expect(readings.getByRole('heading', { level: 3 })).toHaveCount(3);
  return readings.getByRole('heading', { level: 3 }).allTextContents();
}

test.describe('/tarot', () => {
  test('draw, reveal and start again', async ({ page }) => {
    await page.goto('/tarot');
    await expect(page.getByRole('heading', { level: 1, name: 'Tarot Falı' })).toBeVisible();
    await expect(visibleHidden(page)).toHaveCount(0);

    // Drawn: three face-down cards on Geçmiş, Şimdi, Gelecek.
    await page.getByRole('button', { name: 'Fal Bakmaya Başla' }).click();
    const spread = page.getByRole('list', { name: 'Çekilen kartlar' });
    await expect(visibleHidden(page)).toHaveCount(3);
    await expect(spread.getByRole('listitem')).toHaveCount(3);
    for (const label of ['Geçmiş', 'Şimdi', 'Gelecek']) await expect(spread.getByText(label)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Falı Aç' })).toBeFocused();
    // The faces are not in the page before the reveal.
    for (const card of TAROT_DECK) await expect(spread.getByText(card.name, { exact: true })).toHaveCount(0);

    // Revealed: names, meanings, reversed meanings and a text for each position.
    await page.getByRole('button', { name: 'Falı Aç' }).click();
    await expect(visibleHidden(page)).toHaveCount(0);
    const readings = page.getByRole('region', { name: 'Falınızın Yorumu' });
    await expect(readings.getByRole('heading', { level: 2 })).toBeFocused();
    const names = await readings.getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    const positions = ['past', 'present', 'future'] as const;
    for (const [i, name] of names.entries()) {
      const card = TAROT_DECK.find((c) => c.name === name);
      expect(card, `destede yok: ${name}`).toBeDefined();
      await expect(spread.getByText(name, { exact: true })).toBeVisible();
      await expect(readings.getByText(card!.meaning)).toBeVisible();
      await expect(readings.getByText(card!.reversedMeaning)).toBeVisible();
      await expect(readings.getByText(card!.readings[positions[i]])).toBeVisible();
    }
    for (const label of ['Geçmiş için yorum', 'Şimdi için yorum', 'Gelecek için yorum']) {
      await expect(readings.getByRole('heading', { name: label })).toBeVisible();
    }
    await expect(readings.getByRole('heading', { name: 'Anlamı', exact: true })).toHaveCount(3);
    await expect(readings.getByRole('heading', { name: 'Ters anlamı', exact: true })).toHaveCount(3);

    // Reset.
    await page.getByRole('button', { name: 'Yeni Fal Bak' }).click();
    await expect(page.getByRole('button', { name: 'Fal Bakmaya Başla' })).toBeFocused();
    await expect(readings).toHaveCount(0);
    await expect(spread).toHaveCount(0);
  });

  test('each reading draws three different cards', async ({ page }) => {
    await page.goto('/tarot');
    for (let i = 0; i < 4; i++) {
      const names = await drawAndReveal(page);
      expect(new Set(names).size).toBe(3);
      await page.getByRole('button', { name: 'Yeni Fal Bak' }).click();
    }
  });

  test('the card turn honours reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/tarot');
    await page.getByRole('button', { name: 'Fal Bakmaya Başla' }).click();
    const turning = page.locator('.transform-3d').first();
    const duration = await turning.evaluate((el) => getComputedStyle(el).transitionDuration);
    const property = await turning.evaluate((el) => getComputedStyle(el).transitionProperty);
    expect(property === 'none' || parseFloat(duration) < 0.05).toBe(true);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const normal = await turning.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(parseFloat(normal)).toBeGreaterThanOrEqual(0.3);
  });
});
