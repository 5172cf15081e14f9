/**
 * Pages whose UTF-8 was read as Latin-1 or windows-1252 and saved as UTF-8 again are decoded
 * twice (extract.html 2.21.0, double-utf8.ts); genuine text in any script is left alone.
 */
import { describe, expect, it } from 'vitest';
import { decodeHtml } from '../../shared/extract/html/decode.ts';
import { undoubleUtf8 } from '../../shared/extract/html/double-utf8.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);
/** `s` as UTF-8 bytes read one byte a character, as Latin-1 does. */
const asLatin1 = (s: string) => String.fromCharCode(...utf8(s));
/** ...and as windows-1252 does (its own characters in 0x80–0x9F). */
const asCp1252 = (s: string) => new TextDecoder('windows-1252').decode(utf8(s));

const PAGE = '<p>You can’t get enough protein — Myth\u00a0No.\u00a03, café ¿qué?</p>';

describe('double-encoded UTF-8', () => {
  it('decodes a page saved twice through Latin-1 or windows-1252', () => {
    for (const twice of [asLatin1(PAGE), asCp1252(PAGE)]) {
      expect(twice).not.toBe(PAGE);
      const d = decodeHtml(utf8(twice));
      expect(d.text).toBe(PAGE);
      expect(d.source).toBe('utf8-double');
    }
  });

  it('leaves genuine UTF-8 alone: accented Latin, dashes, other scripts', () => {
    for (const page of [
      PAGE,
      '<p>El año pasado, Ñandú — “señor”</p>',
      '<p>株主資本 и кириллица ×עברית</p>',
    ]) {
      const d = decodeHtml(utf8(page));
      expect(d.text).toBe(page);
      expect(d.source).toBe('utf8-valid');
    }
  });

  it('needs more than one stray sequence', () => {
    expect(undoubleUtf8('A lone Ã© in an otherwise plain page')).toBeNull();
    expect(undoubleUtf8(asLatin1('one ’ only'))).toBeNull();
  });
});
