/**
 * What a paragraph of the text walk is: the roles that markup states (headings, list items,
 * captions, reference entries, abstract and keywords regions) and the two typographic guesses
 * that pages without heading markup need (a short all-bold paragraph, a bold lead that opens a
 * paragraph). The walk in to-text.ts asks `markOf` for each element it enters and calls
 * `finishBlocks` once on the paragraphs it made.
 */
import type { AnyNode, Element } from 'domhandler';
import type { BlockRole, BodyBlock } from '../types.ts';
import { levelFromNumbering, type NumberedHeading, sectionNumber } from './numbering.ts';

/** What one element says about the paragraphs inside it. */
export type Mark =
  | { kind: 'heading'; level: number }
  | { kind: 'title' }
  | { kind: 'caption' }
  | { kind: 'list_item' }
  | { kind: 'table' }
  | { kind: 'region'; role: Region };
type Region = 'abstract' | 'keywords' | 'reference' | 'author';

/**
 * LaTeXML's sectioning classes and the depth of the LaTeX command they come from. LaTeXML's own
 * h-tags are not depths (the abstract's title is an h6 beside h2 sections), so the class wins.
 * Unnumbered parts (abstract, appendix, bibliography, acknowledgements) sit at section depth.
 */
const LATEXML_LEVELS: Record<string, number> = {
  ltx_title_part: 1,
  ltx_title_chapter: 2,
  ltx_title_section: 3,
  ltx_title_appendix: 3,
  ltx_title_bibliography: 3,
  ltx_title_abstract: 3,
  ltx_title_acknowledgements: 3,
  ltx_title_index: 3,
  ltx_title_subsection: 4,
  ltx_title_subsubsection: 5,
  ltx_title_paragraph: 6,
  ltx_title_subparagraph: 7,
};
/** ARIA's default `aria-level` for `role="heading"` (WAI-ARIA 1.2). */
const ARIA_DEFAULT_LEVEL = 2;
/** h1..h6 beyond which no markup goes; DOCX "Heading 7".."Heading 9" carry `gleaner-level-N`. */
const HEADING_TAG = /^h([1-6])$/;
const LEVEL_CLASS = /(?:^|\s)gleaner-level-([1-9])(?:\s|$)/;
/**
 * Region classes and ids. "abstract" as a whole class token (or with a prefix/suffix joined by
 * - or _: `article-abstract`, `abstract-content`, LaTeXML `ltx_abstract`); checked on the
 * corpora: no news page of the scrapinghub benchmark or Mozilla's pages uses such a class.
 */
const ABSTRACT_TOKEN = /^(?:[a-z]+[-_])?abstracts?(?:[-_][a-z\d]+)?$/i;
/**
 * An "abstract" container longer than this is not the abstract: JMIR wraps its whole article in
 * `<article class="abstract">` (wcxb-dev 2020). Structured abstracts run to ~500 words.
 */
const MAX_ABSTRACT_CHARS = 6000;
const KEYWORDS_TOKEN = /^(?:kwd-group|keywords?|ltx_keywords|ltx_classification|article-keywords)$/i;
/** A word every region class or id below holds. */
const REGION_HINT = /abstract|ref|biblio|citation|key|kwd|classification|authors|contrib/i;
/** Author lists: LaTeXML's `ltx_authors`, JATS `contrib-group`. */
const AUTHORS_TOKEN = /^(?:ltx_authors|contrib-group)$/;
/** Reference lists: JATS, LaTeXML, Wikipedia's `ol.references`, DPUB-ARIA, and academic.ts's rebuilt section. */
const REFERENCES_TOKEN = /^(?:ref-list|references|reflist|ltx_bibliography|bibliography|citation-list)$/i;

const tokens = (value: string | undefined): string[] => (value ? value.split(/\s+/).filter(Boolean) : []);

