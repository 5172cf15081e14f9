/**
 * Cells that span rows in a drawn grid. A partial rule inside a band (the rule under a header
 * that spans some columns) separates two rows only in the columns it is drawn under; in the
 * other columns the cell goes on across it, and a cell set vertically centred in it ('少数株主持分'
 * beside a two-level header, twotables.pdf) is read on the lower row's lines. Its text goes to
 * the first row of its span, as a cell spanning columns gives its text to the first of them
 * (grid.ts) and as HTML's rowspan and tabula place it.
 *
 * Only where vertical rules draw the cells: without them (booktabs) a partial rule does not say
 * which cells the columns beside it belong to.
 */

/** A horizontal rule inside a table: its height and extent. */
export interface Cut {
  at: number;
  from: number;
  to: number;
}

/**
 * A column is under a partial rule when the rule covers at least this share of the column's
 * width; under less it crosses into the column only by the width of a border.
 */
const COVERED_SHARE = 0.5;

/** How a table's rows came from its lines (tables.ts, table-rows.ts). */
export interface RowLines {
  /** The text lines, top to bottom. */
  rows: readonly { base: number }[];
  /** The line indices of each row. */
  sources: readonly (readonly number[])[];
  /** Each line's band between full-width rules. */
  bands: readonly number[];
}

/**
 * Table rows (cells per row, edited in place): where two consecutive rows are in one band and
 * separated only by partial rules (`cuts` between their lines' baselines), in each column no
 * such rule covers (column `k` spans `edges[k]`–`edges[k + 1]`) a top cell that is empty takes
 * the text of the cell below.
 */
export function spanRowsUp(
  cells: string[][],
  edges: readonly number[],
  cutsInside: readonly Cut[],
  { rows, sources, bands }: RowLines,
): void {
  for (let r = 1; r < cells.length; r++) {
    const [a, b] = [sources[r - 1][sources[r - 1].length - 1], sources[r][0]];
    if (bands[a] !== bands[b]) continue;
    const cuts = cutsInside.filter((c) => c.at > rows[a].base && c.at < rows[b].base);
    if (!cuts.length) continue;
    const [top, below] = [cells[r - 1], cells[r]];
    for (let k = 0; k < below.length && k + 1 < edges.length; k++) {
      if (top[k] || !below[k]) continue;
      const width = edges[k + 1] - edges[k];
      const covered = cuts.some(
        (c) => Math.min(c.to, edges[k + 1]) - Math.max(c.from, edges[k]) >= COVERED_SHARE * width,
      );
      if (covered) continue;
      top[k] = below[k];
      below[k] = '';
    }
  }
}
