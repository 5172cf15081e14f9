/**
 * One table of the generated table set (generate.ts): its cells as a model (header and body
 * rows of cells, a cell spanning columns or rows), rendered to LaTeX in one of four rule
 * styles, and its truth grid in Gleaner's span convention (sidecar `tables[].cells`): a
 * spanning cell's text sits in its top-left grid cell, the other covered cells are ''.
 */

export interface Cell {
  /** The source text (LaTeX). */
  tex: string;
  /** The printed text, as a reader would copy it (math minus as U+2212, `\%` as %). */
  text: string;
  colspan?: number;
  rowspan?: number;
}

/**
 * booktabs: \toprule, \midrule under the header, \bottomrule (\cmidrule under a spanning header
 * cell); grid: every row and column ruled; plain: no rule at all; frame: \hline above and below
 * the header and at the end only.
 */
export type RuleStyle = 'booktabs' | 'grid' | 'plain' | 'frame';

export interface TableModel {
  header: Cell[][];
  body: Cell[][];
  /** Column alignments: 'l', 'c', 'r' or a width for a wrapped column ('p{4cm}'). */
  cols: string[];
  style: RuleStyle;
}

export interface TruthTable {
  caption: string | null;
  /** Rows of cell text; spanned cells ''. */
  rows: string[][];
  header_rows: number;
  style: RuleStyle;
  /** What the table exercises ("multicolumn", "longtable", "landscape", ...). */
  features: string[];
}

/** A cell whose printed text is its source. */
export const c = (text: string, colspan?: number, rowspan?: number): Cell => ({
  tex: text.replace(/([%&#_])/g, '\\$1'),
  text,
  colspan,
  rowspan,
});

/** A number as LaTeX and as printed: a math minus, a `$\pm$`, a percent sign, asterisks. */
export function num(
  v: number,
  digits: number,
  opts: { pm?: number; pct?: boolean; stars?: number } = {},
): Cell {
  const abs = Math.abs(v).toFixed(digits);
  const neg = v < 0 && Number(abs) !== 0;
  let tex = `${neg ? '$-$' : ''}${abs}`;
  let text = `${neg ? '\u2212' : ''}${abs}`;
  if (opts.pct) {
    tex += '\\%';
    text += '%';
  }
  if (opts.pm !== undefined) {
    tex += ` $\\pm$ ${opts.pm.toFixed(digits)}`;
    text += ` \u00b1 ${opts.pm.toFixed(digits)}`;
  }
  if (opts.stars) {
    tex += '*'.repeat(opts.stars);
    text += '*'.repeat(opts.stars);
  }
  return { tex, text };
}

/** The grid of rows (header then body) with spans expanded: text top-left, covered cells ''. */
export function truthGrid(rows: Cell[][], width: number): string[][] {
  const grid: string[][] = rows.map(() => Array(width).fill(''));
  const taken: boolean[][] = rows.map(() => Array(width).fill(false));
  rows.forEach((row, i) => {
    let k = 0;
    for (const cell of row) {
      while (k < width && taken[i][k]) k++;
      grid[i][k] = cell.text;
      for (let di = 0; di < (cell.rowspan ?? 1); di++)
        for (let dk = 0; dk < (cell.colspan ?? 1); dk++) taken[i + di][k + dk] = true;
      k += cell.colspan ?? 1;
    }
  });
  return grid;
}

/**
 * The columns each row leaves to a rowspan from above (so the row's own cells skip them), as
 * booleans per column.
 */
function coveredFromAbove(rows: Cell[][], width: number): boolean[][] {
  const covered: boolean[][] = rows.map(() => Array(width).fill(false));
  rows.forEach((row, i) => {
    let k = 0;
    for (const cell of row) {
      while (k < width && covered[i][k]) k++;
      for (let di = 1; di < (cell.rowspan ?? 1); di++)
        for (let dk = 0; dk < (cell.colspan ?? 1); dk++) covered[i + di][k + dk] = true;
      k += cell.colspan ?? 1;
    }
  });
  return covered;
}

/** The `&`-joined source of one row, with empty placeholders where a rowspan from above covers. */
function rowTex(row: Cell[], covered: boolean[], cols: string[], style: RuleStyle): string {
  const out: string[] = [];
  let k = 0;
  const cells = [...row];
  while (k < cols.length) {
    if (covered[k]) {
      out.push('');
      k++;
      continue;
    }
    const cell = cells.shift();
    if (!cell) break;
    let tex = cell.tex;
    if (cell.rowspan && cell.rowspan > 1) tex = `\\multirow{${cell.rowspan}}{*}{${tex}}`;
    const span = cell.colspan ?? 1;
    if (span > 1) {
      const bar = style === 'grid' ? '|' : '';
      tex = `\\multicolumn{${span}}{${k === 0 ? bar : ''}c${bar}}{${tex}}`;
    }
    out.push(tex);
    k += span;
  }
  return `${out.join(' & ')} \\\\`;
}

/** The rule under row i of a grid: \hline, or \cline around columns a rowspan carries on. */
function gridRule(next: boolean[] | undefined, width: number): string {
  if (!next?.some(Boolean)) return '\\hline';
  const parts: string[] = [];
  let k = 0;
  while (k < width) {
    if (next[k]) {
      k++;
      continue;
    }
    const start = k;
    while (k < width && !next[k]) k++;
    parts.push(`\\cline{${start + 1}-${k}}`);
  }
  return parts.join(' ');
}

/** \cmidrule under each spanning cell of a booktabs header row. */
function cmidrules(row: Cell[], covered: boolean[], width: number): string {
  const out: string[] = [];
  let k = 0;
  for (const cell of row) {
    while (k < width && covered[k]) k++;
    const span = cell.colspan ?? 1;
    if (span > 1) out.push(`\\cmidrule(lr){${k + 1}-${k + span}}`);
    k += span;
  }
  return out.join(' ');
}

/** The tabular body lines (no environment), rules as the style wants. */
export function tabularLines(m: TableModel): string[] {
  const rows = [...m.header, ...m.body];
  const width = m.cols.length;
  const covered = coveredFromAbove(rows, width);
  const lines: string[] = [];
  const h = m.header.length;
  if (m.style === 'booktabs') lines.push('\\toprule');
  if (m.style === 'grid' || m.style === 'frame') lines.push('\\hline');
  rows.forEach((row, i) => {
    lines.push(rowTex(row, covered[i], m.cols, m.style));
    if (m.style === 'grid') lines.push(gridRule(covered[i + 1], width));
    else if (m.style === 'booktabs') {
      if (i === h - 1) lines.push('\\midrule');
      else if (i < h - 1) {
        const mid = cmidrules(row, covered[i], width);
        if (mid) lines.push(mid);
      }
    } else if (m.style === 'frame' && (i === h - 1 || i === rows.length - 1)) lines.push('\\hline');
  });
  if (m.style === 'booktabs') lines.push('\\bottomrule');
  return lines;
}

export function colSpec(m: TableModel): string {
  return m.style === 'grid' ? `|${m.cols.join('|')}|` : m.cols.join('');
}

/** `\begin{tabular}...\end{tabular}`. */
export function tabular(m: TableModel): string {
  return `\\begin{tabular}{${colSpec(m)}}\n${tabularLines(m).join('\n')}\n\\end{tabular}`;
}

export function truthOf(m: TableModel, caption: string | null, features: string[]): TruthTable {
  return {
    caption,
    rows: truthGrid([...m.header, ...m.body], m.cols.length),
    header_rows: m.header.length,
    style: m.style,
    features,
  };
}
