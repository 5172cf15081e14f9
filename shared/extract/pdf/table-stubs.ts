/**
 * Body stubs set vertically centred on the rows they label (LaTeX's \multirow in a table
 * without vertical rules: booktabs, or \hline only): the label of a group of two rows is printed
 * between them, a line of its own; of three rows, on the middle one's line; the group's other
 * rows leave the stub empty. By the span rule of the `Table` type, a spanning cell's text sits in
 * its top-left grid cell: the label moves to the group's first row and the group is recorded as
 * a span.
 *
 * Evidence: the table's first body row has an empty stub while a later one is filled (a
 * top-aligned group label never leaves it so: "ditto" blanks come under their label), and every
 * label has as many rows with an empty stub above it as below it, the groups tiling the body
 * exactly. Anything else (a section row alone on its line, a blank stub under a label) leaves
 * the cells as they are. Drawn grids are handled by their partial rules (table-rowspan.ts) before
 * this runs, and then show no such pattern.
 */
import type { Span } from './table-spans.ts';

type Kind = 'blank' | 'label' | 'labelOnly';

function kindOf(row: readonly string[]): Kind {
  if (row[0]) return row.slice(1).some(Boolean) ? 'label' : 'labelOnly';
  return 'blank';
}

/** The cells with centred group labels moved to their groups' first rows, and the spans. */
export function centredStubs(
  cells: readonly string[][],
  headerRows: number,
): { cells: string[][]; spans: Span[] } {
  const body = cells.slice(headerRows);
  const same = { cells: cells.map((r) => [...r]), spans: [] };
  if (body.length < 2 || kindOf(body[0]) !== 'blank') return same;
  const kinds = body.map(kindOf);
  const out: string[][] = [];
  const spans: Span[] = [];
  let pos = 0;
  while (pos < body.length) {
    let j = pos;
    while (j < body.length && kinds[j] === 'blank') j++;
    if (j === body.length) return same;
    const above = j - pos;
    const only = kinds[j] === 'labelOnly';
    // A label alone on its line with nothing above it is a section row, not a centred label.
    if (only && above === 0) return same;
    const end = j + above;
    if (end >= body.length) return same;
    for (let k = j + 1; k <= end; k++) if (kinds[k] !== 'blank') return same;
    const group = [...body.slice(pos, j), ...(only ? [] : [body[j]]), ...body.slice(j + 1, end + 1)].map(
      (r) => [...r],
    );
    const label = body[j][0];
    if (!only) group[above][0] = '';
    group[0][0] = label;
    if (group.length >= 2)
      spans.push({ row: headerRows + out.length, col: 0, rowspan: group.length, colspan: 1 });
    out.push(...group);
    pos = end + 1;
  }
  if (!spans.length) return same;
  return { cells: [...cells.slice(0, headerRows).map((r) => [...r]), ...out], spans };
}
