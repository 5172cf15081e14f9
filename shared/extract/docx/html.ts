/**
 * mammoth's HTML → body text (the shared block/inline walk), tables as cells, and markdown.
 * Paragraphs inside a table cell are joined with a space so a row stays one tab-separated line.
 */
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { markdownTable } from '../../structure/markdown-table.ts';
import { captionOf, tableCells } from '../markup/tables.ts';
import { htmlToBlocks, htmlToText } from '../markup/to-text.ts';
import type { BodyBlock, Table } from '../types.ts';

export interface HtmlOutput {
  body: string;
  blocks: BodyBlock[];
  tables: Table[];
  markdown: string;
}

function markdownOf($: cheerio.CheerioAPI, nodes: AnyNode[], depth = 0): string[] {
  const out: string[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      const t = (node as unknown as { data: string }).data.trim();
      if (t) out.push(t);
      continue;
    }
    if (node.type !== 'tag') continue;
    const el = node as Element;
    const name = el.name.toLowerCase();
    const h = /^h([1-6])$/.exec(name);
    if (h) out.push(`${'#'.repeat(Number(h[1]))} ${htmlToText(el).replace(/\s+/g, ' ')}`);
    else if (name === 'table') {
      const cells = tableCells($, el);
      out.push(markdownTable(cells));
    } else if (name === 'ul' || name === 'ol') {
      for (const li of $(el).children('li').toArray()) {
        const nested = $(li).children('ul, ol').toArray();
        $(nested).remove();
        const text = htmlToText(li).replace(/\s+/g, ' ');
        // Ordered items already carry their materialized label ("1)", "a.").
        out.push(`${'  '.repeat(depth)}${name === 'ul' ? '- ' : ''}${text}`);
        for (const n of nested) out.push(...markdownOf($, [n], depth + 1));
      }
    } else {
      const text = htmlToText(el);
      if (text) out.push(text);
    }
  }
  return out;
}

/**
 * Word shows tabs and runs of spaces as typed ("This is          10 spaces", "tab\ttab"); the
 * HTML walk collapses whitespace as a browser would. Noncharacters stand in for them during the
 * walk (they never occur in interchange text) and are restored after.
 */
const TAB_MARK = '\uFDD0';
const SPACE_MARK = '\uFDD1';

function protectWhitespace($: cheerio.CheerioAPI): void {
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      const t = node as unknown as { data: string };
      t.data = t.data.replace(/\t/g, TAB_MARK).replace(/ {2,}/g, (m) => SPACE_MARK.repeat(m.length));
      return;
    }
    for (const c of (node as Element).children ?? []) walk(c);
  };
  walk($.root().get(0)!);
}

function restoreWhitespace(text: string): string {
  return text
    .replace(/\uFDD0/g, '\t')
    .replace(/\uFDD1/g, ' ')
    .replace(/^[ \t]+|[ \t]+$/gm, '');
}

export function fromMammothHtml(html: string, tablesMode: 'inline' | 'placeholder'): HtmlOutput {
  const $ = cheerio.load(html);
  const top = $('table')
    .toArray()
    .filter((t) => $(t).parents('table').length === 0);
  const tables: Table[] = top.map((t) => ({
    page: null,
    caption: captionOf($, t),
    bbox: null,
    cells: tableCells($, t),
    confidence: 1,
    method: 'docx',
  }));
  // Markdown works on its own copy: it detaches nested lists while walking.
  const $md = cheerio.load(html);
  const markdown = markdownOf($md, $md('body').contents().toArray()).filter(Boolean).join('\n\n');
  // Each row becomes one line, cells separated by a tab (nested tables flattened into their
  // cell); the shared walk would otherwise break every cell into its own paragraph.
  top.forEach((t, i) => {
    if (tablesMode === 'placeholder') {
      $(t).replaceWith($('<p class="gleaner-table">').text(`[Table ${i + 1}]`));
      return;
    }
    const rows = tables[i].cells.map((row) => $('<p class="gleaner-table">').text(row.join('\t')));
    $(t).replaceWith($('<div>').append(...rows));
  });
  protectWhitespace($);
  const blocks: BodyBlock[] = [];
  // Whitespace is restored per paragraph: the same as over the whole text, since it works by line.
  for (const block of htmlToBlocks($.root().get(0)!)) {
    const raw = block.text;
    block.text = restoreWhitespace(raw);
    if (block.runIn) block.runIn.length = restoreWhitespace(raw.slice(0, block.runIn.length)).length;
    // A row of empty cells restores to '': kept, so the body stays what it was (a blank paragraph).
    blocks.push(block);
  }
  const body = blocks.map((b) => b.text).join('\n\n');
  return { body, blocks, tables, markdown };
}
