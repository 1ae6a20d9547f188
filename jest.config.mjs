import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and integration tests. Component tests opt into jsdom with a docblock. */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testTimeout: 30_000,
};

export default createJestConfig(config);
