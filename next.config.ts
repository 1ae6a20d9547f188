import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Next compresses its answers (gzip); in production nginx may do it instead.
  compress: true,
  // Pages regenerated in the background (revalidate = 60) may be served stale by shared caches
  // for at most five minutes in all, so a new period's reading reaches everyone quickly.
  expireTime: 300,
  // Pages Next renders on demand (the per-sign readings) are kept in this process's memory, not
  // written into .next: a render belongs to the database it was made from, and a build is shared
  // by every instance and every test run.
  experimental: { isrFlushToDisk: false },
  // Native and data-heavy packages stay outside the server bundle.
  serverExternalPackages: ['better-sqlite3', 'pg', '@napi-rs/canvas', 'maxmind', 'd3-celestial'],
};

export default nextConfig;
