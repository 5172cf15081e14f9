/**
 * `npm run bench -- tables [--reps N]`: PDF tables against ../shared/corpus/pdf/tables-public
 * (tabula-java's asserted tables: 17 full tables plus partial.jsonl checks) and the table
 * captions of readoc-arxiv, for both detection modes in the same run (`caption`: only next to a
 * "Table N" caption, the baseline; `thorough`: also without a caption), plus the speed of the
 * table stage against raw pdf.js `getTextContent` on the same files.
 *
 * Scoring follows the corpus README:
 * - cells are normalized (NFC, NFKC and bidi marks stripped for RTL, whitespace collapsed);
 * - an expected table with an `area` (tabula's crop) is compared with the predicted cells whose
 *   words all lie inside that area (the page's pdf.js text in the area), so rows and columns of
 *   the page's table outside tabula's crop are not counted against Gleaner; empty rows and
 *   columns are dropped on both sides (tabula's empty ruled column in schools is its artefact);
 * - per expected table the predicted table of the page with the best cell-content F1 is taken;
 *   it is *found* when that F1 is at least `FOUND_F1`;
 * - *false tables* are predicted tables that match no expected table on a page whose every
 *   table is annotated (no area), or that lie inside an annotated area.
 * Table-stage cost is the extraction time with thorough detection minus the time with caption
 * detection, over the same pages (both interleaved file by file).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import { withPdf } from '../../shared/extract/pdf/pdfjs.ts';
import type { ExtractResult, Table } from '../../shared/extract/types.ts';
import { corpusPath, hasCorpus } from '../../test/helpers/corpus.ts';
import type { BenchReport } from '../report.ts';
import { exact, FOUND_F1, f1, type Grid, norm, trimGrid } from '../tables-score.ts';

/** A word drawn as up to this many runs with no space between them is also one word of the area. */
const JOIN_RUNS = 3;
/** Characters a cell's text may lose to a rule that clips it (glyphs crossing the rule). */
const CLIPPED_CHARS = 2;
/** Runs this close (in font sizes) end to start are one word's parts. */
const JOIN_GAP_EM = 0.15;
const TABLES = ['pdf', 'tables-public'];
const READOC = ['pdf', 'readoc-arxiv'];

type Mode = 'caption' | 'thorough';

interface Expected {
  id: string;
  file: string;
  page: number;
  method: 'ruled' | 'stream';
  area?: [number, number, number, number];
  rows: Grid;
}

interface Partial {
  file: string;
  page: number;
  kind: 'cells' | 'n_tables' | 'smoke';
  cells?: [number, number, string][];
  n_tables?: number;
  area?: [number, number, number, number];
  /** The user password of an encrypted file (tabula's `-s`). */
  password?: string;
}

function readJsonl<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

/**
 * The cells a table has on its first page: a table merged across pages (`pages`) holds its
 * first page's rows first, and tabula's expectation is one page, so every prefix is tried.
 */
function pagePart(t: Table): Grid[] {
  if (!t.pages || t.pages[0] === t.pages[1]) return [t.cells];
  return t.cells.map((_, n) => t.cells.slice(0, n + 1));
}

/**
 * The two parts of a word where a letter meets a digit or a lowercase letter an uppercase one:
 * a cell's clipped text run together with the next cell's ("Elizab2165") is two cells' words.
 * The first part also without its last `CLIPPED_CHARS` characters: a glyph cut by the rule is
 * not the cell's text ("Eliza").
 */
function clipPieces(w: string): string[] {
  const out: string[] = [];
  const split = (k: number) => {
    out.push(w.slice(k));
    for (let d = 0; d <= CLIPPED_CHARS && k - d > 0; d++) out.push(w.slice(0, k - d));
  };
  for (let k = 1; k < w.length; k++) {
    const [a, b] = [w[k - 1], w[k]];
    const digit = (c: string) => /\p{Nd}/u.test(c);
    if (digit(a) !== digit(b) && /\p{L}/u.test(digit(a) ? b : a)) split(k);
    else if (/\p{Ll}/u.test(a) && /\p{Lu}/u.test(b)) split(k);
  }
  return out;
}

