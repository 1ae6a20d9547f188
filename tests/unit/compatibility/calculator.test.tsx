/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompatibilityCalculator } from '@/components/compatibility/compatibility-calculator';

describe('CompatibilityCalculator', () => {
  it('keeps the button disabled, and a forced submit does nothing, until both signs are chosen', async () => {
    const { container } = render(<CompatibilityCalculator />);
    const button = screen.getByRole('button', { name: 'Uyumluluğu Hesapla' });
    expect(button).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('İlk Burç'), 'koc');
    expect(button).toBeDisabled();
    // Even a submit that bypasses the disabled button (Enter in a form, a script) is ignored.
    fireEvent.submit(container.querySelector('form')!);
    expect(screen.queryByRole('heading', { name: 'Aşk Uyumu Sonucu' })).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('İkinci Burç'), 'yay');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    // The result renders after the press's own frame is painted (components/ui/after-paint.ts).
    const heading = await screen.findByRole('heading', { name: 'Aşk Uyumu Sonucu' });
    await waitFor(() => expect(heading).toHaveFocus());
    // koc → yay: same element and harmonious, so 70 to 99 (section 9).
    const score = Number(screen.getByTestId('uyum-yuzdesi').textContent!.replace('%', ''));
    expect(score).toBeGreaterThanOrEqual(70);
    expect(score).toBeLessThanOrEqual(99);
  });

  it('drops a result still waiting for its paint when a sign changes in between', async () => {
    render(<CompatibilityCalculator />);
    await userEvent.selectOptions(screen.getByLabelText('İlk Burç'), 'koc');
    await userEvent.selectOptions(screen.getByLabelText('İkinci Burç'), 'yay');
    // The press and the change in one go, before the next frame.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Uyumluluğu Hesapla' }));
      fireEvent.change(screen.getByLabelText('İkinci Burç'), { target: { value: 'boga' } });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('heading', { name: 'Aşk Uyumu Sonucu' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Uyumluluğu Hesapla' }));
    const result = await screen.findByRole('region', { name: 'Aşk Uyumu Sonucu' });
    expect(result).toHaveTextContent('Boğa');
  });

  it('offers the twelve signs with their elements after the empty choice', () => {
    render(<CompatibilityCalculator />);
    const options = Array.from((screen.getByLabelText('İkinci Burç') as HTMLSelectElement).options);
    expect(options).toHaveLength(13);
    expect(options[0]).toHaveTextContent('Burç Seçin');
    expect(options[1].textContent).toMatch(/Koç \(Ateş\)/);
    expect(options[12].textContent).toMatch(/Balık \(Su\)/);
  });
});
