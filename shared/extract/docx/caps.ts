/**
 * w:caps (All Caps) set directly on a run. Word shows such text in capitals; whether the
 * capitals are the text or only its look depends on how the author used them:
 * - a few words inside an otherwise ordinary paragraph ("The following word is: capitalized."
 *   shown as "CAPITALIZED") are emphasis, and the capitals are what the reader reads: applied,
 *   as Apache POI does;
 * - a whole paragraph in caps (a pull quote, a text box, a banner) is a design choice, and the
 *   typed casing ("A text box") is the better text for search and language models: kept, as
 *   pandoc, mammoth and Tika keep it.
 * Caps that come from a style (a Title style in All Caps) are always a design choice: never
 * applied. Small caps (w:smallCaps) keep their typed casing too.
 */
import { child, descendants, NS, onOff } from './xml.ts';

const LETTER = /\p{L}/u;

function directCaps(run: Element): boolean {
  const rPr = child(run, NS.w, 'rPr');
  return rPr ? onOff(child(rPr, NS.w, 'caps')) : false;
}

function runText(run: Element): string {
  return descendants(run, NS.w, 't')
    .map((t) => t.textContent ?? '')
    .join('');
}

/** Upper-cases the text of directly capitalized runs used inline; returns how many runs. */
export function applyInlineCaps(root: Element): number {
  let applied = 0;
  for (const p of descendants(root, NS.w, 'p')) {
    const runs = descendants(p, NS.w, 'r').filter((r) => LETTER.test(runText(r)));
    const caps = runs.filter(directCaps);
    // Nothing in caps, or everything: no inline emphasis to show.
    if (!caps.length || caps.length === runs.length) continue;
    for (const run of caps) {
      for (const t of descendants(run, NS.w, 't')) t.textContent = (t.textContent ?? '').toUpperCase();
      applied++;
    }
  }
  return applied;
}
