import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the production server (`npm run serve`) on a port of their own,
 * after `npm run build`. The browser is CHROMIUM_PATH, else Debian's Chromium headless shell (the same engine
 * without the desktop browser around it: each test's page starts in about half the time on a 2-core runner),
 * else Debian's full Chromium; where none exists, Playwright's own browser is used if it has been installed.
 */
const port = Number(process.env.E2E_PORT ?? 4380);
const chromiumPath = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A test that audits every state of a page with axe takes 10 to 25 s on a 2-core runner; the limit only
  // stops a test that hangs, it measures nothing.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every step of every test to keep the failing ones: locally, where it can be opened. CI
    // prints the failure itself, and recording would cost its 2-core runner a sixth of the run.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The quiz's service worker answers the quiz API from its own copy once it controls a page, out of reach of
    // a test's page.route; only the offline spec lets it register.
    serviceWorkers: 'block',
    launchOptions: chromiumPath ? { executablePath: chromiumPath } : {},
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node server/main.ts',
    // The stores' counts go to a SQLite file of this port's own, outside the repository.
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DYC_DATA_DIR: process.env.DYC_DATA_DIR ?? path.join(tmpdir(), `dyc-e2e-data-${port}`),
    },
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
