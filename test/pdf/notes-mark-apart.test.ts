/**
 * A note's raised mark is set apart from its first word in the note's text (paragraphs.ts
 * joinNote): glued, "1http://opennlp.sourceforge.net" was no address and AIAA's letter marks made
 * non-words ("aResults"). A mark in body type, and a raised run that is no mark, stay as printed.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import { joinNote } from '../../shared/extract/pdf/paragraphs.ts';
import { runLine } from '../helpers/lines.ts';

const join = (...lines: ReturnType<typeof runLine>[]) => joinNote(lines, new Vocabulary());

describe('a note mark', () => {
  it('raised, is set apart from the first word', () => {
    expect(join(runLine(700, 'b', ['1', 6, 2.8], ['http://opennlp.sourceforge.net', 8]))).toBe(
      '1 http://opennlp.sourceforge.net',
    );
    expect(
      join(
        runLine(700, 'b', ['a', 6, 2.8], ['Results with the alternative definition are', 8]),
        runLine(709, 'b', ['qualitatively the same.', 8]),
      ),
    ).toBe('a Results with the alternative definition are qualitatively the same.');
    expect(join(runLine(700, 'b', ['†', 6, 2.8], ['Electronic address: a@b.org', 8]))).toBe(
      '† Electronic address: a@b.org',
    );
  });

  it('on the baseline, or a raised run that is no mark, stays as printed', () => {
    expect(join(runLine(700, 'b', ['1The mark is in body type.', 8]))).toBe('1The mark is in body type.');
    expect(join(runLine(700, 'b', ['iv', 6, 2.8], ['The raised run is two letters.', 8]))).toBe(
      'ivThe raised run is two letters.',
    );
  });
});
