import { describe, expect, it } from 'vitest';
import { normalize, normalizeVersion, STEPS, stepsFor } from '../../shared/normalize/index.ts';
import type { Step } from '../../shared/normalize/types.ts';
import { normalizationReportSchema } from '../../shared/sidecar/schema.ts';

const PAPER = [
  'Results',
  'The eﬀect was signiﬁcant, t(28) = −2.14, p < .001, d = 0.45, 95% CI [−0.78,',
  '−0.12], and the docu-',
  'ment reports well-',
  'known values (η² = .30). The paper prints d = 0,45, N = 1,182, p = 38. and p < 05.',
].join('\n');

describe('normalize pipeline', () => {
  it('repairs what extraction broke and passes the paper’s own errors through', () => {
    const { text } = normalize(PAPER, 'academic');
    expect(text).toBe(
      [
        'Results',
        'The effect was significant, t(28) = -2.14, p < .001, d = 0.45, 95% CI [-0.78, -0.12], and the document reports well-known values (eta2 = .30). The paper prints d = 0,45, N = 1,182, p = 38. and p < 05.',
      ].join('\n'),
    );
  });

  it('standard stops before statistical notation', () => {
    const { text, report } = normalize('η² = .30 and p\n= .021', 'standard');
    expect(text).toBe('η² = .30 and p\n= .021');
    expect(report.steps_applied).not.toContain('greek_names');
  });

  it('reports steps applied and changed, event counts, and declared fallbacks', () => {
    const { report } = normalize('ﬁrst ﬂow \uF061 Schwarz-\nenegger', 'academic');
    expect(report.steps_applied).toEqual(STEPS.map((s) => s.id));
    expect(report.steps_changed).toEqual(['symbol_pua', 'ligatures', 'dehyphenate']);
    expect(report.counts.ligatures).toEqual({ ligature: 2 });
    expect(report.fallbacks).toEqual([
      'normalize.dehyphenate.dehyphenate_inferred',
      'normalize.symbol_pua.symbol_font_assumed',
    ]);
    expect(report.fallback_details['normalize.dehyphenate.dehyphenate_inferred'].count).toBe(1);
    expect(normalizationReportSchema.parse(report)).toEqual(report);
  });

  it('has no steps and no changes at level none', () => {
    const { text, report } = normalize('ﬁ − \uF061', 'none');
    expect(text).toBe('ﬁ − \uF061');
    expect(report.steps_applied).toEqual([]);
  });

  it('keeps one registry: unique ids, typographic or declared evidence, levels ordered', () => {
    expect(new Set(STEPS.map((s) => s.id)).size).toBe(STEPS.length);
    const firstAcademic = STEPS.findIndex((s) => s.level === 'academic');
    expect(STEPS.slice(firstAcademic).every((s) => s.level === 'academic')).toBe(true);
    expect(stepsFor('standard').length).toBe(firstAcademic);
  });

  it('changes its version whenever any step version changes', () => {
    const bumped: Step[] = STEPS.map((s) => (s.id === 'dashes' ? { ...s, version: s.version + 1 } : s));
    expect(normalizeVersion('academic', bumped)).not.toBe(normalizeVersion('academic'));
    expect(normalizeVersion('standard', bumped)).not.toBe(normalizeVersion('standard'));
    expect(normalizeVersion('academic')).not.toBe(normalizeVersion('standard'));
    expect(normalizeVersion('academic')).toBe(normalizeVersion('academic'));
  });
});
