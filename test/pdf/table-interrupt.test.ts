/**
 * A table set in the middle of a sentence is held out of the paragraph flow
 * (table-interrupt.ts): the sentence reads whole, the rows follow it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import type { Line } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import type { PageTable } from '../../shared/extract/pdf/placeholders.ts';
import type { FoundTable } from '../../shared/extract/pdf/table-build.ts';
import { interruptingTableLines } from '../../shared/extract/pdf/table-interrupt.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { corpusPath, hasCorpus } from '../helpers/corpus.ts';

const typo = { bodySize: 10, pitch: 12 };
/** Lines of one column, 12 pt apart from `top`, full width unless short. */
function column(texts: string[], top = 100, block = 'p1.0'): Line[] {
  return texts.map((text, k) => ({
    text,
    x0: 72,
    x1: text.length < 30 ? 72 + 5 * text.length : 300,
    top: top + 12 * k,
    bottom: top + 12 * k + 10,
    base: top + 12 * k + 8,
    size: 10,
    page: 1,
    colLeft: 72,
    colRight: 300,
    block,
  }));
}
function table(top: number, bottom: number): PageTable {
  const found: FoundTable = {
    caption: null,
    cells: [['Parameter', 'Median']],
    bbox: [72, top, 300, bottom],
    confidence: 0.9,
    method: 'ruled',
    headerRows: 1,
    structured: true,
  };
  return { page: 1, found, caption: '' };
}

const SENTENCE = [
  'We fit the model to each participant separately and report the median parameters across',
  'participants in the table below, together with their ranges. The drift rate',
];
const ROWS = ['Parameter Median IQR', 'Drift 0.31 0.12', 'Bound 1.20 0.35'];
const AFTER = ['was higher for congruent trials in every participant, and the bound did not differ.'];

describe('a table that interrupts a sentence', () => {
  it('is held: the sentence reads whole and the rows follow it', () => {
    const lines = column([...SENTENCE, ...ROWS, ...AFTER]);
    const held = interruptingTableLines(lines, [table(124, 158)], typo.bodySize);
    expect([...held].map((l) => l.text)).toEqual(ROWS);
    const paras = paragraphs(lines, typo, new Vocabulary(), undefined, held).map((p) => p.text);
    expect(paras[0]).toContain('The drift rate was higher for congruent trials');
    expect(paras.slice(1)).toEqual(ROWS);
  });

  it('keeps its place after a finished sentence, before a new one, and beside a caption', () => {
    const finished = column([...SENTENCE.slice(0, 1), 'participants in the table below.', ...ROWS, ...AFTER]);
    expect(interruptingTableLines(finished, [table(124, 158)], typo.bodySize).size).toBe(0);
    const capital = column([
      ...SENTENCE,
      ...ROWS,
      'The bound did not differ between the two conditions at all.',
    ]);
    expect(interruptingTableLines(capital, [table(124, 158)], typo.bodySize).size).toBe(0);
    const caption = column(['Table 1: Fitted parameters of the model per person', ...ROWS, ...AFTER]);
    expect(interruptingTableLines(caption, [table(112, 146)], typo.bodySize).size).toBe(0);
  });

  const mono = 'pdf/science-parse-weakgt/pdfs';
  it.skipIf(!hasCorpus(mono))('reads mono04’s sentence across its Table 3 whole', async () => {
    const bytes = new Uint8Array(readFileSync(corpusPath(mono, 'mono04.pdf')));
    const out = await processDocument(
      { bytes, key: 'mono04.pdf' },
      { ...DEFAULT_PROCESS_OPTIONS, ocr: { mode: 'off' } },
    );
    expect(out.text).toContain('one of our independent evaluators. Some 47% of MSA paraphrases');
    expect(out.text).not.toMatch(/31 \/ 100 = 31% tors/);
  });
  if (!hasCorpus(mono)) it.skip('science-parse-weakgt corpus absent: mono04 not read', () => {});
});
