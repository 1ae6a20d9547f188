/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TarotTable } from '@/components/tarot/tarot-table';
import { TAROT_DECK } from '@/lib/tarot/deck';

describe('TarotTable', () => {
  it('goes not started → drawn (hidden) → revealed → not started', async () => {
    render(<TarotTable deck={TAROT_DECK} />);
    expect(screen.queryByText('Gizli Kart')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Fal Bakmaya Başla' }));
    const spread = screen.getByRole('list', { name: 'Çekilen kartlar' });
    expect(within(spread).getAllByText('Gizli Kart')).toHaveLength(3);
    for (const card of TAROT_DECK) expect(within(spread).queryByText(card.name)).toBeNull();
    expect(screen.getByRole('button', { name: 'Falı Aç' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Falı Aç' }));
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(TAROT_DECK.map((c) => c.name)).toContain(name);
    expect(screen.getByRole('heading', { name: 'Falınızın Yorumu' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Yeni Fal Bak' }));
    expect(screen.queryByRole('list', { name: 'Çekilen kartlar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Fal Bakmaya Başla' })).toHaveFocus();
  });
});
