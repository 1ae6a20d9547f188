'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SelectedSignProvider } from './zodiac/selected-sign';

/** The one TanStack Query client and the selected-sign state, shared by every page. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SelectedSignProvider>{children}</SelectedSignProvider>
    </QueryClientProvider>
  );
}
