/** Normalization levels: `none` is identity; `academic` = `standard` + statistical-notation steps. */
export const LEVELS = ['none', 'standard', 'academic'] as const;
export type Level = (typeof LEVELS)[number];

/** What a step's repair rests on. Inferential repairs are applied only when declared as a fallback. */
export type Evidence = 'typographic' | 'inferential';

export interface StepContext {
  /** Count `n` events of kind `event` for the running step (e.g. 'ligature', 'minus_restored'). */
  count(event: string, n?: number): void;
  /** Declare an inferential repair or a degraded path; key is namespaced by the step id. */
  fallback(key: string, detail: string): void;
}

export interface Step {
  /** Stable id, snake_case, e.g. 'ligatures'. */
  id: string;
  /** Lowest level at which the step runs. */
  level: Exclude<Level, 'none'>;
  /** Bumped on any behaviour change; feeds the pipeline version. */
  version: number;
  evidence: Evidence;
  /** One sentence: what it fixes and what it must not touch. */
  description: string;
  /** Pure: same text in, same text out; reports through ctx, never throws for odd input. */
  run(text: string, ctx: StepContext): string;
}

export interface NormalizationReport {
  level: Level;
  /** Hash of level + every step id/version; changes whenever any step's behaviour changes. */
  version: string;
  steps_applied: string[];
  steps_changed: string[];
  /** Per step, per event kind: number of events (not character-length deltas). */
  counts: Record<string, Record<string, number>>;
  fallbacks: string[];
  fallback_details: Record<string, { count: number; details: string[] }>;
}
