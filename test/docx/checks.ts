/**
 * The DOCX corpus checks: `*.expect.json` (must-contain, must-not-contain, counts, exact, expected
 * errors) and pandoc's expected outputs (`*.native` ASTs, `NNNN.md` command outputs) turned into
 * block-containment checks. Pure functions: the test feeds them any extractor's output.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { htmlToText } from '../../shared/extract/markup/to-text.ts';

export interface Expectation {
  file: string;
  mustContain?: string[];
  mustContainRaw?: string[];
  mustNotContain?: string[];
  counts?: Record<string, number>;
  exactNormalized?: string;
  expectError?: string;
  nonEmpty?: boolean;
  latex?: string;
}

export interface CorpusCase {
  /** Path relative to the corpus docx folder. */
  rel: string;
  expect: Expectation;
  /** Blocks of pandoc's accept-all output, each must appear (whitespace-insensitive). */
  pandocBlocks: string[];
  /** Blocks only in pandoc's reject view (deleted text): must not appear. */
  pandocRejected: string[];
}

/** What an extractor produced for one file, or the error code it failed with. */
export interface Outcome {
  /** Raw text as produced (body + notes), before matching normalization. */
  text: string;
  /** Extra streams kept out of the body (headers, footers, comments), in reading order. */
  before: string[];
  after: string[];
  /** Un-normalized text (level none), for whitespace-exact `mustContainRaw` checks. */
  rawText?: string;
  error: string | null;
}

/** Matching normalization: NFC, no variation selectors or soft hyphens, U+2011 as '-', collapsed whitespace. */
export function collapse(s: string): string {
  return needle(s).trim();
}

/** As `collapse`, without trimming: "ita " must keep its space to mean "ita" + word end. */
function needle(s: string): string {
  return s
    .normalize('NFC')
    .replace(/[\uFE00-\uFE0F\u00AD]/g, '')
    .replace(/\u2011/g, '-')
    .replace(/\s+/g, ' ');
}

/**
 * Expected strings are written as the source shows them; the output has been through the
 * product's normalization. Each expected string gets the same normalization before matching.
 */
export type Normalizer = (s: string) => string;

const squeeze = (s: string) => collapse(s).replace(/\s+/g, '');

/** expectError prose → our error code. */
export function errorCodeFor(expectError: string): string {
  const e = expectError.toLowerCase();
  if (e.includes('encrypted')) return 'encrypted';
  if (e.includes('legacy')) return 'legacy_doc';
  if (e.includes('not-a-docx') || e.includes('not a docx')) return 'zip_not_docx';
  if (e.includes('size limit')) return 'limits_exceeded';
  return 'corrupt';
}

// ---- pandoc native AST → text blocks ----

function unescapeHaskell(s: string): string {
  return s.replace(/\\(\d+|&|"|\\|n|t)/g, (_, e: string) => {
    if (e === '&') return '';
    if (e === 'n') return '\n';
    if (e === 't') return '\t';
    if (/^\d+$/.test(e)) return String.fromCodePoint(Number(e));
    return e;
  });
}

const BLOCK_CONSTRUCTORS = new Set(['Para', 'Plain', 'Header']);

/**
 * Text blocks of a pandoc native document: each Para/Plain/Header is a block; a Note's content
 * forms its own blocks (we emit notes as their own stream); Math splits a block (pandoc keeps TeX).
 */
export function nativeBlocks(src: string): string[] {
  const blocks: string[] = [];
  const buffers: string[][] = [];
  const opens: (null | 'block' | 'note')[] = [];
  let pending: 'block' | 'note' | null = null;
  // Attributes like ("id",[],[]) come between a constructor and its content list: only a
  // bracket at the constructor's own paren depth opens the content.
  let parens = 0;
  let pendingDepth = 0;
  const flush = () => {
    const buf = buffers[buffers.length - 1];
    if (!buf) return;
    const text = buf.join('').replace(/\s+/g, ' ').trim();
    if (text) blocks.push(text);
    buf.length = 0;
  };
  const re =
    /Str\s+"((?:[^"\\]|\\.)*)"|"(?:[^"\\]|\\.)*"|\b(Space|SoftBreak|LineBreak|Math|Note|[A-Z][A-Za-z]*)\b|(\[)|(\])|(\()|(\))/g;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    if (m[1] !== undefined) {
      buffers[buffers.length - 1]?.push(unescapeHaskell(m[1]));
    } else if (m[2]) {
      const word = m[2];
      if (word === 'Space' || word === 'SoftBreak' || word === 'LineBreak')
        buffers[buffers.length - 1]?.push(' ');
      else if (word === 'Math') flush();
      else if (word === 'Note' || BLOCK_CONSTRUCTORS.has(word)) {
        pending = word === 'Note' ? 'note' : 'block';
        pendingDepth = parens;
      }
    } else if (m[3]) {
      const kind = pending && parens === pendingDepth ? pending : null;
      opens.push(kind);
      if (kind === 'block') buffers.push([]);
      if (kind === 'note') flush();
      if (kind) pending = null;
    } else if (m[4]) {
      const kind = opens.pop();
      if (kind === 'block') {
        flush();
        buffers.pop();
      }
    } else if (m[5]) parens++;
    else if (m[6]) parens--;
  }
  return blocks;
}

