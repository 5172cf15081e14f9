/**
 * Tables used for page layout rather than data. Old sites and e-mail style pages put the whole
 * page in a table; walking that row by row would glue an article into one line, so such tables
 * (and cells holding several paragraphs) are read as page regions.
 */
import type { AnyNode, Element } from 'domhandler';
import { HEADING_TAGS } from './tags.ts';

/** Blocks that make a table cell a page region rather than a datum. */
const LAYOUT_BLOCKS = new Set<string>(['p', 'div', ...HEADING_TAGS, 'ul', 'ol', 'blockquote', 'table']);
/** A cell with this much text, or this many blocks, is a page region. */
const LAYOUT_CELL_CHARS = 600;
const LAYOUT_CELL_BLOCKS = 3;

/**
 * A table used for page layout (old sites, e-mail style pages) rather than data: marked
 * presentational, or holding a cell with several paragraphs or a long text. Walking it row by
 * row would glue a whole article into one line.
 */
export function isLayoutTable(table: Element): boolean {
  if (table.attribs?.role === 'presentation' || table.attribs?.role === 'none') return true;
  const stack: AnyNode[] = [...table.children];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type !== 'tag') continue;
    const el = node as Element;
    if (el.name === 'td' || el.name === 'th') {
      if (cellIsRegion(el)) return true;
      continue;
    }
    if (el.name !== 'table') for (const c of el.children) stack.push(c);
  }
  return false;
}

export function cellIsRegion(cell: Element): boolean {
  let blocks = 0;
  let chars = 0;
  const stack: AnyNode[] = [...cell.children];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text') chars += (node as unknown as { data: string }).data.trim().length;
    if (node.type !== 'tag') continue;
    const el = node as Element;
    if (LAYOUT_BLOCKS.has(el.name) && ++blocks >= LAYOUT_CELL_BLOCKS) return true;
    for (const c of el.children) stack.push(c);
  }
  return chars >= LAYOUT_CELL_CHARS;
}
