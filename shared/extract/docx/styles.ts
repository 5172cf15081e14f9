/**
 * Just enough of styles.xml to know what Word shows: run properties that change the visible
 * text (hidden) and paragraph numbering inherited through style chains (basedOn).
 */
import { child, children, NS, onOff, wAttr } from './xml.ts';

/** basedOn chains longer than this are cycles or abuse. */
const MAX_STYLE_CHAIN = 32;

interface StyleInfo {
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

  /** numId of a numbering style (for w:numStyleLink). */
  numIdOfStyle(styleId: string): string | null {
    for (const s of this.chain(styleId)) if (s.numId) return s.numId;
    return null;
  }
}

export function paragraphStyle(p: Element): string | null {
  const pPr = child(p, NS.w, 'pPr');
  const ps = pPr ? child(pPr, NS.w, 'pStyle') : null;
  return ps ? wAttr(ps, 'val') : null;
}
