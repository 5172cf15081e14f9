/**
 * Quality score: the reference academic-text score (a port of docpluck's, see reference.ts)
 * plus richer signals and filterable flags beside it.
 */
import { referenceScore } from './reference.ts';
import { richSignals } from './signals.ts';
import type { QualityResult } from './types.ts';

/** Bumped whenever any number scoreText gives changes. */
// 1.1.0: column_interleave_suspected needs sentences cut mid-clause and resumed later (interleave.ts).
export const QUALITY_VERSION = '1.1.0';
export type { Confidence, QualityResult } from './types.ts';

export function scoreText(text: string): QualityResult {
  const ref = referenceScore(text);
  const sig = richSignals(text);
  const flags: string[] = [];
  if (ref.garbled) flags.push('garbled');
  if (ref.confidence === 'low') flags.push('low_confidence');
  if (ref.ligatures_remaining > 0) flags.push('ligatures_remaining');
  if (sig.replacement_chars > 0) flags.push('replacement_chars');
  if (sig.pua_chars > 0) flags.push('private_use_chars');
  if (sig.control_chars > 0) flags.push('control_chars');
  if (sig.column_interleave_suspected) flags.push('column_interleave_suspected');
  if (sig.boilerplate_lines > 0) flags.push('boilerplate_residue');
  if (sig.language !== 'und' && sig.language !== 'eng') flags.push('not_english');
  return {
    version: QUALITY_VERSION,
    score: ref.score,
    confidence: ref.confidence,
    garbled: ref.garbled,
    common_word_ratio: ref.common_word_ratio,
    signals: {
      ligatures_remaining: ref.ligatures_remaining,
      non_ascii_ratio: ref.non_ascii_ratio,
      has_corruption_signal: ref.has_corruption_signal,
      ...sig,
    },
    flags,
  };
}
