/**
 * Footnotes of a generated paper in an output: spliced into a body paragraph (the note's words
 * inside a paragraph that also holds other words), and found in Gleaner's footnote stream. A
 * note is known by its first or last few words in sequence: either end survives a note cut in
 * two, and the prose never writes them.
 */
import { words } from '../readoc.ts';

/** Words at either end of a note that identify it. */
const NOTE_END = 4;
/** Words beyond the note's own that make a paragraph a body paragraph it was spliced into, not the note alone. */
const OTHER_WORDS = 4;

const hasRun = (hay: readonly string[], run: readonly string[]) => {
  outer: for (let i = 0; i + run.length <= hay.length; i++) {
    for (let k = 0; k < run.length; k++) if (hay[i + k] !== run[k]) continue outer;
    return true;
  }
  return false;
};

/** Whether `text` holds the note `note` (by either end). */
function holds(text: readonly string[], note: readonly string[]): boolean {
  return hasRun(text, note.slice(0, NOTE_END)) || hasRun(text, note.slice(-NOTE_END));
}

/**
 * How many of `notes` (each counted as often as it is printed) sit inside body paragraphs
 * (`spliced`), stand as paragraphs of their own in the body (`alone`), how many `stream` holds
 * (`found`; null when there is no stream), and how many of those it holds whole, every word in
 * sequence (`whole`: a note that lost a line to the page furniture is found by its first words
 * but not whole).
 */
export function scoreNotes(
  notes: readonly string[],
  body: readonly string[],
  stream: readonly string[] | null,
): { notes: number; spliced: number; alone: number; found: number | null; whole: number | null } {
  const paras = body.map(words);
  const entries = stream?.map(words) ?? null;
  let spliced = 0;
  let alone = 0;
  let found = 0;
  let whole = 0;
  const byText = new Map<string, number>();
  for (const n of notes) byText.set(n, (byText.get(n) ?? 0) + 1);
  for (const [text, count] of byText) {
    const w = words(text);
    const inside = paras.filter((p) => p.length >= w.length + OTHER_WORDS && holds(p, w)).length;
    spliced += Math.min(count, inside);
    alone += Math.min(count, paras.filter((p) => p.length < w.length + OTHER_WORDS && holds(p, w)).length);
    if (!entries) continue;
    found += Math.min(count, entries.filter((e) => holds(e, w)).length);
    whole += Math.min(count, entries.filter((e) => hasRun(e, w)).length);
  }
  return {
    notes: notes.length,
    spliced,
    alone,
    found: entries ? found : null,
    whole: entries ? whole : null,
  };
}
