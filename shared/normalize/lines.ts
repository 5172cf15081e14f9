/** Line-level helpers shared by the joining steps. */

/** Longest line taken for a heading: "12. Literature Cited" with blanks is far shorter. */
const MAX_HEADING_CHARS = 40;

/** A reference-list heading on a line of its own (optionally numbered). */
export const REFERENCES_HEADING =
  /^[ \t]*(?:\d+\.?[ \t]+)?(?:references|bibliography|works cited|literature cited|reference list|literature)[ \t]*$/gim;

/** Shortest heading line ("references", "literature"); shorter lines are not looked at. */
const MIN_HEADING_CHARS = 10;
/** A line of its own that is a reference-list heading (same words as REFERENCES_HEADING). */
const HEADING_LINE = new RegExp(REFERENCES_HEADING.source, 'i');
/** Several steps ask for the same text's span in a row: remember the last answer. */
let memo: { text: string; start: number } | null = null;

/**
 * Offset where the last reference-list heading line starts, or -1. Lines are found with
 * `indexOf('\n')` (a memchr-speed scan) and only those of a heading's length are tested.
 */
export function referencesStart(text: string): number {
  if (memo && memo.text === text) return memo.start;
  let last = -1;
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const length = end - start;
    if (
      length >= MIN_HEADING_CHARS &&
      length <= MAX_HEADING_CHARS &&
      HEADING_LINE.test(text.slice(start, end))
    )
      last = start;
    start = end + 1;
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
    // Lines are walked by index and only the seams of joined lines are rewritten: splitting a
    // whole paper into lines and joining it back cost more than every decision here.
    const pieces: string[] = [];
    let copied = 0;
    const summary: Above = { tail: '', hasTab: false, isReferencesHeading: false };
    let above: Above | null = null;
    /** Where the text of the current output line's last part starts (for its trimEnd). */
    let partStart = 0;
    let n = 0;
    for (let start = 0; start <= part.length; ) {
      let end = part.indexOf('\n', start);
      if (end < 0) end = part.length;
      const line = part.slice(start, end);
      const blank = !NON_BLANK.test(line);
      if (above && !blank && joins(above, line)) {
        // The seam (blanks at the end of the part above, the newline, blanks at the start of
        // this line) becomes one space.
        const seamStart = partStart + part.slice(partStart, start - 1).trimEnd().length;
        const right = line.trimStart();
        pieces.push(part.slice(copied, seamStart), ' ');
        copied = end - right.length;
        partStart = copied;
        above.tail = right.trimEnd();
        above.isReferencesHeading = false;
        n++;
      } else {
        partStart = start;
        if (blank) above = null;
        else {
          // One summary object per call, refilled per line: a fresh object per line was GC churn.
          above = summary;
          summary.tail = line.trimEnd();
          summary.hasTab = line.includes('\t');
          summary.isReferencesHeading = isReferencesHeading(line);
        }
      }
      start = end + 1;
    }
    if (!n) return { out: part, n };
    pieces.push(part.slice(copied));
    return { out: pieces.join(''), n };
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
