/**
 * Line-end hyphens (shared/extract/pdf/hyphen.ts): a document whose every line-end hyphen stands
 * between two words (a word processor that does not hyphenate) keeps 'cut-|offs' as written,
 * though the word list knows 'cutoffs'; a document with one break inside a word (TeX's
 * 'docu-|ment') still joins it.
 */
import { describe, expect, it } from 'vitest';
import { joinLines, Vocabulary } from '../../shared/extract/pdf/hyphen.ts';

/** A vocabulary fed the lines in order, as the engine feeds a column's lines. */
function vocabOf(lines: string[]): Vocabulary {
  const v = new Vocabulary();
  for (const l of lines) v.addLine(l);
  return v;
}

const compounds = [
  'Such time-of-day confounds are well-',
  'known, which is why a counter-balanced follow-',
  'up was planned with evidence-',
  'based scores and the state-of-the-art non-',
  'parametric models we used with',
];

describe('line-end hyphens in a document that breaks only at compounds', () => {
  it('keeps a compound the word list also knows joined', () => {
    const v = vocabOf([...compounds, 'well-known, evidence-based cut-', 'offs for the screening scores.']);
    expect(v.compoundBreaksOnly).toBe(true);
    expect(joinLines('evidence-based cut-', 'offs for the screening', v)).toBe(
      'evidence-based cut-offs for the screening',
    );
  });

  it('joins it where the document breaks a word inside', () => {
    const v = vocabOf([
      ...compounds,
      'the docu-',
      'ment we used with cut-',
      'offs for the screening scores.',
    ]);
    expect(v.compoundBreaksOnly).toBe(false);
    expect(joinLines('we used with cut-', 'offs for the screening', v)).toBe(
      'we used with cutoffs for the screening',
    );
  });

  it('needs several breaks to tell', () => {
    const v = vocabOf(['evidence-based cut-', 'offs for the screening scores.']);
    expect(v.compoundBreaksOnly).toBe(false);
  });
});
