/**
 * Hostile-safe XML for OOXML parts: decode, strip any DOCTYPE (with its internal subset) so no
 * entity is ever declared, drop references to undeclared entities (XXE and billion laughs both
 * become plain text with the reference removed), map Strict OOXML namespaces to Transitional,
 * and refuse nesting deeper than the limit before the parser sees it.
 */
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { GleanerError } from '../../errors.ts';

export const NS = {
  w: 'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  m: 'http://schemas.openxmlformats.org/officeDocument/2006/math',
  mc: 'http://schemas.openxmlformats.org/markup-compatibility/2006',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  v: 'urn:schemas-microsoft-com:vml',
  a: 'http://schemas.openxmlformats.org/drawingml/2006/main',
  dgm: 'http://schemas.openxmlformats.org/drawingml/2006/diagram',
  wps: 'http://schemas.microsoft.com/office/word/2010/wordprocessingShape',
  w14: 'http://schemas.microsoft.com/office/word/2010/wordml',
  w16se: 'http://schemas.microsoft.com/office/word/2015/wordml/symex',
  pr: 'http://schemas.openxmlformats.org/package/2006/relationships',
  ct: 'http://schemas.openxmlformats.org/package/2006/content-types',
} as const;

/** What sanitizing did, for diagnostics. */
export interface XmlSanitizeStats {
  doctypes: number;
  droppedEntities: number;
  strict: boolean;
}

const PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
/**
 * HTML entity names some generators write into OOXML without declaring them. Each maps to one
 * fixed character (never a declaration, never an expansion), so keeping them is safe; any other
 * name is dropped.
 */
const HTML_NAMED: Record<string, string> = {
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  bull: '\u2022',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  plusmn: '\u00b1',
  times: '\u00d7',
  divide: '\u00f7',
  micro: '\u00b5',
  sect: '\u00a7',
  para: '\u00b6',
  euro: '\u20ac',
  pound: '\u00a3',
  shy: '',
};
const STRICT_NS = /http:\/\/purl\.oclc\.org\/ooxml\/(wordprocessingml|drawingml|officeDocument)\/(\w+)/g;

export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
}

/** Index just past the DOCTYPE starting at `start`, skipping quoted strings, comments and the [subset]. */
function doctypeEnd(text: string, start: number): number {
  let i = start + 9;
  let inSubset = false;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      if (close === -1) return text.length;
      i = close + 1;
      continue;
    }
    if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      if (close === -1) return text.length;
      i = close + 3;
      continue;
    }
    if (c === '[') inSubset = true;
    else if (c === ']') inSubset = false;
    else if (c === '>' && !inSubset) return i + 1;
    i++;
  }
  return text.length;
}

export function sanitizeXml(text: string, stats: XmlSanitizeStats): string {
  let out = text;
  for (let at = out.search(/<!DOCTYPE/i); at !== -1; at = out.search(/<!DOCTYPE/i)) {
    out = out.slice(0, at) + out.slice(doctypeEnd(out, at));
    stats.doctypes++;
  }
  out = out.replace(/&([A-Za-z_:][\w.:-]*);/g, (whole, name: string) => {
    if (PREDEFINED.has(name)) return whole;
    const known = HTML_NAMED[name];
    if (known !== undefined) return known;
    stats.droppedEntities++;
    return '';
  });
  if (out.includes('purl.oclc.org/ooxml/')) {
    stats.strict = true;
    out = out.replace(STRICT_NS, 'http://schemas.openxmlformats.org/$1/2006/$2');
  }
  return out;
}

/** Element nesting depth, measured on the text so a stack-exhaustion document never reaches the parser. */
export function xmlDepth(text: string): number {
  const tag = /<(\/)?[A-Za-z_][^\s/>]*(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/)?>/g;
  let depth = 0;
  let max = 0;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    if (m[1]) depth--;
    else if (!m[2]) {
      depth++;
      if (depth > max) max = depth;
    }
  }
  return max;
}

export function parseXml(text: string, maxDepth: number, part: string): Document {
  const depth = xmlDepth(text);
  if (depth > maxDepth) {
    throw new GleanerError('limits_exceeded', `${part} nests ${depth} levels deep (limit ${maxDepth})`);
  }
  let fatal: string | null = null;
  const parser = new DOMParser({
    errorHandler: {
      warning: () => {},
      error: () => {},
      fatalError: (msg: string) => {
        fatal = msg;
      },
    },
  });
  const doc = parser.parseFromString(text, 'application/xml') as unknown as Document;
  if (fatal || !doc?.documentElement) {
    throw new GleanerError('corrupt', `${part} is not well-formed XML`);
  }
  return doc;
}

