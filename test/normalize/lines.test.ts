import { describe, expect, it } from 'vitest';
import { dehyphenate } from '../../shared/normalize/steps/dehyphenate.ts';
import { doiRejoin } from '../../shared/normalize/steps/doi.ts';
import { lineJoining } from '../../shared/normalize/steps/line-joining.ts';
import { referenceRejoin } from '../../shared/normalize/steps/references.ts';
import { whitespace } from '../../shared/normalize/steps/whitespace.ts';
import { examples, runStep } from './run-step.ts';

describe('whitespace', () => {
  examples(whitespace, [
    ['a  b   c', 'a b c'],
    ['trailing   \nnext', 'trailing\nnext'],
    ['one\n\n\n\ntwo', 'one\n\ntwo'],
    ['  indented\tcell\t\tcell', '  indented\tcell\t\tcell'],
  ]);
});

describe('dehyphenate: word list decides', () => {
  examples(dehyphenate, [
    ['docu-\nment', 'document'],
    ['the data-\nbase', 'the database'],
    ['well-\nknown', 'well-known'],
    ['two-\ncolumn', 'two-column'],
    ['Smith-\nJones', 'Smith-Jones'],
    ['pre-\n2020', 'pre-2020'],
    ['a list\n- item', 'a list\n- item'],
    ['ends with -\n\nnew paragraph', 'ends with -\n\nnew paragraph'],
    ['well-known', 'well-known'],
  ]);
  it('declares joins of words the list does not know', () => {
    const r = runStep(dehyphenate, 'Schwarz-\nenegger');
    expect(r.text).toBe('Schwarzenegger');
    expect(r.fallbacks.dehyphenate_inferred).toEqual(['Schwarz-|enegger → Schwarzenegger']);
    expect(runStep(dehyphenate, 'docu-\nment').fallbacks).toEqual({});
  });
});

describe('doi_rejoin', () => {
  examples(doiRejoin, [
    ['https://doi.org/10.1037/\nxge0000123', 'https://doi.org/10.1037/xge0000123'],
    ['doi:10.1016/j.\ncognition.2020.104', 'doi:10.1016/j.cognition.2020.104'],
    ['https://doi.org/\n10.1037/abc', 'https://doi.org/10.1037/abc'],
    ['doi:10.1000/abc_\ndef', 'doi:10.1000/abc_def'],
    ['doi:10.1037/xge0000123.\nNext sentence.', 'doi:10.1037/xge0000123.\nNext sentence.'],
    ['doi:10.1037/xge0000123\n\nNew paragraph', 'doi:10.1037/xge0000123\n\nNew paragraph'],
  ]);
});

describe('line_joining: only seams that show the sentence goes on', () => {
  examples(lineJoining, [
    ['The participants were\nasked to rate', 'The participants were asked to rate'],
    ['as described by the method of\nSmith et al.', 'as described by the method of Smith et al.'],
    ['Anxiety, depression,\nStress and sleep', 'Anxiety, depression, Stress and sleep'],
    ['First paragraph ends\n\nsecond starts', 'First paragraph ends\n\nsecond starts'],
    ['The sentence ends.\nA new one begins.', 'The sentence ends.\nA new one begins.'],
    ['Introduction\nDementia is common', 'Introduction\nDementia is common'],
    ['Items were:\n- first item\n- second item', 'Items were:\n- first item\n- second item'],
    ['Steps:\n1. collect\n2. score\n(a) tab', 'Steps:\n1. collect\n2. score\n(a) tab'],
    ['M\tSD\nthe\t3.2', 'M\tSD\nthe\t3.2'],
    ['See Appendix A\nParticipants were', 'See Appendix A\nParticipants were'],
    ['in the\nReferences\nSmith, J. (2020).', 'in the\nReferences\nSmith, J. (2020).'],
  ]);
  it('leaves the reference list to reference_rejoin', () => {
    const text = 'Body of\nthe paper.\nReferences\nSmith, J. (2020). A title of\nthe work.';
    expect(runStep(lineJoining, text).text).toBe(
      'Body of the paper.\nReferences\nSmith, J. (2020). A title of\nthe work.',
    );
  });
});

describe('reference_rejoin: wrapped entries joined, entries kept apart', () => {
  const refs = [
    'References',
    'Smith, J., Brown, A., &',
    'Jones, K. (2019). A long title that wraps',
    'Onto the next line. Journal of Things, 12, 1-10.',
    'van der Berg, A. (2020). Another entry.',
    '[3] Numbered entry that',
    'Continues here.',
  ].join('\n');
  examples(referenceRejoin, [
    [
      refs,
      [
        'References',
        'Smith, J., Brown, A., & Jones, K. (2019). A long title that wraps Onto the next line. Journal of Things, 12, 1-10.',
        'van der Berg, A. (2020). Another entry.',
        '[3] Numbered entry that Continues here.',
      ].join('\n'),
    ],
    ['References\nUnknown style line one\nline two', 'References\nUnknown style line one\nline two'],
    ['No list here\nat all', 'No list here\nat all'],
  ]);
  it('finds every heading form, in any case: "Reference list", "BIBLIOGRAPHY", "3. Works cited"', () => {
    for (const heading of ['Reference list', 'BIBLIOGRAPHY', '3. Works cited', 'Literature Cited']) {
      const text = `${heading}\nSmith, J. (2020). A title that\nwraps.\nLee, K. (2021). Two.`;
      expect(runStep(referenceRejoin, text).text).toBe(
        `${heading}\nSmith, J. (2020). A title that wraps.\nLee, K. (2021). Two.`,
      );
    }
  });
  it('stops at the appendix after the list', () => {
    const text =
      'References\nSmith, J. (2020). One.\nLee, K. (2021). Two\nwraps.\nAppendix A\nItem one\nItem two';
    expect(runStep(referenceRejoin, text).text).toBe(
      'References\nSmith, J. (2020). One.\nLee, K. (2021). Two wraps.\nAppendix A\nItem one\nItem two',
    );
  });
});
