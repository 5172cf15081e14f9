/**
 * End to end in a real headless Chromium (Debian's, driven by playwright-core): the run page of
 * a seeded run shows the right counts and failure rows, and a file key holding HTML shows as
 * text. Saves test/output/dashboard-run.png. Skips with a note when chromium or redis is absent.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDashboard } from '../../dashboard/server.ts';
import { type JobSummary, recordResult, saveRun, updateRun } from '../../shared/queue/results.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { hasRedisServer, startRedis, type TestRedis } from './redis-server.ts';
import { RUN_ID, seedRun, XSS_KEY } from './seed.ts';

const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));
const ready = Boolean(CHROMIUM) && hasRedisServer();
if (!ready) {
  process.stderr.write(
    `SKIPPED (${CHROMIUM ? 'redis-server' : 'chromium'} not installed; apt-get install -y chromium redis-server): dashboard browser test\n`,
  );
}
const OUTPUT = join(PROJECT_ROOT, 'test', 'output');

describe.skipIf(!ready)('dashboard in headless Chromium', () => {
  let redis: TestRedis;
  let dash: { url: string; close(): Promise<void> };
  let dest: string;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    dest = mkdtempSync(join(tmpdir(), 'gleaner-dash-dest-'));
    await seedRun(redis.client, dest);
    const token = 'browser-test-token';
    dash = await startDashboard({ redis: redis.client, token, queueName: 'dash-browser' });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      chromiumSandbox: false,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    // A common laptop viewport: the screenshot is checked for usability at this size.
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.on('pageerror', (err) => pageErrors.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') pageErrors.push(msg.text());
    });
    // The token once in the address, as a user would paste it; the cookie carries it afterwards.
    await page.goto(`${dash.url}run/${RUN_ID}?token=${token}`);
  });
  afterAll(async () => {
    await browser?.close();
    await dash?.close();
    await redis?.stop();
    if (dest) rmSync(dest, { recursive: true, force: true });
  });

  it('shows the run page with the right counts and failure rows', async () => {
    await page.getByTestId('stat-done').waitFor();
    expect(page.url()).not.toContain('token=');
    expect(await page.getByTestId('stat-done').textContent()).toBe('8');
    expect(await page.getByTestId('stat-failed').textContent()).toBe('3');
    expect(await page.getByTestId('stat-remaining').textContent()).toBe('1');
    const rows = page.getByTestId('failure-row');
    expect(await rows.count()).toBe(3);
    const broken = rows.filter({ hasText: 'bad/broken.pdf' });
    expect(await broken.getAttribute('data-code')).toBe('corrupt');
    expect(await broken.textContent()).toContain('PDF structure damaged: no xref table');
    // A key and a message holding markup are shown as text, not parsed.
    expect(await page.getByText('bad/<img src=x onerror=alert(1)>.docx').first().isVisible()).toBe(true);
    expect(await page.getByText('zip central directory missing <b>bold</b>').isVisible()).toBe(true);
    expect(await page.locator('main img').count()).toBe(0);
    // The charts are drawn: outcomes by format and the quality histogram.
    expect(await page.locator('svg[aria-label="outcomes by format"] rect').count()).toBeGreaterThan(3);
    expect(await page.locator('svg[aria-label="quality score histogram"] rect').count()).toBe(10);
    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: join(OUTPUT, 'dashboard-run.png'), fullPage: true });
    process.stdout.write(`screenshot: ${join(OUTPUT, 'dashboard-run.png')}\n`);
  });

  it('finds files by part of their key from the run page', async () => {
    await page.getByTestId('search-input').fill('broken');
    const results = page.getByTestId('search-results');
    await results.getByText('bad/broken.pdf').waitFor();
    expect(await results.locator('tbody tr').count()).toBe(1);
    expect(await results.textContent()).toContain('corrupt');
    await page.getByTestId('search-input').fill('');
  });

  it('shows a file key containing <script> as text on the file page, without running it', async () => {
    await page.getByRole('link', { name: XSS_KEY }).first().click();
    await page.getByTestId('file-key').waitFor();
    expect(await page.getByTestId('file-key').textContent()).toBe(XSS_KEY);
    expect(await page.getByTestId('text-preview').textContent()).toContain('Hello <b>not bold</b> world.');
    expect(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('main script, main b, main i').count()).toBe(0);
    await page.screenshot({ path: join(OUTPUT, 'dashboard-file.png'), fullPage: true });
  });

  it('lists the run on the runs page and shows version drift for its destination', async () => {
    await page.goto(dash.url);
    await page.getByTestId('runs').waitFor();
    expect(await page.getByTestId('runs').textContent()).toContain(RUN_ID);
    await page.goto(`${dash.url}drift?dest=${encodeURIComponent(dest)}`);
    await page.getByText('Outputs per pipeline version').waitFor();
    expect(await page.getByTestId('drift-summary').textContent()).toContain('3 outputs, 1 outdated');
    expect(pageErrors).toEqual([]);
  });

  it('follows a live run: counts move while it runs, then it shows as finished', async () => {
    const id = 'run-live-1';
    const started = new Date().toISOString();
    const planned = { total: 4, new: 4, outdated: 0, unchanged: 0, enqueued: 4, by_format: { html: 4 } };
    await saveRun(redis.client, {
      id,
      source: '/in',
      dest,
      pipeline_version: 'p',
      state: 'running',
      started_at: started,
      finished_at: null,
      planned,
    });
    const done = (i: number): JobSummary => ({
      key: `live/${i}.html`,
      format: 'html',
      status: 'ok',
      code: 'ok',
      message: null,
      quality: 80,
      quality_flags: [],
      fallbacks: [],
      pages: null,
      duration_ms: 50,
      pipeline_version: 'p',
      attempt: 1,
      finished_at: new Date().toISOString(),
    });
    await recordResult(redis.client, id, done(0));
    await page.goto(`${dash.url}run/${id}`);
    const doneTile = page.getByTestId('stat-done');
    await page.getByText('1', { exact: true }).and(doneTile).waitFor();
    expect(await page.getByTestId('stat-remaining').textContent()).toBe('3');
    for (let i = 1; i < 4; i++) await recordResult(redis.client, id, done(i));
    await updateRun(redis.client, id, { state: 'finished', finished_at: new Date().toISOString() });
    // The page polls every 2 s while a run is live; wait for it to pick up the change.
    await page.getByText('4', { exact: true }).and(doneTile).waitFor({ timeout: 20_000 });
    await page.locator('.badge.state-finished').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('stat-eta').textContent()).toBe('done');
  });
});
