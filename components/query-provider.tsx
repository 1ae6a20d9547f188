'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

// One client for the whole tab, so a reading fetched on /daily is still cached after a client-side
// navigation away and back. On the server each render gets its own.
let browserClient: QueryClient | undefined;

function queryClient(): QueryClient {
  if (typeof window === 'undefined') return new QueryClient();
  browserClient ??= new QueryClient();
  return browserClient;
}

/**
 * TanStack Query around the client leaves that query (the reading grid, the sky map, the dashboard) rather than
 * around every page: its code then loads only on the routes that use it (docs/performance.md).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
