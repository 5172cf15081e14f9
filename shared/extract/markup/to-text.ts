/**
 * Block/inline-aware HTML to text walk, shared by the HTML and DOCX paths.
 * Block elements start a new paragraph (blank line); <br> is a line break; inline elements
 * join without adding spaces that the source did not have; whitespace collapses as a browser would.
 *
 * Longer than 300 lines on purpose: the block/inline walk and the block roles it records are
 * one traversal (a second walk for roles would double the cost); role rules live in roles.ts.
 */
import type { AnyNode, Element } from 'domhandler';
import type { BodyBlock } from '../types.ts';
import { cellIsRegion, isLayoutTable } from './layout.ts';
import { finishBlocks, type Mark, markOf, roleFrom, typographic } from './roles.ts';
import { HEADING_TAGS } from './tags.ts';

export const BLOCK_TAGS = new Set<string>([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  ...HEADING_TAGS,
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Never text: scripts, styles, templates, form controls, media. */
export const SKIP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'title',
  'meta',
  'link',
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'select',
  'option',
  'button',
  'input',
  'textarea',
  'video',
  'audio',
  'map',
]);

export interface WalkOptions {
  /** Extra predicate: return true to skip an element and its subtree. */
  skip?: (el: Element) => boolean;
  /**
   * Two inline elements that touch (`<span>Chan</span><span>ORCID</span>`, a name and its
   * icon link, a hover card beside the name it explains) are separate words, as web pages mean
   * them; text running into an element (`<b>T</b>he`, a drop cap) still joins. Off for DOCX,
   * where adjacent runs are one word split by formatting.
   */
  separateInlines?: boolean;
  /** Text to put at the start and end of a block element (markdown's `## `, `- `, code fences). */
  mark?: (el: Element) => { before?: string; after?: string } | null;
}

/** Inline elements that attach to the previous one without a space: markers and sub/superscripts. */
const ATTACHED = new Set(['sup', 'sub', 'wbr']);

/** The previous sibling, if it is an element that ends right where `el` starts (no text between). */
function touchingElement(el: Element): Element | null {
  const prev = el.prev;
  return prev && prev.type === 'tag' ? (prev as Element) : null;
}

/**
 * First character of an element's text (a space if it starts with one), without building the
 * text. Follows child and sibling links rather than stacking each element's children: an inline
 * element holding a million spans is asked for its first character, not for all of them.
 */
function firstChar(el: Element): string {
  let node: AnyNode | null = el.children[0] ?? null;
  while (node) {
    if (node.type === 'text') {
      const data = (node as unknown as { data: string }).data;
      if (data) return data[0];
    } else {
      const kids: AnyNode[] | undefined = (node as Element).children;
      if (kids?.length) {
        node = kids[0];
        continue;
      }
    }
    // No text here: the next sibling, or the next sibling of the nearest ancestor below `el` that has one.
    while (node && !node.next) {
      node = node.parent;
      if (node === el) return '';
    }
    node = node ? node.next : null;
  }
  return '';
}

/**
 * A word boundary between touching elements: the first ends a word or sentence (lower case,
 * digit, closing punctuation) and the second starts with a capital ("Chan"+"ORCID", a name
 * and its hover card). "Arte"+"mis" and a drop cap "D"+"ay" stay one word.
 */
const ENDS_WORD = /[\p{Ll}\p{N}.,;:!?)\]]$/u;
const STARTS_WORD = /^\p{Lu}$/u;

/** Placeholders that survive whitespace collapsing: a <br> line break and a table-cell separator. */
const BR = '\u0000BR\u0000';
const CELL = '\u0000TD\u0000';

/** Inline elements whose text is emphasis: a bold-only paragraph or a bold lead is a heading guess. */
const BOLD = new Set(['b', 'strong']);
const ITALIC = new Set(['i', 'em']);
const HAS_TEXT = /\S/;

