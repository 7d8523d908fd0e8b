import { defineConfig } from '@playwright/test';

const port = process.env.E2E_PORT || '8180';
export const baseURL = `http://localhost:${port}`;

/**
 * End-to-end tests in Debian's Chromium against production builds served by the real
 * server. One worker: the demo students have one web session each (a second login on the
 * same device type ends the first), and this machine has two cores.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node ../tools/scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
    env: { E2E_PORT: port },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
