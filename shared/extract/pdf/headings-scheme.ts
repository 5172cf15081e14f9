/**
 * The numbering scheme of physics journals (APS, AIP) and IEEE: sections in roman numerals
 * ("I. INTRODUCTION"), sub-sections by capital letters ("A. Sample"), sub-sub-sections in arabic
 * ("1. Data", apart or run in: "1. Data. The…"). numbering() reads "1." as a top-level number;
 * in a document numbered this way it is the third level, and it starts again at 1 under each
 * sub-section, so it is no section number for the sequence checks of headings-levels.ts either.
 */
import type { Heading } from './headings-levels.ts';

/** A roman section number ("IV.", "II"). */
const ROMAN = /^[IVX]{1,6}\.?\s/;
/** An arabic number of one level ("1.", "2"). */
const ARABIC_ONE = /^[1-9]\d?\.?\s/;
/** Roman-numbered headings a document needs for the scheme (one "I." may be a pronoun or a list). */
const ROMAN_MIN = 2;

/** Roman-numbered top-level headings (ROMAN_MIN or more) and at least one lettered one. */
export function romanScheme(candidates: readonly Heading[], textOf: (h: Heading) => string): boolean {
  const roman = candidates.filter((h) => h.depth === 1 && ROMAN.test(textOf(h))).length;
  return roman >= ROMAN_MIN && candidates.some((h) => h.letter);
}

/** In the roman scheme an arabic one-level number is the third level and counts in no sequence. */
export function thirdLevel(h: Heading, text: string): void {
  if (h.depth !== 1 || h.number === null || !ARABIC_ONE.test(text)) return;
  h.depth = 3;
  h.number = null;
}

/** The depth of a run-in head numbered `text` ("1. Data."), the roman scheme given. */
export function runInDepth(text: string, depth: number | null, roman: boolean): number | null {
  return roman && depth === 1 && ARABIC_ONE.test(text) ? 3 : depth;
}
