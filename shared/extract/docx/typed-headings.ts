/**
 * Headings of a Word document written without heading styles: many papers set their headings by
 * hand (bold, italic, capitals, a larger size, centred), which mammoth passes on as plain
 * paragraphs. The shared markup walk guesses only all-bold paragraphs, and gives them all one
 * level. Here the document's own run properties decide, as the PDF rules do from geometry: a
 * short paragraph that does not end like a sentence, set whole in a type other than the body's
 * (bold, italic, capitals or larger), is a heading; its level comes from its section number
 * ("2.1.1"), else from its type's rank (larger first, capitals, bold before italic, centred
 * before flush). Applies only when no paragraph is a heading by style or outline level: a
 * document that uses heading styles has said what its headings are.
 */
import { labelOf } from '../../structure/labels.ts';
import { ABSTRACT_LEAD } from '../markup/roles.ts';
import type { BodyBlock } from '../types.ts';
import { paragraphOutline } from './direct.ts';
import { storyParagraphs } from './story.ts';
import type { Styles } from './styles.ts';
import { child, children, NS, onOff, wAttr } from './xml.ts';

/** An unnumbered heading has at most this many words; a numbered one HEADING_MAX_WORDS. */
const UNNUMBERED_MAX_WORDS = 14;
const HEADING_MAX_WORDS = 24;
/** Larger than the body by this share is heading type (as shared/extract/pdf/headings.ts). */
const HEADING_SIZE_RATIO = 1.08;
/** This many typed candidates of one type in a row are a list or a table's labels, not headings. */
const RUN_OF_SAME_TYPE = 4;
/** A heading has at least this many letters ("BW:" and an emoji is a label). */
const MIN_LETTERS = 4;
/** Word's default run size when nothing sets one (half-points: 10 pt). */
const DEFAULT_HALF_POINTS = 20;
/** Section numbers: "2", "2.1.", "2.1.1", "IV.", "A." (depth 2, IEEE sub-sections). */
const SECTION_NUMBER = /^(?:(\d{1,2}(?:\.\d{1,2}){0,3})\.?|([IVX]{1,5})\.|([A-H])\.)\s+(?=\p{Lu})/u;

