/**
 * The docs name real files. Every backticked path in docs/*.md that starts with one of the
 * repository's top-level folders must exist, so a rename or a deleted module cannot leave a
 * newcomer following a dead path. Spans that are not a single path are skipped: commands
 * (`npm run bench -- html`), globs (`test/fixtures/*`) and placeholders (`<slug>`, `KEY`, `…`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCS = join(ROOT, 'docs');

/** Top-level folders whose paths the docs cite; a span starting with another word is not checked. */
const REPO_DIRS = [
  'shared',
  'producer',
  'workers',
  'dashboard',
  'cli',
  'infra',
  'bench',
  'test',
  'scripts',
  'docs',
  'bin',
];
const REPO_PATH = new RegExp(`^(?:${REPO_DIRS.join('|')})(?:/|$)`);
/** Upper-case file stems that are real names, not placeholders such as `KEY` or `RUN`. */
const UPPER_CASE_FILES = new Set(['README', 'LICENSE', 'CHANGELOG', 'CONTRIBUTING', 'STYLE', 'NOTICE']);
/** A path segment (or a dotted part of one) in capitals: `DEST/KEY.txt`, `shared/X`. */
const CAPITAL_PART = /(?:^|[/.])([A-Z][A-Z0-9_]*)(?=$|[/.])/g;

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (one level of braces, as the docs write folder lists). */
function expandBraces(span: string): string[] {
  const m = /\{([^{}]*)\}/.exec(span);
  if (!m) return [span];
  const head = span.slice(0, m.index);
  const tail = span.slice(m.index + m[0].length);
  return m[1].split(',').flatMap((alt) => expandBraces(`${head}${alt.trim()}${tail}`));
}

function isPlaceholder(path: string): boolean {
  if (/[*?<>…$]|\.\.\./.test(path)) return true;
  for (const m of path.matchAll(CAPITAL_PART)) if (!UPPER_CASE_FILES.has(m[1])) return true;
  return false;
}

/**
 * The repository paths one backticked span names: `:line`, `:CONSTANT` and `#anchor` suffixes
 * are stripped; a span with whitespace outside braces is a command or prose, not a path.
 */
function pathsIn(span: string): string[] {
  const s = span
    .trim()
    .replace(/#.*$/, '')
    .replace(/:[^/]*$/, '');
  if (!REPO_PATH.test(s) || /\s/.test(s.replace(/\{[^{}]*\}/g, ''))) return [];
  return expandBraces(s)
    .filter((p) => !isPlaceholder(p))
    .map((p) => p.replace(/\/+$/, ''));
}

/**
 * Missing paths in docs this test's author does not own, each with the reason, so the check can
 * pass while the owner fixes the doc. An entry that is no longer missing fails the test: remove
 * it then. Keys are `docs/<file>: <path>`.
 */
const KNOWN_MISSING: Record<string, string> = {};

/** Backticked spans of a markdown text, fenced code blocks left out. */
function backticked(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  return [...prose.matchAll(/(`+)([^`]+?)\1(?!`)/g)].map((m) => m[2]);
}

/**
 * Folders .gitignore keeps out of the repository (`bench/results/`, `test/output/`): a path under
 * one may exist on the machine that wrote the doc, never in a clone, so it counts as missing.
 */
const IGNORED_DIRS = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim().replace(/^\//, ''))
  .filter((l) => l.endsWith('/') && !/[*?[!#]/.test(l));

function exists(path: string): boolean {
  if (IGNORED_DIRS.some((d) => `${path}/`.startsWith(d))) return false;
  return existsSync(join(ROOT, path));
}

function missingPaths(doc: string): string[] {
  const text = readFileSync(join(DOCS, doc), 'utf8');
  const paths = new Set(backticked(text).flatMap(pathsIn));
  return [...paths].filter((p) => !exists(p)).sort();
}

describe('paths named in docs/*.md', () => {
  const docs = readdirSync(DOCS)
    .filter((f) => f.endsWith('.md'))
    .sort();

  it('finds the docs to check', () => {
    expect(docs.length).toBeGreaterThan(0);
  });

  it('every backticked repository path in every doc exists', () => {
    const all = docs.flatMap((doc) => missingPaths(doc).map((p) => `docs/${doc}: ${p}`));
    const missing = all.filter((m) => !(m in KNOWN_MISSING));
    expect(missing, `paths named in docs that do not exist:\n  ${missing.join('\n  ')}\n`).toEqual([]);
    const fixed = Object.keys(KNOWN_MISSING).filter((k) => !all.includes(k));
    expect(fixed, 'KNOWN_MISSING entries that are no longer missing (remove them)').toEqual([]);
  });
});

describe('what counts as a path', () => {
  it('strips a line number, a constant and an anchor', () => {
    expect(pathsIn('shared/errors.ts:27')).toEqual(['shared/errors.ts']);
    expect(pathsIn('shared/pipeline/version.ts:ASSEMBLE_STAGE')).toEqual(['shared/pipeline/version.ts']);
    expect(pathsIn('docs/html.md#steps')).toEqual(['docs/html.md']);
  });

  it('expands a brace list and drops a trailing slash', () => {
    expect(pathsIn('shared/extract/{pdf,docx, html}/')).toEqual([
      'shared/extract/pdf',
      'shared/extract/docx',
      'shared/extract/html',
    ]);
  });

  it('skips globs, placeholders, commands and words outside the repository folders', () => {
    for (const span of [
      'test/fixtures/*/generate.ts',
      'test/fixtures/<slug>/{input, expected}',
      'test/KEY.json',
      'shared/extract/…',
      'node --import tsx infra/validate.ts',
      'decode.ts',
      'DEST/KEY.txt',
      '_runs/<id>.json',
    ])
      expect(pathsIn(span), span).toEqual([]);
    expect(pathsIn('dashboard/README.md')).toEqual(['dashboard/README.md']);
  });

  it('counts a path under a gitignored folder as missing (it is in no clone)', () => {
    expect(IGNORED_DIRS).toContain('bench/results/');
    expect(exists('bench/results')).toBe(false);
    expect(exists('bench/run.ts')).toBe(true);
  });

  it('reads inline code spans but not fenced blocks', () => {
    const md = 'See `shared/errors.ts` and ``cli/main.ts``.\n\n```sh\nls `bench/none.ts`\n```\n';
    expect(backticked(md)).toEqual(['shared/errors.ts', 'cli/main.ts']);
  });
});
