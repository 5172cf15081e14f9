/**
 * `tables: 'inline'` (table-inline.ts): a structured table's lines give way to its rows, one
 * paragraph in place, cells separated by tabs; the text around it is kept and joined again;
 * a table whose cells do not hold its text stays as read, and says so.
 */
import { describe, expect, it } from 'vitest';
import type { Line } from '../../shared/extract/pdf/model.ts';
import type { Para } from '../../shared/extract/pdf/paragraphs.ts';
import type { PageTable } from '../../shared/extract/pdf/placeholders.ts';
import { inlineTables, tableRows } from '../../shared/extract/pdf/table-inline.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

let n = 0;
function line(text: string, x0: number, top: number): Line {
  return {
    text,
    x0,
    x1: x0 + 6 * text.length,
    top,
    bottom: top + 10,
    base: top + 8,
    size: 10,
    page: 1,
    colLeft: 72,
    colRight: 540,
    block: `b${n++}`,
  };
}
const para = (lines: Line[]): Para => ({ text: lines.map((l) => l.text).join(' '), lines, float: null });
const join = (a: string, b: string) => `${a} ${b}`;

const CELLS = [
  ['Group', 'n', 'Mean'],
  ['Control', '40', '2.1'],
  ['Treated', '38', ''],
];
/** The table's box: x 100 to 400, y 300 to 340; its lines as the layout read them, column by column. */
function table(cells = CELLS): PageTable {
  return {
    page: 1,
    caption: '',
    found: {
      caption: null,
      cells,
      bbox: [100, 300, 400, 340],
      confidence: 0.9,
      method: 'aligned',
      headerRows: 1,
      structured: true,
    },
  };
}
const columnWise = () => [line('Group Control Treated', 100, 302), line('n 40 38 Mean 2.1', 220, 316)];

describe('tables inline as rows', () => {
  it('writes a row per line, cells by tabs, trailing empty cells dropped', () => {
    expect(tableRows(CELLS)).toBe('Group\tn\tMean\nControl\t40\t2.1\nTreated\t38');
    expect(
      tableRows([
        ['a  b', ''],
        ['', ''],
      ]),
    ).toBe('a b');
  });

  it("joins a cell wrapped after a hyphen as the body's lines are joined", () => {
    const dehyphenate = (a: string, b: string) =>
      a.endsWith('prop-') ? `${a.slice(0, -1)}${b}` : `${a} ${b}`;
    expect(tableRows([['DNA prop- erties', 'A- DNA', '1 - 2']], dehyphenate)).toBe(
      'DNA properties\tA- DNA\t1 - 2',
    );
  });

  it('puts the rows where the table was read, in place of its paragraphs', () => {
    const before = para([line('The groups were compared.', 72, 200)]);
    const after = para([line('Both groups improved.', 72, 400)]);
    const sink = new FallbackRecorder();
    const out = inlineTables([before, para(columnWise()), after], [table()], join, sink);
    expect(out.map((p) => p.text)).toEqual([before.text, tableRows(CELLS), after.text]);
    expect(out[1].role).toBe('table');
    expect(out[1].lines).toHaveLength(2);
    expect(sink.keys()).toEqual([]);
  });

  it('keeps the sentence a row was glued to whole, the rows after it', () => {
    const glued = para([
      line('The groups were', 72, 280),
      ...columnWise(),
      line('compared in turn.', 72, 360),
    ]);
    const out = inlineTables([glued], [table()], join, new FallbackRecorder());
    expect(out.map((p) => p.text)).toEqual(['The groups were compared in turn.', tableRows(CELLS)]);
  });

  it('leaves a table whose cells miss some of its text as read, and says why', () => {
    const read = para([
      ...columnWise(),
      line('Note. Values are raw scores from the first session.', 100, 328),
    ]);
    const sink = new FallbackRecorder();
    const out = inlineTables([read], [table()], join, sink);
    expect(out).toEqual([read]);
    expect(sink.toJSON().fallback_details['pdf.table_inline_as_read'].details[0]).toMatch(
      /page 1: its cells do not hold all of its text/,
    );
  });

  it('leaves an unstructured region as read', () => {
    const t = table();
    t.found = { ...t.found, structured: false, cells: [] };
    const read = para(columnWise());
    expect(inlineTables([read], [t], join, new FallbackRecorder())).toEqual([read]);
  });
});
