/**
 * Every public corpus file through the product path (processDocument with defaults), once, with
 * two checks on each document:
 * - the structure model: every span is exact (`text.slice(start, end)` is the element), blocks do
 *   not overlap, sections tile the body and nest, page spans tile;
 * - chunks (chunk() with defaults): every promise holds (test/chunk/invariants.ts) and the
 *   chunks cover at least MIN_COVERAGE of the body text.
 * One pass for both, because extraction is the cost (about three minutes for all corpora).
 */
import { expect, it } from 'vitest';
import { chunk, DEFAULT_CHUNK_OPTIONS } from '../../shared/chunk/index.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/process.ts';
import { checkChunks } from '../chunk/invariants.ts';
import { corpusFiles, describeCorpus, readCorpusFile } from '../helpers/corpus.ts';
import { structureViolations } from '../helpers/structure-check.ts';

/**
 * The chunking issue's floor. Left out by design: a section's heading alone before its first
 * sub-section (its text is in the sub-sections' paths). Measured: 99.8%+ on every corpus.
 */
const MIN_COVERAGE = 0.95;

async function check(paths: string[]) {
  const structure: string[] = [];
  const chunking: string[] = [];
  let sections = 0;
  let checked = 0;
  let chunks = 0;
  let covered = 0;
  let body = 0;
  let worst = { file: '', share: 1 };
  for (const p of paths) {
    const out = await processDocument({ bytes: readCorpusFile(p), key: p }, DEFAULT_PROCESS_OPTIONS);
    if (out.sidecar.status !== 'ok') continue;
    checked++;
    sections += out.sidecar.sections.length;
    for (const v of structureViolations(out.sidecar, out.text)) structure.push(`${p}: ${v}`);
    const cs = chunk(out);
    chunks += cs.length;
    const r = checkChunks(out, cs, { maxTokens: DEFAULT_CHUNK_OPTIONS.maxTokens });
    chunking.push(...r.problems.map((x) => `${p}: ${x}`));
    covered += r.covered;
    body += r.body;
    if (r.body && r.covered / r.body < worst.share) worst = { file: p, share: r.covered / r.body };
  }
  return { structure, chunking, sections, checked, chunks, coverage: body ? covered / body : 1, worst };
}

function verify(name: string, r: Awaited<ReturnType<typeof check>>, minFiles: number): void {
  process.stdout.write(
    `${name}: ${r.checked} files, ${r.sections} sections, ${r.structure.length} structure violations; ` +
      `${r.chunks} chunks, coverage ${(100 * r.coverage).toFixed(2)}% ` +
      `(lowest ${(100 * r.worst.share).toFixed(1)}% ${r.worst.file}), ${r.chunking.length} chunk violations\n`,
  );
  expect(r.checked).toBeGreaterThan(minFiles);
  expect(r.structure.slice(0, 20)).toEqual([]);
  expect(r.chunking.slice(0, 20)).toEqual([]);
  expect(r.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE);
}

describeCorpus('structure and chunks on the PDF corpus', ['pdf'], () => {
  it('offsets are exact and chunks keep every promise', async () => {
    verify('pdf', await check(corpusFiles('pdf', /\.pdf$/i)), 50);
  }, 900_000);
});

describeCorpus('structure and chunks on the DOCX corpus', ['docx'], () => {
  it('offsets are exact and chunks keep every promise', async () => {
    verify('docx', await check(corpusFiles('docx', /\.docx$/i)), 50);
  }, 600_000);
});

describeCorpus('structure and chunks on the HTML corpora', ['html'], () => {
  it('offsets are exact and chunks keep every promise', async () => {
    verify('html', await check(corpusFiles('html', /\.html?(\.gz)?$/i)), 500);
  }, 900_000);
});
