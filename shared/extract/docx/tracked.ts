/**
 * Tracked changes, resolved as Word's "Accept All Changes": insertions and moved-to text stay,
 * deletions and moved-from text go, a deleted paragraph mark joins its paragraph to the next
 * one (Word shows "split" + "Paragraph." as "splitParagraph."), deleted table rows go, and
 * property-change records (old formatting) are dropped so nobody reads stale properties.
 */
import { child, descendants, descendantsOf, isEl, NS, remove, unwrap } from './xml.ts';

const REMOVED_CONTAINERS = ['del', 'moveFrom', 'delText', 'delInstrText'];
const RANGE_MARKERS = ['moveFromRangeStart', 'moveFromRangeEnd', 'moveToRangeStart', 'moveToRangeEnd'];
const CHANGE_RECORDS = [
  'rPrChange',
  'pPrChange',
  'sectPrChange',
  'tblPrChange',
  'tblPrExChange',
  'trPrChange',
  'tcPrChange',
  'tblGridChange',
  'numberingChange',
];

/** Move a paragraph's content (not its properties) to the start of `next`, then drop it. */
export function mergeIntoNext(p: Element, next: Element): void {
  const nextPPr = child(next, NS.w, 'pPr');
  const anchor = nextPPr ? nextPPr.nextSibling : next.firstChild;
  for (let c = p.firstChild; c; ) {
    const following = c.nextSibling;
    if (!isEl(c, NS.w, 'pPr')) next.insertBefore(c, anchor);
    c = following;
  }
  remove(p);
}

export function nextParagraph(p: Element): Element | null {
  for (let s = p.nextSibling; s; s = s.nextSibling) {
    if (isEl(s, NS.w, 'p')) return s;
    if (s.nodeType === 1) return null;
  }
  return null;
}

export interface TrackedStats {
  deletions: number;
  insertions: number;
  mergedParagraphs: number;
}

export function acceptAllChanges(root: Element, stats: TrackedStats): void {
  // One walk finds everything (10 MB documents make per-name walks add up).
  const found = descendantsOf(root, NS.w, [
    ...CHANGE_RECORDS,
    ...RANGE_MARKERS,
    ...REMOVED_CONTAINERS,
    'ins',
    'moveTo',
    'cellDel',
    'cellIns',
    'trPr',
  ]);
  const all = (name: string) => found.get(name) ?? [];
  if (![...found.keys()].some((k) => k !== 'trPr')) return;
  for (const name of CHANGE_RECORDS) for (const el of all(name)) remove(el);
  for (const name of RANGE_MARKERS) for (const el of all(name)) remove(el);
  // Paragraph marks: w:pPr/w:rPr/w:del (or moveFrom) means the mark itself was deleted.
  for (const p of descendants(root, NS.w, 'p')) {
    const rPr = child(child(p, NS.w, 'pPr') ?? p, NS.w, 'rPr');
    if (!rPr || !isEl(rPr.parentNode, NS.w, 'pPr')) continue;
    const mark = child(rPr, NS.w, 'del') ?? child(rPr, NS.w, 'moveFrom');
    if (!mark) continue;
    remove(mark);
    const next = nextParagraph(p);
    if (next) {
      mergeIntoNext(p, next);
      stats.mergedParagraphs++;
    }
  }
  // Deleted table rows: w:trPr/w:del.
  for (const trPr of all('trPr')) {
    if (child(trPr, NS.w, 'del') && isEl(trPr.parentNode, NS.w, 'tr')) remove(trPr.parentNode);
  }
  for (const name of REMOVED_CONTAINERS) {
    for (const el of all(name)) {
      // Inside properties, w:del / w:ins are markers, not content.
      if (isEl(el.parentNode, NS.w, 'rPr') || isEl(el.parentNode, NS.w, 'trPr')) remove(el);
      else {
        if (name === 'del' || name === 'moveFrom') stats.deletions++;
        remove(el);
      }
    }
  }
  for (const name of ['ins', 'moveTo']) {
    for (const el of all(name)) {
      if (isEl(el.parentNode, NS.w, 'rPr') || isEl(el.parentNode, NS.w, 'trPr')) remove(el);
      else {
        stats.insertions++;
        unwrap(el);
      }
    }
  }
  for (const el of all('cellDel')) {
    const tc = el.parentNode?.parentNode;
    if (isEl(tc, NS.w, 'tc')) remove(tc);
  }
  for (const el of all('cellIns')) remove(el);
}
