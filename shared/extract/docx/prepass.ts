/**
 * The OOXML pre-pass: one ordered list of rewrites applied to every story (body, notes,
 * headers, footers, comments) before anything reads its text. Order matters: alternate
 * content first (so we read one branch), then tracked changes (so deleted field codes and
 * deleted equations are gone), fields, math, drawings, run text, and numbering last (labels
 * count only paragraphs that survived).
 */
import * as cheerio from 'cheerio';
import type { FallbackSink } from '../../fallbacks.ts';
import { htmlToText } from '../markup/to-text.ts';
import { applyInlineCaps } from './caps.ts';
import { type FieldStats, resolveFields } from './fields.ts';
import { materializeNumbering, type Numbering } from './numbering.ts';
import { linearizeMath } from './omml.ts';
import { type DocxPackage, relId } from './package.ts';
import { normalizeRuns, type RunStats } from './runs.ts';
import { hoistShapes, resolveAlternateContent, type ShapeStats } from './shapes.ts';
import type { Styles } from './styles.ts';
import { acceptAllChanges, mergeIntoNext, nextParagraph, type TrackedStats } from './tracked.ts';
import { children, decodeXml, descendants, NS, remove, textParagraph, wAttr } from './xml.ts';

/** altChunk parts larger than this are skipped: an import bigger than a book is abuse. */
const MAX_ALT_CHUNK_BYTES = 8 * 1024 * 1024;

export interface PrepassStats {
  alternateContent: number;
  equations: number;
  numberLabels: number;
  dropCaps: number;
  altChunks: number;
  fields: FieldStats;
  tracked: TrackedStats;
  shapes: ShapeStats;
  runs: RunStats;
}

export function newStats(): PrepassStats {
  return {
    alternateContent: 0,
    equations: 0,
    numberLabels: 0,
    dropCaps: 0,
    altChunks: 0,
    fields: { complex: 0, simple: 0, unbalanced: 0 },
    tracked: { deletions: 0, insertions: 0, mergedParagraphs: 0 },
    shapes: { textBoxes: 0, smartArt: 0, removedGraphics: 0, oleEquations: 0 },
    runs: { hiddenRuns: 0, inlineCaps: 0, symbols: 0, droppedSymbols: 0, checkboxes: 0 },
  };
}

export interface StoryContext {
  pkg: DocxPackage;
  /** Part the story came from (relationship targets resolve against it). */
  part: string;
  styles: Styles;
  numbering: Numbering;
  stats: PrepassStats;
  fallbacks: FallbackSink;
}

/** A drop cap ("T" in its own framed paragraph) joins the paragraph it starts. */
function joinDropCaps(root: Element, stats: PrepassStats): void {
  for (const framePr of descendants(root, NS.w, 'framePr')) {
    const cap = wAttr(framePr, 'dropCap');
    const p = framePr.parentNode?.parentNode as Element | null;
    if (!cap || cap === 'none' || !p || p.localName !== 'p') continue;
    const next = nextParagraph(p);
    if (next) {
      mergeIntoNext(p, next);
      stats.dropCaps++;
    }
  }
}

/** Text imported through w:altChunk (HTML or plain text parts) becomes paragraphs in place. */
function importAltChunks(root: Element, ctx: StoryContext): void {
  const rels = ctx.pkg.rels(ctx.part);
  for (const chunk of descendants(root, NS.w, 'altChunk')) {
    const rel = rels.find((r) => r.id === relId(chunk) && !r.external);
    const entry = rel
      ? ctx.pkg.zip.entries.find((e) => e.name.replace(/^\/+/, '') === rel.target)
      : undefined;
    const ext = rel?.target.split('.').pop()?.toLowerCase() ?? '';
    let text: string | null = null;
    if (rel && entry && entry.uncompressedSize <= MAX_ALT_CHUNK_BYTES) {
      const bytes = ctx.pkg.bytes(rel.target);
      // MHT (MIME-wrapped HTML) is left out: decoding MIME parts is not worth the attack surface.
      if (bytes && ['htm', 'html', 'xhtml'].includes(ext)) {
        text = htmlToText(cheerio.load(decodeXml(bytes)).root().get(0)!);
      } else if (bytes && ext === 'txt') text = decodeXml(bytes);
    }
    if (text === null) {
      ctx.fallbacks.fallback(
        'docx.alt_chunk_skipped',
        `altChunk ${rel?.target ?? '(missing part)'} not imported`,
      );
    } else {
      const doc = root.ownerDocument!;
      for (const para of text.split(/\n{2,}/)) {
        if (para.trim()) chunk.parentNode?.insertBefore(textParagraph(doc, para.trim()), chunk);
      }
      ctx.stats.altChunks++;
    }
    remove(chunk);
  }
}

/** Several w:body elements (non-conformant, but Word reads them all): fold into the first. */
export function mergeBodies(docEl: Element): void {
  const bodies = children(docEl, NS.w, 'body');
  for (const extra of bodies.slice(1)) {
    while (extra.firstChild) bodies[0].appendChild(extra.firstChild);
    remove(extra);
  }
}

export function prepareStory(root: Element, ctx: StoryContext): void {
  const { stats } = ctx;
  stats.alternateContent += resolveAlternateContent(root);
  acceptAllChanges(root, stats.tracked);
  resolveFields(root, stats.fields);
  stats.equations += linearizeMath(root);
  hoistShapes(root, ctx.pkg, ctx.part, stats.shapes);
  normalizeRuns(root, ctx.styles, stats.runs);
  stats.runs.inlineCaps += applyInlineCaps(root);
  joinDropCaps(root, stats);
  importAltChunks(root, ctx);
  for (const name of ['commentRangeStart', 'commentRangeEnd', 'commentReference', 'permStart', 'permEnd']) {
    for (const el of descendants(root, NS.w, name)) remove(el);
  }
  stats.numberLabels += materializeNumbering(root, ctx.numbering);
}

/** Ids of footnote/endnote references in document order; the references themselves are removed. */
export function takeNoteReferences(root: Element): { footnotes: string[]; endnotes: string[] } {
  const out = { footnotes: [] as string[], endnotes: [] as string[] };
  for (const [local, list] of [
    ['footnoteReference', out.footnotes],
    ['endnoteReference', out.endnotes],
  ] as const) {
    for (const ref of descendants(root, NS.w, local)) {
      const id = wAttr(ref, 'id');
      if (id !== null && !list.includes(id)) list.push(id);
      remove(ref);
    }
  }
  return out;
}
