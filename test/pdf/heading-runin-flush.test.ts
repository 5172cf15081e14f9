/**
 * Run-in heads flush with the column's left edge and a narrow space after them (LNCS sets
 * `\subsubsection` and `\paragraph` in bold or italics, 0.5 em shrinking to 0.4 em before the
 * text, no indent, and at a page's top no space above): the paragraph builder breaks before
 * such a line even when the paragraph above runs into it, and the run-in rule reads the lead as
 * a heading. Look-alikes stay text: an indented paragraph opening, a lead followed by a word
 * space, a lead that is not a title of words.
 */
import { describe, expect, it } from 'vitest';
import { runInOf } from '../../shared/extract/pdf/headings-runin.ts';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import type { Glyphs, Line } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';

const LEFT = 134.8;
const RIGHT = 480.6;
const SIZE = 10;
const PITCH = 12;
const TYPO = { bodySize: SIZE, pitch: PITCH };
const CTX = { typo: TYPO, bodyFont: 'body' };

const run = (str: string, x0: number, x1: number, base: number, font: string): Glyphs => ({
  str,
  x0,
  x1,
  base,
  top: base - 0.8 * SIZE,
  bottom: base + 0.2 * SIZE,
  size: SIZE,
  font,
});

/** A line of runs; each run is [text, font, width]; `gaps` are the spaces after each but the last. */
function line(page: number, base: number, runs: [string, string, number][], gap: number, x0 = LEFT): Line {
  const items: Glyphs[] = [];
  let x = x0;
  for (const [str, font, width] of runs) {
    items.push(run(str, x, x + width, base, font));
    x += width + gap;
  }
  return {
    text: runs.map((r) => r[0]).join(' '),
    x0,
    x1: items.at(-1)?.x1 ?? x0,
    top: base - 0.8 * SIZE,
    bottom: base + 0.2 * SIZE,
    base,
    size: SIZE,
    page,
    colLeft: LEFT,
    colRight: RIGHT,
    block: `p${page}`,
    font: runs.length > 1 ? runs[1][1] : runs[0][1],
    items,
  };
}

const full = (page: number, base: number, text: string) =>
  line(page, base, [[text, 'body', RIGHT - LEFT]], 0);

/** A justified page ending "…repetitions.", then a page opening with `opening` (a lead run and its gap). */
function pages(lead: string, font: string, gap: number, x0 = LEFT): Line[] {
  const first = [
    full(1, 600, 'the macro F1 and the macro F1, and we report the median over several runs of the'),
    full(1, 612, 'model in each of the settings we tried, while the encoder differs in the held-out'),
    full(1, 624, 'data and in the training data, as the tables show for every one of the twenty'),
    full(1, 636, 'settings we record the accuracy, and we report the median over 6 repetitions.'),
  ];
  const leadWidth = lead.length * 0.5 * SIZE;
  const opening = line(
    2,
    120,
    [
      [lead, font, leadWidth],
      [
        'A second question is whether the classifier head changes little',
        'body',
        RIGHT - x0 - leadWidth - gap,
      ],
    ],
    gap,
    x0,
  );
  const second = [
    full(2, 132, 'with long documents; we return to it in the discussion of the results below.'),
    full(2, 144, 'Across all sites, long documents constrain the memory use of the model that'),
    full(2, 156, 'we train, and the classifier head varies with the encoder as it did before.'),
  ];
  return [...first, opening, ...second];
}

function split(lines: Line[]) {
  const ps = paragraphs(lines, TYPO, new Vocabulary());
  return ps.map((p) => {
    const r = runInOf(p, CTX);
    return { text: p.text, runIn: r ? p.text.slice(0, r.length) : null };
  });
}

describe('flush run-in heads with a narrow space after them', () => {
  it('breaks before a bold lead flush left at a page top after a sentence end, and reads it as run in', () => {
    const ps = split(pages('Datasets', 'bold', 0.44 * SIZE));
    expect(ps).toHaveLength(2);
    expect(ps[1].runIn).toBe('Datasets');
  });

  it('reads an italic lead of two words the same way', () => {
    const ps = split(pages('Block-sparse patterns', 'italic', 0.44 * SIZE));
    expect(ps.map((p) => p.runIn)).toEqual([null, 'Block-sparse patterns']);
  });

  it('keeps a lead followed by a word space in the paragraph', () => {
    const ps = split(pages('Datasets', 'bold', 0.3 * SIZE));
    expect(ps).toHaveLength(1);
    expect(ps[0].runIn).toBeNull();
  });

  it('does not read an indented opening with the same narrow space as a heading', () => {
    const ps = split(pages('Datasets', 'bold', 0.44 * SIZE, LEFT + 1.5 * SIZE));
    expect(ps.map((p) => p.runIn)).toEqual([null, null]);
  });

  it('does not read a lead with numbers or a colon ("Inputs: y1:T") as a heading', () => {
    const ps = split(pages('Inputs: y1', 'bold', 0.44 * SIZE));
    expect(ps.every((p) => p.runIn === null)).toBe(true);
  });
});

/** A line of one run in block `block`, spanning x0..x1. */
function blockLine(block: string, base: number, text: string, x0: number, x1: number): Line {
  return { ...line(1, base, [[text, 'body', x1 - x0]], 0, x0), block, colLeft: x0, colRight: x1 };
}

/**
 * A full-width title block (a centred title and authors, a ragged two-line abstract: not
 * justified) whose last line is a field line ending short, then a column block starting `step`
 * below it; `lastX1` is where that last line ends.
 */
function regions(step: number, lastX1 = 365): string[] {
  const wide = [
    blockLine('p1.0', 116, 'Sparse Attention for Long-Document Classification', 178, 434),
    blockLine('p1.0', 134, 'Jun Sato and Elif Garcia', 214, 393),
    blockLine(
      'p1.0',
      200,
      'As shown in earlier work, the token budget cannot be separated from the memory',
      84,
      527,
    ),
    blockLine(
      'p1.0',
      212,
      'use within the uncertainty of the measurements, to a first approximation.',
      84,
      480,
    ),
    blockLine('p1.0', 236, 'Keywords: accuracy — sparse attention — efficient transformers', 84, lastX1),
  ];
  const col = [
    blockLine(
      'p1.1',
      236 + step,
      'our approach to the problem of long inputs follows the earlier work on',
      50,
      292,
    ),
    blockLine(
      'p1.1',
      248 + step,
      'sparse attention, and the memory use was measured for each of them.',
      50,
      292,
    ),
  ];
  return paragraphs([...wide, ...col], TYPO, new Vocabulary()).map((p) => p.text);
}

describe('a block starting right under the line above', () => {
  it('starts a new paragraph after a paragraph gap too small for a float', () => {
    expect(regions(2 * PITCH)).toHaveLength(5);
  });

  it('continues the paragraph at the body pitch, and across a gap tall enough for a figure', () => {
    expect(regions(PITCH)).toHaveLength(4);
    expect(regions(12 * PITCH)).toHaveLength(4);
  });
});

describe('a dated field in another font', () => {
  it('does not read "Accepted" before a date as a run-in heading', () => {
    const lines = pages('Accepted', 'bold', 0.44 * SIZE);
    const opening = lines[4];
    const items = opening.items as Glyphs[];
    lines[4] = { ...opening, items: [items[0], { ...items[1], str: '9 May 2017 and in revised form' }] };
    expect(split(lines).every((p) => p.runIn === null)).toBe(true);
  });
});
