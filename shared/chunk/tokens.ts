/**
 * Token counts from a real tokenizer (gpt-tokenizer, pure JS, its BPE ranks ship in the
 * package: nothing is downloaded at run time). Each encoding is loaded on first use only:
 * o200k_base alone is several MB of ranks, and most runs use one encoding.
 */
import { createRequire } from 'node:module';

/** The encodings `--chunk-encoding` accepts (gpt-tokenizer's names). */
export const ENCODINGS = ['o200k_base', 'cl100k_base', 'p50k_base', 'r50k_base', 'o200k_harmony'] as const;
export type Encoding = (typeof ENCODINGS)[number];

export type TokenCounter = (text: string) => number;

interface EncodingModule {
  countTokens: (text: string, options?: { disallowedSpecial?: Set<string> }) => number;
}

const require = createRequire(import.meta.url);
const counters = new Map<Encoding, TokenCounter>();
/** Text such as "<|endoftext|>" in a paper is text, not a control token: nothing is disallowed. */
const PLAIN = { disallowedSpecial: new Set<string>() };

/** A counter for `encoding`; loads the encoding's ranks the first time (synchronously). */
export function tokenCounter(encoding: Encoding): TokenCounter {
  let count = counters.get(encoding);
  if (!count) {
    if (!ENCODINGS.includes(encoding)) throw new Error(`unknown encoding "${encoding}"`);
    // The CommonJS build loads synchronously, so chunk() can stay synchronous.
    const mod = require(`gpt-tokenizer/cjs/encoding/${encoding}`) as EncodingModule;
    count = (text: string) => (text ? mod.countTokens(text, PLAIN) : 0);
    counters.set(encoding, count);
  }
  return count;
}
