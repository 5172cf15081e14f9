export type Confidence = 'high' | 'medium' | 'low';

export interface QualityResult {
  /** Version of the scoring code; bumped whenever the numbers it gives change. */
  version: string;
  /** 0..100, the port of the reference academic-text score. */
  score: number;
  confidence: Confidence;
  garbled: boolean;
  /** Share of the first tokens that are common English words. */
  common_word_ratio: number;
  /** Richer signals beside the reference score. */
  signals: Record<string, number | string | boolean | null>;
  /** Short flags a dashboard can filter on, e.g. 'garbled', 'column_interleave_suspected'. */
  flags: string[];
}
