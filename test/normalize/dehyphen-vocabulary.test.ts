/**
 * The dehyphenate step reads the document's own vocabulary before the word list: the same word
 * written whole elsewhere joins a line-end break, the hyphenated form written elsewhere keeps it.
 */
import { describe, expect, it } from 'vitest';
import { dehyphenate, documentVocabulary } from '../../shared/normalize/steps/dehyphenate.ts';
import { runStep } from './run-step.ts';

const fix = (text: string) => runStep(dehyphenate, text).text;

describe('dehyphenate with the document as evidence', () => {
  it('keeps the hyphen of a compound the document writes hyphenated mid-line', () => {
    // With no evidence the word list joins these ("online", "preprocessing" are listed).
    expect(fix('an on-\nline survey')).toBe('an online survey');
    expect(fix('data pre-\nprocessing')).toBe('data preprocessing');
    expect(fix('we used a non-parametric test.\n\nThe non-\nparametric bootstrap')).toBe(
      'we used a non-parametric test.\n\nThe non-parametric bootstrap',
    );
    expect(fix('the follow-up visit.\n\nAt follow-\nup we')).toBe('the follow-up visit.\n\nAt follow-up we');
    expect(fix('an on-line survey.\n\nThe on-\nline group')).toBe('an on-line survey.\n\nThe on-line group');
    expect(fix('data pre-processing, then pre-\nprocessing again')).toBe(
      'data pre-processing, then pre-processing again',
    );
  });

  it('joins a break when the document writes the word whole elsewhere', () => {
    expect(fix('a nonparametric test.\n\nThe non-\nparametric bootstrap')).toBe(
      'a nonparametric test.\n\nThe nonparametric bootstrap',
    );
    expect(fix('the followup visit.\n\nAt follow-\nup we')).toBe('the followup visit.\n\nAt followup we');
    // A compound of two words the list knows, joined because the paper writes it so.
    expect(fix('each time point.\n\nThe timepoint data and the time-\npoint values')).toBe(
      'each time point.\n\nThe timepoint data and the timepoint values',
    );
  });

  it('does not take the halves of broken words for evidence', () => {
    const v = documentVocabulary('the docu-\nment and the non-\nparametric test');
    expect(v.has('docu')).toBe(false);
    expect(v.has('ment')).toBe(false);
    expect(v.has('parametric')).toBe(false);
    expect(v.has('test')).toBe(true);
  });

  it('keeps a hyphen that leaves fewer than three letters for the next line: no typesetter breaks so', () => {
    expect(fix('at follow-\nup we')).toBe('at follow-up we');
    expect(fix('a set-\nup and an add-\non')).toBe('a set-up and an add-on');
    // ...unless the document writes the word whole.
    expect(fix('the followup.\n\nAt follow-\nup we')).toBe('the followup.\n\nAt followup we');
  });

  it('falls back to the word list when the document writes both forms', () => {
    expect(fix('nonlinear and non-linear.\n\nA non-\nlinear model')).toBe(
      'nonlinear and non-linear.\n\nA non-linear model',
    );
    expect(fix('docu-\nment')).toBe('document');
  });
});
