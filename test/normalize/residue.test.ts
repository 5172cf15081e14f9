import { describe, expect, it } from 'vitest';
import { residue } from '../../shared/normalize/steps/residue.ts';
import { runStep } from './run-step.ts';

const FILLER = (n: number) =>
  Array.from({ length: 20 }, (_, i) => `Sentence ${n}.${i} of the body text stands on its own line.`).join(
    '\n',
  );

describe('header_footer_residue', () => {
  it('drops a running head that repeats on every page with its page number, and declares it', () => {
    const pages = [1, 2, 3, 4].map((n) => `Journal of Things, Vol. 3, ${100 + n}\n${FILLER(n)}`);
    const r = runStep(residue, pages.join('\n'));
    expect(r.text).not.toMatch(/Journal of Things/);
    expect(r.text.split('\n')).toHaveLength(80);
    expect(r.counts.lines_removed).toBe(4);
    expect(r.fallbacks.recurring_line_removed[0]).toMatch(/^4× "Journal of Things, Vol. 3, 101"/);
  });

  it('rejoins the sentence a removed head interrupted', () => {
    const pages = [1, 2, 3].map(
      (n) => `${FILLER(n)}\nthe method of\nRunning Head ${n}\nmeasurement was new.`,
    );
    const r = runStep(residue, pages.join('\n'));
    expect(r.text).toContain('the method of measurement was new.');
  });

  it('keeps identical lines that recur only three times, close together, or irregularly', () => {
    const three = [1, 2, 3].map((n) => `Running title\n${FILLER(n)}`).join('\n');
    expect(runStep(residue, three).text).toBe(three);
    const close = `Department of Psychology, Umeå University\nA\nDepartment of Psychology, Umeå University\nB\nDepartment of Psychology, Umeå University\n${FILLER(1)}`;
    expect(runStep(residue, close).text).toBe(close);
  });

  it('never touches headings, one-word lines, notation, or the reference list', () => {
    const pages = [1, 2, 3, 4]
      .map((n) => `Method\nStudy ${n}\nResults and Discussion\np = .05 in both\n${FILLER(n)}`)
      .join('\n');
    expect(runStep(residue, pages).text).toBe(pages);
    const refs = `${FILLER(0)}\nReferences\n${[1, 2, 3, 4].map((n) => `Retrieved from the web ${n}\n${FILLER(n)}`).join('\n')}`;
    expect(runStep(residue, refs).text).toBe(refs);
  });
});

describe('header_footer_residue and restated statements', () => {
  it('keeps a statement restated under other dotted labels (Lemma 4.1, 4.4, 4.5), and still drops a head whose page number changes', () => {
    const lemma = (n: string) =>
      `Lemma ${n}. For any instance I, we can construct in polynomial time another instance such that`;
    const pages = ['4.1', '4.4', '4.5']
      .map((n, k) => `${FILLER(k)}\n${lemma(n)}\nits load is bounded.`)
      .join('\n');
    expect(runStep(residue, pages).text).toBe(pages);
    const heads = [3, 5, 7]
      .map((n) => `Approximation Algorithms for Data Placement · ${n}\n${FILLER(n)}`)
      .join('\n');
    expect(runStep(residue, heads).text).not.toContain('Approximation Algorithms');
  });
});
