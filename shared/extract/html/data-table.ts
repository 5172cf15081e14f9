/**
 * Whether a block holds a data table: a grid of at least two rows and two columns that is not a
 * page-layout table. Class words are weak evidence against such a block: sites wrap wide tables
 * in "scrollable-table" or "table-scroll" containers (Readability's chrome word "scroll"), and a
 * recipe's ingredient grid or a ranking of companies went with the wrapper (wcxb-dev 0096, 0358).
 * Readability keeps a block holding a data table in its conditional cleaning for the same reason.
 */
import type { Element } from 'domhandler';
import { isLayoutTable } from '../markup/layout.ts';

const MIN_ROWS = 2;
const MIN_COLUMNS = 2;

function isGrid(table: Element): boolean {
  let rows = 0;
  let columns = 0;
  const stack: Element[] = [table];
  while (stack.length) {
    const el = stack.pop()!;
    for (const c of el.children) {
      if (c.type !== 'tag') continue;
      const child = c as Element;
      if (child.name === 'tr') {
        rows++;
        const cells = child.children.filter(
          (d) => d.type === 'tag' && ((d as Element).name === 'td' || (d as Element).name === 'th'),
        ).length;
        columns = Math.max(columns, cells);
      } else if (child.name === 'thead' || child.name === 'tbody' || child.name === 'tfoot')
        stack.push(child);
    }
  }
  return rows >= MIN_ROWS && columns >= MIN_COLUMNS;
}

function tablesIn(el: Element, out: Element[]): void {
  for (const c of el.children) {
    if (c.type !== 'tag') continue;
    const child = c as Element;
    // A table inside a table is part of its cell.
    if (child.name === 'table') out.push(child);
    else tablesIn(child, out);
  }
}

export function holdsDataTable(el: Element): boolean {
  const tables: Element[] = [];
  if (el.name === 'table') tables.push(el);
  else tablesIn(el, tables);
  return tables.some((t) => isGrid(t) && !isLayoutTable(t));
}
