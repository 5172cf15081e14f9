/**
 * HTML of the web table set (generate.ts): a table model of bench/tables-office/contents.ts
 * rendered as a `<table>` in one of five looks, and the page around it (all CSS inline, system
 * fonts only, no network). Chromium prints it to PDF (build.ts).
 *
 * Looks: grid (border-collapse, a 1px border on every cell); zebra (no border, every other body
 * row filled, a dark header with white type); booktabs (a rule above and below the header and
 * at the end, nothing else); rows (a light rule under every row, as web frameworks style
 * tables); plain (no rule, no fill).
 */
import type { OfficeTable } from '../tables-office/contents.ts';

export type Look = 'grid' | 'zebra' | 'booktabs' | 'rows' | 'plain';

export interface PageStyle {
  font: string;
  /** The body's type size, a CSS length ("11pt", "12px"). */
  size: string;
  page: 'A4' | 'Letter';
  landscape: boolean;
  /** Page margin in millimetres. */
  margin: number;
  /** Cell padding in pixels (vertical, horizontal). */
  pad: [number, number];
  /** Captions left-aligned (else Chromium's default, centred over the table). */
  captionLeft: boolean;
}

export interface TableOpts {
  look: Look;
  /** The caption's HTML (label and title), where it is printed, or none. */
  caption?: { html: string; where: 'top' | 'bottom' | 'para' };
  /** The last `foot` body rows go into a `<tfoot>`. */
  foot?: number;
  /** Fixed column widths from the model's relative widths (`table-layout: fixed`). */
  fixed?: boolean;
  /** The table's type size relative to the body (em). */
  scale?: number;
  /** Keep the table on one page (`break-inside: avoid`). */
  keep?: boolean;
  /** Width of the table (CSS); 100% when absent. */
  width?: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text escaped for HTML. */
export const esc = (s: string): string => s.replace(/[&<>"]/g, (c) => ENTITIES[c]);

/** A cell's HTML: escaped, "12.3^a" as 12.3 with a superscript a. */
const cellHtml = (s: string): string => esc(s).replace(/\^(\w)/g, '<sup>$1</sup>');

const ALIGN = { l: 'left', c: 'center', r: 'right' } as const;

function rowsHtml(rows: OfficeTable['body'], tag: 'th' | 'td', t: OfficeTable): string {
  // The column of each cell (after rowspans from rows above), for its alignment.
  const taken = new Set<string>();
  return rows
    .map((row, i) => {
      let k = 0;
      const cells = row.map((c) => {
        while (taken.has(`${i},${k}`)) k++;
        for (let di = 0; di < (c.rowspan ?? 1); di++)
          for (let dk = 0; dk < (c.colspan ?? 1); dk++) taken.add(`${i + di},${k + dk}`);
        const span = `${c.colspan && c.colspan > 1 ? ` colspan="${c.colspan}"` : ''}${c.rowspan && c.rowspan > 1 ? ` rowspan="${c.rowspan}"` : ''}`;
        const al = tag === 'th' && (c.colspan ?? 1) > 1 ? 'center' : ALIGN[t.align[k] ?? 'l'];
        k += c.colspan ?? 1;
        return `<${tag}${span} style="text-align:${al}">${cellHtml(c.text)}</${tag}>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');
}

/** A table model as HTML. */
export function tableHtml(t: OfficeTable, o: TableOpts): string {
  const foot = o.foot ?? 0;
  const body = t.body.slice(0, t.body.length - foot);
  const tail = t.body.slice(t.body.length - foot);
  const style = [
    `width:${o.width ?? '100%'}`,
    `font-size:${o.scale ?? 0.92}em`,
    o.fixed ? 'table-layout:fixed' : '',
    o.keep ? 'break-inside:avoid' : '',
    o.caption?.where === 'bottom' ? 'caption-side:bottom' : '',
  ]
    .filter(Boolean)
    .join(';');
  const sum = (t.widths ?? t.align.map(() => 1)).reduce((a, b) => a + b, 0);
  const cols = o.fixed
    ? `<colgroup>${(t.widths ?? t.align.map(() => 1)).map((w) => `<col style="width:${((100 * w) / sum).toFixed(1)}%">`).join('')}</colgroup>`
    : '';
  const cap = o.caption && o.caption.where !== 'para' ? `<caption>${o.caption.html}</caption>` : '';
  const table = [
    `<table class="${o.look}" style="${style}">${cap}${cols}`,
    `<thead>${rowsHtml(t.header, 'th', t)}</thead>`,
    `<tbody>${rowsHtml(body, 'td', t)}</tbody>`,
    tail.length ? `<tfoot>${rowsHtml(tail, 'td', t)}</tfoot>` : '',
    '</table>',
  ].join('\n');
  return o.caption?.where === 'para' ? `<p class="caption">${o.caption.html}</p>\n${table}` : table;
}

/** The stylesheet: the page, prose, captions and every look. */
function css(s: PageStyle): string {
  const [v, h] = s.pad;
  return `
@page { size: ${s.page}${s.landscape ? ' landscape' : ''}; margin: ${s.margin}mm; }
@page wide { size: ${s.page} landscape; }
.wide { page: wide; }
html { font-family: '${s.font}', sans-serif; font-size: ${s.size}; line-height: 1.4; color: #111; }
body { margin: 0; }
h1 { font-size: 1.6em; margin: 0 0 0.6em; }
h2 { font-size: 1.25em; margin: 1.2em 0 0.4em; }
h3 { font-size: 1.05em; margin: 1em 0 0.3em; }
p { margin: 0 0 0.7em; text-align: justify; }
table { border-collapse: collapse; margin: 0.6em 0 1em; }
th, td { padding: ${v}px ${h}px; vertical-align: top; }
th { font-weight: bold; }
caption, p.caption { text-align: ${s.captionLeft ? 'left' : 'center'}; margin: 0.3em 0; }
p.note { font-size: 0.85em; margin-top: -0.6em; }
table.grid th, table.grid td { border: 1px solid #444; }
table.grid thead th { background: #eee; }
table.zebra thead th { background: #1f3a5f; color: #fff; }
table.zebra tbody tr:nth-child(even) td { background: #e8eef6; }
table.zebra tfoot td { font-weight: bold; }
table.booktabs { border-top: 1.5px solid #000; border-bottom: 1.5px solid #000; }
table.booktabs thead tr:last-child th { border-bottom: 1px solid #000; }
table.booktabs tfoot tr:first-child td { border-top: 1px solid #000; }
table.rows th, table.rows td { border-bottom: 1px solid #ccc; }
table.rows thead th { border-bottom: 2px solid #888; }
table.plain thead th { font-weight: bold; }
.cols2 { columns: 2; column-gap: 2em; }
.cols2 table { break-inside: avoid; }
.split { display: flex; gap: 1.5em; align-items: flex-start; }
.split main { flex: 3; min-width: 0; }
.split aside { flex: 1; font-size: 0.9em; border-left: 1px solid #bbb; padding-left: 1em; }
.cards { display: grid; grid-template-columns: repeat(4, 1fr); gap: 0.8em; margin: 0.8em 0; }
.card { border: 1px solid #ccd; border-radius: 6px; padding: 0.6em; background: #f6f8fb; }
.card .big { font-size: 1.6em; font-weight: bold; }
.card .lbl { font-size: 0.85em; color: #555; }
.kv { display: grid; grid-template-columns: 12em 1fr; gap: 0.2em 1em; margin: 0.5em 0 1em; }
.kv .k { font-weight: bold; }
dl dt { font-weight: bold; } dl dd { margin: 0 0 0.4em 2em; }
form .field { display: flex; gap: 1em; margin: 0.3em 0; } form label { width: 10em; }
form input { width: 16em; border: 1px solid #999; padding: 2px 4px; font: inherit; }
nav ul { list-style: none; display: flex; gap: 1.5em; padding: 0; border-bottom: 1px solid #ccc; }
.receipt .line { display: flex; } .receipt .dots { flex: 1; border-bottom: 1px dotted #555; margin: 0 0.4em 0.35em; }
`;
}

/** A whole page: the stylesheet and the body. */
export function pageHtml(s: PageStyle, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>${css(s)}</style></head>
<body>
<h1>${esc(title)}</h1>
${body}
</body></html>
`;
}
