/**
 * A cheap count of a page's elements from its source, taken before any DOM is built, so a page
 * far larger than any article (a million inline spans) is refused in the time of one `indexOf`
 * scan instead of the seconds that building and walking its DOM cost.
 *
 * It counts start tags as htmlparser2's tokenizer sees them: `<` followed by an ASCII letter,
 * outside comments and outside the raw text of `script`, `style`, `title`, `textarea` and `xmp`
 * (where a `<` is text). End tags `</p>` and `</br>` count too, because a stray one becomes an
 * element (the parser builds an empty <p> or a <br>), and so does a `<` inside a quoted attribute
 * value. So the figure is never below the elements the DOM holds: a page cannot slip past the
 * limit. On the real pages of the corpora it is at most 1.5 times the DOM's count (every closed
 * paragraph counts twice).
 */

/** Elements whose content the tokenizer reads as text up to their end tag (htmlparser2 10). */
const RAW_TEXT = ['script', 'style', 'title', 'textarea', 'xmp'];
/** The end tag of each raw-text element, case-insensitive. */
const RAW_END = new Map(RAW_TEXT.map((name) => [name, new RegExp(`</${name}`, 'gi')]));
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Whether `html` holds the tag name `name` (lower case) at `at`, in any case, and no longer name. */
function nameAt(html: string, at: number, name: string): boolean {
  for (let k = 0; k < name.length; k++)
    if ((html.charCodeAt(at + k) | 0x20) !== name.charCodeAt(k)) return false;
  const after = html.charCodeAt(at + name.length);
  return !isLetter(after) && !(after >= 48 && after <= 57) && after !== 45;
}

/** The raw-text element `html` opens at `at` (just past its `<`), if any; no string is built. */
function rawTextAt(html: string, at: number): string | undefined {
  const first = html.charCodeAt(at) | 0x20;
  for (const name of RAW_TEXT) if (name.charCodeAt(0) === first && nameAt(html, at, name)) return name;
  return undefined;
}

/**
 * Start tags in `html`, counted up to just past `stopAbove` (the scan ends there: a caller that
 * only compares with a limit reads no further than the limit's worth of tags).
 */
export function countElements(html: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let n = 0;
  let i = html.indexOf('<');
  while (i >= 0 && i + 1 < html.length) {
    const c = html.charCodeAt(i + 1);
    let next = i + 1;
    if (isLetter(c)) {
      if (++n > stopAbove) return n;
      const raw = rawTextAt(html, i + 1);
      if (raw) {
        const end = RAW_END.get(raw)!;
        end.lastIndex = i + 1 + raw.length;
        if (!end.test(html)) return n;
        next = end.lastIndex;
      }
    } else if (c === 47 && (nameAt(html, i + 2, 'p') || nameAt(html, i + 2, 'br'))) {
      // A stray `</p>` or `</br>` is an element too (the parser builds an empty <p> or a <br>).
      if (++n > stopAbove) return n;
    } else if (html.startsWith('!--', i + 1)) {
      const close = html.indexOf('-->', i + 4);
      if (close < 0) return n;
      next = close + 3;
    }
    i = html.indexOf('<', next);
  }
  return n;
}
