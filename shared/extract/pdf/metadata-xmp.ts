/**
 * Reading XMP packets by hand, for what pdf.js's own XMP parser drops: the attribute form
 * (`<rdf:Description xmp:CreateDate="…"/>`) and the x-default entry of an `rdf:Alt`.
 * Everything here is linear in the packet size (indexOf scans, no backtracking regexes over
 * unbounded spans): the packet is untrusted input.
 */

/** Titles and names longer than this are body text or garbage, not metadata. */
const MAX_FIELD_CHARS = 500;

/** A metadata string on one line, trimmed; null when missing, empty or implausibly long. */
export function clean(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Control characters show up in info strings with broken encodings; they never belong.
  const s = value
    .replace(/[\u0000-\u001F\u007F]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return s && s.length <= MAX_FIELD_CHARS ? s : null;
}

function decodeXml(s: string): string {
  return s
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, h: string) => safeCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d{1,7});/g, (_, d: string) => safeCodePoint(Number.parseInt(d, 10)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function safeCodePoint(n: number): string {
  return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
}

/**
 * Text between `<name …>` and `</name>`, found with indexOf on a lower-cased copy: linear even
 * on hostile packets with thousands of unclosed tags (a lazy regex would rescan to the end).
 */
function between(
  raw: string,
  lower: string,
  name: string,
  from = 0,
): { inner: string; attrs: string; end: number } | null {
  const open = `<${name}`;
  let at = lower.indexOf(open, from);
  while (at !== -1) {
    const next = lower[at + open.length];
    if (next === '>' || next === ' ' || next === '\t' || next === '\n' || next === '\r' || next === '/')
      break;
    at = lower.indexOf(open, at + 1);
  }
  if (at === -1) return null;
  const gt = lower.indexOf('>', at);
  if (gt === -1 || lower[gt - 1] === '/') return null;
  const close = lower.indexOf(`</${name}>`, gt);
  if (close === -1) return null;
  return { inner: raw.slice(gt + 1, close), attrs: raw.slice(at + open.length, gt), end: close };
}

/** Every `rdf:li` of a list/alt element, with its attributes. */
function listItems(inner: string): { attrs: string; text: string }[] {
  const lower = inner.toLowerCase();
  const items: { attrs: string; text: string }[] = [];
  let from = 0;
  for (;;) {
    const li = between(inner, lower, 'rdf:li', from);
    if (!li) return items;
    items.push({ attrs: li.attrs, text: li.inner });
    from = li.end;
  }
}

function textOf(xml: string): string | null {
  return clean(decodeXml(xml.replace(/<[^>]*>/g, ' ')));
}

/**
 * One XMP property from the raw packet: the x-default (else first) `rdf:li` of an element, the
 * element's text, or the attribute form `<rdf:Description xmp:CreateDate="…"/>` that pdf.js's
 * own parser ignores.
 */
export function xmpRawValue(raw: string, name: string): string | null {
  const lower = raw.toLowerCase();
  const key = name.toLowerCase();
  const element = between(raw, lower, key);
  if (element) {
    const items = listItems(element.inner);
    const chosen = items.find((m) => /x-default/i.test(m.attrs)) ?? items[0];
    const value = textOf(chosen ? chosen.text : element.inner);
    if (value) return value;
  }
  let at = lower.indexOf(key);
  while (at !== -1) {
    const m = /^\s*=\s*(["'])/.exec(raw.slice(at + key.length, at + key.length + 8));
    if (/\s/.test(raw[at - 1] ?? '') && m) {
      const valueStart = at + key.length + m[0].length;
      const valueEnd = raw.indexOf(m[1], valueStart);
      // No closing quote anywhere after: no later occurrence can have one either.
      if (valueEnd === -1) return null;
      return clean(decodeXml(raw.slice(valueStart, valueEnd)));
    }
    at = lower.indexOf(key, at + 1);
  }
  return null;
}

/** All `rdf:li` entries of a list property (dc:creator is an rdf:Seq of names). */
export function xmpRawList(raw: string, name: string): string[] {
  const element = between(raw, raw.toLowerCase(), name.toLowerCase());
  if (!element) return [];
  return listItems(element.inner)
    .map((m) => textOf(m.text))
    .filter((s): s is string => s !== null);
}
