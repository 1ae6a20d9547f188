import path from 'node:path';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const ROOT = import.meta.dirname;

/**
 * Modules of lib/ that a client component ('use client') may import for values: no ephemeris, no
 * database, no Node API, nothing heavy. Type-only imports are always allowed. See
 * docs/architecture.md, "Layers".
 */
const CLIENT_SAFE = [
  /^lib\/zodiac\//,
  /^lib\/tarot\//,
  /^lib\/compatibility\//,
  /^lib\/api\//,
  /^lib\/time\/(calendar|labels|zone-name)\.ts$/,
  /^lib\/astro\/(bodies|longitude|events|moon-phase|house-systems|calendar-events|calendar-text)\.ts$/,
  /^lib\/sky\/terms\.ts$/,
  /^lib\/horoscope\/types\.ts$/,
  /^lib\/birth-chart\/types\.ts$/,
  /^lib\/(site-nav|zod-jitless)\.ts$/,
];

/** Resolves an import specifier of `file` to a path relative to the repository, or null for a package. */
function repoPath(file, specifier) {
  let abs;
  if (specifier.startsWith('@/')) abs = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) abs = path.resolve(path.dirname(file), specifier);
  else return null;
  const rel = path.relative(ROOT, abs).split(path.sep).join('/');
  if (/\.(ts|tsx|json|css)$/.test(rel)) return rel;
  // A directory import means its index.ts; otherwise the .ts/.tsx of that name.
  return rel;
}

const boundaries = {
  rules: {
    'client-imports': {
      meta: {
        type: 'problem',
        messages: {
          server:
            "A 'use client' module imports the server-side {{ path }}: client components import only client-safe modules (eslint.config.mjs CLIENT_SAFE, docs/architecture.md).",
        },
        schema: [],
      },
      create(context) {
        const isClient = context.sourceCode.ast.body.some(
          (n) => n.type === 'ExpressionStatement' && n.directive === 'use client',
        );
        if (!isClient) return {};
        const check = (node, source, typeOnly) => {
          if (typeOnly || !source) return;
          const rel = repoPath(context.filename, source.value);
          if (!rel || !rel.startsWith('lib/')) return;
          const candidates = [rel, `${rel}.ts`, `${rel}.tsx`, `${rel}/index.ts`];
          if (candidates.some((c) => CLIENT_SAFE.some((re) => re.test(c)))) return;
          context.report({ node, messageId: 'server', data: { path: rel } });
        };
        return {
          ImportDeclaration(node) {
            const typeOnly =
              node.importKind === 'type' ||
              (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
            check(node, node.source, typeOnly);
          },
          ExportNamedDeclaration(node) {
            check(node, node.source, node.exportKind === 'type');
          },
          ExportAllDeclaration(node) {
            check(node, node.source, node.exportKind === 'type');
          },
          ImportExpression(node) {
            if (node.source.type === 'Literal') check(node, node.source, false);
          },
        };
      },
    },
  },
};

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
  {
    // The layers of docs/architecture.md: app → lib/api → domain → lib/db, one way.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/client-imports': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib/**/*',
              from: ['./app/**/*', './components/**/*'],
              message: 'lib/ never imports app/ or components/ (docs/architecture.md).',
            },
            {
              // lib/http is the HTTP edge beside lib/api (server.ts's request checks), not domain.
              target: ['./lib/!(api|http)/**/*', './lib/*.ts'],
              from: './lib/api/**/*',
              message: 'The domain never imports lib/api: contracts sit above it (docs/architecture.md).',
            },
            {
              target: './lib/db/**/*',
              from: ['./lib/!(db|cache|errors)/**/*', './lib/!(env).ts'],
              message: 'lib/db imports nothing of the domain above it (only lib/cache, lib/errors, lib/env).',
            },
          ],
        },
      ],
    },
  },
];
export default config;
