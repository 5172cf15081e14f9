import { describe, expect, it } from 'vitest';
import { decodeHtml, extractCharset, prescanMeta } from '../../shared/extract/html/decode.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);
/** ASCII text with `marker` replaced by raw bytes (for encodings TextEncoder cannot produce). */
const withBytes = (ascii: string, marker: string, raw: number[]) => {
  const [before, after] = ascii.split(marker);
  return new Uint8Array([...utf8(before), ...raw, ...utf8(after)]);
};
const utf16 = (s: string, bigEndian: boolean) => {
  const out = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out[2 * i + (bigEndian ? 0 : 1)] = c >> 8;
    out[2 * i + (bigEndian ? 1 : 0)] = c & 0xff;
  }
  return out;
};

/** windows-1252: left/right double quote, en dash, em dash. */
const CP1252_PUNCT = [0x93, 0x41, 0x94, 0x20, 0x96, 0x20, 0x97];
const CP1252_TEXT = '\u201cA\u201d \u2013 \u2014';
/** "こんにちは日本語" in Shift_JIS, byte by byte from the JIS X 0208 table. */
const SJIS = [0x82, 0xb1, 0x82, 0xf1, 0x82, 0xc9, 0x82, 0xbf, 0x82, 0xcd, 0x93, 0xfa, 0x96, 0x7b, 0x8c, 0xea];
/** "Привет" in KOI8-R. */
const KOI8R = [0xf0, 0xd2, 0xc9, 0xd7, 0xc5, 0xd4];

describe('decodeHtml: byte-order marks', () => {
  it('UTF-8 BOM wins over a contrary declaration and is stripped', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('<meta charset="koi8-r"><p>Привет</p>')]);
    const r = decodeHtml(bytes, 'text/html; charset=windows-1251');
    expect(r).toMatchObject({ encoding: 'utf-8', source: 'bom' });
    expect(r.text).toBe('<meta charset="koi8-r"><p>Привет</p>');
  });

  it('reads UTF-16LE and UTF-16BE with their BOMs', () => {
    const html = '<p>Grüße — 日本</p>';
    const le = decodeHtml(new Uint8Array([0xff, 0xfe, ...utf16(html, false)]));
    const be = decodeHtml(new Uint8Array([0xfe, 0xff, ...utf16(html, true)]));
    expect(le).toEqual({ text: html, encoding: 'utf-16le', source: 'bom' });
    expect(be).toEqual({ text: html, encoding: 'utf-16be', source: 'bom' });
  });
});

describe('decodeHtml: UTF-8 against declarations', () => {
  it('valid UTF-8 with non-ASCII bytes wins over a gb2312 or windows-1252 declaration', () => {
    const html = '<meta charset="gb2312"><p>Café “quoted” — naïve</p>';
    expect(decodeHtml(utf8(html))).toEqual({ text: html, encoding: 'utf-8', source: 'utf8-valid' });
    expect(decodeHtml(utf8('<p>Café</p>'), 'text/html; charset=windows-1252')).toMatchObject({
      text: '<p>Café</p>',
      source: 'utf8-valid',
    });
  });

  it('a UTF-8 page with one stray byte stays UTF-8 rather than turning into mojibake', () => {
    const bytes = withBytes('<meta charset="utf-8"><p>Café Zürich résumé #</p>', '#', [0xff]);
    const r = decodeHtml(bytes);
    expect(r.encoding).toBe('utf-8');
    expect(r.text).toContain('Café Zürich résumé \ufffd');
  });

  it('Latin-1 bytes mislabelled utf-8 fall back to windows-1252', () => {
    const bytes = withBytes('<meta charset="utf-8"><p>caf# au lait</p>', '#', [0xe9]);
    expect(decodeHtml(bytes)).toMatchObject({ encoding: 'windows-1252', source: 'default' });
    expect(decodeHtml(bytes).text).toContain('café au lait');
  });
});

describe('decodeHtml: windows-1252', () => {
  it('decodes curly quotes and dashes when declared as iso-8859-1 (WHATWG maps it to windows-1252)', () => {
    const r = decodeHtml(withBytes('<meta charset="ISO-8859-1"><p>#</p>', '#', CP1252_PUNCT));
    expect(r).toMatchObject({ encoding: 'windows-1252', source: 'meta' });
    expect(r.text).toContain(`<p>${CP1252_TEXT}</p>`);
  });

  it('maps the C1 byte range by the WHATWG index (Node 20 alone decodes it as Latin-1)', () => {
    const r = decodeHtml(new Uint8Array([0x80, 0x81, 0x85, 0x8a, 0x8d, 0x91, 0x99, 0x9c, 0x9f, 0xa0, 0xe9]));
    expect(r.text).toBe('€\u0081…Š\u008d‘™œŸ\u00a0é');
  });

  it('decodes them undeclared, by default', () => {
    const r = decodeHtml(withBytes('<p>#</p>', '#', CP1252_PUNCT));
    expect(r).toEqual({ text: `<p>${CP1252_TEXT}</p>`, encoding: 'windows-1252', source: 'default' });
  });

  it('an unknown or unsupported label falls back to windows-1252', () => {
    for (const label of ['x-klingon', 'utf-7', 'x-user-defined', 'hz-gb-2312']) {
      const r = decodeHtml(withBytes(`<meta charset="${label}"><p>#</p>`, '#', CP1252_PUNCT));
      expect(r, label).toMatchObject({ encoding: 'windows-1252', source: 'default' });
      expect(r.text).toContain(CP1252_TEXT);
    }
  });
});

