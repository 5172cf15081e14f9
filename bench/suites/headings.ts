/**
 * `npm run bench -- headings`: the PDF engine's heading blocks against the READoc arXiv ground
 * truth (gt/*.md `#` lines), per paper and in total: recall, precision, level agreement, and the
 * document title from the sidecar (processDocument's metadata.title) against the GT title.
 *
 * - GT headings: every `#`… line except the first level-1 line (the paper's title);
 *   `###### Abstract` counts as a heading (level unknown: left out of level agreement). GT level is
 *   the number of `#` minus one (`## 1 Introduction` is level 1).
 * - Found headings: blocks with role `heading`, and the run-in heading of a paragraph (`runIn`).
 * - Matching: both sides normalized (LaTeX math and markup dropped, lower case, section numbering
 *   stripped, letters and digits only); a detected heading matches an unmatched GT heading when
 *   one contains the other and the shorter is at least MIN_CONTAINED_SHARE of the longer (GT often
 *   drops the numbering, and wraps differ), or when their word sets overlap (MIN_WORD_DICE).
 *   Greedy, in document order, one to one.
 * - Level agreement: among matched pairs with a known GT level, the share with the same level.
 * - Title: normalized the same way; a match when one contains the other.
 * - Paragraph assignment: every GT paragraph (a non-heading, non-table, non-image block of the
 *   GT markdown) is found in Gleaner's text by its first PREFIX_CHARS letters and digits (then by
 *   a later window of the same length, for paragraphs opening with math the two render apart);
 *   its GT section label (`labelOf` on the GT heading path, inheriting from the parent as
 *   shared/structure/sections.ts does) is compared with the label of Gleaner's deepest section
 *   containing that offset. Paragraphs not found, or found outside every section (captions and
 *   notes after the body), are counted apart and left out of the share.
 * - Label accuracy: GT headings matched (same rule as above) to the headings of the sidecar's
 *   sections; the share whose labels agree.
 *
 * Longer than 300 lines: the two scores share the GT parsing and the heading matcher.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { labelOf, type SectionLabel } from '../../shared/structure/labels.ts';
import type { Section } from '../../shared/structure/types.ts';
import { corpusPath } from '../../test/helpers/corpus.ts';
import { type OutlineEntry, outlinedPdfs } from '../headings-outline.ts';
import type { BenchReport, Cell } from '../report.ts';

const DIR = corpusPath('pdf', 'readoc-arxiv');
/** The shorter of two contained headings must be at least this share of the longer (a lone "results" inside "results and discussion" is not a match). */
const MIN_CONTAINED_SHARE = 0.6;
/**
 * Or their word sets overlap this much (Dice): the GT was sometimes made from another version of
 * the paper ("Particle filtering with ABC" vs "…with approximate Bayesian computations" is 0.6).
 */
const MIN_WORD_DICE = 0.6;
/**
 * Or, with the same section number on both sides, this much: READoc's 1506.06975 GT was made from
 * an earlier version of the paper ("5The GPO-SMC-ABC algorithm" is printed "5 The GSA algorithm").
 */
const MIN_NUMBERED_DICE = 0.3;

/** A GT paragraph is looked up by this many of its letters and digits (shorter paragraphs are skipped). */
const PREFIX_CHARS = 40;
/** Paragraphs with fewer letters and digits than this are too short to find once (labels, lone formulas). */
const MIN_PARA_CHARS = 30;

export interface GtHeading {
  text: string;
  level: number | null;
}

