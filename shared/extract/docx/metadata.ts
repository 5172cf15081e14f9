/** Document properties from docProps/core.xml (Dublin Core) and docProps/app.xml. */
import { DOI_IN_TEXT } from '../../lexicon/doi.ts';
import { type DocMetadata, emptyMetadata } from '../types.ts';
import type { DocxPackage } from './package.ts';

const DC = 'http://purl.org/dc/elements/1.1/';
const DCTERMS = 'http://purl.org/dc/terms/';
const CP = 'http://schemas.openxmlformats.org/package/2006/metadata/core-properties';
const EP = 'http://schemas.openxmlformats.org/officeDocument/2006/extended-properties';
/** Properties longer than this are junk or abuse; metadata is a line, not a chapter. */
const MAX_PROPERTY_CHARS = 2000;
/**
 * Core-property titles that name a template or a file rather than the document: Word's
 * "Microsoft Word - x.doc" from printing drivers, "Untitled", "Title", "Document1", file names.
 */
const NOT_A_TITLE =
  /^(?:microsoft word - .*|untitled(?: document)?|title|document\s*\d*|slide \d+|.*\.(?:docx?|dotx?|rtf|odt|pdf|txt))$/i;
/** A title has at least this many letters ("A" or "-" is a placeholder). */
const MIN_TITLE_LETTERS = 3;

/** Whether a core-property title can stand as the document's title. */
export function plausibleTitle(title: string | null): boolean {
  if (!title) return false;
  const t = title.trim();
  return !NOT_A_TITLE.test(t) && (t.match(/\p{L}/gu)?.length ?? 0) >= MIN_TITLE_LETTERS;
}

function first(doc: Document | null, ns: string, local: string): string | null {
  const el = doc?.getElementsByTagNameNS(ns, local)[0];
  const text = el?.textContent?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, MAX_PROPERTY_CHARS) : null;
}

export interface DocxProperties {
  metadata: DocMetadata;
  /** Subject, keywords, description: kept for the sidecar's diagnostics. */
  extra: Record<string, string>;
}

export function readProperties(pkg: DocxPackage): DocxProperties {
  const rels = pkg.rels('');
  const corePart = rels.find((r) => r.type === 'core-properties')?.target ?? 'docProps/core.xml';
  const appPart = rels.find(
    (r) => r.type === 'extended-properties' || r.type === 'extendedProperties',
  )?.target;
  const core = pkg.xml(corePart);
  const app = pkg.xml(appPart ?? 'docProps/app.xml');
  const metadata = emptyMetadata();
  metadata.title = first(core, DC, 'title');
  const creator = first(core, DC, 'creator');
  metadata.authors = creator
    ? creator
        .split(/\s*;\s*/)
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
  metadata.created = first(core, DCTERMS, 'created');
  metadata.modified = first(core, DCTERMS, 'modified');
  metadata.language = first(core, DC, 'language');
  const application = first(app, EP, 'Application');
  const version = first(app, EP, 'AppVersion');
  metadata.producer = application ? (version ? `${application} ${version}` : application) : null;
  const identifier = first(core, DC, 'identifier');
  metadata.doi = identifier?.match(DOI_IN_TEXT)?.[0] ?? null;
  const extra: Record<string, string> = {};
  for (const [key, ns, local] of [
    ['subject', DC, 'subject'],
    ['keywords', CP, 'keywords'],
    ['description', DC, 'description'],
  ] as const) {
    const v = first(core, ns, local);
    if (v) extra[key] = v;
  }
  return { metadata, extra };
}
