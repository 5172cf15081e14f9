/**
 * A minimal Prometheus registry: counters, gauges and histograms with labels, rendered in the
 * text exposition format 0.0.4. Written here rather than pulling prom-client because we need
 * three metric kinds and no default collectors; the format is small and stable.
 */

export type Labels = Record<string, string>;

type Kind = 'counter' | 'gauge' | 'histogram';

/** Escape a label value per the exposition format: backslash, double quote and newline. */
export function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labelText(labels: Labels, extra?: [string, string]): string {
  const parts = Object.keys(labels)
    .sort()
    .map((k) => `${k}="${escapeLabel(labels[k])}"`);
  if (extra) parts.push(`${extra[0]}="${escapeLabel(extra[1])}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
}

function labelKey(labels: Labels): string {
  return JSON.stringify(
    Object.keys(labels)
      .sort()
      .map((k) => [k, labels[k]]),
  );
}

function num(n: number): string {
  if (n === Number.POSITIVE_INFINITY) return '+Inf';
  if (n === Number.NEGATIVE_INFINITY) return '-Inf';
  return Number.isNaN(n) ? 'NaN' : String(n);
}

abstract class Metric {
  constructor(
    readonly name: string,
    readonly help: string,
    readonly kind: Kind,
  ) {
    if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(name)) throw new Error(`invalid metric name "${name}"`);
  }
  abstract samples(): string[];
  render(): string {
    const help = this.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
    return [`# HELP ${this.name} ${help}`, `# TYPE ${this.name} ${this.kind}`, ...this.samples()].join('\n');
  }
}

class Simple extends Metric {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  inc(labels: Labels = {}, by = 1): void {
    if (this.kind === 'counter' && by < 0) throw new Error(`counter ${this.name} cannot decrease`);
    const key = labelKey(labels);
    const cur = this.values.get(key);
    if (cur) cur.value += by;
    else this.values.set(key, { labels: { ...labels }, value: by });
  }
  set(labels: Labels, value: number): void {
    this.values.set(labelKey(labels), { labels: { ...labels }, value });
  }
  get(labels: Labels = {}): number | undefined {
    return this.values.get(labelKey(labels))?.value;
  }
  reset(): void {
    this.values.clear();
  }
  samples(): string[] {
    return [...this.values.values()].map((v) => `${this.name}${labelText(v.labels)} ${num(v.value)}`);
  }
}

export class Counter extends Simple {
  constructor(name: string, help: string) {
    super(name, help, 'counter');
  }
}

export class Gauge extends Simple {
  constructor(name: string, help: string) {
    super(name, help, 'gauge');
  }
}

export class Histogram extends Metric {
  private readonly series = new Map<
    string,
    { labels: Labels; buckets: number[]; sum: number; count: number }
  >();
  constructor(
    name: string,
    help: string,
    readonly bounds: readonly number[],
  ) {
    super(name, help, 'histogram');
  }
  observe(labels: Labels, value: number): void {
    const key = labelKey(labels);
    let s = this.series.get(key);
    if (!s) {
      s = { labels: { ...labels }, buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    // Buckets are cumulative in the exposition, so count the value in every bucket it fits.
    this.bounds.forEach((b, i) => {
      if (value <= b) s.buckets[i]++;
    });
    s.sum += value;
    s.count++;
  }
  samples(): string[] {
    const out: string[] = [];
    for (const s of this.series.values()) {
      this.bounds.forEach((b, i) => {
        out.push(`${this.name}_bucket${labelText(s.labels, ['le', num(b)])} ${s.buckets[i]}`);
      });
      out.push(`${this.name}_bucket${labelText(s.labels, ['le', '+Inf'])} ${s.count}`);
      out.push(`${this.name}_sum${labelText(s.labels)} ${num(s.sum)}`);
      out.push(`${this.name}_count${labelText(s.labels)} ${s.count}`);
    }
    return out;
  }
}

export class Registry {
  private readonly metrics: Metric[] = [];
  register<M extends Metric>(metric: M): M {
    if (this.metrics.some((m) => m.name === metric.name))
      throw new Error(`metric "${metric.name}" registered twice`);
    this.metrics.push(metric);
    return metric;
  }
  /** Prometheus text exposition format 0.0.4; ends with a newline as the format requires. */
  render(): string {
    return `${this.metrics.map((m) => m.render()).join('\n')}\n`;
  }
}

export const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
