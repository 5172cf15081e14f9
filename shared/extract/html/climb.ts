/**
 * The top candidate's walk up past a dip (Readability's parent climb, guarded): see
 * climbWhileRising. Split from main-content.ts, which calls it after the common-ancestor promotion.
 */
import type { Element } from 'domhandler';
import { descendants, textLength } from '../markup/dom.ts';
import type { StoryBounds } from './boundaries.ts';
import type { StoryHeads } from './own-story.ts';
import { linkDensity, type Scores } from './score.ts';
import { PROSE_CHARS, PROSE_LINK_DENSITY } from './story-wrapper.ts';

/** The climb stops where an ancestor scores under the top's score divided by this (Readability: 3)... */
const CLIMB_FLOOR_DIVISOR = 3;
/** ...and takes an ancestor only when this much prose precedes the top candidate in it. */
const CLIMB_MIN_PROSE_BEFORE = 500;

/** Characters of prose paragraphs (as story-wrapper.ts counts them) in `anc` before `top` opens. */
function proseBefore(anc: Element, top: Element): number {
  let chars = 0;
  for (const el of descendants(anc, (e) => e === top || e.name === 'p')) {
    if (el === top) break;
    const n = textLength(el);
    if (n >= PROSE_CHARS && linkDensity(el) < PROSE_LINK_DENSITY) chars += n;
  }
  return chars;
}

/**
 * Readability's climb: walking up from the top candidate, an ancestor that scores more than the
 * one below it (while the scores stay above a third of the top's) holds more of the article than
 * the choice. The top candidate has the page's best score, so the walk climbs only past a dip: a
 * wrapper between two blocks of prose. A page whose embed leaves a `<div>` unclosed nests the rest
 * of the article inside the embed's table wrapper, which then outscores the rich-text block that
 * holds the first half (wcxb-dev 0061 kept the half after the tip chart). The climb is taken only
 * when the ancestor holds CLIMB_MIN_PROSE_BEFORE of prose before the choice (an article does not
 * begin in its middle): what follows an article lifts its wrapper the same way, and Readability's
 * climb alone took in a blog's reader comments and a page's sidebar teasers (wcxb-dev 0452, 0226;
 * 13 of the 592 inspectable pages changed, most for the worse). Never into a block that holds a
 * second story.
 */
export function climbWhileRising(
  scores: Scores,
  top: Element,
  bounds: StoryBounds,
  later: Element[],
  held: StoryHeads['held'],
): Element {
  let last = scores.get(top) ?? 0;
  const floor = last / CLIMB_FLOOR_DIVISOR;
  for (
    let anc = top.parent as Element | null;
    anc && anc.type === 'tag' && anc.name !== 'body';
    anc = anc.parent as Element | null
  ) {
    if (bounds.holdsTwo(anc) || later.some((h) => held(anc as Element, h))) return top;
    const s = scores.get(anc);
    if (s === undefined) continue;
    if (s < floor) return top;
    if (s > last) return proseBefore(anc, top) >= CLIMB_MIN_PROSE_BEFORE ? anc : top;
    last = s;
  }
  return top;
}