describe('decodeHtml: declarations', () => {
  it('the Content-Type charset beats the <meta> one', () => {
    const bytes = withBytes('<meta charset="shift_jis"><p>#</p>', '#', KOI8R);
    const r = decodeHtml(bytes, 'text/html; Charset="KOI8-R"');
    expect(r).toMatchObject({ encoding: 'koi8-r', source: 'content-type' });
    expect(r.text).toContain('<p>Привет</p>');
  });

  it('an unusable Content-Type charset leaves the decision to <meta>', () => {
    const r = decodeHtml(
      withBytes('<meta charset="koi8-r"><p>#</p>', '#', KOI8R),
      'text/html; charset=bogus',
    );
    expect(r).toMatchObject({ encoding: 'koi8-r', source: 'meta' });
  });

  it('reads <meta http-equiv="Content-Type"> with odd case, spacing and quotes', () => {
    const head = `<!DOCTYPE html><html><head><!-- <meta charset="utf-8"> -->
      <META HTTP-EQUIV='content-type' CONTENT = "text/html ; CHARSET = Shift_JIS ">`;
    const r = decodeHtml(withBytes(`${head}<p>#</p>`, '#', SJIS));
    expect(r).toMatchObject({ encoding: 'shift_jis', source: 'meta' });
    expect(r.text).toContain('<p>こんにちは日本語</p>');
  });

  it('ignores a content charset without http-equiv, as the spec does', () => {
    const r = decodeHtml(withBytes('<meta content="text/html; charset=koi8-r"><p>#</p>', '#', KOI8R));
    expect(r.encoding).toBe('windows-1252');
  });

  it('round-trips KOI8-R and Shift_JIS', () => {
    expect(decodeHtml(withBytes('<meta charset=koi8-r>#', '#', KOI8R)).text).toBe(
      '<meta charset=koi8-r>Привет',
    );
    expect(decodeHtml(withBytes('<meta charset="sjis">#', '#', SJIS)).text).toBe(
      '<meta charset="sjis">こんにちは日本語',
    );
  });

  it('only looks for <meta> in the first 4096 bytes', () => {
    const r = decodeHtml(withBytes(`<p>${' '.repeat(5000)}</p><meta charset="koi8-r">#`, '#', KOI8R));
    expect(r.encoding).toBe('windows-1252');
  });

  it('does not read ASCII bytes labelled UTF-16 as UTF-16', () => {
    const html = '<meta charset="utf-16"><p>Plain ASCII text</p>';
    expect(decodeHtml(utf8(html))).toMatchObject({ text: html, encoding: 'utf-8' });
    expect(decodeHtml(utf8(html), 'text/html; charset=UTF-16LE')).toMatchObject({
      text: html,
      encoding: 'utf-8',
    });
  });

  it('believes a Content-Type UTF-16 label when the bytes are UTF-16 without a BOM', () => {
    const html = '<p>Grüße</p>';
    expect(decodeHtml(utf16(html, true), 'text/html; charset=utf-16')).toEqual({
      text: html,
      encoding: 'utf-16be',
      source: 'content-type',
    });
  });

  it('never throws, whatever the bytes', () => {
    const hostile = [
      new Uint8Array(0),
      utf8('<meta charset="'),
      utf8('<!--'),
      utf8('<meta http-equiv=content-type content="charset='),
      new Uint8Array([0xff]),
    ];
    for (const b of hostile) expect(() => decodeHtml(b, 'charset=')).not.toThrow();
  });
});

describe('charset helpers', () => {
  it('extractCharset follows the spec algorithm', () => {
    expect(extractCharset('text/html; charset=UTF-8')).toBe('UTF-8');
    expect(extractCharset("text/html;charset = 'gbk'; x=y")).toBe('gbk');
    expect(extractCharset('text/html; charsetx; charset=big5')).toBe('big5');
    expect(extractCharset('text/html; charset="unclosed')).toBeNull();
    expect(extractCharset('text/html')).toBeNull();
  });

  it('prescanMeta skips comments and other tags whose attributes mention charset', () => {
    expect(prescanMeta('<div title="<meta charset=koi8-r>"><meta charset=euc-kr>')).toBe('euc-kr');
    expect(prescanMeta('<!-- a > b <meta charset=koi8-r> --><meta/charset=big5>')).toBe('big5');
    expect(prescanMeta('<metadata charset=koi8-r>')).toBeNull();
  });
});
