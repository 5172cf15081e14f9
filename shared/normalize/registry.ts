/**
 * The one ordered list of normalization steps. Order matters: character repairs first (so
 * later steps see canonical characters), then line furniture and whitespace, then the joins
 * (DOIs and hyphenation before general line joining, which would put a space in them), then
 * the statistical notation of the academic level. Add a step here and nowhere else.
 */
import { ciBrackets } from './steps/ci-brackets.ts';
import { dashes } from './steps/dashes.ts';
import { dehyphenate } from './steps/dehyphenate.ts';
import { doiRejoin } from './steps/doi.ts';
import { fullwidthAscii } from './steps/fullwidth.ts';
import { greekNames } from './steps/greek-names.ts';
import { invisibles } from './steps/invisibles.ts';
import { ligatures } from './steps/ligatures.ts';
import { lineJoining } from './steps/line-joining.ts';
import { mathAlphanumeric } from './steps/math-alphanumeric.ts';
import { mojibake } from './steps/mojibake.ts';
import { operatorGlyphs } from './steps/operator-glyphs.ts';
import { quotes } from './steps/quotes.ts';
import { referenceRejoin } from './steps/references.ts';
import { residue } from './steps/residue.ts';
import { statLinebreaks } from './steps/stat-linebreaks.ts';
import { symbolPua } from './steps/symbol-pua.ts';
import { unicodeNfc } from './steps/unicode-nfc.ts';
import { whitespace } from './steps/whitespace.ts';
import type { Step } from './types.ts';

export const STEPS: readonly Step[] = [
  // standard: characters
  // before invisibles, which drops the C1 controls a Latin-1 misreading leaves ("â\u0080\u0099")
  mojibake,
  invisibles,
  mathAlphanumeric,
  symbolPua,
  ligatures,
  fullwidthAscii,
  // after every step that can expose a base letter to a combining mark (ﬁ + U+0301 → fí)
  unicodeNfc,
  quotes,
  dashes,
  // standard: lines
  whitespace,
  doiRejoin,
  dehyphenate,
  referenceRejoin,
  lineJoining,
  // after the joins, so a running head split over lines is seen whole; re-runs the joins itself
  residue,
  // academic: statistical notation
  // operators and line breaks first: each can complete the slot (η2 = .3) greek_names reads
  operatorGlyphs,
  statLinebreaks,
  greekNames,
  ciBrackets,
];
