/**
 * The PDF layout engine's stages on synthetic geometry (no PDF needed): rows, columns,
 * boilerplate, footnotes, de-hyphenation and paragraphs; plus the no-text-layer fallback on a
 * real (blank) PDF.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { removeBoilerplate } from '../../shared/extract/pdf/boilerplate.ts';
import { layoutPage } from '../../shared/extract/pdf/columns.ts';
import { keepHyphen, Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import { columnLines } from '../../shared/extract/pdf/lines.ts';
import { type Glyphs, joinItems, type Row } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { buildRows } from '../../shared/extract/pdf/rows.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const SIZE = 10;
const PITCH = 12;
const typo = { bodySize: SIZE, pitch: PITCH };

/** A justified line: every body line of a column has the same width. */
const line = (str: string, x: number, base: number) => run(str.padEnd(48, ' '), x, base);

/** A run of text at (x, baseline) whose width is 5pt per character (a rough 10pt font). */
function run(str: string, x: number, base: number, size = SIZE): Glyphs {
  return {
    str,
    x0: x,
    x1: x + 0.5 * size * str.length,
    base,
    top: base - 0.78 * size,
    bottom: base + 0.22 * size,
    size,
    font: 'f1',
  };
}

function textOf(rows: Row[]): string[] {
  return rows.map((r) => joinItems(r.items));
}

/** Two columns of `n` lines each: left words Lk, right words Rk, 40-character lines. */
function twoColumns(n: number, top = 100, page = 1): Glyphs[] {
  const out: Glyphs[] = [];
  for (let k = 0; k < n; k++) {
    // Page-specific words: digits are folded when heads are compared across pages.
    const w = 'vwxyz'[page % 5].repeat(3);
    out.push(run(`left${k} ${'a'.repeat(28)} ${w}`, 50, top + k * PITCH));
    out.push(run(`right${k} ${'b'.repeat(27)} ${w}`, 320, top + k * PITCH));
  }
  return out;
}

describe('rows', () => {
  it('keeps a raised footnote marker on its line', () => {
    const rows = buildRows([run('the model', 50, 100), run('1', 95.5, 96, 7), run('holds', 102, 100)]);
    expect(textOf(rows)).toEqual(['the model1 holds']);
  });

  it('keeps a drop cap apart from the line it shares a baseline with', () => {
    const cap = run('I', 50, 124, 30);
    const rows = buildRows([
      cap,
      run('N this paper', 70, 100),
      run('we study', 70, 112),
      run('scalable video', 70, 124),
    ]);
    expect(rows).toHaveLength(4);
    expect(rows.some((r) => r.items.length === 1 && r.items[0] === cap)).toBe(true);
  });
});

describe('lines', () => {
  it('folds a drop cap into the first line and reads the capitalised rest of the word as text', () => {
    // A two-line initial: its baseline is the second line's.
    const cap = run('I', 50, 112, 30);
    const rows = buildRows([
      cap,
      run('N this paper we study', 70, 100),
      run('scalable video coding', 70, 112),
      run('and its storage', 70, 124),
    ]);
    const lines = columnLines({ rows, left: 50, right: 200, id: 'p1' }, 1, typo);
    expect(lines.map((l) => l.text)).toEqual([
      'In this paper we study',
      'scalable video coding',
      'and its storage',
    ]);
  });
});

describe('columns', () => {
  it('reads a two-column page left column first', () => {
    const cols = layoutPage(buildRows(twoColumns(20)), 1);
    expect(cols).toHaveLength(2);
    expect(joinItems(cols[0].rows[0].items)).toMatch(/^left0/);
    expect(joinItems(cols[1].rows[0].items)).toMatch(/^right0/);
  });

  it('puts a full-width title above both columns', () => {
    const items = [run(`Title ${'t'.repeat(90)}`, 50, 60, 12), ...twoColumns(20)];
    const cols = layoutPage(buildRows(items), 1);
    expect(cols.map((c) => joinItems(c.rows[0].items).slice(0, 5))).toEqual(['Title', 'left0', 'right']);
  });

  it('does not split one-column text at aligned word spaces', () => {
    const items: Glyphs[] = [];
    for (let k = 0; k < 30; k++)
      items.push(run('aaaa bbbb cccc', 50, 100 + k * PITCH), run('dddd eeee ffff', 125, 100 + k * PITCH));
    expect(layoutPage(buildRows(items), 1)).toHaveLength(1);
  });
});

