/**
 * An author's contact line at the foot of the first page, unmarked: quantumarticle prints
 * "Sofia Sato: sato@example.org" in note type over the page's notes, less than a blank band under
 * the text, so the note rules (footnotes.ts) leave it in the body, where it cut the column's
 * last paragraph from its continuation in the next column ("Af-" … "ter").
 */
import type { Line } from './model.ts';

/** A contact note is at most this many lines; a longer block in note type is something else (an inset abstract). */
const CONTACT_MAX_LINES = 2;
/** An e-mail address. */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;

/**
 * The number of lines at the end of `body` that form a contact note: at most CONTACT_MAX_LINES
 * lines in note type (at most `noteMax`) holding an e-mail address, under a line of larger type,
 * in the page's foot zone (starting below `footTop`). 0 when there is none.
 */
export function contactTail(body: readonly Line[], noteMax: number, footTop: number): number {
  let k = body.length;
  while (k > 0 && body.length - k < CONTACT_MAX_LINES && body[k - 1].size <= noteMax) k--;
  // More note type above (a longer small block), or nothing above: not a note under the text.
  if (k === body.length || k === 0 || body[k - 1].size <= noteMax) return 0;
  const tail = body.slice(k);
  if (tail[0].top < footTop) return 0;
  return EMAIL.test(tail.map((l) => l.text).join(' ')) ? tail.length : 0;
}
