/**
 * Security headers for every answer the server gives (pages, API, static files, and the 400s
 * that server.ts writes itself), set in server.ts so they follow the runtime SITE_URL.
 *
 * The CSP allows no third-party origin at all. Scripts need 'unsafe-inline' because Next streams
 * its page data as inline <script> tags; per-request nonces would make every static page dynamic
 * (no prerendering, no CDN caching). With no third-party origin allowed and no user-supplied HTML
 * anywhere, inline scripts can only be our own.
 */
export function securityHeaders(siteUrl: string): Record<string, string> {
  const https = siteUrl.startsWith('https://');
  const csp = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
