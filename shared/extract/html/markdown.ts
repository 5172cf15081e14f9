/**
 * Markdown of the chosen article: headings as `#`, list items as `-` / `1.`, data tables as
 * markdown tables, `<pre>` fenced. It is the same text walk with marks at block starts, so
 * markdown and text never disagree on what the article is. Tables are replaced in the DOM:
 * call it last, when the caller is done with the DOM.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { markdownTable } from '../../structure/markdown-table.ts';
import { dataTables, tableCells } from '../markup/tables.ts';
import { htmlToText } from '../markup/to-text.ts';

const HEADING = /^h([1-6])$/;

/** Markdown marks of a block element, for the walk. */
function mark(el: Element): { before?: string; after?: string } | null {
  const h = HEADING.exec(el.name);
  if (h) return { before: `${'#'.repeat(Number(h[1]))} ` };
  if (el.name === 'li') return { before: listMark(el) };
  if (el.name === 'pre') return { before: '```\n', after: '\n```' };
  return null;
}

export function htmlToMarkdown($: CheerioAPI, nodes: AnyNode[], headline: string | null): string {
  // Tables become their markdown inside a <pre>, which the walk keeps verbatim (and does not fence).
  for (const t of dataTables(nodes)) {
    const cells = tableCells($, t);
    if (!cells.length) continue;
    // Only the table's own <caption>: a "Table 1" paragraph beside it is already in the text.
    const caption = $(t).children('caption').first().text().replace(/\s+/g, ' ').trim();
    $(t).replaceWith(
      $('<pre class="gleaner-table">').text(`${caption ? `**${caption}**\n\n` : ''}${markdownTable(cells)}`),
    );
  }
  const body = htmlToText(nodes, {
    separateInlines: true,
    mark: (el) => (el.attribs.class === 'gleaner-table' ? null : mark(el)),
  });
  return headline ? `# ${headline}\n\n${body}` : body;
}

function listMark(li: Element): string {
  const list = li.parent as Element | null;
  if (list?.name !== 'ol') return '- ';
  const items = list.children.filter((c) => c.type === 'tag' && (c as Element).name === 'li');
  const start = Number(list.attribs.start ?? 1) || 1;
  return `${start + items.indexOf(li)}. `;
}
