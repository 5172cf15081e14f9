/**
 * Headings and the title for mammoth. mammoth maps only the built-in names "Heading 1".."6" to
 * h1..h6; a custom style based on a heading, a heading found by its outline level, "Heading
 * 7".."9" and the Title style would come out as plain paragraphs. Every such style gets a
 * style-map line by its id, and a paragraph whose own properties set an outline level gets a
 * synthetic style id that one of those lines maps. The text is the same either way (headings
 * and paragraphs are both blocks of the walk); the roles come from the element mammoth writes.
 */
import { type Outline, outlineLevel, type Styles } from './styles.ts';
import { child, descendants, NS } from './xml.ts';

/** The deepest HTML heading; deeper levels are h6 with a `gleaner-level-N` class (roles.ts). */
const MAX_HTML_LEVEL = 6;
/** Style id given to paragraphs whose own `w:outlineLvl` makes them headings (N = level). */
const OUTLINE_STYLE = 'GleanerOutline';
/** `w:outlineLvl` 9 is body text. */
const BODY_OUTLINE_LEVEL = 9;

/** A style id as a mammoth style-map identifier: anything but letters, `-` and `_` escaped. */
function identifier(id: string): string {
  return id.replace(/[^a-zA-Z_-]/g, (c) => `\\${c}`);
}

function target(outline: NonNullable<Outline>): string {
  if (outline.kind === 'title') return 'p.gleaner-title:fresh';
  const tag = `h${Math.min(outline.level, MAX_HTML_LEVEL)}`;
  return outline.level > MAX_HTML_LEVEL ? `${tag}.gleaner-level-${outline.level}:fresh` : `${tag}:fresh`;
}

/**
 * Style-map lines for mammoth (they take precedence over its defaults), after giving
 * outline-level paragraphs their synthetic style. Mutates `root`.
 */
export function headingStyleMap(styles: Styles, root: Element): string[] {
  const lines: string[] = [];
  for (const id of styles.paragraphStyleIds()) {
    const outline = styles.outline(id);
    if (outline) lines.push(`p.${identifier(id)} => ${target(outline)}`);
  }
  const used = new Set<number>();
  for (const p of descendants(root, NS.w, 'p')) {
    const pPr = child(p, NS.w, 'pPr');
    const level = outlineLevel(pPr);
    if (level === null || level >= BODY_OUTLINE_LEVEL || !pPr) continue;
    let pStyle = child(pPr, NS.w, 'pStyle');
    if (styles.outline(pStyle?.getAttributeNS(NS.w, 'val') ?? null)?.kind === 'title') continue;
    if (!pStyle) {
      pStyle = pPr.ownerDocument!.createElementNS(NS.w, 'w:pStyle');
      pPr.insertBefore(pStyle, pPr.firstChild);
    }
    pStyle.setAttributeNS(NS.w, 'w:val', `${OUTLINE_STYLE}${level + 1}`);
    used.add(level + 1);
  }
  for (const level of used)
    lines.push(`p.${identifier(`${OUTLINE_STYLE}${level}`)} => ${target({ kind: 'heading', level })}`);
  return lines;
}