interface Typed {
  text: string;
  key: string;
  size: number;
  depth: number | null;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The visible runs of a paragraph with their bold, italic, capitals and size (half-points). */
function runsOf(p: Element) {
  const out: { text: string; bold: boolean; italic: boolean; caps: boolean; size: number | null }[] = [];
  const visit = (el: Element) => {
    for (const c of children(el)) {
      if (c.namespaceURI === NS.w && c.localName === 'r') {
        const text = children(c, NS.w, 't')
          .map((t) => t.textContent ?? '')
          .join('');
        if (!text.trim()) continue;
        const rPr = child(c, NS.w, 'rPr');
        const sz = rPr ? child(rPr, NS.w, 'sz') : null;
        out.push({
          text,
          bold: rPr ? onOff(child(rPr, NS.w, 'b')) : false,
          italic: rPr ? onOff(child(rPr, NS.w, 'i')) : false,
          caps: rPr ? onOff(child(rPr, NS.w, 'caps')) || onOff(child(rPr, NS.w, 'smallCaps')) : false,
          size: sz ? Number(wAttr(sz, 'val')) || null : null,
        });
      } else if (
        c.namespaceURI === NS.w &&
        (c.localName === 'hyperlink' || c.localName === 'smartTag' || c.localName === 'ins')
      )
        visit(c);
    }
  };
  visit(p);
  return out;
}

function depthOf(text: string): number | null {
  const m = SECTION_NUMBER.exec(text);
  if (!m) return null;
  if (m[1]) return m[1].split('.').length;
  return m[2] ? 1 : 2;
}

/** Gives heading roles and levels to typed headings (see above). Mutates `blocks`. */
export function typedHeadings(blocks: BodyBlock[], root: Element, styles: Styles): void {
  const body = root.getElementsByTagNameNS(NS.w, 'body')[0] ?? root;
  const paras = storyParagraphs(body).filter((b) => b.paragraph);
  if (paras.some((b) => paragraphOutline(b.paragraph as Element, styles) !== null)) return;
  // The body size: the size with most characters.
  const chars = new Map<number, number>();
  const measured = paras.map((b) => {
    const runs = runsOf(b.paragraph as Element);
    for (const r of runs) {
      const s = r.size ?? DEFAULT_HALF_POINTS;
      chars.set(s, (chars.get(s) ?? 0) + r.text.length);
    }
    return runs;
  });
  const bodySize = [...chars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? DEFAULT_HALF_POINTS;
  const typed = new Map<number, Typed>();
  paras.forEach((b, i) => {
    const runs = measured[i];
    const text = squash(b.text);
    if (!runs.length || text.includes('\n')) return;
    const depth = depthOf(text);
    const words = text.split(' ').length;
    if (words > (depth === null ? UNNUMBERED_MAX_WORDS : HEADING_MAX_WORDS)) return;
    if (/[.:;,!?]$/.test(text) || !/^[\p{Lu}\d]/u.test(text) || (/^\d/.test(text) && depth === null)) return;
    if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return;
    const bold = runs.every((r) => r.bold);
    const italic = runs.every((r) => r.italic);
    // Capitals by formatting, or typed so in a heading that is numbered or names a section
    // (typed capitals alone are also labels and test strings: "PAGE-ONE PAGE-TWO").
    const typedCaps = !/\p{Ll}/u.test(text) && (depth !== null || labelOf(text) !== null);
    const caps = runs.every((r) => r.caps) || typedCaps;
    const size = Math.max(...runs.map((r) => r.size ?? DEFAULT_HALF_POINTS));
    const bigger = size >= HEADING_SIZE_RATIO * bodySize;
    // A lone word in capitals is a heading only when it names a section ("REFERENCES", not "NOTE").
    if (!bold && !italic && !bigger && !(caps && (words > 1 || labelOf(text) !== null))) return;
    const pPr = child(b.paragraph as Element, NS.w, 'pPr');
    const jc = pPr ? child(pPr, NS.w, 'jc') : null;
    const centred = jc !== null && wAttr(jc, 'val') === 'center';
    typed.set(i, {
      text,
      key: `${size}|${bold ? 'b' : ''}${italic ? 'i' : ''}|${caps ? 'caps' : ''}|${centred ? 'c' : ''}`,
      size,
      depth,
    });
  });
  // The first candidate, in type larger than the body and than every other candidate, is the
  // title (title.ts when it opens the body; a text box's title otherwise), not a rank.
  const [firstAt, first] = [...typed.entries()].sort((a, b) => a[0] - b[0])[0] ?? [];
  if (
    first &&
    first.size >= HEADING_SIZE_RATIO * bodySize &&
    first.depth === null &&
    labelOf(first.text) === null &&
    [...typed.entries()].every(([i, t]) => i === firstAt || t.size < first.size)
  )
    typed.delete(firstAt as number);
  // Front matter (authors in a larger size, an italic affiliation) comes before the first
  // heading that names a section or carries a number; none of it is a heading.
  const opening = [...typed.entries()].find(([, t]) => t.depth !== null || labelOf(t.text) !== null)?.[0];
  if (opening !== undefined) for (const i of [...typed.keys()]) if (i < opening) typed.delete(i);
  // Runs of same-type candidates are lists or label columns.
  const keep = new Map<number, Typed>();
  const idx = [...typed.keys()].sort((a, b) => a - b);
  for (let k = 0; k < idx.length; ) {
    let j = k + 1;
    while (j < idx.length && idx[j] === idx[j - 1] + 1 && typed.get(idx[j])?.key === typed.get(idx[k])?.key)
      j++;
    if (j - k < RUN_OF_SAME_TYPE) for (const i of idx.slice(k, j)) keep.set(i, typed.get(i) as Typed);
    k = j;
  }
  if (!keep.size) return;
  const levels = levelsOf([...keep.values()]);
  // Paragraphs to blocks by text, in order.
  let at = 0;
  for (const [, t] of [...keep.entries()].sort((a, b) => a[0] - b[0])) {
    const k = blocks.findIndex((b, j) => j >= at && squash(b.text) === t.text);
    if (k < 0) continue;
    at = k + 1;
    const b = blocks[k];
    if (b.role !== 'paragraph' && b.role !== 'heading') continue;
    b.role = 'heading';
    b.level = levels.get(t) as number;
    delete b.runIn;
  }
  // Run-in leads sit one below the heading before them; a run-in abstract is front matter, under
  // no section (as the markup walk sets it).
  let last = 0;
  for (const b of blocks) {
    if (b.role === 'heading' && b.level !== undefined) last = b.level;
    else if (b.runIn) b.runIn.level = ABSTRACT_LEAD.test(b.text) ? 1 : last + 1;
  }
}

/** Levels: the section number's depth; a type takes the depth most of its numbered headings have; other types rank by size, capitals, bold, centring. */
function levelsOf(found: Typed[]): Map<Typed, number> {
  const votes = new Map<string, Map<number, number>>();
  for (const t of found) {
    if (t.depth === null) continue;
    const v = votes.get(t.key) ?? new Map<number, number>();
    v.set(t.depth, (v.get(t.depth) ?? 0) + 1);
    votes.set(t.key, v);
  }
  const keyLevel = new Map<string, number>();
  for (const [key, v] of votes)
    keyLevel.set(key, [...v.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0]);
  const rank = (key: string) => {
    const [size, weight, caps, centred] = key.split('|');
    return [-Number(size), caps ? 0 : 1, weight.includes('b') ? 0 : 1, centred ? 0 : 1];
  };
  const keys = [...new Set(found.map((t) => t.key))].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let k = 0; k < ra.length; k++) if (ra[k] !== rb[k]) return ra[k] - rb[k];
    return 0;
  });
  let above = 0;
  for (const key of keys) {
    const known = keyLevel.get(key);
    if (known !== undefined) above = Math.max(above, known);
    else keyLevel.set(key, ++above);
  }
  return new Map(found.map((t) => [t, t.depth ?? (keyLevel.get(t.key) as number)]));
}
