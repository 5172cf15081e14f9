/**
 * Markdown of the chosen article: headings as `#`, list items as `-` / `1.`, data tables as
 * markdown tables, `<pre>` fenced. Marks the DOM up in place and runs the same text walk, so
 * markdown and text never disagree on what the article is; call it last, when the caller is
 * done with the DOM.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { byTag } from './dom.ts';
import { dataTables, markdownTable, tableCells } from './tables.ts';
import { htmlToText } from './to-text.ts';

const HEADING = /^h([1-6])$/;

export function htmlToMarkdown($: CheerioAPI, nodes: AnyNode[], headline: string | null): string {
  for (const root of nodes) {
    for (const el of byTag(root, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'))
      $(el).prepend(`${'#'.repeat(Number(HEADING.exec(el.name)![1]))} `);
    for (const li of byTag(root, 'li')) $(li).prepend(listMark(li));
    for (const pre of byTag(root, 'pre')) {
      $(pre).prepend('```\n');
      $(pre).append('\n```');
    }
  }
  // Tables last: their markdown goes into a <pre>, which the walk keeps verbatim.
  for (const t of dataTables(nodes)) {
    const cells = tableCells($, t);
    if (!cells.length) continue;
    // Only the table's own <caption>: a "Table 1" paragraph beside it is already in the text.
    const caption = $(t).children('caption').first().text().replace(/\s+/g, ' ').trim();
    $(t).replaceWith($('<pre>').text(`${caption ? `**${caption}**\n\n` : ''}${markdownTable(cells)}`));
  }
  const body = htmlToText(nodes, { separateInlines: true });
  return headline ? `# ${headline}\n\n${body}` : body;
}

function listMark(li: Element): string {
  const list = li.parent as Element | null;
  if (list?.name !== 'ol') return '- ';
  const items = list.children.filter((c) => c.type === 'tag' && (c as Element).name === 'li');
  const start = Number(list.attribs.start ?? 1) || 1;
  return `${start + items.indexOf(li)}. `;
}
