/**
 * chunk() over every file of the public corpora (../shared/corpus: PDF, DOCX, HTML; hostile
 * synthetic files and the one DOCX too slow for CI left out, as in test/structure/corpus.test.ts),
 * through the product path (processDocument with defaults, then chunk with defaults): every
 * promise holds in every document, and the chunks cover at least MIN_COVERAGE of the body text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { chunk, DEFAULT_CHUNK_OPTIONS } from '../../shared/chunk/index.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/process.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';
import { checkChunks } from './invariants.ts';

/** Hostile files (bombs) and the one DOCX too slow for CI (see test/docx/corpus.test.ts). */
const LEFT_OUT = /(^|\/)(synthetic\/|poi\/bug65649\.docx$)/;
/**
 * The issue's floor. What is left out by design: a section's heading alone before its first
 * sub-section (its text is in the sub-sections' paths). Measured here: 99.9%+ on every corpus.
 */
const MIN_COVERAGE = 0.95;

function files(root: string, ext: RegExp): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (ext.test(name) && !LEFT_OUT.test(relative(root, p))) out.push(p);
    }
  };
  walk(root);
  return out;
}

async function check(
  paths: string[],
  read: (p: string) => Uint8Array = (p) => new Uint8Array(readFileSync(p)),
) {
  const problems: string[] = [];
  let checked = 0;
  let chunks = 0;
  let covered = 0;
  let body = 0;
  let worst = { file: '', share: 1 };
  for (const p of paths) {
    const out = await processDocument({ bytes: read(p), key: p }, DEFAULT_PROCESS_OPTIONS);
    if (out.sidecar.status !== 'ok') continue;
    checked++;
    const cs = chunk(out);
    chunks += cs.length;
    const r = checkChunks(out, cs, { maxTokens: DEFAULT_CHUNK_OPTIONS.maxTokens });
    problems.push(...r.problems.map((x) => `${p}: ${x}`));
    covered += r.covered;
    body += r.body;
    if (r.body && r.covered / r.body < worst.share) worst = { file: p, share: r.covered / r.body };
  }
  return { problems, checked, chunks, coverage: body ? covered / body : 1, worst };
}

function report(name: string, r: Awaited<ReturnType<typeof check>>): void {
  process.stdout.write(
    `${name}: ${r.checked} files, ${r.chunks} chunks, coverage ${(100 * r.coverage).toFixed(2)}% ` +
      `(lowest ${(100 * r.worst.share).toFixed(1)}% ${r.worst.file}), ${r.problems.length} violations\n`,
  );
}

describeCorpus('chunks on the PDF corpus', ['pdf'], () => {
  it('keep every promise and cover the body', async () => {
    const r = await check(files(corpusPath('pdf'), /\.pdf$/i));
    report('pdf', r);
    expect(r.checked).toBeGreaterThan(50);
    expect(r.problems.slice(0, 20)).toEqual([]);
    expect(r.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE);
  }, 900_000);
});

describeCorpus('chunks on the DOCX corpus', ['docx'], () => {
  it('keep every promise and cover the body', async () => {
    const r = await check(files(corpusPath('docx'), /\.docx$/i));
    report('docx', r);
    expect(r.checked).toBeGreaterThan(50);
    expect(r.problems.slice(0, 20)).toEqual([]);
    expect(r.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE);
  }, 600_000);
});

describeCorpus('chunks on the HTML corpora', ['html'], () => {
  it('keep every promise and cover the body', async () => {
    const r = await check(files(corpusPath('html'), /\.html?(\.gz)?$/i), (p) => {
      const raw = readFileSync(p);
      return new Uint8Array(p.endsWith('.gz') ? gunzipSync(raw) : raw);
    });
    report('html', r);
    expect(r.checked).toBeGreaterThan(500);
    expect(r.problems.slice(0, 20)).toEqual([]);
    expect(r.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE);
  }, 900_000);
});