/** The mark an element puts on the paragraphs inside it, or null. Cheap: called for every block element. */
export function markOf(el: Element): Mark | null {
  const name = el.name;
  const attribs = el.attribs;
  const cls = attribs.class;
  if (cls) {
    if (cls.includes('ltx_title')) {
      if (cls.includes('ltx_title_document')) return { kind: 'title' };
      for (const t of tokens(cls))
        if (t in LATEXML_LEVELS) return { kind: 'heading', level: LATEXML_LEVELS[t] };
    }
    if (cls.includes('gleaner-title')) return { kind: 'title' };
    if (cls.includes('gleaner-table')) return { kind: 'table' };
  }
  const h = HEADING_TAG.exec(name);
  if (h) {
    const deeper = cls ? LEVEL_CLASS.exec(cls) : null;
    return { kind: 'heading', level: Number(deeper?.[1] ?? h[1]) };
  }
  if (attribs.role === 'heading') {
    const level = Number(attribs['aria-level']);
    return { kind: 'heading', level: Number.isInteger(level) && level > 0 ? level : ARIA_DEFAULT_LEVEL };
  }
  if (name === 'li') return { kind: 'list_item' };
  if (name === 'figcaption' || name === 'caption') return { kind: 'caption' };
  if (cls?.includes('caption') && tokens(cls).some((t) => t === 'caption' || t === 'ltx_caption'))
    return { kind: 'caption' };
  // JATS rendered as HTML: <div class="sec"><div class="title">, depth by the enclosing secs.
  if (cls?.includes('title') && el.parent && tokens(cls).includes('title')) {
    const depth = secDepth(el);
    if (depth) return { kind: 'heading', level: depth };
  }
  if (attribs.role === 'doc-abstract') return { kind: 'region', role: 'abstract' };
  if (attribs.role === 'doc-bibliography' || 'data-gleaner-references' in attribs)
    return { kind: 'region', role: 'reference' };
  const id = attribs.id;
  // Most blocks have no region word at all: one test before any splitting.
  if (!(cls && REGION_HINT.test(cls)) && !(id && REGION_HINT.test(id))) return null;
  const names = [...tokens(cls), ...tokens(id)];
  if (names.some((t) => REFERENCES_TOKEN.test(t))) return { kind: 'region', role: 'reference' };
  if (names.some((t) => KEYWORDS_TOKEN.test(t))) return { kind: 'region', role: 'keywords' };
  if (names.some((t) => AUTHORS_TOKEN.test(t))) return { kind: 'region', role: 'author' };
  if (names.some((t) => ABSTRACT_TOKEN.test(t)) && !longer(el, MAX_ABSTRACT_CHARS))
    return { kind: 'region', role: 'abstract' };
  return null;
}

/** Whether the text below `el` exceeds `limit` characters (stops counting there). */
function longer(el: Element, limit: number): boolean {
  let n = 0;
  const stack: AnyNode[] = [...el.children];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text') {
      n += (node as unknown as { data: string }).data.length;
      if (n > limit) return true;
    } else {
      // One push per child: spreading an element's children as arguments overflows the call
      // stack past ~100,000 of them (an "abstract" div of 300,000 spans threw).
      const kids = (node as Element).children;
      if (kids) for (const kid of kids) stack.push(kid);
    }
  }
  return false;
}

function secDepth(el: Element): number {
  let depth = 0;
  for (let p = el.parent as Element | null; p && p.type === 'tag'; p = p.parent as Element | null)
    if (tokens(p.attribs.class).includes('sec')) depth++;
  return depth;
}

/** The role of a paragraph from the marks open around it (outermost first). */
export function roleFrom(marks: Mark[]): { role: BlockRole; level?: number } {
  let item = false;
  let region: Region | null = null;
  for (let i = marks.length - 1; i >= 0; i--) {
    const m = marks[i];
    // The innermost of title, heading, caption and table decides; list items and regions only
    // when none of those is open ("References" is a heading inside the reference region).
    if (m.kind === 'title' || m.kind === 'caption' || m.kind === 'table') return { role: m.kind };
    if (m.kind === 'heading') return { role: 'heading', level: m.level };
    if (m.kind === 'list_item') item = true;
    else if (m.kind === 'region' && !region) region = m.role;
  }
  if (region === 'reference' || (region && !item)) return { role: region };
  return { role: item ? 'list_item' : 'paragraph' };
}

/**
 * A paragraph that is nothing but bold text this short, with no sentence end, is a heading
 * (pages whose only headings are `<p><b>Methods</b></p>`). 12 words: the longest bold section
 * heading on the Mozilla pages has 11; bold sentences ("<b>Update: the company said…</b>") end
 * with a full stop.
 */
export const MAX_BOLD_HEADING_WORDS = 12;
/**
 * A bold or italic lead this short that ends in a full stop ("<b>Participants.</b>
 * Forty…", APA levels 3–5) is a run-in heading. 8 words: APA run-in headings are a few words;
 * a longer bold opening is emphasis.
 */
export const MAX_RUN_IN_WORDS = 8;
/**
 * A lead closed by an em dash is a heading when this short: IEEE's "Abstract—", the AHA
 * journals' "Methods and Results—". A longer bold opening before a dash is a sentence's emphasis
 * ("<b>Email marketing consistently delivers the best returns</b>—we're talking…", wcxb-dev 0328).
 */
