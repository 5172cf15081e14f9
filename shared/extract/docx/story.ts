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

/** A block of a story: a paragraph (with its element) or a table row (`paragraph` null). */
export interface StoryBlock {
  text: string;
  paragraph: Element | null;
}

function blocks(container: Element): string[] {
  return storyBlocks(container).map((b) => b.text);
}

function storyBlocks(container: Element): StoryBlock[] {
  const out: StoryBlock[] = [];
  for (const el of children(container)) {
    if (isEl(el, NS.w, 'p')) out.push({ text: inlineText(el), paragraph: el });
    else if (isEl(el, NS.w, 'tbl')) {
      for (const tr of children(el, NS.w, 'tr')) {
        out.push({ text: children(tr, NS.w, 'tc').map(cellText).join('\t'), paragraph: null });
      }
    } else if (isEl(el, NS.w, 'sdt')) {
      for (const c of children(el, NS.w, 'sdtContent')) out.push(...storyBlocks(c));
    } else if (isEl(el, NS.w, 'customXml') || isEl(el, NS.w, 'body')) out.push(...storyBlocks(el));
  }
  return out;
}

/**
 * The non-empty blocks of a story root, trimmed as `storyText` trims them (a block may still
 * hold line breaks): `storyText` is exactly their texts joined by newlines.
 */
export function storyParagraphs(root: Element): StoryBlock[] {
  return storyBlocks(root)
    .map((b) => ({ text: b.text.replace(/[ \u00a0]+$/gm, '').trim(), paragraph: b.paragraph }))
    .filter((b) => b.text);
}

/** Text of a story root (w:hdr, w:ftr, w:footnote, w:comment, w:body...). */
export function storyText(root: Element): string {
  return storyParagraphs(root)
    .map((b) => b.text)
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
