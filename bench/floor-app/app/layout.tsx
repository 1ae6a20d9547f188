import type { ReactNode } from 'react';

/** The smallest App Router layout: the floor that bench:js measures our routes against. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="tr">
      <body>{children}</body>
    </html>
  );
}
