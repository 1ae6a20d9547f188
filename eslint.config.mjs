import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const ZOD_PATHS = ['zod', 'zod/mini'].map((name) => ({
  name,
  allowTypeImports: true,
  message: "Import z from '@/lib/zod' (or '@/lib/zod-mini'): lib/zod.ts says why.",
}));

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
          paths: [
            { name: 'next/link', message: "Use '@/components/ui/link' (docs/performance.md)." },
            ...ZOD_PATHS,
          ],
        },
      ],
    },
  },
  {
    // Schemas take zod from lib/zod.ts, which turns its CSP-violating probe off in the browser.
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/zod.ts', 'lib/zod-mini.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: ZOD_PATHS }] },
  },
];
export default config;