/** Text blocks of the expected output in a pandoc `test/command/NNNN.md` file. */
export function commandBlocks(src: string): string[] {
  const m = /\^D\n([\s\S]*?)\n```/.exec(src);
  if (!m) return [];
  const out = m[1];
  if (/^\s*</.test(out)) {
    const $ = cheerio.load(out);
    return $('p, th, td, li, h1, h2, h3, h4, h5, h6')
      .toArray()
      .map((el) => htmlToText(el).replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  }
  return out
    .split(/\n\s*\n/)
    .map((b) => b.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function pandocTruth(dir: string, stem: string): { accept: string[]; reject: string[] } | null {
  const pick = (names: string[]) => names.map((n) => join(dir, n)).find((p) => existsSync(p));
  const accept = pick([
    `${stem}_accept.native`,
    `${stem}_no_comments.native`,
    `${stem}_minus.native`,
    `${stem}.native`,
  ]);
  if (accept) {
    const reject = pick([`${stem}_reject.native`]);
    return {
      accept: nativeBlocks(readFileSync(accept, 'utf8')),
      reject: reject ? nativeBlocks(readFileSync(reject, 'utf8')) : [],
    };
  }
  const md = pick([`${stem}.md`]);
  return md ? { accept: commandBlocks(readFileSync(md, 'utf8')), reject: [] } : null;
}

/** Every checked file under the corpus folder, sorted. */
export function loadCases(root: string): CorpusCase[] {
  const cases: CorpusCase[] = [];
  for (const sub of readdirSync(root, { withFileTypes: true })) {
    if (!sub.isDirectory()) continue;
    const dir = join(root, sub.name);
    for (const name of readdirSync(dir).sort()) {
      if (!/\.(docx|dotx|zip)$/.test(name)) continue;
      const expectPath = join(dir, `${name}.expect.json`);
      const expect: Expectation = existsSync(expectPath)
        ? JSON.parse(readFileSync(expectPath, 'utf8'))
        : { file: name };
      const truth = pandocTruth(dir, name.replace(/\.[^.]+$/, ''));
      const accept = truth?.accept ?? [];
      const acceptAll = squeeze(accept.join(' '));
      const rejected = (truth?.reject ?? []).filter((b) => !acceptAll.includes(squeeze(b)));
      const c: CorpusCase = {
        rel: `${sub.name}/${name}`,
        expect,
        pandocBlocks: accept,
        pandocRejected: rejected,
      };
      if (countChecks(c) > 0) cases.push(c);
    }
  }
  return cases.sort((a, b) => a.rel.localeCompare(b.rel));
}

export function countChecks(c: CorpusCase): number {
  const e = c.expect;
  return (
    (e.mustContain?.length ?? 0) +
    (e.mustContainRaw?.length ?? 0) +
    (e.mustNotContain?.length ?? 0) +
    Object.keys(e.counts ?? {}).length +
    (e.exactNormalized !== undefined ? 1 : 0) +
    (e.expectError ? 1 : 0) +
    (e.nonEmpty || e.latex ? 1 : 0) +
    c.pandocBlocks.length +
    c.pandocRejected.length
  );
}

function occurrences(hay: string, needle: string): number {
  let n = 0;
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + needle.length)) n++;
  return n;
}

/** Failed checks for one file (empty = the file passes). */
export function evaluate(c: CorpusCase, o: Outcome, normalizer: Normalizer = (s) => s): string[] {
  const e = c.expect;
  // Normalizers trim; edge whitespace in an expectation ("ita ") is meaningful, so keep it.
  const norm = (s: string) => {
    const m = /^(\s*)([\s\S]*?)(\s*)$/.exec(s)!;
    return m[1] + normalizer(m[2]) + m[3];
  };
  const failures: string[] = [];
  if (e.expectError) {
    const want = errorCodeFor(e.expectError);
    if (o.error !== want) failures.push(`expected error ${want}, got ${o.error ?? 'success'}`);
    return failures;
  }
  if (o.error) return [`failed with ${o.error}`];
  const raw = [...o.before, o.text, ...o.after].join('\n');
  const view = collapse(raw);
  for (const s of e.mustContain ?? []) {
    if (!view.includes(collapse(norm(s)))) failures.push(`missing "${s}"`);
  }
  const unnormalized = [...o.before, o.rawText ?? o.text, ...o.after].join('\n');
  for (const s of e.mustContainRaw ?? []) {
    if (!unnormalized.includes(s)) failures.push(`missing raw ${JSON.stringify(s)}`);
  }
  for (const s of e.mustNotContain ?? []) {
    // As written: normalizing a forbidden string can turn it into allowed text (U+F062 → β).
    const n = needle(s);
    if ((n.trim() && view.includes(n)) || raw.includes(s)) failures.push(`contains forbidden "${s}"`);
  }
  for (const [s, n] of Object.entries(e.counts ?? {})) {
    const got = occurrences(view, collapse(norm(s)));
    if (got !== n) failures.push(`"${s}" occurs ${got}x, expected ${n}`);
  }
  if (e.exactNormalized !== undefined && view !== collapse(norm(e.exactNormalized))) {
    failures.push(`exact mismatch: got ${JSON.stringify(view.slice(0, 300))}`);
  }
  if ((e.nonEmpty || e.latex) && !collapse(o.text)) failures.push('empty text');
  const squeezed = squeeze(raw);
  for (const b of c.pandocBlocks) {
    if (!squeezed.includes(squeeze(norm(b)))) failures.push(`pandoc block missing "${b.slice(0, 80)}"`);
  }
  for (const b of c.pandocRejected) {
    if (squeezed.includes(squeeze(norm(b)))) failures.push(`rejected text present "${b.slice(0, 80)}"`);
  }
  return failures;
}
