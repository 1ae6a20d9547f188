import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and integration tests. Component tests opt into jsdom with a docblock. */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  // `server-only` throws outside React's server condition; Jest runs modules as the server would.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/node_modules/server-only/empty.js' },
  testTimeout: 30_000,
};

export default createJestConfig(config);
