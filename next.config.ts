import type { NextConfig } from 'next';
import { addCompileHints } from './scripts/compile-hints.mjs';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Pages regenerated in the background (revalidate = 60) may be served stale by shared caches
  // for at most five minutes in all, so a new period's reading reaches everyone quickly.
  expireTime: 300,
  // Native and data-heavy packages stay outside the server bundle.
  serverExternalPackages: ['better-sqlite3', 'pg', '@napi-rs/canvas', 'maxmind', 'd3-celestial'],
  compiler: {
    // React DOM and the router compiled off the main thread while they download (scripts/compile-hints.mjs).
    runAfterProductionCompile: async ({ distDir }) => {
      addCompileHints(distDir);
    },
  },
};

export default nextConfig;
