/**
 * DOCX extractor: safe package opening (capped inflation, sanitized XML), the OOXML pre-pass
 * (prepass.ts), the body through mammoth on a REBUILT zip that holds only pre-processed parts
 * (so mammoth never inflates a hostile entry or reads an embedded style map), and small
 * readers for what mammoth never looks at: notes, headers/footers, comments, properties.
 *
 * Longer than 300 lines on purpose: the extractor's two paths (mammoth and the direct walker
 * for large bodies) and their limits are one sequence of guarded steps; its parts already live
 * in their own modules (package, prepass, styles, headings, numbering, fields, tracked, omml).
 */
import mammoth from 'mammoth';
import { GleanerError, oneLine, toError } from '../../errors.ts';
import type { FallbackSink } from '../../fallbacks.ts';
import { engineVersion } from '../../receipt.ts';
import type { BodyBlock, Extractor, Table } from '../types.ts';
import { buildZip } from '../zip.ts';
import { directBody } from './direct.ts';
import { headingStyleMap } from './headings.ts';
import { fromMammothHtml } from './html.ts';
import { plausibleTitle, readProperties } from './metadata.ts';
import { Numbering } from './numbering.ts';
import { DocxPackage, relId } from './package.ts';
import { mergeBodies, newStats, prepareStory, type StoryContext, takeNoteReferences } from './prepass.ts';
import { storyText } from './story.ts';
import { Styles } from './styles.ts';
import { typedTitle } from './title.ts';
import { typedHeadings } from './typed-headings.ts';
import { children, descendants, NS, serializeXml, wAttr } from './xml.ts';

// 1.2.0: the shared HTML→text walk and table reader (extract.markup, its own stage since) changed
//        after 1.1.0 without a bump here.
// 1.3.0: blocks with roles; heading levels from styles (outline level, basedOn); Title style as
//        metadata.title (title_source 'markup') when core properties lack one.
// 1.4.0: bodies over 4 MiB (read without mammoth) get heading and title roles from styles too.
// 1.5.0: a first paragraph in direct bold type is the title; headings typed by hand (bold, italic,
//        capitals or larger, short, not ending like a sentence) in documents without heading styles.
// 1.6.0: a run-in abstract in a document without heading styles sits at level 1.
export const DOCX_STAGE = { id: 'extract.docx', version: '1.6.0' };

/**
 * Document XML above this size skips mammoth and uses the pre-pass walker directly: mammoth
 * re-parses the XML with the same slow DOM parser (~1 s per MB here; poi/bug65649.docx has
 * 12.5 MB), and for such documents the walker's plain paragraphs are the better trade.
 */
const LARGE_BODY_BYTES = 4 * 1024 * 1024;

/** Header/footer kinds in the order a reader meets them. */
const SECTION_PART_ORDER = ['first', 'even', 'default'];

export interface SideStory {
  type: string;
  text: string;
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Header or footer parts referenced by section properties, first/even/default order, deduplicated. */
function sectionStories(
  body: Element,
  kind: 'header' | 'footer',
  pkg: DocxPackage,
  read: (part: string) => string,
): SideStory[] {
  const rels = pkg.rels(pkg.mainPart);
  const refs = descendants(body, NS.w, `${kind}Reference`).map((r) => ({
    type: wAttr(r, 'type') ?? 'default',
    part: rels.find((x) => x.id === relId(r) && !x.external)?.target ?? null,
  }));
  refs.sort((a, b) => SECTION_PART_ORDER.indexOf(a.type) - SECTION_PART_ORDER.indexOf(b.type));
  const seen = new Set<string>();
  const out: SideStory[] = [];
  for (const ref of refs) {
    if (!ref.part || seen.has(ref.part)) continue;
    seen.add(ref.part);
    const text = read(ref.part);
    if (text) out.push({ type: ref.type, text });
  }
  return out;
}

async function mammothBody(
  pkg: DocxPackage,
  doc: Document,
  parts: { styles: Document | null; numbering: Document | null },
  styleMap: string[],
) {
  const enc = new TextEncoder();
  const rels = pkg
    .rels(pkg.mainPart)
    .filter((r) => r.external && r.type === 'hyperlink')
    .map(
      (r) =>
        `<Relationship Id="${escapeAttr(r.id)}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${escapeAttr(r.target)}" TargetMode="External"/>`,
    );
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': enc.encode(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': enc.encode(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': enc.encode(serializeXml(doc)),
  };
  for (const [name, part] of Object.entries(parts)) {
    if (!part) continue;
    files[`word/${name}.xml`] = enc.encode(serializeXml(part));
    rels.push(
      `<Relationship Id="gl${name}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${name}" Target="${name}.xml"/>`,
    );
  }
  files['word/_rels/document.xml.rels'] = enc.encode(
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
  );
  const zip = buildZip(files);
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength) },
      { includeEmbeddedStyleMap: false, styleMap },
    );
    return result;
  } catch (err) {
    throw new GleanerError(
      'corrupt',
      `DOCX body could not be converted (${toError(err).message.split('\n')[0]})`,
      {
        cause: err,
      },
    );
  }
}

