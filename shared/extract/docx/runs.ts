/**
 * Run-level text as Word shows it: breaks, carriage returns and tabs become whitespace (never
 * glue words), soft hyphens vanish, non-breaking hyphens become "-", symbol-font characters
 * become Unicode, hidden (w:vanish) runs are dropped, ruby
 * annotations keep only their base text, and content-control checkboxes become |X| / |_|.
 * Wrappers mammoth may not descend into (smartTag, customXml, bdo, dir) are unwrapped.
 * w:caps is decided in caps.ts (inline emphasis shown in capitals, whole-paragraph caps kept
 * as typed).
 */
import { CHECKED, UNCHECKED } from './fields.ts';
import { paragraphStyle, type Styles } from './styles.ts';
import { fontKind, mapPrivateUse, mapSymbol } from './symbols.ts';
import { child, descendants, isEl, NS, onOff, remove, textEl, unwrap, wAttr } from './xml.ts';

export interface RunStats {
  hiddenRuns: number;
  /** Runs in All Caps inside ordinary text, shown in capitals (see caps.ts). */
  inlineCaps: number;
  symbols: number;
  droppedSymbols: number;
  checkboxes: number;
}

function runFont(run: Element): string | null {
  const rPr = child(run, NS.w, 'rPr');
  const f = rPr ? child(rPr, NS.w, 'rFonts') : null;
  return f ? (wAttr(f, 'ascii') ?? wAttr(f, 'hAnsi') ?? wAttr(f, 'cs')) : null;
}

function replaceWith(el: Element, text: string): void {
  const t = textEl(el.ownerDocument!, text);
  el.parentNode?.replaceChild(t, el);
}

function paragraphOf(el: Element): Element | null {
  for (let a = el.parentNode; a; a = a.parentNode) if (isEl(a, NS.w, 'p')) return a;
  return null;
}

export function normalizeRuns(root: Element, styles: Styles, stats: RunStats): void {
  const doc = root.ownerDocument!;
  for (const name of ['smartTag', 'customXml', 'bdo', 'dir']) {
    for (const el of descendants(root, NS.w, name)) {
      // Block-level customXml wraps paragraphs; unwrapping is right in both cases.
      const pr = child(el, NS.w, `${name}Pr`);
      if (pr) remove(pr);
      unwrap(el);
    }
  }
  for (const ruby of descendants(root, NS.w, 'ruby')) {
    const base = child(ruby, NS.w, 'rubyBase');
    if (base) unwrap(base);
    for (const c of [child(ruby, NS.w, 'rt'), child(ruby, NS.w, 'rubyPr')]) if (c) remove(c);
    unwrap(ruby);
  }
  for (const sdt of descendants(root, NS.w, 'sdt')) {
    const pr = child(sdt, NS.w, 'sdtPr');
    const box = pr ? child(pr, NS.w14, 'checkbox') : null;
    const content = child(sdt, NS.w, 'sdtContent');
    if (!box || !content) continue;
    const checked = onOff(child(box, NS.w14, 'checked') ?? null);
    const ts = descendants(content, NS.w, 't');
    if (!ts.length) continue;
    ts[0].textContent = checked ? CHECKED : UNCHECKED;
    for (const t of ts.slice(1)) remove(t);
    stats.checkboxes++;
  }
  for (const run of descendants(root, NS.w, 'r')) {
    if (!run.parentNode) continue;
    const p = paragraphOf(run);
    const pStyle = p ? paragraphStyle(p) : null;
    if (styles.runFlag(run, pStyle, 'vanish')) {
      remove(run);
      stats.hiddenRuns++;
      continue;
    }
    const font = fontKind(runFont(run));
    for (let c = run.firstChild; c; ) {
      const next = c.nextSibling;
      if (isEl(c, NS.w)) {
        switch (c.localName) {
          case 't': {
            let text = (c.textContent ?? '').replace(/\u00ad/g, '');
            if (/[\uF020-\uF0FF]/.test(text)) {
              const mapped = mapPrivateUse(text, font);
              stats.symbols++;
              stats.droppedSymbols += mapped.dropped;
              text = mapped.text;
            }
            if (text !== c.textContent) c.textContent = text;
            break;
          }
          case 'sym': {
            const code = Number.parseInt(wAttr(c, 'char') ?? '', 16);
            const mapped = Number.isFinite(code) ? mapSymbol(code, fontKind(wAttr(c, 'font'))) : null;
            stats.symbols++;
            if (mapped === null) {
              stats.droppedSymbols++;
              remove(c);
            } else replaceWith(c, mapped);
            break;
          }
          case 'softHyphen':
          case 'lastRenderedPageBreak':
          case 'annotationRef':
            remove(c);
            break;
          case 'noBreakHyphen':
            replaceWith(c, '-');
            break;
          case 'ptab':
            c.parentNode?.replaceChild(doc.createElementNS(NS.w, 'w:tab'), c);
            break;
          case 'cr':
            c.parentNode?.replaceChild(doc.createElementNS(NS.w, 'w:br'), c);
            break;
          case 'br': {
            const type = wAttr(c, 'type');
            // mammoth drops page/column breaks; they still separate words.
            if (type === 'page' || type === 'column') replaceWith(c, ' ');
            break;
          }
        }
      } else if (isEl(c, NS.w16se, 'symEx')) {
        const code = Number.parseInt(c.getAttributeNS(NS.w16se, 'char') ?? '', 16);
        if (Number.isFinite(code) && code > 0 && code <= 0x10ffff) replaceWith(c, String.fromCodePoint(code));
        else remove(c);
      }
      c = next;
    }
  }
}
