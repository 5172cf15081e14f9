/** Line-level helpers shared by the joining steps. */

/** A reference-list heading on a line of its own (optionally numbered). */
export const REFERENCES_HEADING =
  /^[ \t]*(?:\d+\.?[ \t]+)?(?:references|bibliography|works cited|literature cited|reference list|literature)[ \t]*$/gim;

/** Offset where the last reference-list heading line starts, or -1. */
export function referencesStart(text: string): number {
  let last = -1;
  for (const m of text.matchAll(REFERENCES_HEADING)) last = m.index;
  return last;
}

/** True when `line` is a reference-list heading. */
export function isReferencesHeading(line: string): boolean {
  REFERENCES_HEADING.lastIndex = 0;
  const hit = REFERENCES_HEADING.test(line);
  REFERENCES_HEADING.lastIndex = 0;
  return hit;
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
  /** Its last characters, trailing whitespace removed (a seam needs no more). */
  tail: string;
  hasTab: boolean;
  /** True only while it is a single original line that is a reference-list heading. */
  isReferencesHeading: boolean;
}

/** Characters of the line above kept for decisions: the last word and punctuation fit easily. */
const TAIL_CHARS = 80;

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
    let parts: string[] | null = null;
    let above: Above | null = null;
    let n = 0;
    const flush = () => {
      if (parts) out.push(parts.length === 1 ? parts[0] : parts.join(' '));
      parts = null;
      above = null;
    };
    for (const line of part.split('\n')) {
      const blank = line.trim() === '';
      if (parts && above && !blank && joins(above, line)) {
        parts[parts.length - 1] = parts[parts.length - 1].trimEnd();
        parts.push(line.trimStart());
        above.tail = (above.tail + ' ' + line.trimStart()).slice(-TAIL_CHARS).trimEnd();
        above.hasTab ||= line.includes('\t');
        above.isReferencesHeading = false;
        n++;
        continue;
      }
      flush();
      parts = [line];
      above = blank
        ? null
        : {
            tail: line.slice(-TAIL_CHARS).trimEnd(),
            hasTab: line.includes('\t'),
            isReferencesHeading: isReferencesHeading(line),
          };
    }
    flush();
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
