/**
 * The OPC package of a DOCX: part lookup through relationships, every part read through the
 * capped ZipReader and the hostile-safe XML reader. Nothing is inflated unless asked for.
 */
import { GleanerError } from '../../errors.ts';
import { type ZipLimits, ZipReader } from '../zip.ts';
import { children, NS, readXml, wAttr, type XmlSanitizeStats } from './xml.ts';

/**
 * Largest XML part we parse. The DOM parser runs ~2.5 s per MB on the project machine
 * (poi/bug65649.docx: 12.5 MB in ~30 s), so past this a parse would outlive the per-document
 * timeout anyway: refusing early gives a clear code instead of a kill.
 */
export const MAX_XML_PART_BYTES = 32 * 1024 * 1024;

export interface Relationship {
  id: string;
  /** Last segment of the relationship type URI, e.g. 'styles', 'header', 'officeDocument'. */
  type: string;
  /** Absolute part name without a leading slash, or the URL for external targets. */
  target: string;
  external: boolean;
}

/** Resolve a relationship target against the folder of its source part (OPC rules). */
export function resolvePart(sourcePart: string, target: string): string {
  const base = target.startsWith('/') ? [] : sourcePart.split('/').slice(0, -1);
  for (const seg of target.replace(/^\/+/, '').split('/')) {
    if (seg === '..') base.pop();
    else if (seg && seg !== '.') base.push(seg);
  }
  return base.join('/');
}

function relsPath(part: string): string {
  const i = part.lastIndexOf('/');
  return `${part.slice(0, i + 1)}_rels/${part.slice(i + 1)}.rels`;
}

export class DocxPackage {
  readonly zip: ZipReader;
  readonly xmlStats: XmlSanitizeStats = { doctypes: 0, droppedEntities: 0, strict: false };
  readonly mainPart: string;

  constructor(
    bytes: Uint8Array,
    limits: ZipLimits,
    private readonly maxXmlDepth: number,
  ) {
    this.zip = new ZipReader(bytes, limits);
    const office = this.rels('').find((r) => r.type === 'officeDocument' && !r.external);
    const candidates = [office?.target, 'word/document.xml'].filter((p): p is string => !!p);
    const main = candidates.find((p) => this.zip.has(p));
    if (!main) throw new GleanerError('zip_not_docx', 'the package has no main document part');
    this.mainPart = main;
  }

  /** Raw bytes of a part (capped), or null. */
  bytes(part: string): Uint8Array | null {
    return this.zip.read(part);
  }

  /** A part parsed as XML, or null when absent. */
  xml(part: string): Document | null {
    const entry = this.zip.entries.find(
      (e) => e.name.replace(/^\/+/, '').toLowerCase() === part.toLowerCase(),
    );
    if (entry && entry.uncompressedSize > MAX_XML_PART_BYTES) {
      throw new GleanerError(
        'limits_exceeded',
        `${part} is ${entry.uncompressedSize} bytes of XML (limit ${MAX_XML_PART_BYTES})`,
      );
    }
    const data = this.zip.read(part, MAX_XML_PART_BYTES + 1);
    if (data && data.length > MAX_XML_PART_BYTES) {
      throw new GleanerError(
        'limits_exceeded',
        `${part} is ${data.length} bytes of XML (limit ${MAX_XML_PART_BYTES})`,
      );
    }
    return data ? readXml(data, this.maxXmlDepth, part, this.xmlStats) : null;
  }

  /** Relationships of a part ('' = the package itself). */
  rels(part: string): Relationship[] {
    const doc = this.xml(part ? relsPath(part) : '_rels/.rels');
    if (!doc) return [];
    return children(doc.documentElement, NS.pr, 'Relationship').map((el) => {
      const target = el.getAttribute('Target') ?? '';
      const external = (el.getAttribute('TargetMode') ?? '').toLowerCase() === 'external';
      return {
        id: el.getAttribute('Id') ?? '',
        type: (el.getAttribute('Type') ?? '').split('/').pop() ?? '',
        target: external ? target : resolvePart(part, target),
        external,
      };
    });
  }
}

/** Relationship id attribute (r:id, r:embed, r:dm...) of an element. */
export function relId(el: Element, local = 'id'): string | null {
  return el.getAttributeNS(NS.r, local) || wAttr(el, local);
}