describe('boilerplate', () => {
  const page = (n: number, head: string, foot: string): Row[] =>
    buildRows([run(head, 50, 40), ...twoColumns(20, 100, n), run(foot, 300, 760)]);
  const infos = [1, 2, 3, 4].map((p) => ({ page: p, width: 612, height: 792 }));

  it('drops a running head that repeats on most pages and the page numbers', () => {
    const pages = [1, 2, 3, 4].map((n) => page(n, `Journal of Results, Vol. 3 page ${n}`, String(n)));
    const { pages: kept, removed } = removeBoilerplate(pages, infos, typo);
    expect(removed.filter((r) => r.why === 'repeated')).toHaveLength(4);
    expect(removed.filter((r) => r.why === 'page-number')).toHaveLength(4);
    for (const rows of kept) expect(textOf(rows).join(' ')).not.toMatch(/Journal of Results|^\d+$/);
  });

  it('keeps a line repeated on both pages of a two-page document', () => {
    const pages = [1, 2].map((n) =>
      buildRows([run('Answer each question below', 50, 110), ...twoColumns(20, 124, n)]),
    );
    const { removed } = removeBoilerplate(pages, infos.slice(0, 2), typo);
    expect(removed).toEqual([]);
  });

  it('recognises a download footer on a single page by its wording', () => {
    const pages = [
      buildRows([...twoColumns(20), run('Downloaded from example.org on May 5, 2020', 50, 770, 8)]),
    ];
    const { removed } = removeBoilerplate(pages, infos.slice(0, 1), typo);
    expect(removed.map((r) => r.why)).toEqual(['phrase']);
  });
});

describe('de-hyphenation', () => {
  const vocab = new Vocabulary();
  it('joins a word broken at a syllable', () => {
    expect(keepHyphen('docu', 'ment', vocab)).toBe(false);
    expect(keepHyphen('parallel', 'ized', vocab)).toBe(false);
  });
  it('keeps the hyphen of a compound split at its own hyphen', () => {
    expect(keepHyphen('user', 'specified', vocab)).toBe(true);
    expect(keepHyphen('two', 'column', vocab)).toBe(true);
    expect(keepHyphen('semi', 'automatically', vocab)).toBe(true);
  });
  it('follows how the document itself writes the word', () => {
    const v = new Vocabulary();
    v.addLine('we compute PageRank scores for every page');
    expect(keepHyphen('Page', 'Rank', v)).toBe(false);
    v.addLine('a run-time check is done');
    expect(keepHyphen('run', 'time', v)).toBe(true);
  });
});

describe('paragraphs and footnotes', () => {
  it('continues a paragraph across a column break and keeps a footnote out of it', async () => {
    const { splitFootnotes } = await import('../../shared/extract/pdf/footnotes.ts');
    // Columns of 30 lines: the gutter must hold over a good share of the page.
    const filler = (x: number, from: number, n: number) =>
      Array.from({ length: n }, (_, k) => line(`filler line ${k} of the column`, x, from + k * PITCH));
    const left = [
      ...filler(50, 100, 28),
      line('follow starts. The first sentence runs to the', 50, 100 + 28 * PITCH),
      line('end of this column and goes on in the next', 50, 100 + 29 * PITCH),
      run('1 A note in small type at the foot.', 50, 700, 8),
    ];
    const right = [
      line('one where it ends properly. A new thought then', 320, 100),
      ...filler(320, 100 + PITCH, 29),
    ];
    const cols = layoutPage(buildRows([...left, ...right]), 1);
    const lines = cols.flatMap((c) => columnLines(c, 1, typo));
    const leftLines = lines.filter((l) => l.x0 < 300);
    const split = splitFootnotes(leftLines, typo, false, 792);
    expect(split.notes.map((n) => n.map((l) => l.text).join(' '))).toEqual([
      '1 A note in small type at the foot.',
    ]);
    const body = paragraphs([...split.body, ...lines.filter((l) => l.x0 >= 300)], typo, new Vocabulary());
    expect(body.map((p) => p.text).join('\n\n')).toContain('goes on in the next one where it ends properly.');
  });
});

describe('pdf extractor', () => {
  it('flags pages without a text layer as a fallback with the page list', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]);
    doc.addPage([612, 792]);
    const bytes = await doc.save();
    const fb = new FallbackRecorder();
    const out = await pdfExtractor.extract(
      bytes,
      // OCR off: this is about the fallback; what OCR does with blank pages is test/pdf/ocr.test.ts's.
      { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS, ocr: { mode: 'off' } },
      fb,
    );
    expect(out.body).toBe('');
    expect(fb.toJSON().fallback_details['pdf.no_text_layer'].details[0]).toContain('1,2');
  });
});
