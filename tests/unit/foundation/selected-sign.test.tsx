/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { HomeSignPicker } from '@/components/zodiac/home-sign-picker';
import { SELECTED_SIGN_KEY, SelectedSignProvider, useSelectedSign } from '@/components/zodiac/selected-sign';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SelectedSignProvider>{children}</SelectedSignProvider>
);

beforeEach(() => window.localStorage.clear());

describe('useSelectedSign', () => {
  it('is empty by default', () => {
    const { result } = renderHook(() => useSelectedSign(), { wrapper });
    expect(result.current.selectedSign).toBeNull();
  });

  it('restores a stored sign on load', () => {
    window.localStorage.setItem(SELECTED_SIGN_KEY, 'akrep');
    const { result } = renderHook(() => useSelectedSign(), { wrapper });
    expect(result.current.selectedSign).toBe('akrep');
  });

  it('ignores and removes an unknown stored value', () => {
    window.localStorage.setItem(SELECTED_SIGN_KEY, 'yilan');
    const { result } = renderHook(() => useSelectedSign(), { wrapper });
    expect(result.current.selectedSign).toBeNull();
    expect(window.localStorage.getItem(SELECTED_SIGN_KEY)).toBeNull();
  });

  it('saves a choice and clears it with null', () => {
    const { result } = renderHook(() => useSelectedSign(), { wrapper });
    act(() => result.current.setSelectedSign('kova'));
    expect(result.current.selectedSign).toBe('kova');
    expect(window.localStorage.getItem(SELECTED_SIGN_KEY)).toBe('kova');
    act(() => result.current.setSelectedSign(null));
    expect(result.current.selectedSign).toBeNull();
    expect(window.localStorage.getItem(SELECTED_SIGN_KEY)).toBeNull();
  });

  it('shares one value between components', () => {
    const first = renderHook(() => useSelectedSign(), { wrapper });
    const second = renderHook(() => useSelectedSign(), { wrapper });
    act(() => first.result.current.setSelectedSign('yay'));
    expect(second.result.current.selectedSign).toBe('yay');
  });

  it('throws a clear error outside its provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSelectedSign())).toThrow(
      'useSelectedSign yalnızca SelectedSignProvider içinde kullanılabilir.',
    );
    spy.mockRestore();
  });
});

describe('HomeSignPicker', () => {
  it('offers Burç Seçin first, then the twelve signs, and points the buttons at the chosen sign', async () => {
    render(<HomeSignPicker />, { wrapper });
    const select = screen.getByLabelText(/Burcunuzu seçin/);
    const options = Array.from(select.querySelectorAll('option')).map((o) => o.textContent);
    expect(options[0]).toBe('Burç Seçin');
    expect(options).toHaveLength(13);
    expect(options[1]).toBe('♈ Koç');
    expect(options[12]).toBe('♓ Balık');

    expect(screen.getByRole('link', { name: 'Günlük Yorumu Oku' })).toHaveAttribute('href', '/daily');
    await userEvent.selectOptions(select, 'basak');
    expect(window.localStorage.getItem(SELECTED_SIGN_KEY)).toBe('basak');
    expect(screen.getByRole('link', { name: 'Günlük Yorumu Oku' })).toHaveAttribute('href', '/daily/basak');
    expect(screen.getByRole('link', { name: 'Burç Bilgilerine Bak' })).toHaveAttribute(
      'href',
      '/zodiac-info/basak',
    );
    await userEvent.selectOptions(select, '');
    expect(window.localStorage.getItem(SELECTED_SIGN_KEY)).toBeNull();
  });
});
