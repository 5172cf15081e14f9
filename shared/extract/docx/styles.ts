/**
 * Just enough of styles.xml to know what Word shows: run properties that change the visible
 * text (hidden), paragraph numbering inherited through style chains (basedOn), and which
 * paragraph styles are headings (outline level) or the document title.
 */
import { child, children, NS, onOff, wAttr } from './xml.ts';

/** basedOn chains longer than this are cycles or abuse. */
const MAX_STYLE_CHAIN = 32;
/** Word's built-in heading names ("heading 1".."heading 9"; the UI shows them capitalized). */
const HEADING_NAME = /^heading\s*([1-9])$/i;
const TITLE_NAME = /^title$/i;
/** `w:outlineLvl` 0..8 are heading levels 1..9; 9 means body text. */
const BODY_OUTLINE_LEVEL = 9;

/** What a paragraph style makes of its paragraphs in the document's outline. */
export type Outline = { kind: 'title' } | { kind: 'heading'; level: number } | null;

interface StyleInfo {
  type: string | null;
  name: string | null;
  /** `w:outlineLvl` of the style's own paragraph properties. */
  outlineLvl: number | null;
  basedOn: string | null;
  rPr: Element | null;
  numId: string | null;
  ilvl: number | null;
}

export type RunFlag = 'vanish';

export class Styles {
  private readonly byId = new Map<string, StyleInfo>();
  private readonly defaults: Element | null;

  constructor(doc: Document | null) {
    const root = doc?.documentElement ?? null;
    const rPrDefault = root ? child(child(root, NS.w, 'docDefaults') ?? root, NS.w, 'rPrDefault') : null;
    this.defaults = rPrDefault ? child(rPrDefault, NS.w, 'rPr') : null;
    if (!root) return;
    for (const s of children(root, NS.w, 'style')) {
      const id = wAttr(s, 'styleId');
      if (!id) continue;
      const pPr = child(s, NS.w, 'pPr');
      const numPr = pPr ? child(pPr, NS.w, 'numPr') : null;
      const numIdEl = numPr ? child(numPr, NS.w, 'numId') : null;
      const ilvlEl = numPr ? child(numPr, NS.w, 'ilvl') : null;
      const basedOn = child(s, NS.w, 'basedOn');
      this.byId.set(id, {
        type: wAttr(s, 'type'),
        name: nameOf(s),
        outlineLvl: outlineLevel(pPr),
        basedOn: basedOn ? wAttr(basedOn, 'val') : null,
        rPr: child(s, NS.w, 'rPr'),
        numId: numIdEl ? wAttr(numIdEl, 'val') : null,
        ilvl: ilvlEl ? Number(wAttr(ilvlEl, 'val') ?? 0) : null,
      });
    }
  }

  private *chain(id: string | null): Generator<StyleInfo> {
    for (let i = 0; id && i < MAX_STYLE_CHAIN; i++) {
      const s = this.byId.get(id);
      if (!s) return;
      yield s;
      id = s.basedOn;
    }
  }

  /** A flag from a style chain, or null when no style in the chain sets it. */
  styleFlag(styleId: string | null, flag: RunFlag): boolean | null {
    for (const s of this.chain(styleId)) {
      const el = s.rPr ? child(s.rPr, NS.w, flag) : null;
      if (el) return onOff(el);
    }
    return null;
  }

  /** Effective flag of a run: direct > character style > paragraph style > defaults. */
  runFlag(run: Element, paraStyle: string | null, flag: RunFlag): boolean {
    const rPr = child(run, NS.w, 'rPr');
    const direct = rPr ? child(rPr, NS.w, flag) : null;
    if (direct) return onOff(direct);
    const rStyle = rPr ? child(rPr, NS.w, 'rStyle') : null;
    const fromChar = rStyle ? this.styleFlag(wAttr(rStyle, 'val'), flag) : null;
    if (fromChar !== null) return fromChar;
    const fromPara = this.styleFlag(paraStyle, flag);
    if (fromPara !== null) return fromPara;
    const dflt = this.defaults ? child(this.defaults, NS.w, flag) : null;
    return dflt ? onOff(dflt) : false;
  }

  /** Numbering inherited from a paragraph style chain. */
  styleNumbering(styleId: string | null): { numId: string; ilvl: number | null; styleId: string } | null {
    let ilvl: number | null = null;
    for (const s of this.chain(styleId)) {
      if (ilvl === null && s.ilvl !== null) ilvl = s.ilvl;
      if (s.numId) return { numId: s.numId, ilvl, styleId: styleId as string };
    }
    return null;
  }

  /**
   * Heading level or title of a paragraph style, through its basedOn chain: the nearest style
   * that sets an outline level or has a built-in heading or title name decides, so a custom
   * style based on "Heading 2" is a level-2 heading. Word writes built-in names in English
   * whatever the UI language ("heading 1" under the German id "berschrift1"); a heading style
   * renamed or made from scratch is found by its outline level.
   */
  outline(styleId: string | null): Outline {
    for (const s of this.chain(styleId)) {
      if (s.name && TITLE_NAME.test(s.name)) return { kind: 'title' };
      if (s.outlineLvl !== null)
        return s.outlineLvl < BODY_OUTLINE_LEVEL ? { kind: 'heading', level: s.outlineLvl + 1 } : null;
      const h = s.name ? HEADING_NAME.exec(s.name) : null;
      if (h) return { kind: 'heading', level: Number(h[1]) };
    }
    return null;
  }

  /** Ids of the paragraph styles defined in styles.xml. */
  paragraphStyleIds(): string[] {
    return [...this.byId].filter(([, s]) => (s.type ?? 'paragraph') === 'paragraph').map(([id]) => id);
  }

  /** numId of a numbering style (for w:numStyleLink). */
  numIdOfStyle(styleId: string): string | null {
    for (const s of this.chain(styleId)) if (s.numId) return s.numId;
    return null;
  }
}

function nameOf(style: Element): string | null {
  const el = child(style, NS.w, 'name');
  return el ? wAttr(el, 'val') : null;
}

/** `w:outlineLvl` of paragraph properties, or null when absent or not a number. */
export function outlineLevel(pPr: Element | null): number | null {
  const el = pPr ? child(pPr, NS.w, 'outlineLvl') : null;
  const value = el ? Number(wAttr(el, 'val')) : Number.NaN;
  return Number.isInteger(value) && value >= 0 ? value : null;
}

export function paragraphStyle(p: Element): string | null {
  const pPr = child(p, NS.w, 'pPr');
  const ps = pPr ? child(pPr, NS.w, 'pStyle') : null;
  return ps ? wAttr(ps, 'val') : null;
}
