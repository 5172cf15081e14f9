/**
 * Drawings: mc:AlternateContent resolved the way Word 2010+ does (first Choice we understand,
 * else Fallback), so a text box is read once, never twice; text boxes (DrawingML wps:txbx or
 * VML v:textbox, whichever survived) and SmartArt text hoisted out of their run into paragraphs
 * right after the anchoring paragraph; then every remaining drawing/picture/OLE object removed,
 * so mammoth never touches media.
 */
import type { DocxPackage } from './package.ts';
import { relId } from './package.ts';
import { child, children, descendants, isEl, NS, remove, textParagraph, unwrap } from './xml.ts';

/** Namespaces whose markup we read (Requires="wps" etc.): Word 2010+ choices are taken. */
const UNDERSTOOD = new Set<string>([
  NS.wps,
  NS.w14,
  NS.w16se,
  NS.m,
  NS.a,
  'http://schemas.microsoft.com/office/word/2010/wordprocessingGroup',
  'http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas',
  'http://schemas.microsoft.com/office/word/2010/wordprocessingInk',
  'http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing',
  'http://schemas.microsoft.com/office/word/2012/wordml',
  'http://schemas.microsoft.com/office/drawing/2010/main',
]);

function understood(choice: Element): boolean {
  const requires = (choice.getAttribute('Requires') ?? '').trim();
  if (!requires) return true;
  return requires.split(/\s+/).every((prefix) => {
    const uri = choice.lookupNamespaceURI(prefix);
    return uri !== null && UNDERSTOOD.has(uri);
  });
}

export function resolveAlternateContent(root: Element): number {
  let n = 0;
  for (const ac of descendants(root, NS.mc, 'AlternateContent')) {
    if (!ac.parentNode) continue;
    const choices = children(ac, NS.mc, 'Choice');
    const pick = choices.find(understood) ?? child(ac, NS.mc, 'Fallback') ?? choices[0] ?? null;
    if (pick) {
      for (const c of [...choices, child(ac, NS.mc, 'Fallback')]) if (c && c !== pick) remove(c);
      unwrap(pick);
    }
    unwrap(ac);
    n++;
  }
  return n;
}

function ancestor(el: Node, ns: string, local: string, stop?: Node): Element | null {
  for (let a = el.parentNode; a && a !== stop; a = a.parentNode) if (isEl(a, ns, local)) return a;
  return null;
}

/** The outermost drawing-ish element holding `el` inside its paragraph. */
function graphicContainer(el: Node, p: Element | null): Element | null {
  let found: Element | null = null;
  for (let a = el.parentNode; a && a !== p; a = a.parentNode) {
    if (isEl(a, NS.w, 'drawing') || isEl(a, NS.w, 'pict') || isEl(a, NS.w, 'object')) found = a;
  }
  return found;
}

/** Inserts blocks after an anchor paragraph, keeping the order of several boxes in one paragraph. */
class Hoister {
  private readonly cursor = new Map<Element, Node>();
  place(anchorP: Element, blocks: Node[]): void {
    let after = this.cursor.get(anchorP) ?? anchorP;
    for (const b of blocks) {
      after.parentNode?.insertBefore(b, after.nextSibling);
      after = b;
    }
    this.cursor.set(anchorP, after);
  }
}

export interface ShapeStats {
  textBoxes: number;
  smartArt: number;
  removedGraphics: number;
  oleEquations: number;
}

/** SmartArt text lives in the diagram data part: one paragraph per point with text. */
function smartArtParagraphs(doc: Document, pkg: DocxPackage, part: string, rid: string): Element[] {
  const rel = pkg.rels(part).find((r) => r.id === rid && !r.external);
  const data = rel ? pkg.xml(rel.target) : null;
  if (!data) return [];
  const out: Element[] = [];
  for (const pt of descendants(data.documentElement, NS.dgm, 'pt')) {
    const t = child(pt, NS.dgm, 't');
    if (!t) continue;
    const text = children(t, NS.a, 'p')
      .map((p) =>
        descendants(p, NS.a, 't')
          .map((x) => x.textContent ?? '')
          .join(''),
      )
      .filter((s) => s.trim())
      .join(' ');
    if (text.trim()) out.push(textParagraph(doc, text));
  }
  return out;
}

export function hoistShapes(root: Element, pkg: DocxPackage, part: string, stats: ShapeStats): void {
  const doc = root.ownerDocument!;
  const hoister = new Hoister();
  for (const box of descendants(root, NS.w, 'txbxContent')) {
    if (!box.parentNode) continue;
    const p = ancestor(box, NS.w, 'p');
    const blocks = children(box);
    stats.textBoxes++;
    if (p) hoister.place(p, blocks);
    else {
      const holder = graphicContainer(box, null) ?? box;
      for (const b of blocks) holder.parentNode?.insertBefore(b, holder);
    }
    remove(box);
  }
  for (const ids of descendants(root, NS.dgm, 'relIds')) {
    const rid = relId(ids, 'dm');
    const p = ancestor(ids, NS.w, 'p');
    if (!rid || !p) continue;
    const paras = smartArtParagraphs(doc, pkg, part, rid);
    if (paras.length) {
      stats.smartArt++;
      hoister.place(p, paras);
    }
  }
  // Legacy VML WordArt keeps its text in an attribute: <v:textpath string="...">.
  for (const tp of descendants(root, NS.v, 'textpath')) {
    const text = (tp.getAttribute('string') ?? '').trim();
    const p = ancestor(tp, NS.w, 'p');
    if (text && p) hoister.place(p, [textParagraph(doc, text)]);
  }
  for (const name of ['drawing', 'pict', 'object']) {
    for (const el of descendants(root, NS.w, name)) {
      if (!el.parentNode) continue;
      if (name === 'object') {
        const ole = descendants(el, 'urn:schemas-microsoft-com:office:office', 'OLEObject')[0];
        if (ole && /^Equation/i.test(ole.getAttribute('ProgID') ?? '')) stats.oleEquations++;
      }
      remove(el);
      stats.removedGraphics++;
    }
  }
}
