/**
 * Tesseract's misreads of touching letters are put right only when the word is not a word and
 * exactly one common word is one confusion away; real words, names and acronyms stay as read.
 */
import { expect, it } from 'vitest';
import { correctedWord, correctWords } from '../../shared/extract/pdf/ocr/confusions.ts';
import type { OcrWord } from '../../shared/extract/pdf/ocr/types.ts';

const word = (text: string, confidence = 80): OcrWord => ({
  text,
  confidence,
  bbox: [0, 0, 10, 10],
  block: 1,
  par: 1,
  line: 1,
});

it('corrects misreads seen in scans into the common word, keeping case and punctuation', () => {
  expect(correctedWord(word('leaming'))).toBe('learning');
  expect(correctedWord(word('Leamed,'))).toBe('Learned,');
  expect(correctedWord(word('(retum'))).toBe('(return');
  expect(correctedWord(word('pattem.'))).toBe('pattern.');
  expect(correctedWord(word('matenal'))).toBe('material');
  expect(correctedWord(word('hlock'))).toBe('block');
  expect(correctedWord(word('refrieval'))).toBe('retrieval');
});

it('leaves real words, rare words, acronyms, short words, numbers and confident reads alone', () => {
  for (const t of [
    'modern',
    'morning',
    'burn',
    'parametric',
    'bootstrap',
    'RNA',
    'Kim',
    'tbe',
    'x2m',
    'p<.05',
  ])
    expect(correctedWord(word(t)), t).toBeNull();
  // Tesseract sure of it: a term the lists do not hold stays as printed.
  expect(correctedWord(word('leaming', 96))).toBeNull();
});

it('reports each change', () => {
  const { words, changed } = correctWords([word('the', 96), word('leaming'), word('rate')]);
  expect(words.map((w) => w.text)).toEqual(['the', 'learning', 'rate']);
  expect(changed).toEqual(['leaming→learning']);
});

it('puts back a line-end hyphen Tesseract dropped, only inside a paragraph and only into a word', () => {
  const at = (text: string, line: number, par = 1, confidence = 60): OcrWord => ({
    ...word(text, confidence),
    line,
    par,
  });
  const { words } = correctWords([at('the', 1), at('docu', 1), at('ment', 2), at('was', 2)]);
  expect(words.map((w) => w.text)).toEqual(['the', 'docu-', 'ment', 'was']);
  // A word at the line's end, read with confidence, whose next line starts with no word.
  expect(correctWords([at('de', 1, 1, 96), at('pendency', 2, 1, 96)]).words[0].text).toBe('de-');
  // Two words that also make one, another paragraph, or no word when joined: as read.
  for (const seq of [
    [at('some', 1), at('times', 2)],
    [at('form', 1, 1, 96), at('ation', 1, 2)],
    [at('docu', 1), at('ment', 1, 2)],
    [at('docu', 1), at('xyz', 2)],
  ])
    expect(correctWords(seq).words[0].text).toBe(seq[0].text);
});

it('leaves the second half of a hyphenated word alone', () => {
  const at = (text: string, line: number): OcrWord => ({ ...word(text, 60), line });
  expect(correctWords([at('recog-', 1), at('ment', 2)]).words.map((w) => w.text)).toEqual(['recog-', 'ment']);
  expect(correctWords([at('the', 1), at('ment', 1)]).words.map((w) => w.text)).toEqual(['the', 'merit']);
});
