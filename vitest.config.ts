/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A time limit guards against a test that hangs; it is not a speed target (those live in `npm run bench`).
    // On two cores busy with the rest of the suite, tests that start workers or read 100,000 rows take seconds,
    // so the limit is well above vitest's 5 s default.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
