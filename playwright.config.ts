import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_ENV, SERVER_NODE_ARGS } from './scripts/server-process';

/**
 * End-to-end tests drive Debian's Chromium against the real built server (`npm run build` first),
 * on a free port, with a fresh data folder, so each run starts from the seeded shop.
 * Workers re-read this file; the port and folder travel to them in the environment.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
// A second loopback origin for the cross-origin client page (api-cross-origin.spec.ts), listed in ALLOWED_ORIGINS.
if (!process.env.E2E_CLIENT_PORT) {
  let clientPort = await freePort();
  while (String(clientPort) === process.env.E2E_PORT) clientPort = await freePort();
  process.env.E2E_CLIENT_PORT = String(clientPort);
}
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'nazzara-e2e-'));
// The hour's failed sign-ins an account takes from new clients (100 in production, the most ASVS
// allows): reaching 100 at full scrypt cost took a CI worker almost two minutes; the counting is the same at 25.
process.env.E2E_LOGIN_LIMIT_PER_ACCOUNT ??= '25';
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace (a screencast and a DOM snapshot per step) took a quarter of a run's time on
    // two cores (60 tests: 4.0 min with, 2.9 min without). CI retries a failed test once, with a trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Debian's headless shell: Chromium without the browser's own UI, which here made each
      // test about half as slow again (catalog-shop.spec.ts 105 s against 68 s), and the suite runs two browsers on two cores.
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /soak\.spec\.ts/ },
    // The one-minute soak runs last, on its own: it measures the shop with the machine to itself, not
    // the shop competing with two browsers and the fuzz test for two cores (its sign-ins hash
    // passwords at full cost, and once waited past the shop's 8 s timeout beside them).
    { name: 'soak', testMatch: /soak\.spec\.ts/, dependencies: ['chromium'] },
  ],
  webServer: {
    // The compiled server, as `npm run serve` runs it (`npm run build` first).
    command: ['node', ...SERVER_NODE_ARGS, 'build/node/server.js'].join(' '),
    url: `${baseURL}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...SERVER_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      ALLOWED_ORIGINS: `http://localhost:${process.env.E2E_CLIENT_PORT}`,
      // The tests stand in for a proxy on this host: their X-Forwarded-For gives each test its own
      // client IP for the per-IP limits (uniqueIp), and X-Forwarded-Proto stands for HTTPS (HSTS).
      TRUST_PROXY: 'loopback',
      // The suite signs up dozens of customers from 127.0.0.1; the limit itself is tested on the
      // register action (app/server/account/register-action.integration.test.ts).
      REGISTRATION_LIMIT_PER_IP: '1000',
      LOGIN_LIMIT_PER_ACCOUNT: process.env.E2E_LOGIN_LIMIT_PER_ACCOUNT,
      // Likewise the guests that upload prescriptions (app/server/prescriptions/upload-limit.server.test.ts).
      GUEST_UPLOADERS_PER_IP: '1000',
      // One JSON line per request would bury the test report; LOG_LEVEL=info shows them.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  },
});
