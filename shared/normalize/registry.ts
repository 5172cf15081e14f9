/**
 * The one ordered list of normalization steps. Order matters: character-level repairs first,
 * then line-level joins, then notation. Add a step here and nowhere else.
 */
import { ligatures } from './steps/ligatures.ts';
import { unicodeNfc } from './steps/unicode-nfc.ts';
import type { Step } from './types.ts';

export const STEPS: readonly Step[] = [unicodeNfc, ligatures];