/** Bytes → sanitized, depth-checked DOM. */
export function readXml(
  bytes: Uint8Array,
  maxDepth: number,
  part: string,
  stats: XmlSanitizeStats,
): Document {
  return parseXml(sanitizeXml(decodeXml(bytes), stats), maxDepth, part);
}

export function serializeXml(doc: Document): string {
  return new XMLSerializer().serializeToString(doc as never);
}

// ---- small DOM helpers (xmldom has no querySelector) ----

export function isEl(node: Node | null | undefined, ns?: string, local?: string): node is Element {
  if (node?.nodeType !== 1) return false;
  const el = node as Element;
  return (ns === undefined || el.namespaceURI === ns) && (local === undefined || el.localName === local);
}

export function children(el: Node, ns?: string, local?: string): Element[] {
  const out: Element[] = [];
  for (let c = el.firstChild; c; c = c.nextSibling) if (isEl(c, ns, local)) out.push(c);
  return out;
}

export function child(el: Node, ns: string, local: string): Element | null {
  for (let c = el.firstChild; c; c = c.nextSibling) if (isEl(c, ns, local)) return c;
  return null;
}

/**
 * Descendants in document order (a static array, safe to mutate while iterating). A plain
 * first-child/next-sibling walk: xmldom's live NodeLists cost ~10x more on 10 MB documents.
 */
export function descendants(el: Node, ns: string, local: string): Element[] {
  return descendantsOf(el, ns, [local]).get(local) ?? [];
}

/** Several element kinds in one walk: name → elements in document order. */
export function descendantsOf(root: Node, ns: string, locals: string[]): Map<string, Element[]> {
  const wanted = new Set(locals);
  const out = new Map<string, Element[]>();
  let node: Node | null = root.firstChild;
  while (node) {
    if (node.nodeType === 1) {
      const el = node as Element;
      if (el.namespaceURI === ns && wanted.has(el.localName)) {
        const list = out.get(el.localName);
        if (list) list.push(el);
        else out.set(el.localName, [el]);
      }
    }
    if (node.firstChild) node = node.firstChild;
    else {
      while (node && node !== root && !node.nextSibling) node = node.parentNode;
      node = node && node !== root ? node.nextSibling : null;
    }
  }
  return out;
}

/** An attribute by local name in the w namespace, or unprefixed (generators differ). */
export function wAttr(el: Element, local: string): string | null {
  if (el.hasAttributeNS(NS.w, local)) return el.getAttributeNS(NS.w, local);
  if (el.hasAttribute(local)) return el.getAttribute(local);
  for (let i = 0; i < el.attributes.length; i++) {
    const a = el.attributes[i];
    if (a.localName === local) return a.value;
  }
  return null;
}

/** ST_OnOff: absent val means on. */
export function onOff(el: Element | null): boolean {
  if (!el) return false;
  const v = wAttr(el, 'val');
  return v === null || !['0', 'false', 'off'].includes(v.toLowerCase());
}

export function remove(node: Node): void {
  node.parentNode?.removeChild(node);
}

/** Replace an element by its children. */
export function unwrap(el: Element): void {
  const parent = el.parentNode;
  if (!parent) return;
  while (el.firstChild) parent.insertBefore(el.firstChild, el);
  parent.removeChild(el);
}

export function insertAfter(node: Node, ref: Node): void {
  ref.parentNode?.insertBefore(node, ref.nextSibling);
}

/** `<w:r><w:t xml:space="preserve">text</w:t></w:r>` */
export function textRun(doc: Document, text: string): Element {
  const r = doc.createElementNS(NS.w, 'w:r');
  const t = doc.createElementNS(NS.w, 'w:t');
  t.setAttribute('xml:space', 'preserve');
  t.appendChild(doc.createTextNode(text));
  r.appendChild(t);
  return r;
}

/** `<w:t xml:space="preserve">text</w:t>` */
export function textEl(doc: Document, text: string): Element {
  const t = doc.createElementNS(NS.w, 'w:t');
  t.setAttribute('xml:space', 'preserve');
  t.appendChild(doc.createTextNode(text));
  return t;
}

/** A paragraph holding plain text. */
export function textParagraph(doc: Document, text: string): Element {
  const p = doc.createElementNS(NS.w, 'w:p');
  p.appendChild(textRun(doc, text));
  return p;
}

export function textOf(el: Node): string {
  return el.textContent ?? '';
}
