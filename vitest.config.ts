import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: integration suites start redis-servers and parse processes of their own.
    maxWorkers: 2,
    pool: 'forks',
  },
});
