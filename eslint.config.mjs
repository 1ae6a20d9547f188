import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      '.data/**',
    ],
  },
  {
    // next/link adds about 3 kB gzip to every page and prefetches each link in view
    // (docs/performance.md); the site's own link keeps pages near the framework's floor.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/link', message: "Use '@/components/ui/link' (docs/performance.md)." }],
        },
      ],
    },
  },
];
export default config;
