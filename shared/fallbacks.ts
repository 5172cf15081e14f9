/**
 * Fallbacks: every repair that rests on inference, every detector that could not run, every
 * degraded path. Keys are dotted (`pdf.no_text_layer`, `normalize.dehyphenate.dehyphenate_inferred`).
 * An empty set means every detector ran and found nothing to fall back on.
 */
export interface FallbackSink {
  fallback(key: string, detail: string): void;
}

/** Details kept per key; a key that fires thousands of times keeps its first few details. */
const MAX_DETAILS_PER_KEY = 20;

export class FallbackRecorder implements FallbackSink {
  private readonly details = new Map<string, string[]>();
  private readonly counts = new Map<string, number>();

  fallback(key: string, detail: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    const list = this.details.get(key) ?? [];
    if (list.length < MAX_DETAILS_PER_KEY) list.push(detail);
    this.details.set(key, list);
  }

  merge(other: FallbackRecorder): void {
    for (const [key, list] of other.details) {
      for (const d of list) this.fallback(key, d);
      const extra = (other.counts.get(key) ?? 0) - list.length;
      if (extra > 0) this.counts.set(key, (this.counts.get(key) ?? 0) + extra);
    }
  }

  keys(): string[] {
    return [...this.counts.keys()].sort();
  }

  toJSON(): { fallbacks: string[]; fallback_details: Record<string, { count: number; details: string[] }> } {
    const fallback_details: Record<string, { count: number; details: string[] }> = {};
    for (const key of this.keys()) {
      fallback_details[key] = { count: this.counts.get(key) ?? 0, details: this.details.get(key) ?? [] };
    }
    return { fallbacks: this.keys(), fallback_details };
  }
}
