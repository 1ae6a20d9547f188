'use client';

import type { ReactNode } from 'react';
import { SelectedSignProvider } from './zodiac/selected-sign';

/**
 * The selected-sign state, shared by every page. TanStack Query is not here: the client leaves
 * that query wrap themselves in QueryProvider, so pages without queries do not load it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <SelectedSignProvider>{children}</SelectedSignProvider>;
}