/** Words of the page's text inside each area (pdf.js items whose centre is inside), for cropping. */
async function areaWords(bytes: Uint8Array, page: number, areas: number[][]): Promise<Set<string>[]> {
  return withPdf(bytes, async (doc) => {
    const p = await doc.getPage(page);
    const vp = p.getViewport({ scale: 1 });
    const content = await p.getTextContent();
    const sets = areas.map(() => new Set<string>());
    // The runs before this one inside each area that touch it (their last words; the end of the
    // last one), to join a word drawn as several runs ("Florence", "‐", "teacher"), up to `JOIN_RUNS`.
    const chain = areas.map(() => ({ words: [] as string[], end: [Number.NaN, Number.NaN] }));
    for (const it of content.items) {
      if (!('str' in it) || !it.str.trim()) continue;
      // The run's start, end and middle along its own direction (a /Rotate 90 page draws its text upwards).
      const [a, b] = it.transform;
      const len = Math.hypot(a, b) || 1;
      const [sx, sy] = [it.transform[4], it.transform[5]];
      const end = [sx + (a / len) * it.width, sy + (b / len) * it.width];
      const [x, y] = vp.convertToViewportPoint((sx + end[0]) / 2, (sy + end[1]) / 2);
      areas.forEach(([top, left, bottom, right], k) => {
        if (!(x >= left && x <= right && y >= top && y <= bottom)) return;
        const ws = norm(it.str).split(' ');
        for (const w of ws) for (const piece of [w, ...clipPieces(w)]) sets[k].add(piece);
        const prev = chain[k];
        const touches =
          Math.hypot(sx - prev.end[0], sy - prev.end[1]) <= JOIN_GAP_EM * len && !/^\s/.test(it.str);
        // Every tail of the chain up to this run makes a word too ("‐teacher", "Florence‐teacher").
        if (touches)
          for (let n = 1; n < JOIN_RUNS && n <= prev.words.length; n++)
            sets[k].add(`${prev.words.slice(-n).join('')}${ws[0]}`);
        const last = ws[ws.length - 1];
        chain[k] = {
          words:
            touches && ws.length === 1 && !/\s$/.test(it.str)
              ? [...prev.words.slice(1 - JOIN_RUNS), last]
              : [last],
          end: /\s$/.test(it.str) ? [Number.NaN, Number.NaN] : end,
        };
      });
    }
    p.cleanup();
    return sets;
  });
}

/**
 * The predicted grid cropped to the area. A cell is inside when every word of it is among the
 * area's words. tabula's area is a rectangle, so what it holds of a table is a block of rows and
 * columns: the block with the most cells inside less the cells outside (words repeated on the page,
 * "MEALS", "TOTAL", would otherwise keep rows far outside the area); inside the block, cells
 * outside are emptied.
 */
function crop(cells: Grid, words: Set<string> | null): Grid {
  if (!words) return trimGrid(cells);
  const score = cells.map((r) =>
    r.map((c) => {
      const t = norm(c);
      if (!t) return 0;
      return t.split(' ').every((w) => words.has(w)) ? 1 : -1;
    }),
  );
  const block = bestBlock(score);
  return trimGrid(
    cells.map((r, i) =>
      r.map((c, k) =>
        i >= block.r0 && i <= block.r1 && k >= block.c0 && k <= block.c1 && score[i][k] >= 0 ? c : '',
      ),
    ),
  );
}

