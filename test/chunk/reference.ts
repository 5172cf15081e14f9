/**
 * The token count every chunk test checks against: gpt-tokenizer's own `encode(text).length`,
 * independent of the chunker's counter (shared/chunk/tokens.ts adds up cached word counts and
 * merges on its own; a test that recounted with it would check it against itself).
 */
import { createRequire } from 'node:module';
import type { Encoding } from '../../shared/chunk/index.ts';

interface EncodingModule {
  encode: (text: string, options?: { disallowedSpecial?: Set<string> }) => number[];
}

const require = createRequire(import.meta.url);
/** Special-token text is text, as in the chunker. */
const PLAIN = { disallowedSpecial: new Set<string>() };

export function referenceCounter(encoding: Encoding): (text: string) => number {
  const mod = require(`gpt-tokenizer/cjs/encoding/${encoding}`) as EncodingModule;
  return (text: string) => mod.encode(text, PLAIN).length;
}
