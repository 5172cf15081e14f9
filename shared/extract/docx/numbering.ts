/**
 * List and heading numbers as Word displays them ("1)", "a.", "ii)", "1.1.1.", "2nd"),
 * materialized as text at the start of each numbered paragraph. Bullets are NOT materialized:
 * a bullet glyph carries no information, and POI's and mammoth's text leave it out too.
 * Counters follow Word: one sequence per abstract list, restarted by a w:num with a
 * startOverride; deeper levels restart when a shallower one advances (unless w:lvlRestart says otherwise).
 */
import { paragraphStyle, type Styles } from './styles.ts';
import { child, children, descendants, NS, textRun, wAttr } from './xml.ts';

const LEVELS = 9;

interface Level {
  start: number;
  fmt: string;
  text: string | null;
  /** null = restart after any shallower level; 0 = never; n = after level n (1-based) or shallower. */
  restart: number | null;
  isLgl: boolean;
  suff: string;
  pStyle: string | null;
}

interface NumDef {
  abstractId: string;
  overrides: Map<number, { start: number | null; level: Level | null }>;
}

function intAttr(el: Element | null, fallback: number): number {
  const v = el ? Number.parseInt(wAttr(el, 'val') ?? '', 10) : Number.NaN;
  return Number.isFinite(v) ? v : fallback;
}

function readLevel(lvl: Element): Level {
  const text = child(lvl, NS.w, 'lvlText');
  const restart = child(lvl, NS.w, 'lvlRestart');
  const pStyle = child(lvl, NS.w, 'pStyle');
  return {
    start: intAttr(child(lvl, NS.w, 'start'), 0),
    fmt: wAttr(child(lvl, NS.w, 'numFmt') ?? lvl, 'val') ?? 'decimal',
    text: text ? (wAttr(text, 'val') ?? '') : null,
    restart: restart ? intAttr(restart, 0) : null,
    isLgl: !!child(lvl, NS.w, 'isLgl'),
    suff: wAttr(child(lvl, NS.w, 'suff') ?? lvl, 'val') ?? 'tab',
    pStyle: pStyle ? wAttr(pStyle, 'val') : null,
  };
}

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];
const CARDINAL =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );
const ORDINAL =
  'zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'.split(
    ' ',
  );

function roman(n: number): string {
  if (n <= 0 || n >= 4000) return String(n);
  let out = '';
  for (const [v, s] of ROMAN) {
    while (n >= v) {
      out += s;
      n -= v;
    }
  }
  return out;
}

/** Word's letters repeat: 27 → "aa", 28 → "bb". */
function letters(n: number): string {
  if (n <= 0) return String(n);
  return String.fromCharCode(97 + ((n - 1) % 26)).repeat(Math.floor((n - 1) / 26) + 1);
}

