/**
 * After the run, without its Redis: a real `gleaner run` over a small generated corpus (private
 * redis-server, stopped when the run ends), then `gleaner report --out DEST` and
 * `gleaner dashboard --out DEST` through the real binary, the dashboard driven in Debian's
 * headless Chromium: the run, its files, version drift, and a file's outline from a sidecar
 * fixture with `sections`. Saves test/output/dashboard-out-*.png. Skips with a note when
 * chromium or redis-server is absent.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFiles, writeFiles } from '../../scripts/demo-corpus.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { gleaner } from '../helpers/cli.ts';
import { hasRedisServer } from './redis-server.ts';

const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));
const ready = Boolean(CHROMIUM) && hasRedisServer();
if (!ready) {
  process.stderr.write(
    `SKIPPED (${CHROMIUM ? 'redis-server' : 'chromium'} not installed; apt-get install -y chromium redis-server): dashboard --out browser test\n`,
  );
}
const OUTPUT = join(PROJECT_ROOT, 'test', 'output');
const FIXTURES = join(PROJECT_ROOT, 'test', 'dashboard', 'fixtures');
/** Good papers in the corpus (cycling PDF, DOCX, HTML); the demo's four bad files come on top. */
const PAPERS = 6;
const BAD = 4;
const OUTLINE_KEY = 'outline/sectioned-paper.pdf';

/** The environment of a laptop user: no REDIS_URL, so `gleaner run` starts a private Redis. */
function laptopEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== 'REDIS_URL') env[k] = v;
  env.GLEANER_QUEUE = 'dashboard-out-test';
  return env;
}

/** Start `gleaner dashboard --out DEST` and wait for the URL it prints. */
function startDashboardCli(
  dest: string,
): Promise<{ child: ChildProcess; url: string; stderr: () => string }> {
  const child = spawn(
    process.execPath,
    [join(PROJECT_ROOT, 'bin', 'gleaner.mjs'), 'dashboard', '--out', dest, '--port', '0'],
    { cwd: PROJECT_ROOT, env: laptopEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stderr?.on('data', (d) => {
    err += d;
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d) => {
      out += d;
      const m = /gleaner dashboard: (http:\/\/\S+\/)/.exec(out);
      if (m) resolve({ child, url: m[1], stderr: () => err });
    });
    child.once('exit', (code) => reject(new Error(`dashboard exited ${code}: ${err}`)));
  });
}

