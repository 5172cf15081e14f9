/**
 * Levels of unnumbered run-in heads set in more than one type. A paper with run-in sub-sections
 * in bold ("Superinductors. The…") and run-in paragraph heads in italics ("Sample design. For…")
 * under them gave both the level under the deepest stand-alone heading. Fonts are opaque ids
 * (which one is bold is unknown), so the order of the heads decides: a type whose every head has
 * a head of another type before it in its section (since the last stand-alone heading) sits
 * under that type, as paragraphs sit under the sub-section that holds them; the outer type
 * opens a section before any inner head comes.
 */

/**
 * A type is ranked under another on at least this many heads: one italic head after bold ones
 * may as well be a sibling set apart (the structure fixture run-in-headings' "Sleep measures.").
 */
const RANK_MIN_HEADS = 2;

/** A stand-alone heading (a section boundary) or an unnumbered run-in head in `font`. */
export type RunInEvent = { kind: 'heading' } | { kind: 'run'; font: string };

/** How many other run-in types each run-in type sits under (0 for the outermost). */
export function runInRanks(events: readonly RunInEvent[]): Map<string, number> {
  // For each font, the fonts that came before each of its heads in that head's section.
  const before = new Map<string, Set<string>>();
  let seen = new Set<string>();
  for (const e of events) {
    if (e.kind === 'heading') {
      seen = new Set();
      continue;
    }
    const prior = new Set([...seen].filter((f) => f !== e.font));
    const had = before.get(e.font);
    // Intersect: only fonts ahead of every one of its heads.
    before.set(e.font, had === undefined ? prior : new Set([...had].filter((f) => prior.has(f))));
    seen.add(e.font);
  }
  const heads = new Map<string, number>();
  for (const e of events) if (e.kind === 'run') heads.set(e.font, (heads.get(e.font) ?? 0) + 1);
  const under = (g: string, f: string) =>
    (heads.get(g) ?? 0) >= RANK_MIN_HEADS && before.get(g)?.has(f) === true;
  const ranks = new Map<string, number>();
  for (const g of before.keys())
    ranks.set(g, [...before.keys()].filter((f) => f !== g && under(g, f) && !under(f, g)).length);
  return ranks;
}
