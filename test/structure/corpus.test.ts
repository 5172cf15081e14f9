/**
 * Every span in every sidecar of the public corpora is exact: `text.slice(start, end)` is the
 * element, blocks do not overlap, sections tile the body and nest, page spans tile. Runs the
 * product path (processDocument, defaults) over the PDF, HTML and DOCX corpora.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/process.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';
import { structureViolations } from '../helpers/structure-check.ts';

/** Hostile files (bombs) and the one DOCX too slow for CI (see test/docx/corpus.test.ts). */
const LEFT_OUT = /(^|\/)(synthetic\/|poi\/bug65649\.docx$)/;

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
  let sections = 0;
  let checked = 0;
  for (const p of paths) {
    const out = await processDocument({ bytes: read(p), key: p }, DEFAULT_PROCESS_OPTIONS);
    if (out.sidecar.status !== 'ok') continue;
    checked++;
    sections += out.sidecar.sections.length;
    for (const v of structureViolations(out.sidecar, out.text)) problems.push(`${p}: ${v}`);
  }
  return { problems, sections, checked };
}

describeCorpus('structure offsets on the PDF corpus', ['pdf'], () => {
  it('are exact in every sidecar', async () => {
    const r = await check(files(corpusPath('pdf'), /\.pdf$/i));
    process.stdout.write(
      `pdf: ${r.checked} files, ${r.sections} sections, ${r.problems.length} violations\n`,
    );
    expect(r.checked).toBeGreaterThan(50);
    expect(r.problems.slice(0, 20)).toEqual([]);
  }, 900_000);
});

describeCorpus('structure offsets on the DOCX corpus', ['docx'], () => {
  it('are exact in every sidecar', async () => {
    const r = await check(files(corpusPath('docx'), /\.docx$/i));
    process.stdout.write(
      `docx: ${r.checked} files, ${r.sections} sections, ${r.problems.length} violations\n`,
    );
    expect(r.checked).toBeGreaterThan(50);
    expect(r.problems.slice(0, 20)).toEqual([]);
  }, 600_000);
});

describeCorpus('structure offsets on the HTML corpora', ['html'], () => {
  it('are exact in every sidecar', async () => {
    const root = corpusPath('html');
    const paths = files(root, /\.html?(\.gz)?$/i);
    const r = await check(paths, (p) => {
      const raw = readFileSync(p);
      return new Uint8Array(p.endsWith('.gz') ? gunzipSync(raw) : raw);
    });
    process.stdout.write(
      `html: ${r.checked} files, ${r.sections} sections, ${r.problems.length} violations\n`,
    );
    expect(r.checked).toBeGreaterThan(500);
    expect(r.problems.slice(0, 20)).toEqual([]);
  }, 900_000);
});
