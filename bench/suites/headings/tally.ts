/**
 * What the generated sets (Word-made, LaTeX-made) count per paper and in total, how a paper's
 * sidecar is scored against the headings it was built with, and the row a tally prints as.
 */
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../../shared/pipeline/index.ts';
import type { Cell } from '../../report.ts';
import { pair, type Score } from './match.ts';
import { outlineLabels } from './outline.ts';

/** A heading a generated paper was built with. */
export interface Truth {
  text: string;
  level: number;
}

export type Tally = Score & { titles: number; docs: number; labelled: number; labelSame: number };
export const zero = (): Tally => ({
  gt: 0,
  found: 0,
  matched: 0,
  levelKnown: 0,
  levelSame: 0,
  titles: 0,
  docs: 0,
  labelled: 0,
  labelSame: 0,
});

/**
 * The title processDocument finds, and how many of the sidecar's section headings that match a
 * built heading carry its label (inherited from the parent as outline.ts reads an outline).
 */
export async function sidecarOf(bytes: Uint8Array, key: string, truth: readonly Truth[]) {
  const out = await processDocument({ bytes, key }, DEFAULT_PROCESS_OPTIONS);
  const labels = outlineLabels(truth);
  const named = out.sidecar.sections.filter((sec) => sec.heading !== null);
  const pairs = pair(
    truth.map((t) => t.text),
    named.map((sec) => sec.heading as string),
  );
  let labelled = 0;
  let same = 0;
  const wrong: string[] = [];
  named.forEach((sec, k) => {
    if (pairs[k] < 0) return;
    labelled++;
    if (labels[pairs[k]] === sec.label) same++;
    else wrong.push(`${truth[pairs[k]].text}: built ${labels[pairs[k]]}, ours ${sec.label}`);
  });
  return { title: out.sidecar.metadata.title ?? null, labelled, same, wrong };
}

export function row(doc: string, t: Tally): Record<string, Cell> {
  return {
    doc,
    gt: t.gt,
    found: t.found,
    recall: t.gt ? t.matched / t.gt : null,
    precision: t.found ? t.matched / t.found : null,
    levels: t.levelKnown ? t.levelSame / t.levelKnown : null,
    title: `${t.titles}/${t.docs}`,
    labels: t.labelled ? t.labelSame / t.labelled : null,
  };
}
