/**
 * Markdown from the structure model: headings from the model's blocks, tables in place (the
 * extractor's cells, under their caption in bold, which is then not repeated), other captions as
 * emphasized lines after the last paragraph of their page, notes as markdown footnotes. It reads
 * the final text through the blocks' offsets, so it shows exactly the normalized text, never a
 * second rendering of it.
 */

import type { Table } from '../extract/types.ts';
import { markdownTable } from './markdown-table.ts';
import type { Block, Structure } from './types.ts';

/** One line: markdown headings and emphasis cannot span lines. */
function flat(s: string): string {
  return s.replace(/\s*\n\s*/g, ' ').trim();
}

/** A caption compared loosely: a table's caption is joined from its rows, the caption block read from the text. */
function captionKey(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

function tableMarkdown(t: Table): string {
  return `${t.caption ? `**${flat(t.caption)}**\n\n` : ''}${markdownTable(t.cells)}`;
}

export function renderMarkdown(text: string, model: Structure, tables: readonly Table[]): string {
  const slice = (b: Block) => text.slice(b.start as number, b.end as number);
  const body = model.blocks.filter((b) => b.start !== null && b.role !== 'caption' && b.role !== 'footnote');
  // Every table with cells is drawn with its caption over it (in place, or at the end): that
  // caption is not repeated among the captions.
  const drawn = new Set(
    tables.filter((t) => t.cells.length > 0 && t.caption).map((t) => captionKey(t.caption ?? '')),
  );
  const captions = model.blocks.filter(
    (b) => b.role === 'caption' && b.start !== null && !drawn.has(captionKey(slice(b))),
  );
  const notes = model.blocks.filter((b) => b.role === 'footnote' && b.start !== null);
  const hasTitle = body.some((b) => b.role === 'title');
  const unusedTables = tables.filter((t) => t.cells.length > 0);
  // Captions go after the last body block of their page; those without a page go at the end.
  const lastOfPage = new Map<number, number>();
  body.forEach((b, i) => {
    if (b.page !== null) lastOfPage.set(b.page, i);
  });
  const after = new Map<number, Block[]>();
  const trailing: Block[] = [];
  for (const c of captions) {
    const at = c.page !== null ? lastOfPage.get(c.page) : undefined;
    if (at === undefined) trailing.push(c);
    else after.set(at, [...(after.get(at) ?? []), c]);
  }
  const out: string[] = [];
  body.forEach((b, i) => {
    const s = slice(b);
    const prev = body[i - 1];
    if (b.role === 'title') {
      // A title set over several blocks is one heading.
      if (prev?.role === 'title') out[out.length - 1] += ` ${flat(s)}`;
      else out.push(`# ${flat(s)}`);
    } else if (b.role === 'heading') {
      const depth = Math.min(6, (b.level ?? 1) + (hasTitle ? 1 : 0));
      out.push(`${'#'.repeat(depth)} ${flat(s)}`);
    } else if (b.role === 'table' && !/^\[Table/.test(s)) {
      // A table's text may come as several blocks: the first shows the cells, the rest go.
      const continues = prev?.role === 'table' && prev.page === b.page;
      const k = continues ? -1 : unusedTables.findIndex((t) => t.page === b.page || t.page === null);
      if (k >= 0) out.push(tableMarkdown(unusedTables.splice(k, 1)[0]));
      else if (!continues || !out.length) out.push(s);
      else if (!out[out.length - 1].includes('| --- |')) out.push(s);
    } else if (b.role === 'list_item') out.push(/^\s*([-*\u2022]|\d+[.)])\s/.test(s) ? s : `- ${s}`);
    else out.push(s);
    for (const c of after.get(i) ?? []) out.push(`*${flat(slice(c))}*`);
  });
  for (const t of unusedTables) out.push(tableMarkdown(t));
  for (const c of trailing) out.push(`*${flat(slice(c))}*`);
  if (notes.length) out.push(notes.map((n, i) => `[^${i + 1}]: ${flat(slice(n))}`).join('\n'));
  const md = out.filter(Boolean).join('\n\n').trim();
  return md ? `${md}\n` : '';
}