/** Whether a code unit ends a line for a multiline `$`: \n, \r, U+2028, U+2029 (NaN: the end). */
const endsLine = (c: number) => Number.isNaN(c) || c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/**
 * `text.replace(/\t+$/gm, '')` in one pass: tab runs at the end of a line go. The regex retries
 * from every tab of a run that is not at a line end, quadratic in a row of 50,000 empty cells.
 */
function dropTrailingTabs(text: string): string {
  return text.replace(/\t+/g, (run, at: number) => (endsLine(text.charCodeAt(at + run.length)) ? '' : run));
}

/**
 * Text of `root` with paragraphs separated by blank lines. A table is one paragraph: one line
 * per row, cells separated by a tab; blocks inside a cell (mammoth wraps cell text in <p>) stay
 * in the cell. A table's <caption> is its own paragraph before the rows.
 */
export function htmlToText(root: AnyNode | AnyNode[], options: WalkOptions = {}): string {
  return walk(root, options, false)
    .map((b) => b.text)
    .join('\n\n');
}

/**
 * The same walk, each paragraph with its role (roles.ts): `htmlToText` is exactly these texts
 * joined by blank lines. Heading levels are relative (the shallowest used becomes 1).
 */
export function htmlToBlocks(root: AnyNode | AnyNode[], options: WalkOptions = {}): BodyBlock[] {
  return finishBlocks(walk(root, options, true));
}