/** The block of rows r0..r1 and columns c0..c1 with the largest sum (columns pairwise, rows by Kadane). */
function bestBlock(score: number[][]): { r0: number; r1: number; c0: number; c1: number } {
  const width = Math.max(0, ...score.map((r) => r.length));
  let best = { sum: 0, r0: 0, r1: -1, c0: 0, c1: -1 };
  for (let c0 = 0; c0 < width; c0++) {
    const rowSum = score.map(() => 0);
    for (let c1 = c0; c1 < width; c1++) {
      score.forEach((r, i) => {
        rowSum[i] += r[c1] ?? 0;
      });
      let sum = 0;
      let start = 0;
      rowSum.forEach((v, i) => {
        if (sum <= 0) {
          sum = 0;
          start = i;
        }
        sum += v;
        if (sum > best.sum) best = { sum, r0: start, r1: i, c0, c1 };
      });
    }
  }
  return best;
}

/** Share of a table's box ([x0, top, x1, bottom]) inside an area ([top, left, bottom, right]). */
function overlapShare(box: [number, number, number, number], area: [number, number, number, number]): number {
  const [x0, top, x1, bottom] = box;
  const w = Math.min(x1, area[3]) - Math.max(x0, area[1]);
  const h = Math.min(bottom, area[2]) - Math.max(top, area[0]);
  const all = (x1 - x0) * (bottom - top);
  return w > 0 && h > 0 && all > 0 ? (w * h) / all : 0;
}

async function extract(bytes: Uint8Array, mode: Mode, pdfPassword?: string): Promise<ExtractResult> {
  const sink = { fallback: () => {} };
  return pdfExtractor.extract(
    bytes,
    { footnotes: 'end', tables: 'inline', tablesDetect: mode, limits: DEFAULT_LIMITS, pdfPassword },
    sink,
  );
}

interface ModeScore {
  found: number;
  f1: number[];
  f1ByMethod: Record<string, number[]>;
  exact: number;
  falseTables: number;
  predicted: number;
  details: string[];
}

async function scoreTables(mode: Mode, files: Map<string, Uint8Array>): Promise<ModeScore> {
  const expected = readJsonl<Expected>(corpusPath(...TABLES, 'expected.jsonl'));
  const out: ModeScore = {
    found: 0,
    f1: [],
    f1ByMethod: {},
    exact: 0,
    falseTables: 0,
    predicted: 0,
    details: [],
  };
  const byPage = new Map<string, Expected[]>();
  for (const e of expected)
    byPage.set(`${e.file}#${e.page}`, [...(byPage.get(`${e.file}#${e.page}`) ?? []), e]);
  for (const [key, exps] of byPage) {
    const bytes = files.get(exps[0].file);
    if (!bytes) continue;
    let tables: Table[] = [];
    try {
      tables = (await extract(bytes, mode)).tables.filter((t) => t.page === exps[0].page);
    } catch (err) {
      out.details.push(`${key}: ${err instanceof Error ? err.message : String(err)}`);
    }
    out.predicted += tables.length;
    const areas = exps.map((e) => e.area ?? null);
    const words = areas.some(Boolean)
      ? await areaWords(
          bytes,
          exps[0].page,
          areas.map((a) => a ?? [0, 0, 1e6, 1e6]),
        )
      : areas.map(() => null);
    const used = new Set<Table>();
    exps.forEach((e, k) => {
      const gold = trimGrid(e.rows);
      let best = { f: 0, exact: false, t: null as Table | null };
      for (const t of tables)
        for (const cells of pagePart(t)) {
          const pred = crop(cells, words[k]);
          const f = f1(gold, pred);
          if (f > best.f) best = { f, exact: exact(gold, pred), t };
        }
      if (best.t) used.add(best.t);
      if (best.f >= FOUND_F1) out.found++;
      if (best.exact) out.exact++;
      out.f1.push(best.f);
      out.f1ByMethod[e.method] = [...(out.f1ByMethod[e.method] ?? []), best.f];
      out.details.push(`${e.id}: F1 ${best.f.toFixed(3)}${best.exact ? ' exact' : ''}`);
    });
    for (const t of tables) {
      if (used.has(t)) continue;
      // Outside every annotated area of a cropped page: tabula did not look there. A table is
      // inside an area when at least half its box is (the area is top, left, bottom, right).
      const inside = exps.some((e) => !e.area || !t.bbox || overlapShare(t.bbox, e.area) >= 0.5);
      if (inside) {
        out.falseTables++;
        out.details.push(`${key}: false table ${t.cells.length}x${t.cells[0]?.length ?? 0} (${t.method})`);
      }
    }
  }
  return out;
}

