/**
 * One line-end hyphen policy: the PDF engine (joining a paragraph's lines, with the document's
 * own words as evidence) and the normalize step (text only) decide every pair alike when the
 * document gives no evidence.
 */
import { describe, expect, it } from 'vitest';
import { joinLines, Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import { dehyphenate } from '../../shared/normalize/steps/dehyphenate.ts';
import { runStep } from './run-step.ts';

const CASES: [string, string, string][] = [
  ['docu', 'ment', 'document'],
  ['partici', 'pants', 'participants'],
  ['two', 'column', 'two-column'],
  ['user', 'specified', 'user-specified'],
  ['semi', 'automatic', 'semi-automatic'],
  ['non', 'linear', 'non-linear'],
  ['self', 'report', 'self-report'],
  ['Jean', 'Pierre', 'Jean-Pierre'],
  ['INTRO', 'DUCTION', 'INTRODUCTION'],
  ['Schwarz', 'enegger', 'Schwarzenegger'],
  // One letter before the break: TeX never breaks there (\lefthyphenmin), the hyphen is the author's.
  ['T', 'dependent', 'T-dependent'],
  ['x', 'axis', 'x-axis'],
];

describe('the shared line-end hyphen policy', () => {
  it.each(CASES)('%s-|%s reads %s in the PDF engine and in normalization', (left, right, want) => {
    expect(joinLines(`the ${left}-`, `${right} was`, new Vocabulary())).toBe(`the ${want} was`);
    expect(runStep(dehyphenate, `the ${left}-\n${right} was`).text).toBe(`the ${want} was`);
  });

  it('lets the document overrule the word list in the PDF engine', () => {
    const vocab = new Vocabulary();
    vocab.addLine('a semiautomatic pipeline ran');
    expect(joinLines('a semi-', 'automatic one', vocab)).toBe('a semiautomatic one');
  });

  it("counts a line's last word, when whole, as the document's evidence", () => {
    const vocab = new Vocabulary();
    vocab.addLine('systems and conversational agents like chat-bots.');
    expect(joinLines('much used in chat-', 'bots and search', vocab)).toBe(
      'much used in chat-bots and search',
    );
  });
});
