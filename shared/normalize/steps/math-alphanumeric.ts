import { Tally } from '../counter.ts';
import { replaceChanged } from '../replace.ts';
import type { Step } from '../types.ts';

/**
 * Mathematical Alphanumeric Symbols (U+1D400–1D7FF: bold, italic, script, fraktur, double-struck,
 * sans, monospace letters and digits) plus Planck's ℎ (U+210E, the hole in the italic run).
 * Their compatibility decomposition is the base letter; Greek maps to Greek (𝛼 → α), and
 * ∂/∇ variants to ∂/∇. Other letterlike symbols (ℝ, ℕ, ℓ) are notation of their own: untouched.
 */
const MATH_ALNUM = /[\u{1D400}-\u{1D7FF}\u210E]/gu;

export const mathAlphanumeric: Step = {
  id: 'math_alphanumeric',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description:
    'Mathematical Alphanumeric letters and digits to base letters (Greek stays Greek); ℝ, ℕ, ℓ untouched.',
  run(text, ctx) {
    const tally = new Tally();
    const result = ((): string => {
      return replaceChanged(text, MATH_ALNUM, (m) => {
        const base = m.normalize('NFKC');
        // Unassigned code points in the block decompose to themselves: keep and do not count.
        if (base === m) return m;
        tally.add('math_letter');
        return base;
      });
    })();
    tally.report(ctx);
    return result;
  },
};
