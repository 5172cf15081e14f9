/**
 * The safety layer on its own: the capped inflater must stop on the REAL inflated size even when
 * the zip lies about it, and the XML reader must never declare or resolve an entity.
 */
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DocxPackage } from '../../shared/extract/docx/package.ts';
import { readXml, sanitizeXml, type XmlSanitizeStats, xmlDepth } from '../../shared/extract/docx/xml.ts';
import { inflateEntry, listZipEntries, ZipReader } from '../../shared/extract/zip.ts';

const enc = new TextEncoder();
const LIMITS = { maxUnzippedBytes: 64 * 1024 * 1024, maxCompressionRatio: 200, maxZipEntries: 100 };

/** Overwrite the declared uncompressed size of every entry (local headers and central directory). */
function lieAboutSizes(zip: Uint8Array, declared: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, declared, true);
    if (sig === 0x02014b50) view.setUint32(i + 24, declared, true);
  }
  return out;
}

const stats = (): XmlSanitizeStats => ({ doctypes: 0, droppedEntities: 0, strict: false });

describe('capped zip inflation', () => {
  it('refuses an entry whose real output passes the cap even when it declares 100 bytes', () => {
    const zip = lieAboutSizes(zipSync({ 'word/document.xml': new Uint8Array(20 * 1024 * 1024) }), 100);
    const [entry] = listZipEntries(zip);
    expect(entry.uncompressedSize).toBe(100);
    expect(() => inflateEntry(zip, entry, 1024 * 1024)).toThrow(/inflates past/);
    const reader = new ZipReader(zip, LIMITS);
    expect(() => reader.read('word/document.xml')).toThrow(
      expect.objectContaining({ code: 'limits_exceeded' }),
    );
  });

  it('refuses a declared bomb before inflating anything', () => {
    const zip = lieAboutSizes(zipSync({ 'word/document.xml': enc.encode('<a/>') }), 2 ** 31);
    const reader = new ZipReader(zip, LIMITS);
    expect(() => reader.read('word/document.xml')).toThrow(
      expect.objectContaining({ code: 'limits_exceeded' }),
    );
    expect(reader.inflatedBytes).toBe(0);
  });

  it('inflates only the parts asked for', () => {
    const zip = zipSync({ 'a.xml': enc.encode('<a/>'), 'media/big.bin': new Uint8Array(4 * 1024 * 1024) });
    const reader = new ZipReader(zip, LIMITS);
    expect(new TextDecoder().decode(reader.read('a.xml')!)).toBe('<a/>');
    expect(reader.inflatedBytes).toBe(4);
  });

  it('refuses more entries than the limit, and a truncated archive as corrupt', () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`p${i}.xml`, enc.encode('x')]));
    expect(() => new ZipReader(zipSync(many), LIMITS)).toThrow(
      expect.objectContaining({ code: 'limits_exceeded' }),
    );
    const zip = zipSync({ 'word/document.xml': enc.encode('<a/>') });
    expect(() => listZipEntries(zip.subarray(0, zip.length - 30))).toThrow(
      expect.objectContaining({ code: 'corrupt' }),
    );
  });
});

describe('sanitized XML', () => {
  it('strips a DOCTYPE with an internal subset (quotes and ">" inside) and drops entity references', () => {
    const s = stats();
    const xml = sanitizeXml(
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "x>y"><!ENTITY b SYSTEM "file:///etc/passwd">]><d>A&a;&b;B &amp; &#65;</d>',
      s,
    );
    expect(xml).toBe('<?xml version="1.0"?><d>AB &amp; &#65;</d>');
    expect(s).toEqual({ doctypes: 1, droppedEntities: 2, strict: false });
  });

  it('keeps undeclared HTML entity names as their fixed character, dropping any other name', () => {
    const s = stats();
    expect(sanitizeXml('<t>a&nbsp;b&mdash;c&lol9;d</t>', s)).toBe('<t>a\u00a0b\u2014cd</t>');
    expect(s.droppedEntities).toBe(1);
  });

  it('keeps a legitimate document that merely carries a harmless DOCTYPE', () => {
    const doc = readXml(
      enc.encode('<!DOCTYPE html><w:document xmlns:w="urn:x">ok</w:document>'),
      64,
      't',
      stats(),
    );
    expect(doc.documentElement.textContent).toBe('ok');
  });

  it('maps Strict OOXML namespaces to Transitional', () => {
    const s = stats();
    const xml = sanitizeXml('<w:p xmlns:w="http://purl.oclc.org/ooxml/wordprocessingml/main"/>', s);
    expect(xml).toContain('http://schemas.openxmlformats.org/wordprocessingml/2006/main');
    expect(s.strict).toBe(true);
  });

  it('refuses nesting deeper than the limit before parsing', () => {
    const deep = `${'<a>'.repeat(600)}${'</a>'.repeat(600)}`;
    expect(xmlDepth(deep)).toBe(600);
    expect(() => readXml(enc.encode(deep), 512, 'deep.xml', stats())).toThrow(
      expect.objectContaining({ code: 'limits_exceeded' }),
    );
  });

  it('finds a main part that is not word/document.xml through _rels/.rels', () => {
    const zip = zipSync({
      '_rels/.rels': enc.encode(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="/main/doc.xml"/></Relationships>',
      ),
      'main/doc.xml': enc.encode(
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
      ),
    });
    expect(new DocxPackage(zip, LIMITS, 64).mainPart).toBe('main/doc.xml');
  });
});