function ordinalSuffix(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function formatNumber(n: number, fmt: string): string {
  switch (fmt) {
    case 'lowerRoman':
      return roman(n);
    case 'upperRoman':
      return roman(n).toUpperCase();
    case 'lowerLetter':
      return letters(n);
    case 'upperLetter':
      return letters(n).toUpperCase();
    case 'decimalZero':
      return n < 10 && n >= 0 ? `0${n}` : String(n);
    case 'ordinal':
      return ordinalSuffix(n);
    case 'cardinalText':
      return cap(CARDINAL[n] ?? String(n));
    case 'ordinalText':
      return cap(ORDINAL[n] ?? ordinalSuffix(n));
    case 'decimalEnclosedParen':
      return `(${n})`;
    case 'decimalEnclosedFullstop':
      return `${n}.`;
    case 'none':
    case 'bullet':
      return '';
    default:
      return String(n);
  }
}

export class Numbering {
  private readonly abstracts = new Map<string, Level[]>();
  private readonly abstractStyleLink = new Map<string, string>();
  private readonly nums = new Map<string, NumDef>();
  private readonly counters = new Map<string, (number | undefined)[]>();

  constructor(
    doc: Document | null,
    private readonly styles: Styles,
  ) {
    const root = doc?.documentElement;
    if (!root) return;
    for (const a of children(root, NS.w, 'abstractNum')) {
      const id = wAttr(a, 'abstractNumId');
      if (id === null) continue;
      const levels: Level[] = [];
      for (const lvl of children(a, NS.w, 'lvl')) {
        const i = Number(wAttr(lvl, 'ilvl') ?? -1);
        if (i >= 0 && i < LEVELS) levels[i] = readLevel(lvl);
      }
      this.abstracts.set(id, levels);
      const link = child(a, NS.w, 'numStyleLink');
      if (link) this.abstractStyleLink.set(id, wAttr(link, 'val') ?? '');
    }
    for (const n of children(root, NS.w, 'num')) {
      const id = wAttr(n, 'numId');
      const abs = child(n, NS.w, 'abstractNumId');
      if (id === null || !abs) continue;
      const overrides = new Map<number, { start: number | null; level: Level | null }>();
      for (const o of children(n, NS.w, 'lvlOverride')) {
        const i = Number(wAttr(o, 'ilvl') ?? -1);
        if (!(i >= 0 && i < LEVELS)) continue;
        const so = child(o, NS.w, 'startOverride');
        const lvl = child(o, NS.w, 'lvl');
        overrides.set(i, { start: so ? intAttr(so, 0) : null, level: lvl ? readLevel(lvl) : null });
      }
      this.nums.set(id, { abstractId: wAttr(abs, 'val') ?? '', overrides });
    }
  }

  /** The abstract list behind a num, following one numStyleLink hop. */
  private abstractOf(num: NumDef): { id: string; levels: Level[] } | null {
    let id = num.abstractId;
    const link = this.abstractStyleLink.get(id);
    if (link) {
      const viaStyle = this.styles.numIdOfStyle(link);
      const target = viaStyle ? this.nums.get(viaStyle) : undefined;
      if (target && !this.abstractStyleLink.has(target.abstractId)) id = target.abstractId;
    }
    const levels = this.abstracts.get(id);
    return levels ? { id, levels } : null;
  }

  private level(num: NumDef, levels: Level[], i: number): Level | undefined {
    return num.overrides.get(i)?.level ?? levels[i];
  }

  /** The label of a paragraph, advancing counters; null when unnumbered or a bullet. */
  label(p: Element): string | null {
    const pPr = child(p, NS.w, 'pPr');
    const numPr = pPr ? child(pPr, NS.w, 'numPr') : null;
    let numId: string | null = null;
    let ilvl: number | null = null;
    const style = paragraphStyle(p);
    if (numPr) {
      const idEl = child(numPr, NS.w, 'numId');
      const lvlEl = child(numPr, NS.w, 'ilvl');
      numId = idEl ? wAttr(idEl, 'val') : null;
      ilvl = lvlEl ? Number(wAttr(lvlEl, 'val') ?? 0) : null;
    }
    const fromStyle = this.styles.styleNumbering(style);
    if (numId === null && fromStyle) numId = fromStyle.numId;
    if (numId === null || numId === '0') return null;
    const num = this.nums.get(numId);
    if (!num) return null;
    const abs = this.abstractOf(num);
    if (!abs) return null;
    if (ilvl === null) {
      const byStyle = style ? abs.levels.findIndex((l) => l?.pStyle === style) : -1;
      ilvl = byStyle >= 0 ? byStyle : (fromStyle?.ilvl ?? 0);
    }
    if (!(ilvl >= 0 && ilvl < LEVELS)) return null;
    const lvl = this.level(num, abs.levels, ilvl);
    if (!lvl) return null;
    const hasStartOverride = [...num.overrides.values()].some((o) => o.start !== null);
    const key = hasStartOverride ? `num:${numId}` : `abs:${abs.id}`;
    let counters = this.counters.get(key);
    if (!counters) {
      counters = new Array(LEVELS).fill(undefined);
      this.counters.set(key, counters);
    }
    const startOf = (i: number) => num.overrides.get(i)?.start ?? this.level(num, abs.levels, i)?.start ?? 0;
    // A skipped shallower level counts as shown once (Word: "A", then "A ii a" straight at
    // level 5, then level 4 reads "2", not "1").
    for (let k = 0; k < ilvl; k++) if (counters[k] === undefined) counters[k] = startOf(k);
    counters[ilvl] = counters[ilvl] === undefined ? startOf(ilvl) : (counters[ilvl] as number) + 1;
    for (let k = ilvl + 1; k < LEVELS; k++) {
      const r = this.level(num, abs.levels, k)?.restart ?? null;
      if (r === null || (r !== 0 && ilvl <= r - 1)) counters[k] = undefined;
    }
    if (lvl.fmt === 'bullet' || lvl.text === null || lvl.text === '') return null;
    const text = lvl.text.replace(/%([1-9])/g, (_, d: string) => {
      const i = Number(d) - 1;
      const l = this.level(num, abs.levels, i);
      const value = counters[i] ?? startOf(i);
      const fmt = lvl.isLgl && i < ilvl ? 'decimal' : (l?.fmt ?? 'decimal');
      return formatNumber(value, fmt);
    });
    if (!text.trim()) return null;
    return lvl.suff === 'nothing' ? text : `${text} `;
  }
}

/** Prefix every numbered paragraph under `root` with its label, in document order. */
export function materializeNumbering(root: Element, numbering: Numbering): number {
  let n = 0;
  for (const p of descendants(root, NS.w, 'p')) {
    const label = numbering.label(p);
    if (!label) continue;
    const pPr = child(p, NS.w, 'pPr');
    p.insertBefore(textRun(p.ownerDocument!, label), pPr ? pPr.nextSibling : p.firstChild);
    n++;
  }
  return n;
}
