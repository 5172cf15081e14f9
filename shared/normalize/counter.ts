import type { StepContext } from './types.ts';

/**
 * Events counted locally and reported once per run: a context call per match was a measurable
 * share of the time on inputs with hundreds of thousands of matches.
 */
export class Tally {
  private readonly n = new Map<string, number>();

  add(event: string): void {
    this.n.set(event, (this.n.get(event) ?? 0) + 1);
  }

  report(ctx: StepContext): void {
    for (const [event, count] of this.n) ctx.count(event, count);
  }
}