async function scorePartial(
  mode: Mode,
  files: Map<string, Uint8Array>,
): Promise<{ ok: number; all: number; notes: string[] }> {
  const partial = readJsonl<Partial>(corpusPath(...TABLES, 'partial.jsonl'));
  let ok = 0;
  const notes: string[] = [];
  for (const p of partial) {
    const bytes = files.get(p.file);
    let pass = false;
    try {
      const r = bytes ? await extract(bytes, mode, p.password) : null;
      const onPage = r?.tables.filter((t) => t.page === p.page) ?? [];
      if (p.kind === 'smoke') pass = r !== null;
      else if (p.kind === 'n_tables') {
        const words = p.area ? (await areaWords(bytes as Uint8Array, p.page, [p.area]))[0] : null;
        const n = onPage.filter((t) => crop(t.cells, words).flat().some(Boolean)).length;
        pass = n === p.n_tables;
        if (!pass) notes.push(`${p.file}: ${n} tables, expected ${p.n_tables}`);
      } else {
        const have = new Set(onPage.flatMap((t) => t.cells.flat().map(norm)));
        const want = (p.cells ?? []).map(([, , text]) => norm(text)).filter(Boolean);
        const hit = want.filter((w) => have.has(w)).length;
        pass = hit === want.length;
        if (!pass) notes.push(`${p.file}: ${hit}/${want.length} asserted cells present`);
      }
    } catch (err) {
      notes.push(`${p.file}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    }
    if (pass) ok++;
  }
  return { ok, all: partial.length, notes };
}

/** readoc-arxiv: table captions found (against the ground truth's tabulars) and tables without a caption. */
async function scoreReadoc(
  mode: Mode,
): Promise<{ captions: number; structured: number; uncaptioned: number; truth: number }> {
  const dir = corpusPath(...READOC, 'pdf');
  let captions = 0;
  let structured = 0;
  let uncaptioned = 0;
  let truth = 0;
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.pdf'))) {
    const gt = readFileSync(corpusPath(...READOC, 'gt', f.replace(/\.pdf$/, '.md')), 'utf8');
    truth += gt.match(/\\begin\{tabular\}/g)?.length ?? 0;
    const r = await extract(new Uint8Array(readFileSync(join(dir, f))), mode);
    const pages = (r.diagnostics as { pages: { tables: { captions: string[] } }[] }).pages;
    captions += pages.reduce((n, p) => n + p.tables.captions.length, 0);
    structured += r.tables.filter((t) => t.caption).length;
    uncaptioned += r.tables.filter((t) => !t.caption).length;
  }
  return { captions, structured, uncaptioned, truth };
}

async function rawPdfjs(bytes: Uint8Array): Promise<void> {
  await withPdf(bytes, async (doc) => {
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      await page.getTextContent();
      page.cleanup();
    }
  });
}

/** ms per engine over every file, interleaved file by file; pages counted once. */
async function speed(
  files: Uint8Array[],
  reps: number,
): Promise<{ pages: number; ms: Record<string, number> }> {
  const ms: Record<string, number> = { pdfjs: 0, caption: 0, thorough: 0 };
  let pages = 0;
  const engines: [string, (b: Uint8Array) => Promise<unknown>][] = [
    ['pdfjs', rawPdfjs],
    ['caption', (b) => extract(b, 'caption')],
    ['thorough', (b) => extract(b, 'thorough')],
  ];
  for (let rep = 0; rep < reps; rep++)
    for (const bytes of files) {
      let n = 0;
      try {
        n = await withPdf(bytes, async (d) => d.numPages);
      } catch {
        continue;
      }
      pages += n;
      for (const [name, run] of rep % 2 ? [...engines].reverse() : engines) {
        const t0 = performance.now();
        try {
          await run(bytes);
        } catch {
          // Encrypted and broken files cost what they cost in every engine.
        }
        ms[name] += performance.now() - t0;
      }
    }
  return { pages, ms };
}

export async function run(args: string[]): Promise<BenchReport> {
  if (!hasCorpus(...TABLES)) throw new Error(`corpus absent: ${corpusPath(...TABLES)}`);
  const i = args.indexOf('--reps');
  const reps = i >= 0 ? Number(args[i + 1]) : 2;
  const pdfDir = corpusPath(...TABLES, 'pdfs');
  const files = new Map<string, Uint8Array>(
    readdirSync(pdfDir)
      .filter((f) => f.endsWith('.pdf'))
      .sort()
      .map((f) => [f, new Uint8Array(readFileSync(join(pdfDir, f)))]),
  );
  const rows: BenchReport['rows'] = [];
  const notes: string[] = [];
  const data: Record<string, unknown> = {};
  const readocFiles = hasCorpus(...READOC)
    ? readdirSync(corpusPath(...READOC, 'pdf')).map(
        (f) => new Uint8Array(readFileSync(corpusPath(...READOC, 'pdf', f))),
      )
    : [];
  // Warm pdf.js, the word list and the JIT before timing.
  for (const b of [...files.values()].slice(0, 4)) await extract(b, 'thorough').catch(() => null);
  // --reps 0: scores only (no timing).
  const sp = await speed(reps > 0 ? [...files.values(), ...readocFiles] : [], reps);
  for (const mode of ['caption', 'thorough'] as const) {
    const s = await scoreTables(mode, files);
    const part = await scorePartial(mode, files);
    const rd = readocFiles.length ? await scoreReadoc(mode) : null;
    const mean = (v: number[]) => (v.length ? v.reduce((a, b) => a + b, 0) / v.length : 0);
    rows.push({
      mode,
      found: `${s.found}/${s.f1.length}`,
      cell_f1: mean(s.f1),
      f1_ruled: mean(s.f1ByMethod.ruled ?? []),
      f1_stream: mean(s.f1ByMethod.stream ?? []),
      exact: `${s.exact}/${s.f1.length}`,
      false_tables: s.falseTables,
      partial: `${part.ok}/${part.all}`,
      readoc_captions: rd ? `${rd.captions}/${rd.truth}` : null,
      readoc_uncaptioned: rd ? rd.uncaptioned : null,
      'pages/s': (sp.pages / sp.ms[mode]) * 1000,
      vs_pdfjs: sp.ms.pdfjs / sp.ms[mode],
    });
    data[mode] = { ...s, partial: part, readoc: rd };
    for (const n of part.notes) notes.push(`${mode} partial: ${n}`);
  }
  const extra = (sp.ms.thorough - sp.ms.caption) / sp.pages;
  notes.push(
    `${sp.pages} pages timed (tables-public + readoc-arxiv, ${reps} reps); raw pdf.js ${((sp.pages / sp.ms.pdfjs) * 1000).toFixed(1)} pages/s; thorough detection costs ${extra.toFixed(2)} ms/page over caption-only (${((100 * (sp.ms.thorough - sp.ms.caption)) / sp.ms.caption).toFixed(1)}%)`,
  );
  notes.push(
    `found = best predicted table on the page with cell F1 >= ${FOUND_F1}; readoc_captions = captions found / \\begin{tabular} in the ground truth`,
  );
  return { title: 'PDF tables: tables-public (tabula-java) and readoc-arxiv', rows, notes, data };
}
