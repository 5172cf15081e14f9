/**
 * Pages saved twice over: UTF-8 bytes read as Latin-1 or windows-1252 and written out as UTF-8
 * again, so "can’t" arrives as "canâ\u0080\u0099t" and a no-break space as "Â\u00A0". The bytes
 * are valid UTF-8, so the decoder takes them at their word; crawlers and CMS exports make such
 * pages (wcxb-dev: 9 of the 592 inspectable pages, every non-ASCII character of them part of
 * such a sequence). Whether the text is that is a document-level test: every character beyond
 * ASCII must be one a Latin-1 or windows-1252 byte decodes to, the bytes those characters stand
 * for must be valid UTF-8, and they must spell at least MIN_CHARS characters beyond ASCII. Text in
 * any other script (a real "ü", "ñ", "—" written once) fails the test at its first character,
 * since a lone Latin-1 letter byte is never valid UTF-8 there.
 */

/** A repair needs this many characters beyond ASCII in the repaired text (one "Ã©" is not a page). */
const MIN_CHARS = 3;

/** windows-1252's characters in 0x80–0x9F (where Latin-1 has C1 controls) and their bytes. */
const CP1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The text decoded once more, when it is UTF-8 read as a single-byte charset; null otherwise. */
export function undoubleUtf8(text: string): string | null {
  let beyond = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) beyond++;
  if (beyond < MIN_CHARS) return null;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0xff) bytes[i] = code;
    else {
      const b = CP1252[text[i]];
      if (b === undefined) return null;
      bytes[i] = b;
    }
  }
  let fixed: string;
  try {
    fixed = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  let left = 0;
  for (let i = 0; i < fixed.length; i++) if (fixed.charCodeAt(i) > 0x7f) left++;
  return left >= MIN_CHARS && left < beyond ? fixed : null;
}
