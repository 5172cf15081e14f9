/**
 * Plain text of a pre-processed story (header, footer, note, comment, text box): paragraphs on
 * their own lines, table cells separated by tabs. Used where mammoth does not look; the
 * pre-pass has already turned fields, math, symbols and breaks into plain runs.
 */
import { children, isEl, NS } from './xml.ts';

function inlineText(el: Element): string {
  let out = '';
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType !== 1) continue;
    const e = c as Element;
    if (e.namespaceURI === NS.w) {
      switch (e.localName) {
        case 't':
          out += e.textContent ?? '';
          continue;
        case 'tab':
          out += '\t';
          continue;
        case 'br':
        case 'cr':
          out += '\n';
          continue;
        case 'rPr':
        case 'pPr':
        case 'instrText':
        case 'delText':
          continue;
      }
    }
    out += inlineText(e);
  }
  return out;
}

function cellText(tc: Element): string {
  return blocks(tc)
    .map((b) => b.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
}

function blocks(container: Element): string[] {
  const out: string[] = [];
  for (const el of children(container)) {
    if (isEl(el, NS.w, 'p')) out.push(inlineText(el));
    else if (isEl(el, NS.w, 'tbl')) {
      for (const tr of children(el, NS.w, 'tr')) {
        out.push(children(tr, NS.w, 'tc').map(cellText).join('\t'));
      }
    } else if (isEl(el, NS.w, 'sdt')) {
      for (const c of children(el, NS.w, 'sdtContent')) out.push(...blocks(c));
    } else if (isEl(el, NS.w, 'customXml') || isEl(el, NS.w, 'body')) out.push(...blocks(el));
  }
  return out;
}

/** Text of a story root (w:hdr, w:ftr, w:footnote, w:comment, w:body...). */
export function storyText(root: Element): string {
  return blocks(root)
    .map((b) => b.replace(/[ \u00a0]+$/gm, '').trim())
    .filter(Boolean)
    .join('\n');
}

/** Cells of every top-level table under `root` (nested tables flatten into their cell). */
export function storyTables(root: Element): string[][][] {
  const out: string[][][] = [];
  const visit = (el: Element) => {
    for (const c of children(el)) {
      if (isEl(c, NS.w, 'tbl')) {
        out.push(children(c, NS.w, 'tr').map((tr) => children(tr, NS.w, 'tc').map(cellText)));
      } else if (
        isEl(c, NS.w, 'body') ||
        isEl(c, NS.w, 'sdt') ||
        isEl(c, NS.w, 'sdtContent') ||
        isEl(c, NS.w, 'customXml')
      ) {
        visit(c);
      }
    }
  };
  visit(root);
  return out;
}
