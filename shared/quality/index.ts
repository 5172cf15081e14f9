/**
 * Quality score. Interim: a small common-word ratio score; the full port and signals replace it.
 */
import type { QualityResult } from './types.ts';

export const QUALITY_VERSION = '0.1.0';
export type { Confidence, QualityResult } from './types.ts';

const COMMON = new Set(
  'the of and to in a is that for it as was with be by on not he this are or his from at which but have an they you were her she there been one all we their has would when if so no will more can who its into than them only other new some could these two may then do first any my now such like our over man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still own see men work long get here between both life being under never day same another know while last might us great old year off come since against go came right used take three'.split(
    ' ',
  ),
);

export function scoreText(text: string): QualityResult {
  const tokens = (text.toLowerCase().match(/[\p{L}]+/gu) ?? []).slice(0, 2000);
  const common = tokens.filter((t) => COMMON.has(t)).length;
  const ratio = tokens.length ? common / tokens.length : 0;
  const fffd = (text.match(/\uFFFD/g) ?? []).length;
  const garbled = ratio < 0.02;
  let score = garbled ? 50 : Math.min(100, Math.round((ratio / 0.2) * 100));
  score = Math.max(0, score - fffd);
  const confidence = score >= 80 ? 'high' : score >= 50 ? 'medium' : 'low';
  return {
    version: QUALITY_VERSION,
    score,
    confidence,
    garbled,
    common_word_ratio: ratio,
    signals: { tokens: tokens.length, replacement_chars: fffd },
    flags: garbled ? ['garbled'] : [],
  };
}
