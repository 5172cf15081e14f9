import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replaceChanged } from '../../shared/normalize/replace.ts';

describe('replaceChanged: String.replace, without rebuilding for unchanged matches', () => {
  const patterns = [/a+/g, /(b)(c)?/g, /x*/g, /\p{Lu}/gu, /(?=\d)/g, /[\u{1D400}-\u{1D7FF}]/gu];
  it('gives what String.prototype.replace gives, for any text and any keep/change decision', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 60 }), fc.nat(5), (text, which) => {
        const re = patterns[which];
        const decide = (m: string, ...rest: unknown[]) => {
          const offset = rest[rest.length - 2] as number;
          return offset % 3 === 0 ? m : `<${m}:${offset}>`;
        };
        expect(replaceChanged(text, new RegExp(re.source, re.flags), decide)).toBe(
          text.replace(new RegExp(re.source, re.flags), decide as (m: string) => string),
        );
      }),
      { numRuns: 500 },
    );
  });
  it('returns the very same string when every match is kept', () => {
    const text = 'aaa b aaa'.repeat(100);
    expect(replaceChanged(text, /a+/g, (m) => m)).toBe(text);
  });
  it('refuses a pattern without the g flag (it would loop or stop after one match)', () => {
    expect(() => replaceChanged('aa', /a/, (m) => m)).toThrow(/global/);
  });
});
