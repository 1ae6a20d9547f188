'use client';

import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { isSignId, type SignId } from '@/lib/zodiac/sign-ids';

/** The browser storage key (docs/home.md): it holds a sign id. */
export const SELECTED_SIGN_KEY = 'selectedZodiacSign';

// A tiny external store over localStorage, so every component reads the same value and
// other tabs' changes (the 'storage' event) show up too.
const listeners = new Set<() => void>();

function readStoredSign(): SignId | null {
  try {
    const stored = window.localStorage.getItem(SELECTED_SIGN_KEY);
    if (stored === null) return null;
    if (isSignId(stored)) return stored;
    // Unknown values (an old id, a hand edit) are dropped rather than trusted.
    window.localStorage.removeItem(SELECTED_SIGN_KEY);
  } catch {
    // Storage can be unavailable (privacy mode); the choice then lasts for this page only.
  }
  return memoryFallback;
}

let memoryFallback: SignId | null = null;

function writeStoredSign(id: SignId | null) {
  memoryFallback = id;
  try {
    if (id) window.localStorage.setItem(SELECTED_SIGN_KEY, id);
    else window.localStorage.removeItem(SELECTED_SIGN_KEY);
  } catch {
    // See readStoredSign.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SELECTED_SIGN_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

interface SelectedSignValue {
  /** The chosen sign's id, or null when none is chosen. */
  selectedSign: SignId | null;
  /** Saves a sign id; null (the empty option) clears the choice. */
  setSelectedSign: (id: SignId | null) => void;
}

const SelectedSignContext = createContext<SelectedSignValue | null>(null);

/**
 * Wraps only the islands that use the selected sign (the home picker and teaser, the readings'
 * sign grid, the reference pages), not the whole layout: pages without them load none of this.
 * Every provider reads the same store, so two on one page always agree.
 */
export function SelectedSignProvider({ children }: { children: ReactNode }) {
  // The server never knows the visitor's sign: it renders "none" and the browser fills it in.
  const selectedSign = useSyncExternalStore(subscribe, readStoredSign, () => null);
  const setSelectedSign = useCallback((id: SignId | null) => writeStoredSign(id), []);
  const value = useMemo(() => ({ selectedSign, setSelectedSign }), [selectedSign, setSelectedSign]);
  return <SelectedSignContext.Provider value={value}>{children}</SelectedSignContext.Provider>;
}

export function useSelectedSign(): SelectedSignValue {
  const value = useContext(SelectedSignContext);
  if (!value) {
    throw new Error('useSelectedSign yalnızca SelectedSignProvider içinde kullanılabilir.');
  }
  return value;
}
