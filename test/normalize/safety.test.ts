import { describe, expect, it } from 'vitest';
import { normalize, STEPS } from '../../shared/normalize/index.ts';
import { ADVERSARIAL } from './adversarial.ts';

/**
 * Linear-time safety: every step, and the whole academic pipeline, finishes on 1 MB adversarial
 * inputs. No timing is asserted (shared machine); a catastrophic regex would not finish within
 * the test timeout. Times per input are measured by `npm run bench -- normalize`.
 */
describe('every step completes on 1 MB adversarial inputs', () => {
  for (const [name, input] of Object.entries(ADVERSARIAL)) {
    it(`${name}`, () => {
      const ctx = { count() {}, fallback() {} };
      for (const step of STEPS) expect(typeof step.run(input, ctx)).toBe('string');
      const { text } = normalize(input, 'academic');
      // Output stays proportional to input: ﬃ → ffi is the largest expansion any step makes.
      expect(text.length).toBeLessThanOrEqual(3 * input.length);
    });
  }
});
