/**
 * The title of a Word document set in direct formatting: many papers start with a paragraph in
 * large bold type and no style, which the bold-type rule of the shared markup walk reads as a
 * heading. The first paragraph of the body is the title, not a section, when it is such a typed
 * heading: not a heading by its style or outline level (those are real sections), and not a
 * section word ("Introduction", "Abstract", "Executive summary"). Without this every such paper
 * opened with a section named after itself and had no title (issue #14's Word-made check).
 */
import { labelOf } from '../../structure/labels.ts';
import type { BodyBlock } from '../types.ts';
import { paragraphOutline } from './direct.ts';
import { storyParagraphs } from './story.ts';
import type { Styles } from './styles.ts';
import { NS } from './xml.ts';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Gives the title role to a typed first-paragraph heading (see above). Mutates `blocks`. */
export function typedTitle(blocks: BodyBlock[], root: Element, styles: Styles): void {
  if (blocks.some((b) => b.role === 'title')) return;
  const filled = blocks.filter((b) => b.text.trim());
  const first = filled[0];
  // A document of one paragraph has no title over a body (docx4j's lone text-box line).
  if (filled.length < 2 || first.role !== 'heading' || labelOf(first.text) !== null) return;
  const body = root.getElementsByTagNameNS(NS.w, 'body')[0] ?? root;
  const para = storyParagraphs(body)[0];
  if (!para?.paragraph || squash(para.text) !== squash(first.text)) return;
  if (paragraphOutline(para.paragraph, styles) !== null) return;
  first.role = 'title';
  delete first.level;
}