describe.skipIf(!ready)('gleaner dashboard --out and report --out after a real run', () => {
  let dir: string;
  let dest: string;
  let runId: string;
  let runStdout: string;
  let dash: Awaited<ReturnType<typeof startDashboardCli>>;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gleaner-dash-out-'));
    dest = join(dir, 'out');
    await writeFiles(join(dir, 'in'), await demoFiles(PAPERS, 3));
    const r = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const p = spawn(
        process.execPath,
        [join(PROJECT_ROOT, 'bin', 'gleaner.mjs'), 'run', join(dir, 'in'), '--out', dest],
        { cwd: PROJECT_ROOT, env: laptopEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stdout = '';
      let stderr = '';
      p.stdout.on('data', (d) => {
        stdout += d;
      });
      p.stderr.on('data', (d) => {
        stderr += d;
      });
      p.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
    if (r.code !== 0) throw new Error(`gleaner run exited ${r.code}: ${r.stderr}`);
    runStdout = r.stdout;
    runId = /run (r-\S+):/.exec(r.stdout)?.[1] ?? '';
    // A sidecar of schema revision 1.2 with an outline, beside the run's own outputs.
    mkdirSync(join(dest, 'outline'), { recursive: true });
    for (const ext of ['json', 'txt'])
      copyFileSync(join(FIXTURES, `sectioned-paper.pdf.${ext}`), join(dest, `${OUTLINE_KEY}.${ext}`));
    dash = await startDashboardCli(dest);
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
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.on('pageerror', (err) => pageErrors.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') pageErrors.push(msg.text());
    });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    if (dash?.child.exitCode === null) {
      const exited = new Promise((r) => dash.child.once('exit', r));
      dash.child.kill('SIGTERM');
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('ends the run with its Redis stopped, a run record in DEST and the commands to read it', () => {
    expect(runId).toMatch(/^r-/);
    // The private Redis is gone: its socket is removed when redis-server exits.
    expect(existsSync(join(dest, '.gleaner', 'redis', 'redis.sock'))).toBe(false);
    expect(existsSync(join(dest, '_runs', `${runId}.json`))).toBe(true);
    expect(runStdout).toContain(`dashboard: gleaner dashboard --out ${dest}`);
    expect(runStdout).toContain(`report:    gleaner report --out ${dest} ${runId}`);
  });

  it('reports the run from DEST alone through the CLI', () => {
    const list = gleaner(['report', '--out', dest], { env: laptopEnv() });
    expect(list.stderr).toBe('');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(
      new RegExp(`${runId}\\s+finished\\s+${PAPERS + BAD}/${PAPERS + BAD}\\s+${BAD}\\s`),
    );
    const one = gleaner(['report', '--out', dest, runId], { env: laptopEnv() });
    expect(one.code).toBe(0);
    expect(one.stdout).toContain(`Run ${runId}  [finished]`);
    expect(one.stdout).toContain(`ok ${PAPERS}   failed ${BAD}   remaining 0`);
    expect(one.stdout).toContain(`Failures by code (${BAD})`);
    expect(one.stdout).toMatch(/bad\/truncated\.pdf\s+\[pdf\]\s+corrupt or truncated PDF/);
    const missing = gleaner(['report', '--out', dest, 'r-nope'], { env: laptopEnv() });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no run "r-nope"');
  });

  it('lists the run and shows its page: counts, failures and files', async () => {
    await page.goto(dash.url);
    await page.getByTestId('runs').waitFor();
    expect(await page.getByTestId('runs').textContent()).toContain(runId);
    await page.getByRole('link', { name: runId }).click();
    await page.getByTestId('stat-done').waitFor();
    expect(await page.getByTestId('stat-done').textContent()).toBe(String(PAPERS));
    expect(await page.getByTestId('stat-failed').textContent()).toBe(String(BAD));
    expect(await page.getByTestId('stat-remaining').textContent()).toBe('0');
    const rows = page.getByTestId('failure-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(BAD);
    expect(await rows.filter({ hasText: 'bad/encrypted.pdf' }).getAttribute('data-code')).toBe('encrypted');
    expect(await page.locator('svg[aria-label="outcomes by format"] rect').count()).toBeGreaterThan(2);
    // Files of the run, found by part of their key.
    await page.getByTestId('search-input').fill('paper-001');
    const results = page.getByTestId('search-results');
    await results.getByText('papers/pdf/paper-001.pdf').waitFor();
    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: join(OUTPUT, 'dashboard-out-run.png'), fullPage: true });
    await results.getByRole('link', { name: 'papers/pdf/paper-001.pdf' }).click();
    await page.getByTestId('file-key').waitFor();
    expect(await page.getByTestId('file-key').textContent()).toBe('papers/pdf/paper-001.pdf');
    expect(await page.getByTestId('text-preview').textContent()).toContain('Sample paper 1');
    // A failed file has no sections: no outline at all.
    await page.goto(`${dash.url}file?${new URLSearchParams({ run: runId, key: 'bad/encrypted.pdf' })}`);
    await page.getByTestId('file-key').waitFor();
    await page.getByText('encrypted', { exact: false }).first().waitFor();
    expect(await page.getByTestId('outline').count()).toBe(0);
  });

  it('shows version drift for the destination', async () => {
    await page.goto(`${dash.url}drift?dest=${encodeURIComponent(dest)}`);
    await page.getByText('Outputs per pipeline version').waitFor();
    // The run's outputs plus the fixture.
    expect(await page.getByTestId('drift-summary').textContent()).toContain(`${PAPERS + BAD + 1} outputs`);
  });

  it('shows the document outline of a sidecar with sections, indented by level', async () => {
    await page.goto(`${dash.url}file?${new URLSearchParams({ key: OUTLINE_KEY })}`);
    const outline = page.getByTestId('outline');
    await outline.waitFor();
    const items = outline.locator('li');
    expect(await items.allTextContents()).toEqual([
      'front_matter — p. 1',
      '1 Introduction — introduction — pp. 1–2',
      '1.1 Earlier studies — introduction — p. 2',
      '2 Method — methods — pp. 2–4',
      '2.1.1 Stimuli — methods — p. 3',
      'References — references',
    ]);
    expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-level')))).toEqual([
      '1',
      '1',
      '2',
      '1',
      '3',
      '1',
    ]);
    // Deeper sections sit further right.
    const xs = await items.evaluateAll((els) =>
      els.map((e) => Number.parseFloat(getComputedStyle(e).paddingLeft)),
    );
    expect(xs[2]).toBeGreaterThan(xs[1]);
    expect(xs[4]).toBeGreaterThan(xs[2]);
    expect(xs[3]).toBe(xs[0]);
    // The fixture is a valid revision 1.2 sidecar.
    expect(await page.getByText('does not match schema').count()).toBe(0);
    await page.screenshot({ path: join(OUTPUT, 'dashboard-out-outline.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
    expect(dash.stderr()).toContain(`indexed ${dest}: 1 run, ${PAPERS + BAD + 1} outputs`);
  });
});
