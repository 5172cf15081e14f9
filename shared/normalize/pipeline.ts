import { createHash } from 'node:crypto';
import { FallbackRecorder } from '../fallbacks.ts';
import { STEPS } from './registry.ts';
import type { Level, NormalizationReport, Step, StepContext } from './types.ts';

const LEVEL_RANK: Record<Level, number> = { none: 0, standard: 1, academic: 2 };

export function stepsFor(level: Level, steps: readonly Step[] = STEPS): Step[] {
  return steps.filter((s) => LEVEL_RANK[s.level] <= LEVEL_RANK[level]);
}

/** Hash of the level and every step id@version that runs at it. */
export function normalizeVersion(level: Level, steps: readonly Step[] = STEPS): string {
  const ids = stepsFor(level, steps).map((s) => `${s.id}@${s.version}`);
  return createHash('sha256')
    .update(`${level}|${ids.join(',')}`)
    .digest('hex')
    .slice(0, 12);
}

/** Run the ordered registry over `text` at `level`. Pure apart from the returned report. */
export function normalize(
  text: string,
  level: Level,
  steps: readonly Step[] = STEPS,
): { text: string; report: NormalizationReport } {
  const fallbacks = new FallbackRecorder();
  const counts: Record<string, Record<string, number>> = {};
  const applied: string[] = [];
  const changed: string[] = [];
  let current = text;
  for (const step of stepsFor(level, steps)) {
    const ctx: StepContext = {
      count(event, n = 1) {
        if (n <= 0) return;
        const perStep = counts[step.id] ?? {};
        perStep[event] = (perStep[event] ?? 0) + n;
        counts[step.id] = perStep;
      },
      fallback(key, detail) {
        fallbacks.fallback(`normalize.${step.id}.${key}`, detail);
      },
    };
    const next = step.run(current, ctx);
    applied.push(step.id);
    if (next !== current) changed.push(step.id);
    current = next;
  }
  const fb = fallbacks.toJSON();
  return {
    text: current,
    report: {
      level,
      version: normalizeVersion(level, steps),
      steps_applied: applied,
      steps_changed: changed,
      counts,
      fallbacks: fb.fallbacks,
      fallback_details: fb.fallback_details,
    },
  };
}
