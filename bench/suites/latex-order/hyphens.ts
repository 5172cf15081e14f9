/**
 * Hyphenation errors of an output against the words a paper prints: a word split at a line end
 * and not joined ("measure- ments", "measure ments"), joined but keeping the hyphen
 * ("measure-ments"), a compound that lost its hyphen ("longdocument"), two words run
 * together ("theencoder"), or a word whose halves something else was set between ("Af-" …
 * "ter"). Only words outside the paper's vocabulary are suspects, so a word the
 * paper prints is never an error.
 */

/** Shorter pieces (a, I, x) make any word a "join". */
const MIN_PIECE = 2;
/** A word's second half is looked for this many words past its first (a note or a caption set between). */
const INSERTION_MAX_WORDS = 60;

export function vocabulary(texts: readonly string[]): Set<string> {
  const v = new Set<string>();
  for (const t of texts) for (const w of wordsWithHyphens(t)) v.add(w);
  return v;
}

function wordsWithHyphens(text: string): string[] {
  return (text
    .normalize('NFKC')
    .toLowerCase()
    .match(/\p{L}+(?:-\p{L}+)*-?/gu) ?? []) as string[];
}

/** Each error as "<kind>: <what the output has>". */
export function hyphenErrors(text: string, vocab: ReadonlySet<string>): string[] {
  const joined = new Map<string, string>();
  for (const w of vocab) if (w.includes('-')) joined.set(w.replace(/-/g, ''), w);
  const ws = wordsWithHyphens(text);
  const out: string[] = [];
  const known = (w: string) => vocab.has(w);
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i];
    const next = ws[i + 1];
    if (w.endsWith('-')) {
      // A line-end hyphen left in: "measure- ments".
      const stem = w.slice(0, -1);
      if (next && (known(stem + next) || known(`${stem}-${next}`)) && !known(w))
        out.push(`split: ${w} ${next}`);
      else if (!known(w)) {
        // The word's rest further on: something was set between its halves ("Af-", an e-mail
        // line, "ter": a paragraph cut in two by text that is not its own).
        const rest = ws.slice(i + 2, i + 2 + INSERTION_MAX_WORDS).find((x) => known(stem + x));
        if (rest) out.push(`split by an insertion: ${w} … ${rest}`);
      }
      continue;
    }
    if (known(w)) {
      if (next && !known(next) && !next.endsWith('-') && known(w + next)) out.push(`split: ${w} ${next}`);
      continue;
    }
    if (w.includes('-') && known(w.replace(/-/g, ''))) out.push(`hyphen kept: ${w}`);
    else if (joined.has(w)) out.push(`compound lost its hyphen: ${w}`);
    else if (next && known(w + next)) out.push(`split: ${w} ${next}`);
    else if (isJoin(w, known)) out.push(`joined: ${w}`);
  }
  return out;
}

function isJoin(w: string, known: (w: string) => boolean): boolean {
  for (let k = MIN_PIECE; k + MIN_PIECE <= w.length; k++)
    if (known(w.slice(0, k)) && known(w.slice(k))) return true;
  return false;
}
