/** Run one step in isolation and capture what it reported. */
import { expect, it } from 'vitest';
import type { Step } from '../../shared/normalize/index.ts';

export interface StepRun {
  text: string;
  counts: Record<string, number>;
  fallbacks: Record<string, string[]>;
}

export function runStep(step: Step, text: string): StepRun {
  const counts: Record<string, number> = {};
  const fallbacks: Record<string, string[]> = {};
  const out = step.run(text, {
    count(event, n = 1) {
      if (n > 0) counts[event] = (counts[event] ?? 0) + n;
    },
    fallback(key, detail) {
      fallbacks[key] = [...(fallbacks[key] ?? []), detail];
    },
  });
  return { text: out, counts, fallbacks };
}

/** One `it` per [before, after] pair; after === before means "must not touch". */
export function examples(step: Step, cases: [string, string][]): void {
  for (const [before, after] of cases) {
    const name =
      before === after
        ? `leaves ${JSON.stringify(before)} untouched`
        : `${JSON.stringify(before)} → ${JSON.stringify(after)}`;
    it(name, () => {
      const r = runStep(step, before);
      expect(r.text).toBe(after);
      // A step is its own fixed point on its examples.
      expect(runStep(step, r.text).text).toBe(r.text);
    });
  }
}