export function gtHeadings(md: string): { title: string | null; headings: GtHeading[] } {
  const lines = md.split('\n').filter((l) => /^#{1,6}\s/.test(l));
  let title: string | null = null;
  const headings: GtHeading[] = [];
  for (const l of lines) {
    const hashes = (/^#+/.exec(l) as RegExpExecArray)[0].length;
    const text = l.slice(hashes).trim();
    if (hashes === 1 && title === null && !headings.length) {
      title = text;
      continue;
    }
    headings.push({ text, level: hashes === 6 ? null : hashes - 1 });
  }
  return { title, headings };
}

/** Lower case, no LaTeX math or markup, section numbering stripped, letters and digits only. */
export function normHeading(s: string): string {
  return unglue(s)
    .replace(/\\\(.*?\\\)|\$[^$]*\$/g, ' ')
    .replace(/[_*`]/g, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(
      /^\s*(?:appendix\s+)?(?:\d+(?:\.\d+)*|[ivx]+(?:-[a-z]\d*)?|[a-h])(?=[.\s)]|[a-z]{3})[.)]?\s*/u,
      '',
    )
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A section number glued to its title in the GT ("2An intuitive overview") gets its space back. */
function unglue(s: string): string {
  return s.replace(/^(\s*\d+(?:\.\d+)*)(?=\p{Lu}\p{Ll})/u, '$1 ');
}

/** The heading's words, its section numbering left out (numbers are not words of the title). */
function wordsOf(s: string): Set<string> {
  return new Set(
    unglue(s)
      .replace(/^\s*(?:[Aa]ppendix\s+)?(?:\d+(?:\.\d+)*|[IVX]+(?:-[A-Z]\d*)?|[A-H])(?=[.\s)])[.)]?\s*/u, '')
      .replace(/\\\(.*?\\\)|\$[^$]*\$/g, ' ')
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );
}

/** Containment of the normalized strings, or word overlap (Dice) of at least MIN_WORD_DICE. */
function matches(a: string, b: string): boolean {
  const na = normHeading(a);
  const nb = normHeading(b);
  if (!na || !nb) return false;
  const [s, l] = na.length <= nb.length ? [na, nb] : [nb, na];
  if (l.includes(s) && s.length >= MIN_CONTAINED_SHARE * l.length) return true;
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  const common = [...wa].filter((w) => wb.has(w)).length;
  const dice = (2 * common) / (wa.size + wb.size);
  const na0 = sectionNumber(a);
  return dice >= MIN_WORD_DICE || (na0 !== null && na0 === sectionNumber(b) && dice >= MIN_NUMBERED_DICE);
}

/** The arabic section number a heading starts with ("3.1" of "3.1 Particle filtering"), or null. */
function sectionNumber(s: string): string | null {
  return /^\s*(\d+(?:\.\d+)*)(?=[.\s)]|\p{Lu})/u.exec(s)?.[1] ?? null;
}

/** Labels a sub-section cannot inherit (as in shared/structure/sections.ts). */
const WEAK = new Set<SectionLabel>(['other', 'front_matter']);

/** The label of each heading on the GT path: its own, or its parent's when the parent has a strong one. */
function gtLabel(parent: SectionLabel | null, heading: string): SectionLabel {
  if (parent && !WEAK.has(parent)) return parent;
  return labelOf(heading) ?? 'other';
}

export interface GtParagraph {
  text: string;
  label: SectionLabel;
}

/** GT paragraphs with the label of the GT section they sit in; GT headings with their labels. */
export function gtSections(md: string): { paragraphs: GtParagraph[]; headingLabels: SectionLabel[] } {
  const paragraphs: GtParagraph[] = [];
  const headingLabels: SectionLabel[] = [];
  const stack: { level: number; label: SectionLabel }[] = [];
  let seenTitle = false;
  for (const raw of md.split(/\n\s*\n/)) {
    const block = raw.trim();
    if (!block) continue;
    const h = /^(#{1,6})\s+(.*)$/.exec(block);
    if (h && !block.includes('\n')) {
      const hashes = h[1].length;
      if (hashes === 1 && !seenTitle && !headingLabels.length) {
        seenTitle = true;
        continue;
      }
      const level = hashes === 6 ? 1 : Math.max(1, hashes - 1);
      while (stack.length && stack[stack.length - 1].level >= level) stack.pop();
      const label = gtLabel(stack.length ? stack[stack.length - 1].label : null, h[2]);
      stack.push({ level, label });
      headingLabels.push(label);
      continue;
    }
    if (/^(?:\||!\[|```|\$\$|\\\[)/.test(block)) continue;
    paragraphs.push({ text: block, label: stack.length ? stack[stack.length - 1].label : 'front_matter' });
  }
  return { paragraphs, headingLabels };
}

/** Letters and digits, lower case, with each one's index in the original string. */
function letterIndex(s: string): { norm: string; at: number[] } {
  let norm = '';
  const at: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const code = s.codePointAt(i) as number;
    const ch = String.fromCodePoint(code);
    for (const c of ch.normalize('NFKC').toLowerCase())
      if (/[\p{L}\p{N}]/u.test(c)) {
        norm += c;
        at.push(i);
      }
    if (code > 0xffff) i++;
  }
  return { norm, at };
}

/** A GT paragraph's letters and digits, LaTeX math and markup dropped. */
function gtLetters(s: string): string {
  return letterIndex(s.replace(/\\\(.*?\\\)|\$[^$]*\$/g, ' ').replace(/[_*`]/g, ' ')).norm;
}

interface Assignment {
  paragraphs: number;
  located: number;
  outside: number;
  same: number;
  headings: number;
  labelSame: number;
}

/** Paragraph-to-section assignment and heading label agreement against one GT markdown. */
export function assignment(
  md: string,
  text: string,
  sections: readonly Section[],
): Assignment & { wrong: string[] } {
  const gt = gtSections(md);
  const { norm, at } = letterIndex(text);
  const out: Assignment & { wrong: string[] } = {
    paragraphs: 0,
    located: 0,
    outside: 0,
    same: 0,
    headings: 0,
    labelSame: 0,
    wrong: [],
  };
  for (const p of gt.paragraphs) {
    const letters = gtLetters(p.text);
    if (letters.length < MIN_PARA_CHARS) continue;
    out.paragraphs++;
    let found = -1;
    for (let from = 0; found < 0 && from + MIN_PARA_CHARS <= letters.length; from += PREFIX_CHARS)
      found = norm.indexOf(letters.slice(from, from + PREFIX_CHARS));
    if (found < 0) continue;
    const offset = at[found];
    let deepest: Section | null = null;
    for (const s of sections)
      if (s.start <= offset && offset < s.end && (!deepest || s.level > deepest.level)) deepest = s;
    if (!deepest) {
      out.outside++;
      continue;
    }
    out.located++;
    if (deepest.label === p.label) out.same++;
    else out.wrong.push(`${p.label}→${deepest.label}: ${p.text.slice(0, 60)}`);
  }
  // Label accuracy: GT headings matched one to one, in order, to the sidecar's section headings.
  const { headings } = gtHeadings(md);
  const used = new Set<number>();
  for (const s of sections) {
    if (!s.heading) continue;
    const i = headings.findIndex((g, k) => !used.has(k) && matches(g.text, s.heading as string));
    if (i < 0) continue;
    used.add(i);
    out.headings++;
    if (gt.headingLabels[i] === s.label) out.labelSame++;
    else out.wrong.push(`heading ${headings[i].text}: gt ${gt.headingLabels[i]}, ours ${s.label}`);
  }
  return out;
}

interface Score {
  gt: number;
  found: number;
  matched: number;
  levelKnown: number;
  levelSame: number;
}

export function score(
  gt: GtHeading[],
  found: { text: string; level: number }[],
): Score & { misses: string[]; extras: string[] } {
  const used = new Set<number>();
  let levelKnown = 0;
  let levelSame = 0;
  const extras: string[] = [];
  for (const f of found) {
    const i = gt.findIndex((g, k) => !used.has(k) && matches(g.text, f.text));
    if (i < 0) {
      extras.push(f.text);
      continue;
    }
    used.add(i);
    if (gt[i].level !== null) {
      levelKnown++;
      if (gt[i].level === f.level) levelSame++;
    }
  }
  return {
    gt: gt.length,
    found: found.length,
    matched: used.size,
    levelKnown,
    levelSame,
    misses: gt.filter((_, k) => !used.has(k)).map((g) => g.text),
    extras,
  };
}

function row(doc: string, s: Score, title: Cell, a: Assignment): Record<string, Cell> {
  return {
    doc,
    gt: s.gt,
    found: s.found,
    recall: s.gt ? s.matched / s.gt : null,
    precision: s.found ? s.matched / s.found : null,
    levels: s.levelKnown ? s.levelSame / s.levelKnown : null,
    title,
    paras: `${a.located}/${a.paragraphs}`,
    assign: a.located ? a.same / a.located : null,
    labels: a.headings ? a.labelSame / a.headings : null,
  };
}

/**
 * The bytes of `file` and the headings the PDF extractor found in it. Run-in headings open
 * sections too ("Abstract—", "1) Feature extraction:"): they count.
 */
async function extractHeadings(file: string) {
  const bytes = new Uint8Array(readFileSync(file));
  const ex = await pdfExtractor.extract(
    bytes,
    { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
    new FallbackRecorder(),
  );
  const found = (ex.blocks ?? []).flatMap((b) =>
    b.role === 'heading'
      ? [{ text: b.text, level: b.level ?? 1 }]
      : b.runIn
        ? [{ text: b.text.slice(0, b.runIn.length), level: b.runIn.level }]
        : [],
  );
  return { bytes, found };
}

export async function run(args: string[]): Promise<BenchReport> {
  const verbose = args.includes('--verbose');
  const files = readdirSync(join(DIR, 'pdf'))
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  const total: Score = { gt: 0, found: 0, matched: 0, levelKnown: 0, levelSame: 0 };
  const assigned: Assignment = { paragraphs: 0, located: 0, outside: 0, same: 0, headings: 0, labelSame: 0 };
  let titles = 0;
  let titled = 0;
  const rows: Record<string, Cell>[] = [];
  const notes: string[] = [];
  const detail: unknown[] = [];
  for (const f of files) {
    const md = readFileSync(join(DIR, 'gt', f.replace(/\.pdf$/, '.md')), 'utf8');
    const gt = gtHeadings(md);
    const { bytes, found } = await extractHeadings(join(DIR, 'pdf', f));
    const s = score(gt.headings, found);
    let title: string | null = null;
    let a: Assignment & { wrong: string[] } = {
      paragraphs: 0,
      located: 0,
      outside: 0,
      same: 0,
      headings: 0,
      labelSame: 0,
      wrong: [],
    };
    try {
      const out = await processDocument({ bytes, key: f }, DEFAULT_PROCESS_OPTIONS);
      title = out.sidecar.metadata.title;
      a = assignment(md, out.text, out.sidecar.sections);
    } catch (err) {
      notes.push(`${f}: processDocument failed (${String(err)})`);
    }
    // A GT without a title line (1201.2692 starts at its first section) does not count.
    const titleOk = title !== null && gt.title !== null && matches(gt.title, title);
    if (gt.title !== null) titled++;
    if (titleOk) titles++;
    for (const k of Object.keys(total) as (keyof Score)[]) total[k] += s[k];
    for (const k of Object.keys(assigned) as (keyof Assignment)[]) assigned[k] += a[k];
    rows.push(row(f.replace(/\.pdf$/, ''), s, gt.title === null ? null : titleOk ? 'ok' : 'miss', a));
    detail.push({ doc: f, misses: s.misses, extras: s.extras, title, gtTitle: gt.title, wrong: a.wrong });
    if (verbose) {
      for (const m of s.misses) notes.push(`${f} missed: ${m}`);
      for (const e of s.extras) notes.push(`${f} extra: ${e.slice(0, 90)}`);
      for (const w of a.wrong) notes.push(`${f} label: ${w}`);
      if (!titleOk) notes.push(`${f} title: got ${JSON.stringify(title)}, gt ${JSON.stringify(gt.title)}`);
    }
  }
  rows.push(row('TOTAL', total, `${titles}/${titled}`, assigned));
  await outlineSet(rows, notes, detail, verbose);
  notes.push(
    `paragraphs: located in the body / GT paragraphs of at least ${MIN_PARA_CHARS} letters (${assigned.outside} found outside every section: captions, notes); assign = same section label as the GT; labels = matched GT headings with the same label`,
  );
  notes.push(
    'headings: normalized (lower case, numbering stripped, letters/digits), one-to-one containment match; levels over matches with a known GT level; `--verbose` lists misses and extras',
  );
  return { title: `PDF headings vs READoc arXiv GT (${files.length} papers)`, rows, notes, data: { detail } };
}

/**
 * Each outline entry's label, inherited from a parent entry with a strong label (as gtSections
 * does). Bookmarks drop the appendix letter ("New nls options" for "B. New nls options"), so a
 * top-level entry with no label of its own after the references is an appendix.
 */
function outlineLabels(outline: readonly OutlineEntry[]): SectionLabel[] {
  const stack: { level: number; label: SectionLabel }[] = [];
  let afterReferences = false;
  return outline.map((e) => {
    while (stack.length && stack[stack.length - 1].level >= e.level) stack.pop();
    let label = gtLabel(stack.length ? stack[stack.length - 1].label : null, e.text);
    if (e.level === 1 && label === 'references') afterReferences = true;
    else if (e.level === 1 && afterReferences && labelOf(e.text) === null) label = 'appendix';
    stack.push({ level: e.level, label });
    return label;
  });
}

/**
 * The second set, not tuned on: PDFs outside READoc scored against their own outline
 * (bench/headings-outline.ts). Levels compare the outline's depth with the heading's level;
 * labels compare the sidecar's section labels with the outline entry's (inherited) label.
 */
async function outlineSet(
  rows: Record<string, Cell>[],
  notes: string[],
  detail: unknown[],
  verbose: boolean,
): Promise<void> {
  const total: Score = { gt: 0, found: 0, matched: 0, levelKnown: 0, levelSame: 0 };
  let labelled = 0;
  let labelSame = 0;
  const docs = await outlinedPdfs();
  for (const d of docs) {
    const { bytes, found } = await extractHeadings(d.file);
    const s = score(d.outline, found);
    for (const k of Object.keys(total) as (keyof Score)[]) total[k] += s[k];
    const labels = outlineLabels(d.outline);
    const wrong: string[] = [];
    let n = 0;
    let same = 0;
    try {
      const out = await processDocument({ bytes, key: d.name }, DEFAULT_PROCESS_OPTIONS);
      const used = new Set<number>();
      for (const sec of out.sidecar.sections) {
        if (!sec.heading) continue;
        const i = d.outline.findIndex((g, k) => !used.has(k) && matches(g.text, sec.heading as string));
        if (i < 0) continue;
        used.add(i);
        n++;
        if (labels[i] === sec.label) same++;
        else wrong.push(`heading ${d.outline[i].text}: outline ${labels[i]}, ours ${sec.label}`);
      }
    } catch (err) {
      notes.push(`${d.name}: processDocument failed (${String(err)})`);
    }
    labelled += n;
    labelSame += same;
    rows.push({
      doc: `outline:${d.name}`,
      gt: s.gt,
      found: s.found,
      recall: s.gt ? s.matched / s.gt : null,
      precision: s.found ? s.matched / s.found : null,
      levels: s.levelKnown ? s.levelSame / s.levelKnown : null,
      labels: n ? same / n : null,
    });
    detail.push({ doc: d.name, set: 'outline', misses: s.misses, extras: s.extras, wrong });
    if (verbose) {
      for (const m of s.misses) notes.push(`${d.name} missed: ${m}`);
      for (const e of s.extras) notes.push(`${d.name} extra: ${e.slice(0, 90)}`);
      for (const w of wrong) notes.push(`${d.name} label: ${w}`);
    }
  }
  rows.push({
    doc: 'OUTLINE TOTAL',
    gt: total.gt,
    found: total.found,
    recall: total.gt ? total.matched / total.gt : null,
    precision: total.found ? total.matched / total.found : null,
    levels: total.levelKnown ? total.levelSame / total.levelKnown : null,
    labels: labelled ? labelSame / labelled : null,
  });
  notes.push(
    `outline: ${docs.length} public PDFs outside READoc (not tuned on) scored against their own bookmarks; an outline can list unprinted entries (BMC abstract parts) and omit printed ones`,
  );
}