function reportFallbacks(
  pkg: DocxPackage,
  stats: ReturnType<typeof newStats>,
  fallbacks: FallbackSink,
): void {
  if (pkg.xmlStats.doctypes) {
    fallbacks.fallback(
      'docx.doctype_stripped',
      `${pkg.xmlStats.doctypes} DOCTYPE declaration(s) removed unread`,
    );
  }
  if (pkg.xmlStats.droppedEntities) {
    fallbacks.fallback(
      'docx.entity_dropped',
      `${pkg.xmlStats.droppedEntities} reference(s) to undeclared entities removed, never resolved`,
    );
  }
  if (stats.fields.unbalanced) {
    fallbacks.fallback(
      'docx.field_unbalanced',
      `${stats.fields.unbalanced} field(s) without an end were left as text`,
    );
  }
  if (stats.runs.droppedSymbols) {
    fallbacks.fallback(
      'docx.symbol_unmapped',
      `${stats.runs.droppedSymbols} symbol-font character(s) had no Unicode mapping`,
    );
  }
  if (stats.shapes.oleEquations) {
    fallbacks.fallback(
      'docx.ole_equation',
      `${stats.shapes.oleEquations} legacy Equation Editor object(s) have no text`,
    );
  }
}

export const docxExtractor: Extractor = {
  format: 'docx',
  stage: DOCX_STAGE,
  async extract(bytes, options, fallbacks) {
    const { limits } = options;
    const pkg = new DocxPackage(bytes, limits, limits.maxXmlDepth);
    const doc = pkg.xml(pkg.mainPart);
    if (!doc) throw new GleanerError('zip_not_docx', 'the package has no main document part');
    const rels = pkg.rels(pkg.mainPart);
    const partOf = (type: string) => rels.find((r) => r.type === type && !r.external)?.target ?? null;
    const load = (type: string) => {
      const part = partOf(type);
      return part ? pkg.xml(part) : null;
    };
    const stylesDoc = load('styles');
    const numberingDoc = load('numbering');
    const styles = new Styles(stylesDoc);
    const stats = newStats();
    const ctx = (part: string, fresh: boolean, bodyNumbering?: Numbering): StoryContext => ({
      pkg,
      part,
      styles,
      numbering: fresh || !bodyNumbering ? new Numbering(numberingDoc, styles) : bodyNumbering,
      stats,
      fallbacks,
    });
    const root = doc.documentElement;
    mergeBodies(root);
    prepareStory(root, ctx(pkg.mainPart, true));
    const refs = takeNoteReferences(root);

    const notesOf = (type: 'footnotes' | 'endnotes', ids: string[]): string[] => {
      const part = partOf(type);
      const notesDoc = part ? pkg.xml(part) : null;
      if (!notesDoc || !part) return [];
      const byId = new Map<string, Element>();
      for (const n of children(notesDoc.documentElement, NS.w, type.slice(0, -1))) {
        const kind = wAttr(n, 'type');
        if (kind && kind !== 'normal') continue;
        byId.set(wAttr(n, 'id') ?? '', n);
      }
      const story = ctx(part, true);
      return ids
        .map((id) => byId.get(id))
        .filter((n): n is Element => !!n)
        .map((n) => {
          prepareStory(n, story);
          return storyText(n);
        })
        .filter(Boolean);
    };
    const footnotes = [...notesOf('footnotes', refs.footnotes), ...notesOf('endnotes', refs.endnotes)];

    const readStory = (part: string) => {
      const d = pkg.xml(part);
      if (!d) return '';
      prepareStory(d.documentElement, ctx(part, true));
      return storyText(d.documentElement);
    };
    const headers = sectionStories(root, 'header', pkg, readStory);
    const footers = sectionStories(root, 'footer', pkg, readStory);

    const commentsPart = partOf('comments');
    const commentsDoc = commentsPart ? pkg.xml(commentsPart) : null;
    const comments = commentsDoc
      ? children(commentsDoc.documentElement, NS.w, 'comment')
          .map((c) => {
            prepareStory(c, ctx(commentsPart as string, true));
            return { id: wAttr(c, 'id'), author: wAttr(c, 'author'), text: storyText(c) };
          })
          .filter((c) => c.text)
      : [];

    const props = readProperties(pkg);
    // Fallback cascade for the body: mammoth's HTML (headings, lists, tables as structure), else
    // the pre-pass walker's paragraphs. Every attempt is recorded.
    const mainEntry = pkg.zip.entries.find((e) => e.name.replace(/^\/+/, '') === pkg.mainPart);
    let html: { body: string; blocks: BodyBlock[]; tables: Table[]; markdown: string } | null = null;
    let mammothMessages = 0;
    let bodyEngine = 'mammoth';
    if ((mainEntry?.uncompressedSize ?? 0) > LARGE_BODY_BYTES) {
      fallbacks.fallback(
        'docx.large_body_direct',
        `document XML over ${LARGE_BODY_BYTES} bytes: body read without mammoth`,
      );
    } else {
      try {
        const styleMap = headingStyleMap(styles, root);
        const result = await mammothBody(pkg, doc, { styles: stylesDoc, numbering: numberingDoc }, styleMap);
        mammothMessages = result.messages.length;
        html = fromMammothHtml(result.value, options.tables);
      } catch (err) {
        fallbacks.fallback('docx.mammoth_failed', oneLine(toError(err).message));
      }
    }
    if (!html) {
      bodyEngine = 'prepass-walker';
      html = directBody(root, styles, options.tables);
    }
    reportFallbacks(pkg, stats, fallbacks);
    // Headings set by hand in a document without heading styles (typed-headings.ts), and a
    // first paragraph in large bold type with no style is the title, not a section (title.ts).
    if (bodyEngine === 'mammoth') typedHeadings(html.blocks, root, styles);
    typedTitle(html.blocks, root, styles);
    // The Title-style paragraph stands in for a missing or placeholder core-properties title.
    const titleBlock = html.blocks.find((b) => b.role === 'title' && b.text.trim());
    if (titleBlock && !plausibleTitle(props.metadata.title)) {
      props.metadata.title = titleBlock.text.replace(/\s+/g, ' ').trim();
      props.metadata.title_source = 'markup';
    }
    const engines: Record<string, string> = { '@xmldom/xmldom': engineVersion('@xmldom/xmldom') };
    if (bodyEngine === 'mammoth') {
      engines.mammoth = engineVersion('mammoth');
      engines.cheerio = engineVersion('cheerio');
    }

    return {
      format: 'docx',
      body: html.body,
      blocks: html.blocks,
      footnotes,
      tables: html.tables,
      markdown: html.markdown || null,
      pages: null,
      metadata: props.metadata,
      diagnostics: {
        zip_entries: pkg.zip.entries.length,
        inflated_bytes: pkg.zip.inflatedBytes,
        main_part: pkg.mainPart,
        strict_ooxml: pkg.xmlStats.strict,
        xml: { doctypes_stripped: pkg.xmlStats.doctypes, entities_dropped: pkg.xmlStats.droppedEntities },
        prepass: stats,
        headers,
        footers,
        comments,
        properties: props.extra,
        body_engine: bodyEngine,
        mammoth_messages: mammothMessages,
      },
      engines,
    };
  },
};
