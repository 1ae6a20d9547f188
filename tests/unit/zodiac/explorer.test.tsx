/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectedSignProvider } from '@/components/zodiac/selected-sign';
import { SignDetailCard } from '@/components/zodiac/sign-detail-card';
import { signFaces } from '@/components/zodiac/sign-faces';
import { ZodiacExplorer } from '@/components/zodiac/zodiac-explorer';
import { ZODIAC } from '@/lib/zodiac/details';
import type { SignId } from '@/lib/zodiac/signs';

const cards = Object.fromEntries(
  ZODIAC.map((s) => [s.id, <SignDetailCard key={s.id} sign={s} level={2} showPageLink />]),
) as Record<SignId, React.ReactNode>;

beforeAll(() => {
  window.matchMedia = ((q: string) => ({ matches: false, media: q })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView = () => {};
});
beforeEach(() => localStorage.clear());

describe('ZodiacExplorer', () => {
  it('shows the stored sign on arrival', () => {
    localStorage.setItem('selectedZodiacSign', 'aslan');
    render(
      <SelectedSignProvider>
        <ZodiacExplorer cards={cards} faces={signFaces()} />
      </SelectedSignProvider>,
    );
    expect(screen.getByRole('article', { name: 'Aslan Burcu' })).toBeInTheDocument();
  });

  it('shows the picked sign’s card, saves it, and moves focus to it', async () => {
    render(
      <SelectedSignProvider>
        <ZodiacExplorer cards={cards} faces={signFaces()} />
      </SelectedSignProvider>,
    );
    expect(screen.queryByRole('article')).toBeNull();
    const basak = screen.getByRole('link', { name: /^Başak/ });
    expect(basak).toHaveAttribute('href', '/zodiac-info/basak');
    await userEvent.click(basak);
    expect(screen.getByRole('article', { name: 'Başak Burcu' })).toBeInTheDocument();
    expect(localStorage.getItem('selectedZodiacSign')).toBe('basak');
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    expect(screen.getByRole('heading', { level: 2, name: 'Başak Burcu' })).toHaveFocus();
  });
});
