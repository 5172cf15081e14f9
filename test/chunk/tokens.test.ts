/**
 * The chunker's token counter (cached word counts added up, its own byte-pair merges) gives
 * exactly gpt-tokenizer's `encode(text).length`: on strings built to break the word cut
 * (whitespace of every kind, no spaces at all, CJK, emoji, lone surrogates, digits, contractions,
 * special-token text), on random strings over a hostile alphabet, past the cache's bound, and on
 * the text of the public HTML corpora (several languages and scripts), in every encoding.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ENCODINGS, type Encoding, tokenCounter } from '../../shared/chunk/index.ts';
import { wordSumCounter } from '../../shared/chunk/tokens.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';
import { referenceCounter } from './reference.ts';

const ODD = [
  '',
  ' ',
  'a',
  '  leading and trailing  ',
  'two  spaces,   three and\ttab\t word',
  'no-break\u00a0space and\u2009thin\u3000ideographic \u00a0 mixed',
  'line\nbreaks \n\n  indented\r\n/slash after newline\n /x',
  "contractions: we'll they're I'M can't 'S 'll'",
  '1234567890 12345678901234567890 3.14159 1,000,000 ١٢٣٤ 二〇二六',
  'x'.repeat(3000),
  'ab'.repeat(1500),
  '0123456789'.repeat(200),
  'https://example.org/a/very/long/path?with=query&and=more#fragment'.repeat(20),
  'ACGTTGCAACGGTTAC'.repeat(100),
  '日本語のテキストには空白がありません。文が続きます。'.repeat(30),
  '中文 混合 English 和 数字123 的句子',
  'Русский текст с пробелами и знаками препинания, «кавычки» — тире.',
  'العربية نص من اليمين إلى اليسار مع أرقام ١٢٣',
  'emoji 👩‍🔬 and 🇫🇷 flags 👍🏽 in text👍👍 ',
  'lone \ud800 high and \udc00 low surrogates \ud83d',
  'combining e\u0301 a\u0308 marks ̃ at start',
  '<|endoftext|> special <|im_start|>text<|im_end|> in a paper',
  '“Curly quotes,” he said — and ‘single’ ones… (brackets) [1, 2] {x}',
  '    \n\n\n    \t\t  ',
  // plainWordEnd's shapes and their near misses: a letter run, then only ASCII punctuation.
  "The data, Smith), A. I; x! dogs' end.)\" (see) [1] q?/ a/b word's Word'S ab-cd",
  '\u0000\u0001 control \u007f chars \u200b zero width \ufeff bom',
  'CamelCaseWordsAndALLCAPS mixedCASEwords iPhone eBay',
  'p < .05, t(38) = 2.10, F(2, 76) = 4.3, η² = .12, 95% CI [0.1, 0.9]',
  '| a | b |\n|---|---|\n| 1 | 2 |',
];

/** Characters the split patterns treat differently: kinds of whitespace, letters of each case, digits, marks, punctuation, astral. */
const ALPHABET = [
  ' ',
  ' ',
  ' ',
  '\n',
  '\r',
  '\t',
  '\u00a0',
  '\u3000',
  'a',
  'Z',
  'é',
  'ß',
  'я',
  '日',
  '١',
  '7',
  '0',
  "'",
  's',
  'l',
  '.',
  ',',
  '/',
  '(',
  '-',
  '\u0301',
  '😀',
  '\ud800',
  '<',
  '|',
];

/** A small seeded generator, so a failure repeats. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function expectSame(encoding: Encoding, texts: readonly string[]): void {
  const count = tokenCounter(encoding);
  const reference = referenceCounter(encoding);
  const wrong = texts.filter((t) => count(t) !== reference(t));
  expect(wrong.map((t) => JSON.stringify(t.slice(0, 120)))).toEqual([]);
}

describe('tokenCounter', () => {
  for (const encoding of ENCODINGS) {
    it(`counts odd strings as gpt-tokenizer does (${encoding})`, () => {
      expectSame(encoding, ODD);
      // Twice: the second count comes from the word cache.
      expectSame(encoding, ODD);
    });

    it(`counts random strings over a hostile alphabet as gpt-tokenizer does (${encoding})`, () => {
      const next = random(ENCODINGS.indexOf(encoding) + 1);
      const texts = Array.from({ length: 400 }, () =>
        Array.from(
          { length: 1 + Math.floor(next() * 60) },
          () => ALPHABET[Math.floor(next() * ALPHABET.length)],
        ).join(''),
      );
      expectSame(encoding, texts);
    });
  }

  it('stays exact past the word cache bound (evicted words are counted again)', () => {
    const next = random(99);
    const words = Array.from({ length: 140_000 }, (_, i) => `w${i.toString(36)}${next() < 0.5 ? ',' : ''}`);
    const text = words.join(' ');
    expectSame('o200k_base', [text, words.slice(0, 5000).join(' ')]);
  });

  it('keeps words in use cached and forgets the rest, within its bound', () => {
    const calls = new Map<string, number>();
    const count = wordSumCounter((w) => {
      calls.set(w, (calls.get(w) ?? 0) + 1);
      return 1;
    });
    count('unused');
    for (let i = 0; i < 200_000; i++) count(i % 100 ? `new${i}` : 'kept');
    count('kept');
    count('unused');
    // 'kept' came back every 100 words: counted once; 'unused' fell out and was counted again.
    expect(calls.get('kept')).toBe(1);
    expect(calls.get('unused')).toBe(2);
  });
});

/** Text between tags, whitespace kept: pages' real words, in their own languages. */
function pageText(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]*>/g, ' ');
}

/** Characters of each page checked: the exact path must hold on real text, not be timed here. */
const PAGE_CHARS = 6000;

function pages(folder: string[], name: RegExp, every: number): string[] {
  const dir = corpusPath(...folder);
  return readdirSync(dir)
    .filter((f) => name.test(f))
    .sort()
    .filter((_, i) => i % every === 0)
    .map((f) => {
      const raw = readFileSync(join(dir, f));
      return pageText((f.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')).slice(0, PAGE_CHARS);
    });
}

describeCorpus('tokenCounter on the HTML corpora', ['html'], () => {
  it('counts every scrapinghub page and a sample of wcxb pages as gpt-tokenizer does (o200k_base)', () => {
    const texts = [
      ...pages(['html', 'scrapinghub-article-extraction-benchmark', 'html'], /\.html\.gz$/, 1),
      ...pages(['html', 'wcxb-dev', 'html'], /\.html\.gz$/, 10),
    ];
    expect(texts.length).toBeGreaterThan(250);
    expectSame('o200k_base', texts);
  });

  it('counts a sample of the pages in the other encodings as gpt-tokenizer does', () => {
    const texts = pages(['html', 'scrapinghub-article-extraction-benchmark', 'html'], /\.html\.gz$/, 6);
    for (const encoding of ENCODINGS.filter((e) => e !== 'o200k_base')) expectSame(encoding, texts);
  });
});
