/** Line-level helpers shared by the joining steps. */

/** Longest line taken for a heading: "12. Literature Cited" with blanks is far shorter. */
const MAX_HEADING_CHARS = 40;

/** A reference-list heading on a line of its own (optionally numbered). */
export const REFERENCES_HEADING =
  /^[ \t]*(?:\d+\.?[ \t]+)?(?:references|bibliography|works cited|literature cited|reference list|literature)[ \t]*$/gim;

/**
 * Fragments of the heading words in their usual casings. `includes` is a memchr-speed scan,
 * where a case-insensitive alternation over a whole paper was one of the costliest scans here.
 */
const HEADING_FRAGMENTS = [
  'eferences',
  'EFERENCES',
  'ibliograph',
  'IBLIOGRAPH',
  'orks cited',
  'orks Cited',
  'ORKS CITED',
  'iterature',
  'ITERATURE',
];
/** A line of its own that is a reference-list heading (same words as REFERENCES_HEADING). */
const HEADING_LINE = new RegExp(REFERENCES_HEADING.source, 'i');
/** Several steps ask for the same text's span in a row: remember the last answer. */
let memo: { text: string; start: number } | null = null;

/** Offset where the last reference-list heading line starts, or -1. */
export function referencesStart(text: string): number {
  if (memo && memo.text === text) return memo.start;
  let last = -1;
  // Every occurrence of a fragment is checked on its own line, short lines only.
  for (const fragment of HEADING_FRAGMENTS) {
    for (let at = text.indexOf(fragment); at >= 0; at = text.indexOf(fragment, at + 1)) {
      // Line bounds, looked for no further than a heading can be long: the word inside a
      // paragraph (most occurrences) costs a few characters, not the paragraph.
      let start = at;
      while (start > 0 && at - start <= MAX_HEADING_CHARS && text.charCodeAt(start - 1) !== 10) start--;
      if (at - start > MAX_HEADING_CHARS || start <= last) continue;
      let end = at;
      while (end < text.length && end - start <= MAX_HEADING_CHARS && text.charCodeAt(end) !== 10) end++;
      if (end - start <= MAX_HEADING_CHARS && HEADING_LINE.test(text.slice(start, end))) last = start;
    }
  }
  memo = { text, start: last };
  return last;
}

/** True when `line` is a reference-list heading. */
export function isReferencesHeading(line: string): boolean {
  // The longest heading form ("12. Literature Cited" with blanks) is far shorter.
  return line.length <= MAX_HEADING_CHARS && HEADING_LINE.test(line);
}

/**
 * List-item starts: bullets, `1.` / `1)` / `(1)`, `a.` / `a)` / `(a)`, roman `iv.`. A line that
 * starts with one is its own item and is never joined onto the line above.
 */
export const LIST_ITEM =
  /^[ \t]*(?:[•◦▪▫‣⁃∙·*●○■□►–—-][ \t]|\(?(?:\d{1,3}|[a-zA-Z]|[ivxlcdm]{1,5})[.)][ \t]|\((?:\d{1,3}|[a-zA-Z]|[ivxlcdm]{1,5})\)[ \t])/;

/** Join two lines with one space, whatever whitespace they carried at the seam. */
export function joinWithSpace(left: string, right: string): string {
  return `${left.trimEnd()} ${right.trimStart()}`;
}

/** Headings that end a reference list: what follows is not references. */
/**
 * No length limit on the line: joining may lengthen it, and the span must not move between
 * passes. The first such line is the first line of the text after the list, which no join touches.
 */
const AFTER_REFERENCES =
  /^[ \t]*(?:appendix|appendices|supplementary|supporting information|tables?|figures?|figure captions)\b/im;

/** [start, end) of the reference list: from its last heading to the next closing heading or the end. */
export function referencesSpan(text: string): [number, number] | null {
  const start = referencesStart(text);
  if (start < 0) return null;
  const headingEnd = text.indexOf('\n', start);
  if (headingEnd < 0) return [start, text.length];
  const rest = text.slice(headingEnd + 1);
  const m = AFTER_REFERENCES.exec(rest);
  return [start, m ? headingEnd + 1 + m.index : text.length];
}

/** What a join decision may know about the (possibly already joined) line above. */
export interface Above {
  /** Its last original line, trailing blanks removed: a seam decision reads only its end. */
  tail: string;
  hasTab: boolean;
  /** True only while it is a single original line that is a reference-list heading. */
  isReferencesHeading: boolean;
}

const NON_BLANK = /[^ \t]/;

/**
 * Rewrite the lines of `text` outside (or only inside) the reference list, joining a line onto
 * the one above when `joins(above, line)` says so. Decisions look only at the seam (end of the
 * line above, start of the line below), which joining never changes: that makes a second pass
 * find nothing left to join (idempotence by construction). Joined lines are built from parts
 * and summarised, never rescanned, so a million joins stay linear.
 */
export function joinLines(
  text: string,
  joins: (above: Above, line: string) => boolean,
  where: 'outside_references' | 'inside_references',
): { text: string; joined: number } {
  const span = referencesSpan(text);
  const [a, b] = span ?? [text.length, text.length];
  const process = (part: string): { out: string; n: number } => {
    const out: string[] = [];
    let current = '';
    let parts: string[] | null = null;
    const summary: Above = { tail: '', hasTab: false, isReferencesHeading: false };
    let above: Above | null = null;
    let n = 0;
    let first = true;
    for (const line of part.split('\n')) {
      const blank = !NON_BLANK.test(line);
      if (above && !blank && joins(above, line)) {
        // Only joined lines pay for a parts array; the seam loses its blanks.
        if (!parts) parts = [current.trimEnd()];
        else parts[parts.length - 1] = parts[parts.length - 1].trimEnd();
        const right = line.trimStart();
        parts.push(right);
        above.tail = right.trimEnd();
        above.isReferencesHeading = false;
        n++;
        continue;
      }
      if (!first) out.push(parts ? parts.join(' ') : current);
      first = false;
      current = line;
      parts = null;
      if (blank) above = null;
      else {
        // One summary object per call, refilled per line: a fresh object per line was GC churn.
        above = summary;
        summary.tail = line.trimEnd();
        summary.hasTab = line.includes('\t');
        summary.isReferencesHeading = isReferencesHeading(line);
      }
    }
    if (!first) out.push(parts ? parts.join(' ') : current);
    return { out: out.join('\n'), n };
  };
  if (where === 'inside_references') {
    if (!span) return { text, joined: 0 };
    const r = process(text.slice(a, b));
    return { text: text.slice(0, a) + r.out + text.slice(b), joined: r.n };
  }
  const before = process(text.slice(0, a));
  const after = b < text.length ? process(text.slice(b)) : { out: '', n: 0 };
  return { text: before.out + text.slice(a, b) + after.out, joined: before.n + after.n };
}
