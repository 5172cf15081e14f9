/**
 * Generated pages that were quadratic in the HTML path (issue "No file lost, no run stuck",
 * item 5): one table row of 50,000 cells, a million inline spans, and 100,000 unclosed nested
 * `<div><span>`; and nested shapes that the chrome rules of extract.html 2.18.0–2.19.0 look into
 * (closed panels named by controls, asides weighed as sidenotes). Used by test/html/quadratic.test.ts and the html bench, both through
 * `runHostileCase`, which extracts one in a child process and reports its CPU time and peak memory.
 */
import { execFileSync } from 'node:child_process';

const LEAD =
  '<h1>Generated page</h1><p>This paragraph has enough words in it, and commas too, to count as article text here.</p>';

/** One data-table row of `cells` cells, "c0" … "c49999" (about 550 KB at 50,000). */
export function wideRowPage(cells: number): string {
  const row = Array.from({ length: cells }, (_, i) => `<td>c${i}</td>`).join('');
  return `<!doctype html><html><body><article>${LEAD}<table><tr>${row}</tr></table></article></body></html>`;
}

/** One paragraph of `spans` inline spans, each "w" then a space: a text of 2·spans − 1 characters. */
export function manySpansPage(spans: number): string {
  return `<!doctype html><html><body><article>${LEAD}<p>${'<span>w </span>'.repeat(spans)}</p></article></body></html>`;
}

/** `depth` unclosed `<div><span>` pairs: nesting 2·depth deep, far over any sane limit. */
export function unclosedNestingPage(depth: number): string {
  return `<!doctype html><html><body>${'<div><span>'.repeat(depth)}text</body></html>`;
}

/**
 * `depth` nested closed panels, each named by a control, around `depth` paragraphs of 10,000
 * characters: a look at each panel's whole text (for a loading message) would read the page
 * `depth` times over.
 */
export function nestedPanelsPage(depth: number): string {
  const controls = Array.from(
    { length: depth },
    (_, i) => `<a role="button" aria-controls="p${i}">${i}</a>`,
  ).join('');
  const open = Array.from({ length: depth }, (_, i) => `<div id="p${i}" hidden>`).join('');
  const paras = `<p>${'word '.repeat(2000)}</p>`.repeat(depth);
  return `<!doctype html><html><body><article>${LEAD}${controls}${open}${paras}${'</div>'.repeat(depth)}</article></body></html>`;
}

/** `depth` nested asides, each with two long plain paragraphs and a list of items, as sidenotes are weighed. */
export function nestedAsidesPage(depth: number): string {
  const note = `<p>${'note '.repeat(40)}</p><p>${'note '.repeat(40)}</p><ul>${'<li><a href="/x">A linked teaser headline here</a></li>'.repeat(4)}</ul>`;
  return `<!doctype html><html><body><article>${LEAD}${`<aside>${note}`.repeat(depth)}${'</aside>'.repeat(depth)}</article></body></html>`;
}

export type HostileKind =
  | 'wideRowPage'
  | 'manySpansPage'
  | 'unclosedNestingPage'
  | 'nestedPanelsPage'
  | 'nestedAsidesPage';

/** What `runHostileCase` measures in its child: the extractor's CPU and wall time and the child's peak memory. */
export interface HostileRun {
  /** Wall time of the extraction (parse included), ms. */
  ms: number;
  /** CPU time of the extraction (user + system, parse included), ms: the figure to compare on a loaded machine. */
  cpuMs: number;
  /** CPU time of the text walk alone over the parsed page, ms (null for the page refused while parsing). */
  walkCpuMs: number | null;
  /** Peak resident memory of the child process (page generation included), MiB. */
  peakMiB: number;
  body?: string;
  blocks?: { role: string; length: number }[];
  cells?: number[][];
  code?: string;
  message?: string;
}

/** Run in a child by `runHostileCase`: the page is built, parsed and walked, then extracted once. */
const CHILD = `
import { performance } from 'node:perf_hooks';
import { DEFAULT_LIMITS } from './shared/config/index.ts';
import { htmlExtractor } from './shared/extract/html/index.ts';
import { parseHtml } from './shared/extract/html/parse.ts';
import { htmlToBlocks } from './shared/extract/markup/to-text.ts';
import { FallbackRecorder } from './shared/fallbacks.ts';
import * as pages from './test/helpers/hostile-html.ts';
const [kind, n, withBody] = JSON.parse(process.env.HOSTILE_CASE);
const html = pages[kind](n);
const bytes = new TextEncoder().encode(html);
let walkCpuMs = null;
if (kind !== 'unclosedNestingPage') {
  const $ = parseHtml(html);
  const w0 = process.cpuUsage();
  htmlToBlocks($.root().get(0), { separateInlines: true });
  const w = process.cpuUsage(w0);
  walkCpuMs = (w.user + w.system) / 1000;
}
const cpu0 = process.cpuUsage();
const t0 = performance.now();
let out;
try {
  const r = await htmlExtractor.extract(bytes, { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS }, new FallbackRecorder());
  const blocks = r.blocks.map((b) => ({ role: b.role, length: b.text.length }));
  out = { body: withBody ? r.body : undefined, blocks, cells: r.tables.map((t) => t.cells.map((row) => row.length)) };
} catch (err) {
  out = { code: err.code, message: err.message };
}
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const peakMiB = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, walkCpuMs, peakMiB, ...out }));
`;

/**
 * Extract one generated page in a fresh child process (so its peak memory is its own), killed
 * after `killMs`. `withBody` returns the text too (for the tests; the bench leaves it out).
 */
export function runHostileCase(kind: HostileKind, n: number, killMs: number, withBody = true): HostileRun {
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    cwd: new URL('../..', import.meta.url).pathname,
    encoding: 'utf8',
    env: { ...process.env, HOSTILE_CASE: JSON.stringify([kind, n, withBody]) },
    timeout: killMs,
    maxBuffer: 64 << 20,
  });
  return JSON.parse(out) as HostileRun;
}
