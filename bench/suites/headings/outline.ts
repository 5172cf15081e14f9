/**
 * The outline set of `npm run bench -- headings`, not tuned on: public PDFs outside READoc scored
 * against their own bookmarks (bench/headings-outline.ts). Levels compare the outline's depth
 * with the heading's level; labels compare the sidecar's section labels with the outline entry's
 * (inherited) label.
 */
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../../shared/pipeline/index.ts';
import { labelOf, type SectionLabel } from '../../../shared/structure/labels.ts';
import { type OutlineEntry, outlinedPdfs } from '../../headings-outline.ts';
import type { Cell } from '../../report.ts';
import { extractHeadings } from './extract.ts';
import { gtLabel } from './gt.ts';
import { pair, type Score, score } from './match.ts';

/**
 * Each outline entry's label, inherited from a parent entry with a strong label (as gtSections
 * does). Bookmarks drop the appendix letter ("New nls options" for "B. New nls options"), so a
 * top-level entry with no label of its own after the references is an appendix.
 */
export function outlineLabels(outline: readonly OutlineEntry[]): SectionLabel[] {
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
export async function outlineSet(
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
      const named = out.sidecar.sections.filter((sec) => sec.heading !== null);
      const pairs = pair(
        d.outline.map((g) => g.text),
        named.map((sec) => sec.heading as string),
      );
      named.forEach((sec, k) => {
        const i = pairs[k];
        if (i < 0) return;
        n++;
        if (labels[i] === sec.label) same++;
        else wrong.push(`heading ${d.outline[i].text}: outline ${labels[i]}, ours ${sec.label}`);
      });
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
