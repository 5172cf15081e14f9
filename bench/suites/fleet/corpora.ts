/** The corpora the fleet bench runs: generated small documents, real papers, the public PDFs. */
import { readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { makeDocx, makeHtml, makePdf, paragraphs, writeFiles } from '../../../scripts/demo-corpus.ts';
import { corpusPath, hasCorpus } from '../../../test/helpers/corpus.ts';

/**
 * `--mix papers` (the default): real PDFs from ../shared/corpus/pdf, so parsing dominates and the
 * scaling ratio measures parse capacity; `--mix small` (corpus below) measures queue and storage overhead.
 */
export async function paperCorpus(dir: string, docs: number) {
  const root = corpusPath('pdf', 'authored-unit-tests', 'pdfs');
  if (!hasCorpus('pdf', 'authored-unit-tests', 'pdfs')) throw new Error(`--mix papers needs ${root}`);
  const pdfs = readdirSync(root).filter((f) => f.endsWith('.pdf'));
  const files = Array.from({ length: docs }, (_, i) => ({
    key: `papers/${i}-${pdfs[i % pdfs.length]}`,
    bytes: new Uint8Array(readFileSync(join(root, pdfs[i % pdfs.length]))),
    expect: 'ok',
  }));
  await writeFiles(dir, files);
}

export async function corpus(dir: string, docs: number) {
  // Mostly small HTML (cheap to parse, so queue/storage overhead shows), some PDF and DOCX.
  const pdf = await makePdf('Bench PDF', paragraphs(1, 3, 60));
  const docx = await makeDocx('Bench DOCX', paragraphs(2, 3, 60));
  const files = Array.from({ length: docs }, (_, i) =>
    i % 10 === 0
      ? { key: `pdf/${i}.pdf`, bytes: pdf, expect: 'ok' }
      : i % 10 === 1
        ? { key: `docx/${i}.docx`, bytes: docx, expect: 'ok' }
        : { key: `html/${i}.html`, bytes: makeHtml(`Paper ${i}`, paragraphs(i, 3, 50)), expect: 'ok' },
  );
  await writeFiles(dir, files);
}

/** The public PDFs: every PDF of ../shared/corpus/pdf except tables-public (83 files, 704 pages). */
export async function publicPdfs(dir: string): Promise<number> {
  const root = corpusPath('pdf');
  if (!hasCorpus('pdf')) throw new Error(`the cost section needs ${root}`);
  let n = 0;
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !e.name.toLowerCase().endsWith('.pdf')) continue;
    const rel = relative(root, join(e.parentPath, e.name));
    if (rel.startsWith('tables-public')) continue;
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await copyFile(join(root, rel), join(dir, rel));
    n++;
  }
  return n;
}