export const MAX_DASH_RUN_IN_WORDS = 3;
/** Fewer letters than this is a label ("Q.", "A.", "No."), not a heading. */
const MIN_RUN_IN_LETTERS = 3;
/** Leads that are labels, not section headings: a news page's "Update:", a photo's "Source:". */
const NOT_A_HEADING =
  /^(?:update[ds]?|note|editor'?s note|correction|source|photo|credit|read more|related|watch|listen|see also|advertisement|tl;?dr|ps|p\.s|by)\b/i;
/** A sentence or a label ends so; a heading does not ("Various people wrote:", "Dare to Play 3:"). */
const SENTENCE_END = /[.!?…;,:]["'”’)\]]*$/;
/**
 * A heading starts with a letter or digit: not a quotation (a pull quote), a dash (a list of
 * names), nor an interview's "Q:". Scores and tables set in bold ("Rockledge 14 11 6 15 — 44")
 * have more digits than letters.
 */
const HEADING_START = /^(?!q:)[\p{L}\p{N}]/iu;
/**
 * Words of a sentence, not of a heading: a bold lead that holds one ("These are all good
 * things.", "Get the latest updates right in your inbox.") is emphasis. A heading that uses
 * such a word as a noun is missed: the bias is toward not inventing sections.
 */
const SENTENCE_WORD =
  /\b(?:is|are|was|were|be|been|you|your|we|our|i|it|they|these|this|that|get|has|have|had|will|can)\b/i;
/**
 * IEEE's run-in abstract, "Abstract—The…" with the abstract itself set in bold: the paragraph is
 * all bold, so no emphasis boundary marks the lead; the word and its em dash do.
 */
const BOLD_ABSTRACT_LEAD = /^abstract—(?=\S)/i;
const letterShare = (s: string) => {
  const letters = s.match(/\p{L}/gu)?.length ?? 0;
  const digits = s.match(/\p{N}/gu)?.length ?? 0;
  return letters > digits;
};
const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** What the walk saw of a paragraph's emphasis. */
export interface Emphasis {
  /** The paragraph's visible text is all bold (links excepted). */
  allBold: boolean;
  /** The raw text of an emphasised lead (before any plain text), or null. */
  lead: string | null;
}

/** Typographic guesses on an ordinary paragraph: a bold-only heading, or a run-in lead. */
export function typographic(text: string, emphasis: Emphasis): Pick<BodyBlock, 'role' | 'runIn'> | null {
  if (emphasis.allBold) {
    const abstract = BOLD_ABSTRACT_LEAD.exec(text);
    if (abstract) return { role: 'paragraph', runIn: { length: abstract[0].length, level: 0 } };
    if (text.includes('\n') || SENTENCE_END.test(text) || wordCount(text) >= MAX_BOLD_HEADING_WORDS)
      return null;
    if (!HEADING_START.test(text) || !letterShare(text) || NOT_A_HEADING.test(text)) return null;
    return { role: 'heading' };
  }
  if (emphasis.lead === null) return null;
  const lead = emphasis.lead.replace(/\s+/g, ' ').trim();
  if (!lead || !text.startsWith(lead) || lead.includes('\u0000')) return null;
  let length = lead.length;
  // "<b>Participants</b>. Forty…": the stop (or IEEE's em dash) after the bold belongs to the heading.
  if (text[length] === '.' || text[length] === '—') length++;
  const head = text.slice(0, length);
  // A full stop, or an em dash set close against the next word ("<b><i>Abstract—</i></b>The…",
  // IEEE). Not a colon: bold leads ending in one are, on news pages, speakers ("Prof. Carlos:"),
  // datelines ("NEW DELHI:") and labels ("Disclosure:"), 60 of them on the benchmark's pages.
  const dash =
    head.endsWith('—') && /\S/.test(text[length] ?? '') && wordCount(head) <= MAX_DASH_RUN_IN_WORDS;
  if ((!head.endsWith('.') && !dash) || length >= text.trimEnd().length) return null;
  if (!/^[\p{Lu}\p{N}]/u.test(head) || wordCount(head) > MAX_RUN_IN_WORDS) return null;
  // An interview's "Q." / "A.", and a trailing-off "On the other hand…." are not headings.
  if ((head.match(/\p{L}/gu)?.length ?? 0) < MIN_RUN_IN_LETTERS || /(?:…|\.\.)\.?$/.test(head)) return null;
  if (NOT_A_HEADING.test(head) || SENTENCE_WORD.test(head)) return null;
  return { role: 'paragraph', runIn: { length, level: 0 } };
}

/** A heading that opens the reference list (numbered or not, with or without a colon). */
export const REFS_HEADING =
  /^(?:[\dIVX]+(?:\.\d+)*\.?\s+)?(?:references?|bibliography|literature cited|works cited|cited literature|references and notes|notes and references|reference list):?$/i;
/** An "Abstract" heading: what follows it, to the next heading, is the abstract. */
const ABSTRACT_HEADING = /^abstract[.:]?$/i;
/** A "Keywords" heading. */
const KEYWORDS_HEADING = /^(?:key\s?words|index terms)[.:]?$/i;
/** A run-in "Abstract." / "Abstract—" opening the abstract's paragraph. */
export const ABSTRACT_LEAD = /^abstract[.—]/i;
/** A keywords line ("Keywords: sleep; memory", "Index Terms—…"). */
const KEYWORDS_LINE = /^(?:key\s?words|index terms)\s*[:.—–-]/i;
/**
 * A paragraph that starts "Table 2." / "Figure 3:" and is this short is a caption left in the
 * text (DOCX and HTML keep table captions in the flow). 300 characters, as tables.ts.
 */
const CAPTION_LINE = /^(?:table|tab\.|figure|fig\.)\s*(?:\d+|[IVXLC]+)[.:]\s/i;
const MAX_CAPTION_CHARS = 300;
/**
 * A heading element holding a table's or figure's caption (Springer Nature's
 * `<h3 class="c-article-table__title">Table 1 Recovery rate…</h3>`): the label, a number, then
 * the caption's sentence, with or without a stop after the number. Capitals spelled out: with
 * the `i` flag `\p{Lu}` would match any letter.
 */
const CAPTION_HEADING =
  /^(?:[Tt]able|TABLE|[Ff]ig(?:ure)?\.?|FIG(?:URE)?\.?)\s*(?:\d+|[IVXLC]+)(?:[.:]\s+\S|\s+\p{Lu})/u;

/**
 * Levels made relative in place: the shallowest heading level used becomes 1. Headings guessed
 * from bold type (no level yet) and run-in leads sit one below the heading before them. The
 * paragraphs under a "References" heading are reference entries (pages and documents that mark
 * the list up no further), and a short "Table 2." paragraph (or heading element) is a caption.
 * A bold-type heading that ends the blocks is a paragraph. A section number extending an
 * earlier heading's sets the depth (numbering.ts).
 */
export function finishBlocks(blocks: BodyBlock[]): BodyBlock[] {
  for (const b of blocks)
    if (b.role === 'heading' && b.text.length <= MAX_CAPTION_CHARS && CAPTION_HEADING.test(b.text))
      b.role = 'caption';
  // A heading guessed from bold type (no level from markup) with nothing after it heads nothing:
  // it is a closing line set in bold (a byline, a sign-off, "Thank you for reading").
  const end = blocks[blocks.length - 1];
  if (end?.role === 'heading' && end.level === undefined) end.role = 'paragraph';
  let min = Infinity;
  for (const b of blocks) if (b.role === 'heading' && b.level !== undefined && b.level < min) min = b.level;
  const shift = Number.isFinite(min) ? min - 1 : 0;
  // The last heading of any kind (for run-ins) and the last one whose level markup gave.
  let last = 0;
  let marked = 0;
  // Level of the open reference section's heading, or null: its paragraphs are entries.
  let refs: number | null = null;
  // Level of an open "Abstract" heading: its paragraphs are the abstract.
  let abstract: number | null = null;
  // Numbered headings so far: a number extending an earlier one sets the depth (numbering.ts).
  const numbered: NumberedHeading[] = [];
  for (const b of blocks) {
    if (b.role === 'heading') {
      const guessed = b.level === undefined;
      if (b.level === undefined) b.level = marked + 1;
      else marked = b.level = b.level - shift;
      const parts = sectionNumber(b.text);
      if (parts) {
        const level = levelFromNumbering(parts, numbered);
        if (level !== null) b.level = level;
        if (level !== null && !guessed) marked = level;
        numbered.push({ parts, level: b.level });
      }
      // Wiley sets "Keywords" in an h3 after the abstract's h2: a part beside the abstract, not in it.
      if (abstract !== null && b.level > abstract && KEYWORDS_HEADING.test(b.text)) b.level = abstract;
      last = b.level;
      if (refs !== null && b.level <= refs) refs = null;
      if (abstract !== null && b.level <= abstract) abstract = null;
      if (REFS_HEADING.test(b.text)) refs = b.level;
      else if (ABSTRACT_HEADING.test(b.text)) abstract = b.level;
    } else if (refs !== null && (b.role === 'paragraph' || b.role === 'list_item')) {
      b.role = 'reference';
      delete b.runIn;
    } else if (b.role === 'paragraph' && KEYWORDS_LINE.test(b.text)) {
      b.role = 'keywords';
      delete b.runIn;
    } else if (abstract !== null && b.role === 'paragraph') {
      b.role = 'abstract';
      delete b.runIn;
    } else if (b.role === 'paragraph' && b.text.length <= MAX_CAPTION_CHARS && CAPTION_LINE.test(b.text)) {
      // Before run-ins: MDPI's "<b>Figure 1.</b> The…" is a caption's label, not a heading.
      b.role = 'caption';
      delete b.runIn;
    } else if (b.runIn)
      // An abstract is front matter, under no section (a DOCX title is still a heading here).
      b.runIn.level = ABSTRACT_LEAD.test(b.text) ? 1 : last + 1;
  }
  return blocks;
}
