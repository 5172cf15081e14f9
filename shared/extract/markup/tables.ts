/**
 * Data tables as cells, shared by the HTML and DOCX paths: rows of a table (through thead,
 * tbody, tfoot), each cell's text on one line, and the caption (`<caption>`, or a "Table N"
 * paragraph right before or after). Layout tables (page regions) are not data and are skipped.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { Table } from '../types.ts';
import { byTag } from './dom.ts';
import { isLayoutTable } from './layout.ts';
import { htmlToText } from './to-text.ts';

/** "Table 3: ...", "Tab. 3.", "TABLE IV" in the paragraph right before (or else right after) a table. */
const CAPTION = /^(table|tab\.)\s*([0-9]+|[IVXLC]+)\b/i;
/** Captions are one or two sentences; a long paragraph that starts with "Table 1" is body text. */
const MAX_CAPTION_CHARS = 300;

function cellText(cell: Element): string {
  return htmlToText(cell)
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** Element children of `el` named one of `names`. */
function childrenNamed(el: Element, names: Set<string>): Element[] {
  return el.children.filter((c): c is Element => c.type === 'tag' && names.has((c as Element).name));
}
const SECTIONS = new Set(['tbody', 'thead', 'tfoot']);
const ROW = new Set(['tr']);
const CELLS = new Set(['td', 'th']);

/**
 * Rows of cells: the table's own rows, then each section's in document order (the order of
 * `$(table).children('tbody, thead, tfoot').addBack().children('tr')`, which this replaced:
 * addBack sorts its set pairwise, quadratic in a table of many sections). One walk over the
 * cells, each cell's text built once.
 */
export function tableCells(_$: CheerioAPI, table: Element): string[][] {
  const rows = [table, ...childrenNamed(table, SECTIONS)].flatMap((parent) => childrenNamed(parent, ROW));
  return rows.map((tr) => childrenNamed(tr, CELLS).map(cellText)).filter((row) => row.length > 0);
}

export function captionOf($: CheerioAPI, table: Element): string | null {
  const own = $(table).children('caption').first();
  if (own.length) return own.text().replace(/\s+/g, ' ').trim() || null;
  for (const sibling of [$(table).prev(), $(table).next()]) {
    if (!sibling.length || !sibling.is('p')) continue;
    const text = sibling.text().replace(/\s+/g, ' ').trim();
    if (CAPTION.test(text) && text.length <= MAX_CAPTION_CHARS) return text;
  }
  return null;
}

/** The data tables inside `nodes`: outermost (a table nested in a cell is part of its cell), not layout. */
export function dataTables(nodes: AnyNode[]): Element[] {
  const out: Element[] = [];
  for (const root of nodes) {
    const found =
      root.type === 'tag' && (root as Element).name === 'table' ? [root as Element] : byTag(root, 'table');
    for (const t of found) if (!byAncestorTable(t, root) && !isLayoutTable(t)) out.push(t);
  }
  return out;
}

/** The data tables inside `nodes` as cells. In placeholder mode each is replaced in the DOM by `[Table N: caption]`. */
export function collectTables($: CheerioAPI, nodes: AnyNode[], mode: 'inline' | 'placeholder'): Table[] {
  const tables: Table[] = [];
  for (const t of dataTables(nodes)) {
    const cells = tableCells($, t);
    if (!cells.length) continue;
    const caption = captionOf($, t);
    tables.push({ page: null, caption, bbox: null, cells, confidence: 1, method: 'html' });
    if (mode === 'placeholder') {
      const label = `[Table ${tables.length}${caption ? `: ${caption}` : ''}]`;
      $(t).replaceWith($('<p>').text(label));
    }
  }
  return tables;
}

function byAncestorTable(t: Element, root: AnyNode): boolean {
  for (let p = t.parent; p && p !== root; p = p.parent) if ((p as Element).name === 'table') return true;
  return false;
}
