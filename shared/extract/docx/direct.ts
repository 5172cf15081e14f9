/**
 * The body from the pre-processed DOM alone, for documents too large for mammoth: paragraphs,
 * tables as tab-separated rows. Headings and the title get the roles the mammoth path gives
 * them (headings.ts): a paragraph's own outline level (0..8) makes it a heading unless its
 * style is the Title style; otherwise its style's outline decides (built-in heading names,
 * outline levels, basedOn chains; styles.ts). Without this a large document had no sections.
 */
import { finishBlocks } from '../markup/roles.ts';
import type { BodyBlock, Table } from '../types.ts';
import { storyParagraphs, storyTables } from './story.ts';
import { type Outline, outlineLevel, paragraphStyle, type Styles } from './styles.ts';
import { child, NS } from './xml.ts';

/** `w:outlineLvl` 9 is body text. */
const BODY_OUTLINE_LEVEL = 9;

/** What the mammoth path makes of a paragraph: its own outline level, else its style's. */
export function paragraphOutline(p: Element, styles: Styles): Outline {
  const byStyle = styles.outline(paragraphStyle(p));
  const own = outlineLevel(child(p, NS.w, 'pPr'));
  if (own !== null && own < BODY_OUTLINE_LEVEL && byStyle?.kind !== 'title')
    return { kind: 'heading', level: own + 1 };
  return byStyle;
}

export function directBody(root: Element, styles: Styles, tablesMode: 'inline' | 'placeholder') {
  const body = root.getElementsByTagNameNS(NS.w, 'body')[0] ?? root;
  const tables: Table[] = storyTables(body).map((cells) => ({
    page: null,
    caption: null,
    bbox: null,
    cells,
    confidence: 1,
    method: 'docx',
  }));
  // One block per line, as the walker's text has them. A heading or title paragraph broken
  // over lines ("Chapter 1" / "Introduction") takes its role on its first line, so its section
  // still opens there; the lines after it stay paragraphs.
  const blocks: BodyBlock[] = [];
  for (const para of storyParagraphs(body)) {
    const outline = para.paragraph ? paragraphOutline(para.paragraph, styles) : null;
    para.text.split('\n').forEach((text, i) => {
      const block: BodyBlock = { text, role: 'paragraph', page: null, bbox: null };
      if (i === 0 && outline?.kind === 'title') block.role = 'title';
      else if (i === 0 && outline?.kind === 'heading')
        Object.assign(block, { role: 'heading', level: outline.level });
      blocks.push(block);
    });
  }
  // Placeholders need table boundaries in the text, which the walker does not keep: rows stay inline.
  void tablesMode;
  return { body: blocks.map((b) => b.text).join('\n\n'), blocks: finishBlocks(blocks), tables, markdown: '' };
}
