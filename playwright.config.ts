import { defineConfig } from '@playwright/test';

// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 8091);

// Specs only a desktop user or a partner's desktop page runs, and the one run at both widths
// (see the projects below).
const DESKTOP_ONLY = ['keyboard', 'sdk', 'widget-config'];
const BOTH_WIDTHS = ['wallet-pay'];
const specsNamed = (names: string[]) => new RegExp(`(${names.join('|')})\\.spec\\.ts$`);

/** Browser tests drive the built widget against the real server in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps its trace: the DOM at every step, the network and the sources. Not the
    // screencast: encoding a frame per paint made Chromium about 40 % of the whole run's CPU
    // (orders.spec.ts: Chromium 167 -> 104 CPU seconds), on a machine the browser tests saturate.
    // CI (.ci/run) sets FERRY_E2E_TRACE=off: its machine keeps no files for anyone to open, only the
    // output, which has each failure's error and call log; recording cost another 9 % of the CPU
    // (orders.spec.ts, one worker: 135 -> 123 CPU seconds over Chromium, Playwright and the server).
    trace: process.env.FERRY_E2E_TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: {
    // Every browser test calls from 127.0.0.1, two at a time, while screens poll (profile, order
    // details, cooling-off): the per-address sign-in and API limits are raised for them (their
    // refusals are tested in the server suite, http/rate-limit.test.ts and auth.login.test.ts).
    // Every sign-in solves the real proof-of-work bot check in the browser; its search is made 10 x
    // smaller (mean 2,500 hashes, not 25,000): on a loaded 2-core machine the default took more than
    // the 10 s a screen gets to appear, and what the check refuses is tested in bot-check.test.ts.
    command: `PORT=${PORT} FERRY_DATA_DIR=$(mktemp -d) AUTH_REQUESTS_PER_IP=100000 RATE_LIMIT_PER_MINUTE=100000 BOT_CHECK_MAX_NUMBER=5000 node scripts/start.mjs`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  projects: [
    // On a desktop page the widget is the same 30rem column as at 480 px. The desktop project runs
    // what a desktop user or a partner's desktop page does: the keyboard-only buy, the SDK's embed and
    // popup, the playground; and wallet pay, whose 3DS frame is laid out differently with the width.
    // Everything else runs once, at 375 px where the layout is tightest: the money journeys, the
    // exchange, sign-in, start-up, risk and network, error tracking, the German buy, and axe on every
    // screen (the desktop widget is the same 30rem column; reflow and target sizes are tightest at
    // 375 px). Running most specs at both widths made 130 tests of today's 82 (CI took 1846 s at
    // stop 26) and found nothing the mobile run did not. The screenshot tests set their own widths
    // (480 and 375 px).
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testMatch: specsNamed([...DESKTOP_ONLY, ...BOTH_WIDTHS]) },
    { name: 'mobile', use: { viewport: { width: 375, height: 740 }, hasTouch: true }, testIgnore: specsNamed(DESKTOP_ONLY) },
  ],
});
