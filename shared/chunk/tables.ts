/**
 * A table is its own chunk. Its text is the table's rows as markdown (the extractor's cells,
 * `markdownTable`), with the caption on the first line when the extractor found one; a table
 * too long for one chunk is cut between rows and every part repeats the caption and header row.
 * Its `start`/`end` are the table's blocks in the text, whose flat cell text differs from the
 * markdown. A table block the extractor has no cells for is chunked as its own text.
 */

import type { Table } from '../extract/types.ts';
import { markdownTable } from '../structure/markdown-table.ts';
import { type PackOptions, packRun } from './pack.ts';
import type { Span } from './regions.ts';
import { splitSpan } from './split.ts';

export interface TablePart {
  start: number;
  end: number;
  /** null when the part is exactly text.slice(start, end). */
  text: string | null;
  tokens: number;
  split: 'words' | 'chars' | null;
  part: { n: number; of: number } | null;
}

/** Unclaimed tables, matched to table blocks by page and order (as the markdown renderer does). */
export class TablePool {
  private readonly left: Table[];
  constructor(tables: readonly Table[]) {
    this.left = tables.filter((t) => t.cells.length > 0);
  }
  /** The table the next `take(page)` would give. */
  peek(page: number | null): Table | null {
    return this.left.find((t) => t.page === page || t.page === null) ?? null;
  }
  take(page: number | null): Table | null {
    const k = this.left.findIndex((t) => t.page === page || t.page === null);
    return k >= 0 ? this.left.splice(k, 1)[0] : null;
  }
}

/** Consecutive table blocks on one page are one table (the PDF engine gives a block per row). */
function groups(blocks: readonly Span[]): Span[][] {
  const out: Span[][] = [];
  for (const b of blocks) {
    const last = out[out.length - 1];
    if (last && last[last.length - 1].page === b.page) last.push(b);
    else out.push([b]);
  }
  return out;
}

export function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

export function tableParts(
  text: string,
  blocks: readonly Span[],
  pool: TablePool,
  o: PackOptions,
): TablePart[] {
  const out: TablePart[] = [];
  for (const g of groups(blocks)) {
    const start = g[0].start;
    const end = g[g.length - 1].end;
    const table = pool.take(g[0].page);
    const parts = table ? rows(table, start, end, o) : null;
    if (!parts) {
      for (const p of packRun(text, g, { ...o, overlapTokens: 0 }))
        out.push({
          start: p.start,
          end: p.end,
          text: null,
          tokens: p.tokens,
          split: p.split === 'sentences' ? null : p.split,
          part: null,
        });
      continue;
    }
    out.push(...parts);
  }
  return out;
}

/** Largest share of a chunk the caption and header row may take; above it the table is chunked as text. */
const MAX_HEAD_SHARE = 0.5;

function rows(table: Table, start: number, end: number, o: PackOptions): TablePart[] | null {
  const lines = markdownTable(table.cells).split('\n');
  const head = [...(table.caption ? [oneLine(table.caption)] : []), lines[0], lines[1]].join('\n');
  const body = lines.slice(2);
  const measure = (rowsText: string) => o.count(`${o.prefix}${head}${rowsText ? `\n${rowsText}` : ''}`);
  if (measure('') > o.maxTokens * MAX_HEAD_SHARE) return null;
  if (!body.length) return [{ start, end, text: head, tokens: measure(''), split: null, part: null }];
  // Rows start with "|", so with an additive encoding the count of head and rows joined by
  // newlines is the sum of each line's count with its newline (pack.ts, `joinable`).
  const headN = o.count(`${o.prefix}${head}\n`);
  const lineN = body.map((l) => o.count(`${l}\n`));
  const parts: { text: string; tokens: number; split: 'words' | 'chars' | null }[] = [];
  let a = 0;
  while (a < body.length) {
    let b = a;
    let est = headN;
    // A line's count with its newline is at least its count without: the estimate errs high.
    while (b < body.length && est + lineN[b] <= o.maxTokens) est += lineN[b++];
    if (b === a) {
      // One row longer than a chunk: its text is cut at words (then characters), each piece a part.
      const line = body[a++];
      const room = Math.max(1, o.maxTokens - measure('') - 2);
      for (const p of splitSpan(line, 0, line.length, room, o.count)) {
        const t = line.slice(p.start, p.end);
        parts.push({
          text: `${head}\n${t}`,
          tokens: measure(t),
          split: p.cut === 'chars' ? 'chars' : 'words',
        });
      }
      continue;
    }
    const text = (to: number) => body.slice(a, to).join('\n');
    let tokens = o.additive ? est - lineN[b - 1] + o.count(body[b - 1]) : measure(text(b));
    while (tokens > o.maxTokens && b - 1 > a) tokens = measure(text(--b));
    parts.push({ text: `${head}\n${text(b)}`, tokens, split: null });
    a = b;
  }
  if (parts.length === 1 && parts[0].split === null) return [{ start, end, ...parts[0], part: null }];
  return parts.map((p, i) => ({
    start,
    end,
    text: p.text,
    tokens: p.tokens,
    split: p.split,
    part: { n: i + 1, of: parts.length },
  }));
}