function walk(root: AnyNode | AnyNode[], options: WalkOptions, roles: boolean): BodyBlock[] {
  const out: BodyBlock[] = [];
  /** Rows of the table being walked (outside any cell); null outside tables. */
  let rows: string[] | null = null;
  let intoRows = false;
  // The paragraph being gathered, as parts joined once at its end: appending to one string and
  // testing its end or its content per element made a string of a million spans, or a row of
  // 50,000 cells, quadratic. `length`, `tail` (its last two code units, enough for the last code
  // point) and `hasText` (it holds a non-space) answer those tests without the string.
  const parts: string[] = [];
  let length = 0;
  let tail = '';
  let hasText = false;
  const append = (s: string) => {
    if (!s) return;
    parts.push(s);
    length += s.length;
    tail = s.length >= 2 ? s.slice(-2) : (tail + s).slice(-2);
    if (!hasText && HAS_TEXT.test(s)) hasText = true;
  };
  let inPre = 0;
  let inCell = 0;
  let layout = 0;
  /** Role marks of the open elements, outermost first (roles only). */
  const open: Mark[] = [];
  // Emphasis around the text being gathered, and what the current paragraph has seen of it.
  let bold = 0;
  let italic = 0;
  let link = 0;
  let sawBold = false;
  let sawPlain = false;
  let sawLead = false;
  /** Where the emphasised lead ends in `current`: -1 still open, 0 none. */
  let leadEnd = -1;
  const push = (text: string, current: string) => {
    if (!roles) {
      out.push({ text, role: 'paragraph', page: null, bbox: null });
      return;
    }
    const { role, level } = roleFrom(open);
    const block: BodyBlock = { text, role, page: null, bbox: null };
    if (level !== undefined) block.level = level;
    if (role === 'paragraph' && !inPre) {
      const guess = typographic(text, {
        allBold: sawBold && !sawPlain,
        lead: leadEnd > 0 ? current.slice(0, leadEnd) : null,
      });
      if (guess) Object.assign(block, guess);
    }
    out.push(block);
  };
  /** Whitespace collapses once per paragraph, here, not per inline element. */
  const flush = () => {
    const current = parts.join('');
    const text = inPre ? current : current.replace(/[ \t\n\r\f]+/g, ' ');
    const clean = dropTrailingTabs(
      text
        .split(BR)
        .map((line) =>
          line
            .split(CELL)
            .map((cell) => (inPre ? cell : cell.trim()))
            .join('\t'),
        )
        .map((line) => (inPre ? line : line.trim()))
        .join('\n'),
    );
    if (clean.trim()) {
      const kept = inPre ? clean.replace(/^\n+|\n+$/g, '') : clean.trim();
      if (intoRows) rows!.push(kept);
      else push(kept, current);
    }
    parts.length = 0;
    length = 0;
    tail = '';
    hasText = false;
    sawBold = sawPlain = sawLead = false;
    leadEnd = -1;
  };
  const visit = (node: AnyNode): void => {
    if (node.type === 'text') {
      const data = (node as unknown as { data: string }).data;
      // Only until the paragraph has shown plain text and closed its lead: nothing more to learn.
      if (roles && (!sawPlain || leadEnd < 0) && HAS_TEXT.test(data)) {
        const emphasised = (bold > 0 || italic > 0) && link === 0;
        if (bold > 0 && link === 0) sawBold = true;
        else sawPlain = true;
        if (leadEnd < 0) {
          if (emphasised) sawLead = true;
          else leadEnd = sawLead ? length : 0;
        }
      }
      append(data);
      return;
    }
    // Comments, directives, CDATA, and script/style nodes carry no visible text.
    if (node.type !== 'tag' && node.type !== 'root') return;
    const el = node as Element;
    const name = node.type === 'root' ? '#root' : el.name.toLowerCase();
    if (SKIP_TAGS.has(name) || (node.type === 'tag' && options.skip?.(el))) return;
    if (
      options.separateInlines &&
      !inPre &&
      node.type === 'tag' &&
      !BLOCK_TAGS.has(name) &&
      !ATTACHED.has(name)
    ) {
      const prev = touchingElement(el);
      if (
        prev &&
        !BLOCK_TAGS.has(prev.name) &&
        !ATTACHED.has(prev.name) &&
        prev.name !== 'br' &&
        ENDS_WORD.test(tail) &&
        STARTS_WORD.test(firstChar(el))
      )
        append(' ');
    }
    if (name === 'br') {
      append(BR);
      return;
    }
    if (roles && (BOLD.has(name) || ITALIC.has(name) || name === 'a')) {
      const counter = BOLD.has(name) ? 1 : ITALIC.has(name) ? 2 : 3;
      if (counter === 1) bold++;
      else if (counter === 2) italic++;
      else link++;
      for (const child of el.children) visit(child);
      if (counter === 1) bold--;
      else if (counter === 2) italic--;
      else link--;
      return;
    }
    if (name === 'table' && !inCell && isLayoutTable(el)) {
      // Page layout, not data: its cells are ordinary blocks.
      layout++;
      flush();
      for (const child of el.children) visit(child);
      flush();
      layout--;
      return;
    }
    if ((name === 'td' || name === 'th') && !inCell && (layout || cellIsRegion(el))) {
      flush();
      for (const child of el.children) visit(child);
      flush();
      return;
    }
    if (name === 'table' && !inCell && rows === null) {
      flush();
      const these: string[] = [];
      rows = these;
      intoRows = true;
      for (const child of el.children) visit(child);
      flush();
      intoRows = false;
      if (these.length) out.push({ text: these.join('\n'), role: 'table', page: null, bbox: null });
      rows = null;
      return;
    }
    if (name === 'caption' && rows !== null && !inCell) {
      flush();
      intoRows = false;
      if (roles) open.push({ kind: 'caption' });
      for (const child of el.children) visit(child);
      flush();
      if (roles) open.pop();
      intoRows = true;
      return;
    }
    if (name === 'td' || name === 'th') {
      if (hasText) append(CELL);
      inCell++;
      for (const child of el.children) visit(child);
      inCell--;
      return;
    }
    const block = BLOCK_TAGS.has(name) && !(inCell && name !== 'table');
    if (inCell && BLOCK_TAGS.has(name)) append(' ');
    if (block) flush();
    const role = roles && block && node.type === 'tag' ? markOf(el) : null;
    if (role) open.push(role);
    if (name === 'pre') inPre++;
    const mark = block && node.type === 'tag' ? options.mark?.(el) : null;
    if (mark?.before) append(mark.before);
    for (const child of el.children ?? []) visit(child);
    if (mark?.after) append(mark.after);
    if (block) flush();
    if (role) open.pop();
    if (name === 'pre') inPre--;
  };
  for (const node of Array.isArray(root) ? root : [root]) visit(node);
  flush();
  return out;
}
