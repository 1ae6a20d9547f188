import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and data-heavy packages stay outside the server bundle.
  serverExternalPackages: ['better-sqlite3', 'pg', '@napi-rs/canvas', 'maxmind', 'd3-celestial'],
};

export default nextConfig;
