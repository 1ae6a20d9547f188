/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TarotTable } from '@/components/tarot/tarot-table';
import { TAROT_DECK } from '@/lib/tarot/deck';

describe('TarotTable', () => {
  it('goes not started → drawn (hidden) → revealed → not started', async () => {
    render(<TarotTable deck={TAROT_DECK} />);
    expect(screen.queryByText('Gizli Kart')).toBeNull();

    // Each press renders its next state after its own frame is painted (components/ui/after-paint.ts).
    await userEvent.click(screen.getByRole('button', { name: 'Fal Bakmaya Başla' }));
    const spread = await screen.findByRole('list', { name: 'Çekilen kartlar' });
    expect(within(spread).getAllByText('Gizli Kart')).toHaveLength(3);
    for (const card of TAROT_DECK) expect(within(spread).queryByText(card.name)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Falı Aç' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Falı Aç' }));
    await screen.findByRole('heading', { name: 'Falınızın Yorumu' });
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(TAROT_DECK.map((c) => c.name)).toContain(name);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Falınızın Yorumu' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Yeni Fal Bak' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Çekilen kartlar' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fal Bakmaya Başla' })).toHaveFocus());
  });
});
